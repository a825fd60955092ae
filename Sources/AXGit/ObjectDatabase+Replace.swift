import CLibGit2

/// `git replace`: a ref `refs/replace/<id>` makes git read another object wherever it would
/// read `<id>`: a commit's tree, message and parents, a tree or a file. libgit2 1.5 does not
/// do this itself, so every lookup of a commit, tree or blob asks `replaced(_:)` first, and a
/// history walk follows replaced commits' parents (`Revisions+History.swift`).
///
/// Honoured as git honours it: not at all when `GIT_NO_REPLACE_OBJECTS` is set or
/// `core.useReplaceRefs` is false; refs under `GIT_REPLACE_REF_BASE` when that is set;
/// chains of replacements followed up to git's depth of 5.
extension ObjectDatabase {
    /// git's limit on a chain of replacements (`MAXREPLACEDEPTH`).
    static let replacementDepth = 5

    /// The object git reads for `id`: its replacement, else `id` itself.
    func replaced(_ id: ObjectID) -> ObjectID {
        let table = replacementTable()
        guard !table.isEmpty else { return id }
        var current = id
        for _ in 0..<Self.replacementDepth {
            guard let next = table[current] else { return current }
            current = next
        }
        return current
    }

    /// True when some replacement is in force.
    var hasReplacements: Bool { !replacementTable().isEmpty }

    /// The replace refs, read once per handle.
    private func replacementTable() -> [ObjectID: ObjectID] {
        if let replacements { return replacements }
        let table = readReplacements()
        replacements = table
        return table
    }

    private func readReplacements() -> [ObjectID: ObjectID] {
        guard environment.replaceObjects, useReplaceRefs() else { return [:] }
        var base = environment.replaceRefBase ?? "refs/replace/"
        if !base.hasSuffix("/") { base += "/" }
        var iterator: OpaquePointer?
        // Every ref, filtered here: no glob, so no pattern matching inside libgit2.
        guard git_reference_iterator_new(&iterator, raw) == 0, let iterator else { return [:] }
        defer { git_reference_iterator_free(iterator) }
        var table: [ObjectID: ObjectID] = [:]
        var reference: OpaquePointer?
        while git_reference_next(&reference, iterator) == 0, let current = reference {
            defer { git_reference_free(current) }
            guard let namePointer = git_reference_name(current) else { continue }
            let name = String(cString: namePointer)
            guard name.hasPrefix(base), let original = ObjectID(hex: String(name.dropFirst(base.count))),
                  let target = git_reference_target(current) else { continue }
            table[original] = ObjectID(target)
        }
        return table
    }

    /// `core.useReplaceRefs`, true unless set false.
    private func useReplaceRefs() -> Bool {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, raw) == 0, let config else { return true }
        defer { git_config_free(config) }
        var value: Int32 = 1
        return git_config_get_bool(&value, config, "core.useReplaceRefs") != 0 || value != 0
    }
}

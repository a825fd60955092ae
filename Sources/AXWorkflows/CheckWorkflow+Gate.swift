import AXGit
import AXReport
import AXRules

extension CheckWorkflow {
    /// Which configuration judges a check.
    public enum ConfigurationSide: String, Sendable, CaseIterable {
        /// The head's `.axdiff.yml` and `.axdiff-accept.yml`: what the change itself says.
        case head
        /// The merge base's: the change's own edits to them do not apply, so a pull request
        /// cannot loosen the gate that judges it (`--config-from base`).
        case base
    }

    /// How the change weakens the check: the repository's `.axdiff.yml` and
    /// `.axdiff-accept.yml` at the merge base against the head's (whatever `--config` says:
    /// these are what the change edits). Nothing is read when neither file changed. A base
    /// whose files do not read gives nothing to compare with.
    static func weakenings(_ repository: Repository, base: ObjectID, head: TreeSource) throws(WorkflowError) -> [GateWeakening] {
        let names = [ConfigurationFile.name, AcceptanceFile.name]
        let unchanged = names.allSatisfy { name in
            (try? repository.snapshots.fileID(path: name, at: .commit(base))) == (try? repository.snapshots.fileID(path: name, at: head))
        }
        guard !unchanged,
              let before = try? RepositoryContext(repository: repository, configurationSource: .commit(base), fallback: false),
              let after = try? RepositoryContext(repository: repository, configurationSource: head, fallback: false)
        else { return [] }
        let old = before.configuration, new = after.configuration
        // What each side's roots select in the base's tree: the files the change stops checking.
        let checkedBefore: [String], selectedAfter: Set<String>
        do {
            checkedBefore = try repository.snapshots.files(at: .commit(base), roots: old.snapshotRoots).map(\.path).filter { !old.isIgnored(path: $0) }
            selectedAfter = Set(try repository.snapshots.files(at: .commit(base), roots: new.snapshotRoots).map(\.path))
        } catch {
            throw .git(error)
        }
        let outsideRoots = checkedBefore.filter { !selectedAfter.contains($0) }
        var newlyIgnored: [String: [String]] = [:]
        for glob in new.ignoredScreens where !old.ignoredScreens.contains(glob) {
            let one = Configuration(ignoredScreens: [glob])
            newlyIgnored[glob] = checkedBefore.filter { selectedAfter.contains($0) && one.isIgnored(path: $0) }
        }
        return GateWeakening.between(
            base: old, head: new, headText: try? RepositoryContext.readText(ConfigurationFile.name, repository, at: head),
            baseAcceptances: (try? before.acceptances().file) ?? AcceptanceFile(),
            headAcceptances: (try? after.acceptances().file) ?? AcceptanceFile(),
            outsideRoots: outsideRoots, newlyIgnored: newlyIgnored)
    }
}

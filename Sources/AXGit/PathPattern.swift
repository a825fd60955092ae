/// A glob over repository paths, as `.axdiff.yml` `snapshots:` takes them
/// (`e2e/**/*-snapshots/*.yml`): `**` as a whole component matches any number of folders (none
/// too), `*` any characters within a component, `?` one character, `[abc]` and `[a-z]` one of a
/// set (`[!abc]` one not in it). Matching is greedy with one backtrack point per level, so it
/// takes time proportional to the path times the pattern at worst, whatever the pattern.
struct PathPattern: Equatable {
    let text: String
    private let components: [[Unicode.Scalar]]
    /// Set for a pattern that is one path, wildcards or not (`show REV:path`).
    private let exactPath: String?

    init(_ text: String) {
        self.text = text
        components = SnapshotScope.normalize(text).split(separator: "/").map { Array($0.unicodeScalars) }
        exactPath = nil
    }

    /// The pattern matching exactly `path`, even one with `*` or `[` in its name.
    init(exactly path: String) {
        let path = SnapshotScope.normalize(path)
        text = path
        components = path.split(separator: "/").map { Array($0.unicodeScalars) }
        exactPath = path
    }

    /// Whether a root from the configuration is a pattern rather than a folder.
    static func isPattern(_ root: String) -> Bool {
        root.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// The folder to walk for this pattern: its components before the first with a wildcard.
    var literalPrefix: String {
        var parts: [String] = []
        for component in components {
            let string = String(String.UnicodeScalarView(component))
            if Self.isPattern(string) { break }
            parts.append(string)
        }
        if parts.count == components.count { parts.removeLast() }  // no wildcard: its folder
        return parts.joined(separator: "/")
    }

    /// Whether a file name could match the last component (a cheap filter before building paths).
    func mayMatch(fileName name: String) -> Bool {
        guard let last = components.last else { return false }
        if exactPath != nil { return last.elementsEqual(name.unicodeScalars) }
        if last == ["*", "*"] { return true }
        return Self.matches(last, Array(name.unicodeScalars))
    }

    func matches(_ path: String) -> Bool {
        if let exactPath { return path == exactPath }
        let parts = path.split(separator: "/").map { Array($0.unicodeScalars) }
        return Self.wildcardMatch(components, parts, isStar: { $0 == ["*", "*"] }) { pattern, index, part in
            Self.matches(pattern[index], part) ? 1 : nil
        }
    }

    /// One component against one name: `*`, `?` and `[...]`.
    static func matches(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        wildcardMatch(pattern, name, isStar: { $0 == "*" }) { pattern, index, character in
            single(pattern, at: index, matches: character)
        }
    }

    /// Greedy matching with one backtrack point, for components within a path (`**`) and for
    /// characters within a name (`*`): `matchOne` gives the width of the pattern item at an
    /// index when it matches one item of the text, nil when it does not.
    private static func wildcardMatch<Item, Text>(
        _ pattern: [Item], _ text: [Text], isStar: (Item) -> Bool, matchOne: ([Item], Int, Text) -> Int?
    ) -> Bool {
        var p = 0, t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, isStar(pattern[p]) {
                star = (p, t)
                p += 1
            } else if p < pattern.count, let width = matchOne(pattern, p, text[t]) {
                p += width
                t += 1
            } else if let saved = star {
                star = (saved.p, saved.t + 1)
                p = saved.p + 1
                t = saved.t + 1
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }

    /// When the pattern item at `index` (a character, `?` or a `[...]` set) matches
    /// `character`, the item's width in the pattern; nil when it does not match.
    private static func single(_ pattern: [Unicode.Scalar], at index: Int, matches character: Unicode.Scalar) -> Int? {
        switch pattern[index] {
        case "?":
            return 1
        case "[":
            guard let close = pattern[(index + 1)...].dropFirst().firstIndex(of: "]") else {
                return character == "[" ? 1 : nil
            }
            var position = index + 1
            let negated = pattern[position] == "!" || pattern[position] == "^"
            if negated { position += 1 }
            var found = false
            while position < close {
                if position + 2 < close, pattern[position + 1] == "-" {
                    if pattern[position] <= character && character <= pattern[position + 2] { found = true }
                    position += 3
                } else {
                    if pattern[position] == character { found = true }
                    position += 1
                }
            }
            return found != negated ? close - index + 1 : nil
        default:
            return pattern[index] == character ? 1 : nil
        }
    }
}

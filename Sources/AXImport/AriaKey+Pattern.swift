extension AriaKey {
    /// True when `name` is a `/pattern/` that every name matches, so that it tells a listener
    /// nothing: `/.*/`, `/.+/`, `/^.*$/`, `/[\s\S]*/`, `/(.*)/`, `/x*/`, `/a|.*/`.
    ///
    /// Playwright matches a name pattern anywhere in the name (`text.match(pattern)`), and a
    /// name is never empty, so a pattern matches every name when it can match at the start of
    /// any non-empty text: a branch of items that may each match nothing, with at most one
    /// character that can be anything, and, when it ends with `$`, an item that takes any text
    /// up to the end. Anything this reading does not cover (lookarounds, word boundaries,
    /// backreferences) is taken to match only some names. Linear in the pattern's length.
    static func matchesEveryName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "/", scalars.last == "/" else { return false }
        var reader = PatternReader(scalars: scalars[1..<(scalars.count - 1)])
        return reader.alternatives(atTop: true).contains { $0.matchesEveryName }
    }

    /// What one branch of a pattern (or of a group) can match.
    fileprivate struct Branch {
        /// Every item may match nothing, and nothing asserts (the branch matches the empty text).
        var matchesEmpty = true
        /// Matches any non-empty text from its start: items that may match nothing and at
        /// most one character that may be anything.
        var matchesEveryName = true
        /// One item that takes any text of any length (`.*`, `[\s\S]+`, `(.*)`).
        var takesAnyText = false
    }

    /// Reads a pattern body once, left to right.
    private struct PatternReader {
        let scalars: ArraySlice<Unicode.Scalar>
        var index: Int

        init(scalars: ArraySlice<Unicode.Scalar>) {
            self.scalars = scalars
            index = scalars.startIndex
        }

        /// The `|`-separated branches up to the end, or up to the `)` that closes a group.
        mutating func alternatives(atTop: Bool) -> [Branch] {
            var branches: [Branch] = []
            var branch = Branch()
            var mandatoryAny = 0
            var sawStart = false
            var endAnchored = false
            var position = 0
            func close() {
                if endAnchored { branch.matchesEveryName = branch.matchesEveryName && branch.takesAnyText }
                branches.append(branch)
            }
            while index < scalars.endIndex {
                let scalar = scalars[index]
                if scalar == ")" && !atTop { break }
                if scalar == "|" {
                    index += 1
                    close()
                    (branch, mandatoryAny, sawStart, endAnchored, position) = (Branch(), 0, false, false, 0)
                    continue
                }
                if endAnchored {
                    // Something after `$`: leave the pattern as matching only some names.
                    branch.matchesEveryName = false
                    branch.matchesEmpty = false
                }
                position += 1
                if scalar == "^" {
                    index += 1
                    if position != 1 || sawStart { branch.matchesEveryName = false }
                    sawStart = true
                    continue
                }
                if scalar == "$" {
                    index += 1
                    endAnchored = true
                    continue
                }
                let atom = self.atom()
                let (minimum, unbounded) = quantifier()
                if atom.asserts {
                    branch.matchesEmpty = false
                    branch.matchesEveryName = false
                    continue
                }
                let optional = minimum == 0 || atom.matchesEmpty
                if !optional { branch.matchesEmpty = false }
                if atom.isAny && (unbounded || atom.takesAnyText) { branch.takesAnyText = true }
                if atom.takesAnyText { branch.takesAnyText = true }
                if !optional {
                    if atom.isAny && minimum == 1 {
                        mandatoryAny += 1
                        if mandatoryAny > 1 { branch.matchesEveryName = false }
                    } else {
                        branch.matchesEveryName = false
                    }
                }
            }
            close()
            return branches
        }

        /// What one atom is: any one character, an assertion, a group that may match nothing
        /// or that takes any text.
        struct Atom {
            var isAny = false
            var asserts = false
            var matchesEmpty = false
            var takesAnyText = false
        }

        mutating func atom() -> Atom {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case ".":
                return Atom(isAny: true)
            case "\\":
                guard index < scalars.endIndex else { return Atom() }
                let escaped = scalars[index]
                index += 1
                // Word boundaries assert; a digit is a backreference; the rest are characters.
                if escaped == "b" || escaped == "B" || ("1"..."9").contains(escaped) { return Atom(asserts: true) }
                return Atom()
            case "[":
                let start = index
                if index < scalars.endIndex, scalars[index] == "^" { index += 1 }
                if index < scalars.endIndex, scalars[index] == "]", index == start { index += 1 }
                while index < scalars.endIndex, scalars[index] != "]" {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                let body = String(String.UnicodeScalarView(scalars[start..<min(index, scalars.endIndex)]))
                if index < scalars.endIndex { index += 1 }
                let any: Set<String> = ["^", "\\s\\S", "\\S\\s", "\\w\\W", "\\W\\w", "\\d\\D", "\\D\\d"]
                return Atom(isAny: any.contains(body))
            case "(":
                var lookaround = false
                if index < scalars.endIndex, scalars[index] == "?" {
                    index += 1
                    if index < scalars.endIndex, scalars[index] == "=" || scalars[index] == "!" { lookaround = true }
                    if index < scalars.endIndex, scalars[index] == "<" {
                        index += 1
                        if index < scalars.endIndex, scalars[index] == "=" || scalars[index] == "!" {
                            lookaround = true
                        } else {
                            while index < scalars.endIndex, scalars[index] != ">" { index += 1 }
                        }
                    }
                    if index < scalars.endIndex { index += 1 }
                }
                let inner = alternatives(atTop: false)
                if index < scalars.endIndex { index += 1 }  // the `)`
                if lookaround { return Atom(asserts: true) }
                return Atom(
                    matchesEmpty: inner.contains { $0.matchesEmpty },
                    takesAnyText: inner.count == 1 && inner[0].takesAnyText && inner[0].matchesEmpty)
            default:
                return Atom()
            }
        }

        /// The least count of the quantifier after an atom (`*` 0, `+` 1, `?` 0, `{n,m}` n;
        /// none 1) and whether it has no upper bound; a lazy `?` after it is read too.
        mutating func quantifier() -> (minimum: Int, unbounded: Bool) {
            guard index < scalars.endIndex else { return (1, false) }
            var result: (Int, Bool)
            switch scalars[index] {
            case "*": result = (0, true)
            case "+": result = (1, true)
            case "?": result = (0, false)
            case "{":
                var end = index + 1
                var digits = ""
                var upper: String?
                while end < scalars.endIndex, scalars[end] != "}" {
                    if scalars[end] == "," { upper = "" } else if upper != nil { upper?.unicodeScalars.append(scalars[end]) } else { digits.unicodeScalars.append(scalars[end]) }
                    end += 1
                }
                guard end < scalars.endIndex, let minimum = Int(digits), upper.map({ $0.isEmpty || Int($0) != nil }) ?? true else {
                    return (1, false)  // not a quantifier: a literal `{`
                }
                index = end
                result = (minimum, upper == "")
            default:
                return (1, false)
            }
            index += 1
            if index < scalars.endIndex, scalars[index] == "?" { index += 1 }
            return result
        }
    }
}

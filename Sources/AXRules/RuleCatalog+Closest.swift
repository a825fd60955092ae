extension RuleCatalog {
    /// The rule id (or alias) nearest to a mistyped one, for "did you mean" in messages; nil
    /// when nothing is close (more than a third of the characters differ).
    public static func closestID(to text: String) -> String? {
        closest(to: text, among: all.flatMap { rule in ([rule.id] + rule.aliases).map { ($0, rule.id) } })
    }

    /// Of `candidates` (a name as typed correctly, and what to answer for it), the answer for
    /// the name nearest to `text`; nil when nothing is close (more than a third of the
    /// characters differ).
    static func closest(to text: String, among candidates: [(name: String, answer: String)]) -> String? {
        let typed = Array(text.lowercased().unicodeScalars)
        var best: (answer: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.name.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate.answer, distance) }
        }
        guard let best, best.distance <= max(2, typed.count / 3) else { return nil }
        return best.answer
    }

    /// " (did you mean "NAME"?)" for the name of `names` nearest to `text`, or "".
    public static func didYouMean(_ text: String, among names: [String]) -> String {
        closest(to: text, among: names.map { ($0, $0) }).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Levenshtein distance, one row at a time.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

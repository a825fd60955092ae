extension RuleCatalog {
    /// The rule id (or alias) nearest to a mistyped one, for "did you mean" in messages; nil
    /// when nothing is close (more than a third of the characters differ).
    public static func closestID(to text: String) -> String? {
        let typed = Array(text.lowercased().unicodeScalars)
        var best: (id: String, distance: Int)?
        for rule in all {
            for id in [rule.id] + rule.aliases {
                let distance = editDistance(typed, Array(id.unicodeScalars))
                if distance < (best?.distance ?? Int.max) { best = (rule.id, distance) }
            }
        }
        guard let best, best.distance <= max(2, typed.count / 3) else { return nil }
        return best.id
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

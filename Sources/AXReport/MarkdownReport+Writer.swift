extension MarkdownReport {
    /// Collects the comment's lines within a length budget, in Unicode scalars. Lines that
    /// must appear (the verdict, notes about what was cut, closing tags) are forced; room for
    /// them is kept back from the start.
    struct Writer {
        let limit: Int
        /// Where the whole report is, already escaped.
        let hint: String
        /// Kept back for forced notes: at most one per section, plus the footer.
        let reserve: Int
        private(set) var lines: [String] = []
        private var used = 0
        /// Closing lines owed by open blocks, already counted against the budget.
        private var closing: [[String]] = []
        private var owed = 0
        private(set) var isFull = false

        init(limit: Int, hint: String) {
            self.limit = limit
            self.hint = hint
            reserve = 10 * (100 + hint.unicodeScalars.count) + 200
        }

        var text: String { lines.joined(separator: "\n") + "\n" }

        static func size(_ lines: [String]) -> Int {
            lines.reduce(0) { $0 + $1.unicodeScalars.count + 1 }
        }

        /// Appends when there is room; otherwise appends nothing, now or later, and returns false.
        mutating func append(_ line: String) -> Bool { append(contentsOf: [line]) }

        mutating func append(contentsOf new: [String], owing: Int = 0) -> Bool {
            guard !isFull else { return false }
            guard used + owed + Writer.size(new) + owing <= limit - reserve else {
                isFull = true
                return false
            }
            force(contentsOf: new)
            return true
        }

        mutating func force(_ line: String) { force(contentsOf: [line]) }

        mutating func force(contentsOf new: [String]) {
            lines += new
            used += Writer.size(new)
        }

        /// Opens a block whose closing lines are kept room for until `close()`.
        mutating func open(_ lines: [String], closing end: [String]) -> Bool {
            guard append(contentsOf: lines, owing: Writer.size(end)) else { return false }
            closing.append(end)
            owed += Writer.size(end)
            return true
        }

        mutating func close() {
            guard let end = closing.popLast() else { return }
            owed -= Writer.size(end)
            force(contentsOf: end)
        }

        /// A section's header, or, when the comment is full, one line saying it was left out.
        mutating func section(_ header: [String], count: Int, noun: String, plural: String? = nil) -> Bool {
            if append(contentsOf: header) { return true }
            force(contentsOf: ["", "… \(count) \(count == 1 ? noun : plural ?? noun + "s") not shown; see \(hint)."])
            return false
        }

        /// The note that ends a section cut short (after a blank line, which also ends a table).
        mutating func cut(remaining: Int, noun: String, plural: String? = nil) {
            guard remaining > 0 else { return }
            force(contentsOf: ["", "… and \(remaining) more \(remaining == 1 ? noun : plural ?? noun + "s"); see \(hint)."])
        }
    }
}

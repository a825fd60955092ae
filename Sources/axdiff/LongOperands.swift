/// Long lists of operands (`axdiff validate $(git ls-files snapshots)`, `axdiff diff --
/// PATH…` with thousands of paths) kept away from ArgumentParser, which removes each parsed
/// argument from its list one at a time: time grows with the square of the count. Measured
/// with swift-argument-parser 1.8.2 on the bench's 20,000 small files (one run each, a busy
/// machine): `axdiff validate` of the paths (row A1) 12.4 s without this, 0.34 s with it;
/// `axdiff diff --brief HEAD --` with them (A2) 11.2 s and 0.16 s.
///
/// Before parsing, `shorten` moves all but the first operands of the one long run out of the
/// arguments; the command puts them back in place with `restore`. Only runs that cannot hold an
/// option's value are moved: the operands after `--`, and for the commands whose every operand
/// is a file (`validate`, `format`, `show`) a run of plain arguments after its first two (the
/// first may be the value of the option before it; options take one value each).
enum LongOperands {
    /// Runs of at most this many operands are parsed as they are.
    static let threshold = 64

    /// The operands moved out, in order, and the operand they followed.
    nonisolated(unsafe) private(set) static var moved: [String] = []
    nonisolated(unsafe) private(set) static var anchor: String?

    static let fileCommands: Set<String> = ["validate", "format", "show"]

    /// The arguments to parse; remembers what it moved.
    static func shorten(_ arguments: [String]) -> [String] {
        if let terminator = arguments.firstIndex(of: "--") {
            let operands = arguments.index(after: terminator)..<arguments.endIndex
            guard operands.count > threshold else { return arguments }
            anchor = arguments[operands.lowerBound]
            moved = Array(arguments[(operands.lowerBound + 1)...])
            return Array(arguments[...operands.lowerBound])
        }
        guard let command = arguments.firstIndex(where: { !$0.hasPrefix("-") }),
              fileCommands.contains(arguments[command]) else { return arguments }
        // The longest run of plain arguments after the command.
        var best = 0..<0
        var start = command + 1
        while start < arguments.count {
            var end = start
            while end < arguments.count && !isOption(arguments[end]) { end += 1 }
            if end - start > best.count { best = start..<end }
            start = end + 1
        }
        guard best.count > threshold else { return arguments }
        anchor = arguments[best.lowerBound + 1]
        moved = Array(arguments[(best.lowerBound + 2)..<best.upperBound])
        return Array(arguments[..<(best.lowerBound + 2)]) + arguments[best.upperBound...]
    }

    /// `parsed` (a command's operands as ArgumentParser gave them) with the moved ones back
    /// after their anchor.
    static func restore(_ parsed: [String]) -> [String] {
        guard !moved.isEmpty, let anchor else { return parsed }
        guard let position = parsed.firstIndex(of: anchor) else { return parsed + moved }
        return Array(parsed[...position]) + moved + parsed[(position + 1)...]
    }

    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}

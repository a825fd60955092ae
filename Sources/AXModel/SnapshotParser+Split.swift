import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One large snapshot read on two cores: the root's children are split in two runs of whole
/// elements, each read by its own `ParserState`, and the results joined in file order.
///
/// The split is found without reading the first half: in a pretty-printed file every child of
/// the root starts on its own line with the first child's indentation, and a newline never
/// occurs inside a JSON string, so a line holding only that indentation and `{`, after a line
/// ending in `,`, is probably the start of a child. Probably: the first half then reads its
/// children from the true first one, and the split stands only if the last of them ends
/// exactly there. Anything else (no such line, a child that ends elsewhere, any error or
/// recoverable problem in either half) drops both halves and the children are read one after
/// another as always, so the result, its warnings and its errors are those of one reading.
extension ParserState {
    /// Below this many bytes from the root's first child to the end, one core reads it all
    /// (starting a second costs more than it saves); `splitThreshold`'s default.
    static let defaultSplitThreshold = 1 << 20

    /// How far past the middle the split is looked for.
    static let splitSearchWindow = 1 << 16

    /// Reads the root's children on two cores into the arena, under the root's slot `root`,
    /// with the reader at the first child's `{`; afterwards the reader is after the children's
    /// `]`. Returns how many children were read, or nil, with nothing changed, when the
    /// snapshot is too small, has no line to split at, or either half does not read cleanly; the
    /// caller then reads the children itself.
    mutating func readRootChildrenOnTwoCores(under root: Int) -> Int? {
        let start = reader.position
        let bytes = reader.bytes
        guard bytes.count - start >= splitThreshold, let split = splitPoint(from: start) else { return nil }

        final class Halves: @unchecked Sendable {
            // Each iteration of `concurrentPerform` touches only its own half.
            var first: ParserState
            var second: ParserState
            var firstItems: Int?
            var secondItems: Int?
            init(first: ParserState, second: ParserState) {
                self.first = first
                self.second = second
            }
        }
        var secondReader = JSONReader(bytes: bytes, path: reader.path)
        secondReader.position = split.position
        secondReader.line = reader.line + split.newlines
        secondReader.lineStart = split.lineStart
        let halves = Halves(first: half(reader, expected: split.position - start),
                            second: half(secondReader, expected: bytes.count - split.position))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                halves.firstItems = halves.first.readChildren(until: split.position)
            } else {
                halves.secondItems = halves.second.readChildren(until: nil)
            }
        }
        guard let firstItems = halves.firstItems, let secondItems = halves.secondItems,
              halves.first.collected?.isEmpty ?? true, halves.second.collected?.isEmpty ?? true
        else { return nil }
        arena.append(halves.first.arena, under: root, after: 0)
        arena.append(halves.second.arena, under: root, after: firstItems)
        absorb(halves.first)
        absorb(halves.second)
        reader = halves.second.reader
        splitTaken = true
        return firstItems + secondItems
    }

    /// A state for one half: the same reader settings, its own warnings and ids, one level
    /// deeper (its elements are the root's children).
    private func half(_ reader: JSONReader, expected: Int) -> ParserState {
        var state = ParserState(reader: reader, expected: expected)
        state.collected = collected == nil ? nil : []
        state.depthOffset = depthOffset + 1
        return state
    }

    /// Children from the reader's `{` on: up to `end` (the next child's start, which the last
    /// one read must be followed by, after its comma), or when `end` is nil, to the array's
    /// `]` (the reader is left after it), read into the arena as its top-level elements; how
    /// many. Nil when they do not end there or do not read.
    private mutating func readChildren(until end: Int?) -> Int? {
        var items = 0
        do throws(ModelError) {
            while reader.peek == UInt8(ascii: "{") {
                _ = try readElementTree()
                items += 1
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: ",") {
                    reader.position += 1
                    reader.skipWhitespace()
                    if let end {
                        if reader.position == end { return items }
                        if reader.position > end { return nil }
                    }
                } else if reader.peek == UInt8(ascii: "]"), end == nil {
                    reader.position += 1
                    return items
                } else {
                    return nil
                }
            }
        } catch {
            return nil
        }
        return nil
    }

    /// Takes a half's warnings and ids after this state's own, as one reading would have
    /// produced them: a warning that repeats per name and was already given only raises the
    /// count of the first.
    private mutating func absorb(_ other: ParserState) {
        let repeatedAt = Dictionary(uniqueKeysWithValues: other.repeated.map { ($0.value.index, $0.key) })
        for (index, warning) in other.warnings.enumerated() {
            guard let key = repeatedAt[index], let entry = other.repeated[key] else {
                warnings.append(warning)
                continue
            }
            if let known = repeated[key] {
                repeated[key] = (known.index, known.extra + 1 + entry.extra)
            } else {
                repeated[key] = (warnings.count, entry.extra)
                warnings.append(warning)
            }
        }
        ids += other.ids
    }

    /// A probable start of a child of the root past the middle of the rest of the file (see the
    /// type's comment): its offset, the newlines before it from the reader's position, and the
    /// offset of its line's first byte.
    private func splitPoint(from start: Int) -> (position: Int, newlines: Int, lineStart: Int)? {
        let bytes = reader.bytes
        guard let base = bytes.baseAddress else { return nil }
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        // The first child's indentation: spaces alone from its line's start.
        let indent = start - reader.lineStart
        guard indent > 0, (reader.lineStart..<start).allSatisfy({ bytes[$0] == space }) else { return nil }
        let middle = start + (bytes.count - start) / 2
        let limit = min(bytes.count, middle + Self.splitSearchWindow)
        var from = middle
        while from < limit {
            guard let found = memchr(base + from, Int32(newline), limit - from) else { return nil }
            let lineBreak = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            let candidate = lineBreak + 1
            from = candidate
            guard candidate + indent < bytes.count, bytes[candidate + indent] == UInt8(ascii: "{"),
                  (candidate..<(candidate + indent)).allSatisfy({ bytes[$0] == space })
            else { continue }
            // The line before must end with the comma between two children.
            var before = lineBreak - 1
            while before > start, bytes[before] == space || bytes[before] == UInt8(ascii: "\r") || bytes[before] == UInt8(ascii: "\t") {
                before -= 1
            }
            guard bytes[before] == UInt8(ascii: ",") else { continue }
            var newlines = 0
            var scan = start
            while scan < candidate, let next = memchr(base + scan, Int32(newline), candidate - scan) {
                newlines += 1
                scan = UnsafeRawPointer(next) - UnsafeRawPointer(base) + 1
            }
            return (candidate + indent, newlines, candidate)
        }
        return nil
    }
}

/// A large snapshot read in two halves that do not depend on each other, so that a caller can
/// read them on two cores: the root's children are cut in two runs of whole elements, each
/// read by its own `ParserState`, and `parse` or `validate` joins them in file order.
///
///     let halves = SnapshotParser.Halves(bytes, path: path).map { cut in [cut.read(0, of: bytes), cut.read(1, of: bytes)] } ?? []
///     let result = try SnapshotParser.parse(bytes, path: path, halves: halves)
///
/// The cut is found without reading the first half: in a pretty-printed file every child of the
/// root starts on its own line with the first child's indentation, and a newline never occurs
/// inside a JSON string, so a line holding only that indentation and `{`, after a line ending
/// in `,`, is probably the start of a child. Probably: the first half reads its children from
/// the true first one, and the cut stands only if the last of them ends exactly there. Anything
/// else (no such line, a child that ends elsewhere, any error or recoverable problem in either
/// half, halves of other bytes) drops both halves and the children are read one after another
/// as always, so the result, its warnings and its errors are those of one reading.
extension SnapshotParser {
    /// Where a large snapshot's root children can be cut in two; nil when the snapshot is too
    /// small for two cores to pay (under `minimumSize` bytes from the root's first child to the
    /// end) or has no line to cut at.
    public struct Halves: Sendable {
        /// Below this many bytes from the root's first child to the end, one core reads it all:
        /// starting a second costs more than it saves.
        public static let minimumSize = 1 << 20

        let path: String?
        let validating: Bool
        /// The root's first child: its `{`, line and line start.
        let start: (position: Int, line: Int, lineStart: Int)
        /// The second half's first child: its `{` and its line start.
        let cut: (position: Int, lineStart: Int)

        /// The cut of `bytes` for `SnapshotParser.parse`, or with `validating` for
        /// `SnapshotParser.validate` (whose halves read on past recoverable errors).
        /// The cut holds no bytes: each half is read from the same bytes again (`read(_:of:)`).
        public init?(_ bytes: [UInt8], path: String? = nil, validating: Bool = false) {
            self.init(bytes, path: path, validating: validating, minimumSize: Self.minimumSize)
        }

        /// The same, of bytes the caller holds (a file mapped into memory).
        public init?(_ bytes: UnsafeBufferPointer<UInt8>, path: String? = nil, validating: Bool = false) {
            self.init(bytes, path: path, validating: validating, minimumSize: Self.minimumSize)
        }

        init?(_ bytes: [UInt8], path: String?, validating: Bool, minimumSize: Int) {
            guard let cut = bytes.withUnsafeBufferPointer({ Halves($0, path: path, validating: validating, minimumSize: minimumSize) }) else { return nil }
            self = cut
        }

        init?(_ buffer: UnsafeBufferPointer<UInt8>, path: String?, validating: Bool, minimumSize: Int) {
            // Reads up to the root's first child, and stops there.
            var state = ParserState(reader: JSONReader(bytes: buffer, path: path), expected: 0)
            state.locatingRootChildren = true
            _ = try? state.parseDocument()
            guard let start = state.rootChildren, buffer.count - start.position >= minimumSize,
                  let cut = state.cutPoint(from: start)
            else { return nil }
            self.path = path
            self.validating = validating
            self.start = start
            self.cut = cut
        }

        /// Reads half `index` (0, the children before the cut; 1, those from it to the end of
        /// the root's children) of the bytes the cut was found in. The two are independent of
        /// each other: the second counts its lines from the cut, and they are made the file's
        /// when it is joined after the first (which has counted the lines before the cut by then).
        public func read(_ index: Int, of bytes: [UInt8]) -> Half {
            bytes.withUnsafeBufferPointer { read(index, of: $0) }
        }

        /// The same, of bytes the caller holds.
        public func read(_ index: Int, of buffer: UnsafeBufferPointer<UInt8>) -> Half {
            var reader = JSONReader(bytes: buffer, path: path)
            let first = index == 0
            (reader.position, reader.line, reader.lineStart) = first
                ? (start.position, start.line, start.lineStart)
                : (cut.position, 1, cut.lineStart)
            // The first half makes room for both (the second's records move in after its
            // own when they are joined) and holds slot 0 for the root, whose children its
            // top-level elements are: joined, its records stay where they were read.
            var state = ParserState(reader: reader, expected: buffer.count - (first ? start.position : cut.position))
            state.collected = validating ? [] : nil
            state.depthOffset = 1
            if first { _ = state.arena.open(Element.Record(line: start.line), parent: -1, depth: 0, position: 0) }
            let items = state.readChildren(until: first ? cut.position : nil, under: first ? 0 : -1)
            return Half(
                index: first ? 0 : 1, start: start.position, cut: cut.position, byteCount: buffer.count,
                items: (state.collected?.isEmpty ?? true) ? items : nil,
                arena: state.arena, warnings: state.warnings, ids: state.ids, repeated: state.repeated,
                end: (state.reader.position, state.reader.line, state.reader.lineStart))
        }
    }

    /// One half of a snapshot's root children, read (`Halves.read`). Joined into one parse at
    /// most: its elements move into that snapshot (the first's records, and the room it made
    /// for the second's, become that snapshot's).
    public struct Half: Sendable {
        let index: Int
        /// The cut it was read for, to check it against the snapshot it is joined into.
        let start: Int
        let cut: Int
        let byteCount: Int
        /// How many children were read; nil when they did not read cleanly.
        let items: Int?
        /// The elements read; for the first half, after an empty slot 0 held for the root.
        let arena: ElementArenaBuilder
        let warnings: [Diagnostic]
        let ids: [(String, Int)]
        let repeated: [String: (index: Int, extra: Int)]
        /// The reader after the half: for the first, at the cut; for the second, after the
        /// children's `]` (its line counted from the cut).
        let end: (position: Int, line: Int, lineStart: Int)
    }
}

extension ParserState {
    /// How far past the middle the cut is looked for.
    static let cutSearchWindow = 1 << 16

    /// Whether `halves` (both, in order) were read from this snapshot's root children at the
    /// reader's position, cleanly, with the root the only element read so far.
    func fit(_ halves: [SnapshotParser.Half]) -> Bool {
        guard halves.count == 2, halves[0].index == 0, halves[1].index == 1, arena.count == 1 else { return false }
        return halves.allSatisfy {
            $0.items != nil && $0.start == reader.position && $0.cut == halves[0].cut && $0.byteCount == reader.bytes.count
                && $0.arena.isIntact
        }
    }

    /// Joins the root's children read in `halves` into the arena, whose only slot is the root's,
    /// with the reader at the first child's `{`; afterwards the reader is after the children's
    /// `]`. Returns how many children there are. The halves must `fit`.
    ///
    /// The first half's arena becomes this one, the root's record in the slot it held: its
    /// records are not moved, and the second's move into the room it made. Measured for issue
    /// 36 against moving both halves' records into the parser's own arena (`validate` of the
    /// 200,000-element snapshot, P9; medians of 10 to 40 alternating runs, three rounds): wall
    /// time 95.1 against 90.3 ms (5.0%), 103.2 against 97.4 (5.6%) and 110.3 against 105.3
    /// (4.5%); peak memory 139.6 against 125.4 MB.
    mutating func join(_ halves: [SnapshotParser.Half]) -> Int {
        let (first, second) = (halves[0], halves[1])
        let firstItems = first.items ?? 0
        // The second half's lines were counted from the cut, which is on the first's last line.
        let shift = first.end.line - 1
        second.arena.store.shiftLines(by: shift)
        arena.adopt(first.arena)
        arena.append(second.arena, under: 0, after: firstItems)
        absorb(first, lineShift: 0)
        absorb(second, lineShift: shift)
        (reader.position, reader.line, reader.lineStart) = (second.end.position, second.end.line + shift, second.end.lineStart)
        halvesJoined = true
        return firstItems + (second.items ?? 0)
    }

    /// Children from the reader's `{` on: up to `end` (the next child's start, which the last
    /// one read must be followed by, after its comma), or when `end` is nil, to the array's
    /// `]` (the reader is left after it), read into the arena as children of slot `parent`
    /// (-1: as its top-level elements); how many. Nil when they do not end there or do not
    /// read.
    mutating func readChildren(until end: Int?, under parent: Int) -> Int? {
        var items = 0
        do throws(ModelError) {
            while reader.peek == UInt8(ascii: "{") {
                _ = try readElementTree(parent: parent, position: items)
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

    /// Takes a half's warnings and ids after this state's own, their lines moved down by
    /// `lineShift`, as one reading would have produced them: a warning that repeats per name
    /// and was already given only raises the count of the first.
    private mutating func absorb(_ other: SnapshotParser.Half, lineShift: Int) {
        let repeatedAt = Dictionary(uniqueKeysWithValues: other.repeated.map { ($0.value.index, $0.key) })
        for (index, found) in other.warnings.enumerated() {
            var warning = found
            warning.line += lineShift
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
        ids += lineShift == 0 ? other.ids : other.ids.map { ($0.0, $0.1 + lineShift) }
    }

    /// A probable start of a child of the root past the middle of the rest of the file (see
    /// `SnapshotParser.Halves`), the root's first child being at `start`: its offset and the
    /// offset of its line's first byte.
    func cutPoint(from start: (position: Int, line: Int, lineStart: Int)) -> (position: Int, lineStart: Int)? {
        let bytes = reader.bytes
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        // The first child's indentation: spaces alone from its line's start.
        let indent = start.position - start.lineStart
        guard indent > 0, (start.lineStart..<start.position).allSatisfy({ bytes[$0] == space }) else { return nil }
        let middle = start.position + (bytes.count - start.position) / 2
        let limit = min(bytes.count, middle + Self.cutSearchWindow)
        var from = middle
        while from < limit {
            guard let lineBreak = ByteScan.firstIndex(of: newline, in: bytes, from..<limit) else { return nil }
            let candidate = lineBreak + 1
            from = candidate
            guard candidate + indent < bytes.count, bytes[candidate + indent] == UInt8(ascii: "{"),
                  (candidate..<(candidate + indent)).allSatisfy({ bytes[$0] == space })
            else { continue }
            // The line before must end with the comma between two children.
            var before = lineBreak - 1
            while before > start.position, bytes[before] == space || bytes[before] == UInt8(ascii: "\r") || bytes[before] == UInt8(ascii: "\t") {
                before -= 1
            }
            guard bytes[before] == UInt8(ascii: ",") else { continue }
            return (candidate + indent, candidate)
        }
        return nil
    }
}

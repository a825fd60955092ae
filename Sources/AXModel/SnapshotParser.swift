/// Reads axsnap JSON straight into the model, with the line of every element.
///
/// Hand-written over UTF-8 bytes, without recursion: elements are read with an explicit stack
/// and may nest at most `maximumDepth` deep. Errors throw a `ModelError` whose diagnostic says
/// where (1-based line and column) and what was expected; unknown keys, unknown traits and
/// duplicate ids become warnings and are kept.
public enum SnapshotParser {
    /// The deepest element nesting axdiff reads (the root is depth 1).
    public static let maximumDepth = 512

    /// A parsed snapshot and the warnings about it.
    public struct Result: Sendable {
        public var snapshot: Snapshot
        public var warnings: [Diagnostic]
    }

    /// Parses a snapshot; `path` only names the file in diagnostics. `halves`, when they were
    /// read from these bytes (`Halves`), are joined in instead of reading the root's children
    /// here; the result is the same.
    public static func parse(_ bytes: some Collection<UInt8>, path: String? = nil, halves: [Half] = []) throws(ModelError) -> Result {
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            Swift.Result { () throws(ModelError) -> Result in try parse(buffer: buffer, path: path, halves: halves) }
        }
        if let contiguous { return try contiguous.get() }
        let array = Array(bytes)
        return try array.withUnsafeBufferPointer { buffer throws(ModelError) in
            try parse(buffer: buffer, path: path, halves: halves)
        }
    }

    /// Parses a snapshot from a string (tests and tools).
    public static func parse(_ text: String, path: String? = nil) throws(ModelError) -> Result {
        try parse(Array(text.utf8), path: path)
    }

    static func parse(buffer: UnsafeBufferPointer<UInt8>, path: String?, halves: [Half] = []) throws(ModelError) -> Result {
        var state = ParserState(reader: JSONReader(bytes: buffer, path: path))
        state.halves = halves
        let snapshot = try state.parseDocument()
        state.reportDuplicateIDs()
        state.flushRepeatedWarnings()
        return Result(snapshot: snapshot, warnings: state.warnings)
    }

    /// Every error and warning in a snapshot, for `axdiff validate`, in file order, and the
    /// snapshot when there is no error. Unlike `parse`, a value of the wrong type, a bad value,
    /// a missing key, a duplicate key or an item of `children` that is not an element does not
    /// stop the reading: it is reported and skipped, so one run shows them all. A syntax error
    /// (the JSON itself is broken) still ends it, as nothing after it can be trusted. `halves`
    /// as for `parse` (cut with `validating`).
    public static func validate(_ bytes: [UInt8], path: String? = nil, halves: [Half] = []) -> (snapshot: Snapshot?, errors: [Diagnostic], warnings: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { validate($0, path: path, halves: halves) }
    }

    /// The same, of bytes the caller holds (a file mapped into memory).
    public static func validate(_ buffer: UnsafeBufferPointer<UInt8>, path: String? = nil, halves: [Half] = []) -> (snapshot: Snapshot?, errors: [Diagnostic], warnings: [Diagnostic]) {
        var state = ParserState(reader: JSONReader(bytes: buffer, path: path))
        state.collected = []
        state.halves = halves
        var errors: [Diagnostic] = []
        var snapshot: Snapshot?
        do throws(ModelError) {
            snapshot = try state.parseDocument()
            state.reportDuplicateIDs()
        } catch {
            errors.append(error.diagnostic)
        }
        state.flushRepeatedWarnings()
        errors += state.collected ?? []
        let ordered = errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return (ordered.isEmpty ? snapshot : nil, ordered, state.warnings)
    }

    /// The first line of a git-LFS pointer file.
    static let lfsPointerPrefix = Array("version https://git-lfs.github.com/spec/".utf8)
}

/// The mutable state of one parse.
struct ParserState {
    var reader: JSONReader
    var warnings: [Diagnostic] = []
    /// Every element id read, with its element's line, for the duplicate check.
    var ids: [(String, Int)] = []
    /// Warnings that repeat per name (unknown key or trait) are reported once with a count.
    var repeated: [String: (index: Int, extra: Int)] = [:]
    /// The errors a validation collects (see `readRecovering`); nil for a parse, which stops
    /// at the first.
    var collected: [Diagnostic]?
    /// The root's children read in two halves (`SnapshotParser.Halves`), joined in when they
    /// fit; empty to read them here.
    var halves: [SnapshotParser.Half] = []
    /// Whether the halves were joined in (for tests).
    var halvesJoined = false
    /// Stops the reading at the root's first child, once its place is in `rootChildren`
    /// (`SnapshotParser.Halves` finds where to cut so).
    var locatingRootChildren = false
    var rootChildren: (position: Int, line: Int, lineStart: Int)?
    /// How deep the elements this state reads start (1 for a half of the root's children).
    var depthOffset = 0
    /// The element types read so far that are too long for Swift to store inline, each with
    /// where it was first read (see `readType`).
    var types: [(start: Int, count: Int, name: String)] = []
    /// The elements read, in preorder.
    var arena: ElementArenaBuilder

    /// A state that reads from `reader`; `expected` is how many bytes it will read, for the
    /// room its arena makes at once.
    init(reader: JSONReader, expected: Int? = nil) {
        self.reader = reader
        let elements = (expected ?? reader.bytes.count) / ParserState.bytesPerElement + 16
        arena = ElementArenaBuilder(capacity: elements)
    }

    /// About how many bytes of a pretty-printed snapshot hold one element (the synthetic
    /// screens of the benchmarks have 230); the arena makes room for this many at once.
    static let bytesPerElement = 160

    // MARK: Document

    mutating func parseDocument() throws(ModelError) -> Snapshot {
        try checkWholeFile()
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else {
            throw reader.error(.notAnObject, "the top level of a snapshot must be a JSON object, found \(reader.describeNext())")
        }
        let openMark = reader.mark
        reader.position += 1
        var version: Int?
        var screen: String?
        var platform = Snapshot.Platform.ios
        var generator: Snapshot.Generator?
        var context: [String: String] = [:]
        var extras: [ExtraKey] = []
        var root: Int?
        var seen = Set<String>()
        var first = true
        while true {
            reader.skipWhitespace()
            if reader.peek == UInt8(ascii: "}") && first {
                reader.position += 1
                break
            }
            if !first {
                if reader.peek == UInt8(ascii: "}") {
                    reader.position += 1
                    break
                }
                guard reader.peek == UInt8(ascii: ",") else {
                    throw reader.error(.syntax, "expected ',' or '}' after a top-level member, found \(reader.describeNext())")
                }
                reader.position += 1
                reader.skipWhitespace()
            }
            first = false
            let keyMark = reader.mark
            let key = try readKey(context: "the top level")
            guard seen.insert(key).inserted else {
                try skipDuplicate(reader.error(.duplicateKey, "duplicate key \"\(key)\" at the top level", at: keyMark), key: key)
                continue
            }
            try reader.expect(UInt8(ascii: ":"), "':' after \"\(key)\"")
            reader.skipWhitespace()
            try readRecovering(for: key) { (state: inout ParserState) throws(ModelError) in
                try state.readTopLevel(key, keyMark: keyMark, version: &version, screen: &screen, platform: &platform,
                                       generator: &generator, context: &context, extras: &extras, root: &root)
            }
        }
        reader.skipWhitespace()
        guard reader.isAtEnd else {
            throw reader.error(.syntax, "unexpected \(reader.describeNext()) after the end of the top-level object")
        }
        var missing: [ModelError] = []
        if version == nil {
            missing.append(reader.error(.missingKey, "missing required key \"axsnap\" (the format version, 1); is this an axsnap snapshot?", at: openMark))
        }
        if screen == nil {
            missing.append(reader.error(.missingKey, "missing required key \"screen\" (the name of the screen state)", at: openMark))
        }
        if root == nil {
            missing.append(reader.error(.missingKey, "missing required key \"root\" (the root element of the tree)", at: openMark))
        }
        guard let version, let screen, let root else {
            collected?.append(contentsOf: missing.dropFirst().map(\.diagnostic))
            throw missing[0]
        }
        return Snapshot(
            formatVersion: version, screen: screen, platform: platform, generator: generator,
            context: context, extras: extras, root: Element(arena: ElementArena(arena), index: root))
    }

    /// Reads the value of one top-level member.
    private mutating func readTopLevel(
        _ key: String, keyMark: JSONReader.Mark, version: inout Int?, screen: inout String?, platform: inout Snapshot.Platform,
        generator: inout Snapshot.Generator?, context: inout [String: String], extras: inout [ExtraKey], root: inout Int?
    ) throws(ModelError) {
        switch key {
        case "axsnap":
            let valueMark = reader.mark
            guard reader.peek == UInt8(ascii: "-") || (reader.peek >= UInt8(ascii: "0") && reader.peek <= UInt8(ascii: "9")) else {
                throw reader.error(.wrongType, "\"axsnap\" must be an integer (the format version, 1), found \(reader.describeNext())")
            }
            let number = try reader.readInteger(for: "axsnap")
            if number > Snapshot.currentFormatVersion {
                throw reader.error(
                    .newerFormat,
                    "this snapshot uses axsnap format version \(number), but this axdiff reads version \(Snapshot.currentFormatVersion) only: upgrade axdiff to read it",
                    at: valueMark)
            }
            if number < 1 {
                throw reader.error(.unsupportedFormat, "unsupported axsnap format version \(number): the first version is 1", at: valueMark)
            }
            version = number
        case "screen":
            screen = try reader.readString(for: "screen")
        case "platform":
            let valueMark = reader.mark
            let name = try reader.readString(for: "platform")
            guard let value = Snapshot.Platform(rawValue: name) else {
                throw reader.error(.badValue, "\"platform\" must be \"ios\", \"android\" or \"web\", found \"\(name)\"", at: valueMark)
            }
            platform = value
        case "generator":
            generator = try readGenerator()
        case "context":
            context = try readContext()
        case "root":
            guard reader.peek == UInt8(ascii: "{") else {
                throw reader.error(.wrongType, "\"root\" must be an object (an element), found \(reader.describeNext())")
            }
            root = try readElementTree()
        default:
            warnRepeated(key: "key:\(key)", at: keyMark, "unknown key \"\(key)\" at the top level; it is kept, but axdiff gives it no meaning")
            extras.append(ExtraKey(key: key, value: try reader.readValue(for: key)))
        }
    }

    /// Runs `read` on the value of `key`, at the reader's position. While validating
    /// (`collected` set), a value of the wrong type, a bad value or a missing key inside it is
    /// recorded and the value skipped, so the reading goes on; anything else still throws.
    mutating func readRecovering(for key: String, _ read: (inout ParserState) throws(ModelError) -> Void) throws(ModelError) {
        guard collected != nil else { return try read(&self) }
        let saved = reader.mark
        do {
            try read(&self)
        } catch {
            try recover(error, from: saved, for: key)
        }
    }

    /// While validating, records a duplicate key (at its `:`) and skips its value, so the
    /// first value stands and reading goes on; otherwise throws `error`.
    mutating func skipDuplicate(_ error: ModelError, key: String) throws(ModelError) {
        guard collected != nil else { throw error }
        collected?.append(error.diagnostic)
        reader.skipWhitespace()
        try reader.expect(UInt8(ascii: ":"), "':' after \"\(key)\"")
        reader.skipWhitespace()
        _ = try reader.readValue(for: key)
    }

    /// While validating, records a recoverable error in the value of `key` (read from
    /// `saved`) and skips the value; otherwise rethrows it.
    mutating func recover(_ error: ModelError, from saved: JSONReader.Mark, for key: String) throws(ModelError) {
        guard collected != nil, [.wrongType, .badValue, .missingKey].contains(error.diagnostic.code) else { throw error }
        collected?.append(error.diagnostic)
        reader.restore(saved)
        _ = try reader.readValue(for: key)
    }

    /// Rejects what is plainly not a JSON snapshot before reading: empty files, LFS pointers.
    private func checkWholeFile() throws(ModelError) {
        let bytes = reader.bytes
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw ModelError.invalidSnapshot(Diagnostic(
                severity: .error, code: .emptyFile, path: reader.path, line: 0, column: 0,
                message: "the file is empty; expected an axsnap JSON object"))
        }
        let prefix = SnapshotParser.lfsPointerPrefix
        if bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix) {
            throw ModelError.invalidSnapshot(Diagnostic(
                severity: .error, code: .gitLFSPointer, path: reader.path, line: 1, column: 1,
                message: "this is a git-LFS pointer, not the snapshot itself: run `git lfs pull` to fetch the file's content"))
        }
    }

    // MARK: Keys

    /// Reads an object key and returns it as a string.
    mutating func readKey(context: String) throws(ModelError) -> String {
        guard reader.peek == UInt8(ascii: "\"") else {
            throw reader.error(.syntax, "expected a key (a string) in \(context), found \(reader.describeNext())")
        }
        let raw = try reader.readRawString()
        return reader.string(raw)
    }

    // MARK: Generator and context

    private mutating func readGenerator() throws(ModelError) -> Snapshot.Generator {
        guard reader.peek == UInt8(ascii: "{") else {
            throw reader.error(.wrongType, "\"generator\" must be an object {\"name\", \"version\"}, found \(reader.describeNext())")
        }
        let openMark = reader.mark
        var name: String?
        var version: String?
        var extras: [ExtraKey] = []
        try readObjectMembers(of: "generator") { (state: inout ParserState, key: String, keyMark: JSONReader.Mark) throws(ModelError) in
            switch key {
            case "name": name = try state.reader.readString(for: "generator.name")
            case "version": version = try state.reader.readString(for: "generator.version")
            default:
                state.warnRepeated(key: "generator:\(key)", at: keyMark, "unknown key \"\(key)\" in \"generator\"; it is kept, but axdiff gives it no meaning")
                extras.append(ExtraKey(key: key, value: try state.reader.readValue(for: key)))
            }
        }
        guard let name else {
            throw reader.error(.missingKey, "\"generator\" is missing \"name\"", at: openMark)
        }
        guard let version else {
            throw reader.error(.missingKey, "\"generator\" is missing \"version\"", at: openMark)
        }
        return Snapshot.Generator(name: name, version: version, extras: extras)
    }

    private mutating func readContext() throws(ModelError) -> [String: String] {
        guard reader.peek == UInt8(ascii: "{") else {
            throw reader.error(.wrongType, "\"context\" must be an object of strings, found \(reader.describeNext())")
        }
        var context: [String: String] = [:]
        try readObjectMembers(of: "context") { (state: inout ParserState, key: String, _: JSONReader.Mark) throws(ModelError) in
            context[key] = try state.reader.readString(for: "context.\(key)")
        }
        return context
    }

    /// Reads a small object's members, rejecting duplicate keys; `onMember` reads each value.
    private mutating func readObjectMembers(
        of name: String,
        _ onMember: (inout ParserState, String, JSONReader.Mark) throws(ModelError) -> Void
    ) throws(ModelError) {
        reader.position += 1
        var keys = Set<String>()
        reader.skipWhitespace()
        if reader.peek == UInt8(ascii: "}") {
            reader.position += 1
            return
        }
        while true {
            reader.skipWhitespace()
            let keyMark = reader.mark
            let key = try readKey(context: "\"\(name)\"")
            guard keys.insert(key).inserted else {
                throw reader.error(.duplicateKey, "duplicate key \"\(key)\" in \"\(name)\"", at: keyMark)
            }
            try reader.expect(UInt8(ascii: ":"), "':' after \"\(key)\"")
            reader.skipWhitespace()
            try onMember(&self, key, keyMark)
            reader.skipWhitespace()
            if reader.peek == UInt8(ascii: ",") {
                reader.position += 1
                continue
            }
            if reader.peek == UInt8(ascii: "}") {
                reader.position += 1
                return
            }
            throw reader.error(.syntax, "expected ',' or '}' in \"\(name)\", found \(reader.describeNext())")
        }
    }

    // MARK: Warnings

    /// Records a warning once per `key`; later occurrences only raise its count.
    mutating func warnRepeated(key: String, at mark: JSONReader.Mark, _ message: @autoclosure () -> String, code: Diagnostic.Code = .unknownKey) {
        if let entry = repeated[key] {
            repeated[key] = (entry.index, entry.extra + 1)
            return
        }
        repeated[key] = (warnings.count, 0)
        warnings.append(reader.warning(code, message(), at: mark))
    }

    /// Adds "(and N more)" to warnings that repeated.
    mutating func flushRepeatedWarnings() {
        for entry in repeated.values where entry.extra > 0 {
            warnings[entry.index].message += " (and \(entry.extra) more in this file)"
        }
        repeated = [:]
    }

    /// Warns once for each `id` used by more than one element (ids are collected while
    /// reading, with the line of their element, so no second walk of the tree is needed).
    mutating func reportDuplicateIDs() {
        // An open-addressed table of the first element with each id, probed with the seeded
        // hash (`SeededHasher`): no SipHash per id, and a crafted snapshot cannot know the
        // seed to collide its ids. Repeats are rare; only they go into a dictionary.
        guard ids.count > 1 else { return }
        var capacity = 16
        while capacity < 2 * ids.count { capacity <<= 1 }
        let mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        var hashes = [Int](repeating: 0, count: ids.count)
        var repeats: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in ids.indices {
            var hasher = SeededHasher()
            hasher.combine(ids[index].0)
            let hash = hasher.finalize()
            hashes[index] = hash
            var slot = hash & mask
            while true {
                let first = Int(slots[slot])
                if first < 0 {
                    slots[slot] = Int32(truncatingIfNeeded: index)
                    break
                }
                if hashes[first] == hash && ids[first].0 == ids[index].0 {
                    if repeats[first] == nil {
                        order.append(first)
                        repeats[first] = [ids[first].1]
                    }
                    repeats[first, default: []].append(ids[index].1)
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        for first in order {
            guard let found = repeats[first] else { continue }
            let id = ids[first].0
            let sorted = found.sorted()
            let shown = sorted.prefix(5).map(String.init).joined(separator: ", ")
            let more = sorted.count > 5 ? ", ..." : ""
            warnings.append(Diagnostic(
                severity: .warning, code: .duplicateID, path: reader.path, line: sorted[1], column: 0,
                message: "id \"\(id)\" is used by \(sorted.count) elements (lines \(shown)\(more)); ids should be unique in a snapshot so axdiff can match elements across revisions"))
        }
    }
}

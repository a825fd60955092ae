/// The start of a file, as formats look at it to claim it (`ImportFormat.claims`): the first
/// 64 KiB after a UTF-8 byte-order mark and white space, with what most formats ask of it
/// worked out once.
struct DetectionSample {
    /// The whole file.
    let bytes: [UInt8]
    /// The file's name as the user gave it, when known.
    let path: String?
    /// The first 64 KiB from the first byte that is not white space (nor a byte-order mark);
    /// empty when there is no such byte.
    let start: ArraySlice<UInt8>
    /// The name of the first start tag, skipping declarations, comments and DOCTYPE, when
    /// `start` begins with `<`.
    let xmlRootName: String?

    /// How much of a file's start formats look at.
    static let windowSize = 65_536

    init(_ bytes: [UInt8], path: String?) {
        self.bytes = bytes
        self.path = path
        let window = bytes.prefix(Self.windowSize)
        var index = window.startIndex
        if window.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < window.endIndex, Self.isSpace(window[index]) { index += 1 }
        start = window[index...]
        xmlRootName = start.first == UInt8(ascii: "<") ? Self.firstElementName(start) : nil
    }

    /// Whether `start` begins with `{` or `[`.
    var looksLikeJSON: Bool { start.first == UInt8(ascii: "{") || start.first == UInt8(ascii: "[") }

    /// Whether `start` begins with `<`.
    var looksLikeXML: Bool { start.first == UInt8(ascii: "<") }

    /// Whether the file's name ends with `.json` (in any case): such a file is never YAML.
    var isNamedJSON: Bool { path?.lowercased().hasSuffix(".json") ?? false }

    func starts(with prefix: String) -> Bool { start.starts(with: prefix.utf8) }

    /// Whether `text` occurs in `start`.
    func contains(_ text: String) -> Bool { Self.firstIndex(of: Array(text.utf8), in: start) != nil }

    /// Whether `"key"` followed by optional white space and `:` occurs in `start`.
    func containsKey(_ key: String) -> Bool {
        let needle = Array("\"\(key)\"".utf8)
        var from = start.startIndex
        while let found = Self.firstIndex(of: needle, in: start[from...]) {
            var after = found + needle.count
            while after < start.endIndex, Self.isSpace(start[after]) { after += 1 }
            if after < start.endIndex, start[after] == UInt8(ascii: ":") { return true }
            from = found + 1
        }
        return false
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    static func firstIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = bytes.startIndex
        let last = bytes.endIndex - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func firstElementName(_ bytes: ArraySlice<UInt8>) -> String? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.endIndex else {
                index += 1
                continue
            }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: Array("!--".utf8)) {
                guard let end = firstIndex(of: Array("-->".utf8), in: rest) else { return nil }
                index = end + 3
                continue
            }
            if rest.starts(with: [UInt8(ascii: "?")]) {
                guard let end = firstIndex(of: Array("?>".utf8), in: rest) else { return nil }
                index = end + 2
                continue
            }
            if rest.starts(with: [UInt8(ascii: "!")]) || rest.starts(with: [UInt8(ascii: "/")]) {
                index += 2
                continue
            }
            var end = index + 1
            while end < bytes.endIndex, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"),
                  bytes[end] != UInt8(ascii: "/") {
                end += 1
            }
            return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        }
        return nil
    }
}

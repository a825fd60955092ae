/// The kinds of input `Importer` reads.
///
/// The raw values are the names a user types (`--format appium-xcuitest`).
public enum ImportFormat: String, CaseIterable, Sendable {
    /// An axsnap snapshot, read as it is.
    case axsnap
    /// Appium XCUITest (WebDriverAgent) page source: `driver.page_source` on iOS.
    case appiumXCUITest = "appium-xcuitest"
    /// `adb shell uiautomator dump` output, or Appium UiAutomator2 page source.
    case uiautomator
    /// Chrome DevTools Protocol `Accessibility.getFullAXTree` result.
    case chromeAXTree = "chrome-axtree"
    /// A Playwright ARIA snapshot (`toMatchAriaSnapshot`): YAML lines `- role "name" [attr]`.
    case ariaSnapshot = "aria-snapshot"
    /// A Vitest `.snap` file holding ARIA snapshots, one screen per entry.
    case vitestSnapshot = "vitest-snap"

    /// A name for messages: "Appium XCUITest page source".
    public var title: String {
        switch self {
        case .axsnap: "axsnap snapshot"
        case .appiumXCUITest: "Appium XCUITest page source"
        case .uiautomator: "uiautomator dump or Appium UiAutomator2 page source"
        case .chromeAXTree: "Chrome DevTools Accessibility.getFullAXTree result"
        case .ariaSnapshot: "Playwright ARIA snapshot"
        case .vitestSnapshot: "Vitest snapshot file"
        }
    }

    /// The title with its article: "an Appium XCUITest page source", "a Playwright ARIA snapshot".
    public var titleWithArticle: String {
        (title.first.map { "AEIOaeio".contains($0) } == true ? "an " : "a ") + title
    }

    /// The raw values, comma-separated, for messages.
    public static var supportedList: String {
        [ImportFormat.appiumXCUITest, .uiautomator, .chromeAXTree, .ariaSnapshot, .vitestSnapshot, .axsnap]
            .map(\.rawValue).joined(separator: ", ")
    }

    /// Tells the kind of a file from its content, or nil when it is none of them.
    ///
    /// JSON with a top-level `"axsnap"` key is an axsnap snapshot; JSON with `"nodes"` (also
    /// inside a CDP `"result"` envelope, or a bare array of nodes) is a Chrome tree. XML whose
    /// first element is `AppiumAUT` or an `XCUIElementType...` is XCUITest; `hierarchy`, `node`
    /// or a dotted Android class name is uiautomator. A YAML list (`- `) is an ARIA snapshot,
    /// also after comments (`# recorded`), a `%YAML` directive or a `---` marker, and so is a
    /// file of those alone (the ARIA importer then says it holds no list); `// Vitest Snapshot`
    /// or `exports[` starts a Vitest `.snap` file. Only the first 64 KiB are looked at, and
    /// the file is not validated: the importer reports errors with their place.
    ///
    /// - Parameter path: the file's name, when known. A name ending in `.json` is never read as
    ///   YAML: its comments and markers are left for the JSON reader to report.
    public static func detect(_ bytes: [UInt8], path: String? = nil) -> ImportFormat? {
        let window = bytes.prefix(65_536)
        var index = window.startIndex
        if window.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < window.endIndex, isSpace(window[index]) { index += 1 }
        guard index < window.endIndex else { return nil }
        if path.map({ !$0.lowercased().hasSuffix(".json") }) ?? true, let rest = afterYAMLPrelude(window[index...]) {
            return rest.isEmpty || isListItem(rest) ? .ariaSnapshot : nil
        }
        switch window[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return detectJSON(window[index...])
        case UInt8(ascii: "<"):
            return detectXML(window[index...])
        case UInt8(ascii: "-"):
            return isListItem(window[index...]) ? .ariaSnapshot : nil
        case UInt8(ascii: "/"), UInt8(ascii: "e"):
            let rest = window[index...]
            return rest.starts(with: Array(VitestSnapshotFile.header.utf8)) || rest.starts(with: Array("exports[`".utf8))
                ? .vitestSnapshot : nil
        default:
            return nil
        }
    }

    /// `- ` (or a `-` that ends its line or the window): a YAML block list's first item.
    private static func isListItem(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "-") else { return false }
        let next = bytes.dropFirst().first ?? 0x0A
        return next == 0x20 || next == 0x0A || next == 0x0D
    }

    /// When `bytes` (at a non-space byte) start with what only YAML has before its content
    /// (`#` comments, `%` directives, `---` document markers), the rest after all of them and
    /// the blank lines between; nil when they do not, JSON and XML files included.
    private static func afterYAMLPrelude(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var rest = bytes
        var sawPrelude = false
        while let first = rest.first {
            if isSpace(first) {
                rest = rest.dropFirst()
            } else if first == UInt8(ascii: "#") || first == UInt8(ascii: "%") {
                rest = rest.drop { $0 != 0x0A && $0 != 0x0D }
                sawPrelude = true
            } else if rest.starts(with: Array("---".utf8)), rest.dropFirst(3).first.map(isSpace) ?? true {
                rest = rest.dropFirst(3)
                sawPrelude = true
            } else {
                break
            }
        }
        return sawPrelude ? rest : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func detectJSON(_ bytes: ArraySlice<UInt8>) -> ImportFormat? {
        if containsKey("axsnap", in: bytes) { return .axsnap }
        if containsKey("nodes", in: bytes) { return .chromeAXTree }
        if bytes.first == UInt8(ascii: "["), containsKey("nodeId", in: bytes) { return .chromeAXTree }
        return nil
    }

    /// True when `"key"` followed by optional whitespace and `:` occurs.
    private static func containsKey(_ key: String, in bytes: ArraySlice<UInt8>) -> Bool {
        let needle = Array("\"\(key)\"".utf8)
        var start = bytes.startIndex
        while let found = firstIndex(of: needle, in: bytes[start...]) {
            var after = found + needle.count
            while after < bytes.endIndex, isSpace(bytes[after]) { after += 1 }
            if after < bytes.endIndex, bytes[after] == UInt8(ascii: ":") { return true }
            start = found + 1
        }
        return false
    }

    private static func firstIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
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

    private static func detectXML(_ bytes: ArraySlice<UInt8>) -> ImportFormat? {
        if let name = firstElementName(bytes) {
            if name == "AppiumAUT" || name.hasPrefix("XCUIElementType") { return .appiumXCUITest }
            if name == "hierarchy" || name == "node" { return .uiautomator }
            if name.hasPrefix("android.") || name.hasPrefix("androidx.") { return .uiautomator }
        }
        if firstIndex(of: Array("XCUIElementType".utf8), in: bytes) != nil { return .appiumXCUITest }
        if firstIndex(of: Array("class=\"android.".utf8), in: bytes) != nil { return .uiautomator }
        return nil
    }

    /// The name of the first start tag, skipping declarations, comments and DOCTYPE.
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

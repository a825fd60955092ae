/// What to capture and how: the page, the window, the part of it, when it is ready.
public struct CaptureRequest: Sendable, Hashable {
    /// When the page is ready to be read.
    public enum Wait: Sendable, Hashable {
        /// The load event (`Page.loadEventFired`): the document and its images, scripts, styles.
        case load
        /// No network request for 500 ms after the load (`Page.lifecycleEvent` `networkIdle`).
        case networkIdle
        /// After the load event, an element matching this CSS selector exists.
        case selector(String)

        /// `--wait-for` as typed: `network-idle`, `load`, or a CSS selector.
        public init(argument: String) {
            switch argument {
            case "network-idle", "networkidle": self = .networkIdle
            case "load": self = .load
            default: self = .selector(argument)
            }
        }
    }

    /// The page's URL (`https://…`, `file:///…`).
    public var url: String
    public var viewport: Viewport
    /// A CSS selector: only the accessibility subtree of the first element it matches is kept.
    public var selector: String?
    public var wait: Wait
    /// Seconds from the browser's start until the tree is read.
    public var timeout: Double

    public init(url: String, viewport: Viewport = .default, selector: String? = nil, wait: Wait = .load, timeout: Double = 30) {
        self.url = url
        self.viewport = viewport
        self.selector = selector
        self.wait = wait
        self.timeout = timeout
    }

    /// A URL as typed, or a local file path made into a `file://` URL (absolute against
    /// `currentDirectory`, with the characters a URL path cannot hold percent-encoded).
    public static func url(forArgument argument: String, currentDirectory: String) -> String {
        if let colon = argument.firstIndex(of: ":"), argument[..<colon].count > 1,
           argument[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) {
            return argument  // a scheme: https:, file:, about:, data:
        }
        let absolute = argument.hasPrefix("/") ? argument : (currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/") + argument
        var encoded = "file://"
        for byte in absolute.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "/-._~!$&'()*+,;=:@".contains(character)) {
                encoded.append(character)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

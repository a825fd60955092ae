/// The browser window's size in CSS pixels, as `--viewport 1280x800` gives it.
public struct Viewport: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// A laptop's window.
    public static let `default` = Viewport(width: 1280, height: 800)
    /// The largest side Chromium accepts for a window.
    public static let maximumSide = 10_000

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads `WIDTHxHEIGHT` (`1280x800`, `390X844`); nil when it is not two whole numbers from 1
    /// to `maximumSide`.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "\(width)x\(height)" }
}

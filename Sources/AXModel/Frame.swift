/// An element's accessibility frame in screen points: `[x, y, width, height]`.
///
/// Values are kept to two decimals, as the canonical form writes them.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = Frame.rounded(x)
        self.y = Frame.rounded(y)
        self.width = Frame.rounded(width)
        self.height = Frame.rounded(height)
    }

    /// A frame of whole numbers of points below 10^9, which rounding to two decimals leaves
    /// as they are (the parser's common case).
    init(wholeX x: Int, y: Int, width: Int, height: Int) {
        self.x = Double(x)
        self.y = Double(y)
        self.width = Double(width)
        self.height = Double(height)
    }

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var area: Double { max(0, width) * max(0, height) }

    /// The area shared with another frame, in square points.
    public func intersectionArea(_ other: Frame) -> Double {
        let w = min(maxX, other.maxX) - max(minX, other.minX)
        let h = min(maxY, other.maxY) - max(minY, other.minY)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// True when every edge differs from `other`'s by at most `tolerance` points.
    public func isClose(to other: Frame, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    public var description: String {
        "[" + [x, y, width, height].map(Frame.format).joined(separator: ", ") + "]"
    }

    /// Rounds to two decimals (the canonical precision).
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9e15 else { return value }
        return hundredths / 100
    }

    /// Shortest form with at most two decimals: `44`, `12.5`, `-0.25`. Values too large for
    /// hundredths to be exact (|value| >= 9e13), which `rounded` keeps as they are, are written
    /// in the shortest form that reads back as the same value (`1e+20`).
    public static func format(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard value.isFinite else { return "0" }
        guard abs(hundredths) < 9e15 else { return "\(value)" }
        var units = Int64(hundredths)
        let negative = units < 0
        if negative { units = -units }
        let whole = units / 100
        let fraction = units % 100
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += "."
            if fraction % 10 == 0 {
                text += String(fraction / 10)
            } else {
                if fraction < 10 { text += "0" }
                text += String(fraction)
            }
        }
        return text
    }
}

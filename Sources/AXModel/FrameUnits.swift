/// What a snapshot's frames are measured in, and how they turn into its platform's unit of
/// size: points on iOS, dp on Android, CSS pixels on the web.
///
/// Frames are in the platform's unit, except in Android dumps imported without a density:
/// there they are device pixels (`context.frameUnit` is `px`), and sizes are divided by the
/// density (pixels per dp).
public struct FrameUnits: Sendable, Hashable {
    /// True when frames are device pixels.
    public var inPixels: Bool
    /// Pixels per dp the snapshot states (`context.density`).
    public var density: Double?
    /// The short side of the screen in pixels (from `context.screenSize`, `1080x2400`).
    public var screenShortSide: Double?

    public init(inPixels: Bool = false, density: Double? = nil, screenShortSide: Double? = nil) {
        self.inPixels = inPixels
        self.density = density
        self.screenShortSide = screenShortSide
    }

    /// The units a snapshot's context states.
    public init(context: [String: String]) {
        inPixels = context["frameUnit"] == "px"
        density = context["density"].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let sides = (context["screenSize"] ?? "").split(separator: "x").compactMap { Double($0) }
        screenShortSide = sides.count == 2 && sides.allSatisfy { $0 > 0 && $0.isFinite } ? sides.min() : nil
    }

    /// Most phones are 411 dp wide; a screen's short side in pixels divided by it gives its
    /// density, snapped to Android's densities.
    public static let typicalPhoneWidth = 411.0
    /// Android's screen densities (pixels per dp) an estimate is snapped to.
    public static let androidDensities = [1, 1.5, 2, 2.625, 2.75, 3, 3.5, 4]
    /// The density assumed when nothing tells it: 2.625 (420 dpi, a 1080-pixel-wide phone).
    public static let defaultDensity = 2.625

    /// How many frame units make one unit of the platform, and where that figure comes from
    /// (for messages; empty when frames are already in the platform's unit). For pixels: the
    /// snapshot's density, else `given` (`--density`), else an estimate from the screen's
    /// width, else `defaultDensity`.
    public func scale(given: Double?) -> (scale: Double, source: String) {
        guard inPixels else { return (1, "") }
        if let density { return (density, "density \(FrameUnits.format(density)) from the snapshot") }
        if let given, given > 0 { return (given, "density \(FrameUnits.format(given)) as given") }
        if let side = screenShortSide {
            let estimate = side / FrameUnits.typicalPhoneWidth
            let snapped = FrameUnits.androidDensities.min { abs($0 - estimate) < abs($1 - estimate) } ?? FrameUnits.defaultDensity
            return (snapped, "density \(FrameUnits.format(snapped)) estimated from the screen's width of \(Frame.format(side)) pixels; pass --density to set it")
        }
        return (FrameUnits.defaultDensity, "density \(FrameUnits.format(FrameUnits.defaultDensity)) assumed; pass --density to set it")
    }

    /// A density with up to three decimals, as Android writes them: `2.625`, `3.5`, `2`.
    static func format(_ density: Double) -> String {
        guard density.isFinite, density > 0, density < 1_000_000 else { return Frame.format(density) }
        let thousandths = Int((density * 1000).rounded())
        var fraction = String(thousandths % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(thousandths / 1000)" + (fraction.isEmpty ? "" : "." + fraction)
    }
}

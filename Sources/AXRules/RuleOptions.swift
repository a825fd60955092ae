import AXModel

/// Options that rules and the diff read, set in `.axdiff.yml` under `options:`.
public struct RuleOptions: Sendable, Hashable {
    /// Smallest width and height of an interactive element, per platform, in the platform's
    /// unit: 44 points on iOS (Apple's Human Interface Guidelines), 48 dp on Android, 24 CSS
    /// pixels on the web (WCAG 2.5.8).
    public var minimumTargetSize: MinimumTargetSize
    /// Frame changes up to this many points are re-recording noise.
    public var frameTolerance: Double
    /// Row tolerance for geometric reading order; nil uses 8 on phone, 13 on pad.
    public var rowTolerance: Double?
    /// Pixels per dp for Android snapshots whose frames are pixels and that state no density
    /// (`--density`); nil estimates it from the screen's width (see `FrameUnits`).
    public var density: Double?

    public init(
        minimumTargetSize: MinimumTargetSize = MinimumTargetSize(), frameTolerance: Double = 1,
        rowTolerance: Double? = nil, density: Double? = nil
    ) {
        self.minimumTargetSize = minimumTargetSize
        self.frameTolerance = frameTolerance
        self.rowTolerance = rowTolerance
        self.density = density
    }
}

/// The minimum target size of each platform, in its unit.
public struct MinimumTargetSize: Sendable, Hashable {
    public var ios: Double
    public var android: Double
    public var web: Double

    /// The platforms' own minimums unless told otherwise.
    public init(
        ios: Double = ScreenReader.voiceOver.minimumTargetSize, android: Double = ScreenReader.talkBack.minimumTargetSize,
        web: Double = ScreenReader.webScreenReaders.minimumTargetSize
    ) {
        self.ios = ios
        self.android = android
        self.web = web
    }

    /// The same number on every platform (in points, dp and CSS pixels).
    public init(all size: Double) {
        self.init(ios: size, android: size, web: size)
    }

    public subscript(platform: Snapshot.Platform) -> Double {
        get {
            switch platform {
            case .ios: ios
            case .android: android
            case .web: web
            }
        }
        set {
            switch platform {
            case .ios: ios = newValue
            case .android: android = newValue
            case .web: web = newValue
            }
        }
    }
}

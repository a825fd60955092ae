/// Options that rules and the diff read, set in `.axdiff.yml` under `options:`.
public struct RuleOptions: Sendable, Hashable {
    /// Smallest width and height of an interactive element, in points (WCAG 2.5.8 asks for
    /// 24; Apple's guideline is 44).
    public var minimumTargetSize: Double
    /// Frame changes up to this many points are re-recording noise.
    public var frameTolerance: Double
    /// Row tolerance for geometric reading order; nil uses 8 on phone, 13 on pad.
    public var rowTolerance: Double?

    public init(minimumTargetSize: Double = 24, frameTolerance: Double = 1, rowTolerance: Double? = nil) {
        self.minimumTargetSize = minimumTargetSize
        self.frameTolerance = frameTolerance
        self.rowTolerance = rowTolerance
    }
}

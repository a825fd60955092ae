import AXModel

/// Settings of the semantic diff.
public struct DiffOptions: Sendable, Hashable {
    /// Frame changes up to this many points on every edge are re-recording noise (default 1).
    public var frameTolerance: Double
    /// Options of the VoiceOver model on both sides.
    public var voiceOver: VoiceOverModel.Options

    public init(frameTolerance: Double = 1, voiceOver: VoiceOverModel.Options = .init()) {
        self.frameTolerance = frameTolerance
        self.voiceOver = voiceOver
    }
}

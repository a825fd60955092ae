extension FindingReport {
    /// The announcement change for messages: `"Close, button" -> "Button"`, or
    /// `"Sign Out, button" (unchanged)` when VoiceOver says the same on both sides; nil when
    /// neither side is announced.
    var spokenChange: String? {
        if let old = before?.announcement, let new = after?.announcement, old == new { return "\"\(old)\" (unchanged)" }
        return announcementChange
    }
}

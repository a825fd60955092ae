/// The screen reader of a platform and the words that go with it: VoiceOver on iOS, TalkBack
/// on Android, screen readers on the web.
///
/// The one place that names the reader, the unit sizes are judged in, and (in
/// `ScreenReader+Words.swift`) how announcements are worded, so that every announcement,
/// message, rule description and report of a screen speaks of the same reader.
public struct ScreenReader: Sendable, Hashable {
    public let platform: Snapshot.Platform

    public init(_ platform: Snapshot.Platform) {
        self.platform = platform
    }

    public static let voiceOver = ScreenReader(.ios)
    public static let talkBack = ScreenReader(.android)
    public static let webScreenReaders = ScreenReader(.web)

    /// The reader as a sentence names it mid-way: `VoiceOver`, `TalkBack`, `screen readers`.
    public var name: String {
        switch platform {
        case .ios: "VoiceOver"
        case .android: "TalkBack"
        case .web: "screen readers"
        }
    }

    /// The reader at the start of a sentence: `VoiceOver`, `TalkBack`, `Screen readers`.
    public var sentenceName: String {
        platform == .web ? "Screen readers" : name
    }

    /// The verb "say" agreeing with `name`: `says`, or `say` for screen readers.
    public var says: String {
        platform == .web ? "say" : "says"
    }

    /// The people who use it: `VoiceOver users`, `TalkBack users`, `screen reader users`.
    public var users: String {
        platform == .web ? "screen reader users" : "\(name) users"
    }

    /// The unit sizes are judged in: `points` on iOS, `dp` on Android, `CSS pixels` on the web.
    public var sizeUnit: String {
        switch platform {
        case .ios: "points"
        case .android: "dp"
        case .web: "CSS pixels"
        }
    }

    /// The platform's own minimum target size, in `sizeUnit`: 44 points (Apple's Human
    /// Interface Guidelines), 48 dp (Android's accessibility guidelines), 24 CSS pixels
    /// (WCAG 2.5.8, level AA).
    public var minimumTargetSize: Double {
        switch platform {
        case .ios: 44
        case .android: 48
        case .web: 24
        }
    }

    /// Where `minimumTargetSize` comes from, for messages.
    public var minimumTargetSource: String {
        switch platform {
        case .ios: "Apple's Human Interface Guidelines"
        case .android: "Android's accessibility guidelines"
        case .web: "WCAG 2.5.8"
        }
    }

    /// `template` with its placeholders filled: `{reader}` (`name`), `{Reader}`
    /// (`sentenceName`), `{says}`, `{users}` and `{unit}`. Rule descriptions are written this
    /// way, so one text serves every platform.
    public func words(_ template: String) -> String {
        guard template.contains("{") else { return template }
        return template
            .replacing("{reader}", with: name)
            .replacing("{Reader}", with: sentenceName)
            .replacing("{says}", with: says)
            .replacing("{users}", with: users)
            .replacing("{unit}", with: sizeUnit)
    }
}

extension Snapshot.Platform {
    /// The platform's screen reader.
    public var screenReader: ScreenReader { ScreenReader(self) }
}

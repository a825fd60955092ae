import AXModel

/// The capture conditions written into a snapshot's `context`, in axsnap's words. The UIKit
/// adapter fills it from the device; `values` turns it into the snapshot's dictionary.
public struct DeviceContext: Sendable, Equatable {
    /// The simulator's device name (`iPhone 15`), else the model (`iPhone`).
    public var device: String?
    /// The system version (`18.0`).
    public var os: String?
    /// `phone`, `pad`, `tv`, `carPlay`, `mac` or `vision`.
    public var idiom: String?
    /// `leftToRight` or `rightToLeft`.
    public var layoutDirection: String?
    /// The locale identifier (`en_US`).
    public var locale: String?
    /// `light` or `dark`.
    public var appearance: String?
    /// The content size category (Dynamic Type) by its Swift name: `large` (the default),
    /// `extraExtraExtraLarge`, `accessibilityExtraLarge`...
    public var contentSize: String?
    /// `portrait` or `landscape`, from the window's size.
    public var orientation: String?

    public init(
        device: String? = nil, os: String? = nil, idiom: String? = nil, layoutDirection: String? = nil,
        locale: String? = nil, appearance: String? = nil, contentSize: String? = nil, orientation: String? = nil
    ) {
        self.device = device
        self.os = os
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.appearance = appearance
        self.contentSize = contentSize
        self.orientation = orientation
    }

    /// `portrait` when the screen is at least as tall as it is wide, else `landscape`; nil for
    /// a frame without area.
    public static func orientation(of frame: Frame) -> String? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        return frame.width > frame.height ? "landscape" : "portrait"
    }

    /// The snapshot's `context`: the known values, then `extra` (which wins on a clash).
    public func values(adding extra: [String: String] = [:]) -> [String: String] {
        var values: [String: String] = [:]
        let known: [(String, String?)] = [
            (ContextKey.device, device), (ContextKey.os, os), (ContextKey.idiom, idiom),
            (ContextKey.layoutDirection, layoutDirection), (ContextKey.locale, locale),
            (ContextKey.appearance, appearance), (ContextKey.contentSize, contentSize),
            (ContextKey.orientation, orientation),
        ]
        for (key, value) in known {
            if let value, !value.isEmpty { values[key] = value }
        }
        values.merge(extra) { _, new in new }
        return values
    }
}

/// Why a hierarchy could not be captured.
public enum CaptureError: Error, Equatable, CustomStringConvertible {
    case tooDeep(limit: Int, type: String)
    case tooManyObjects(limit: Int)
    /// The view to capture, or the view `hiddenView` it is in, is hidden (`isHidden`):
    /// VoiceOver sees nothing of it, and the snapshot would be silently empty.
    case rootHidden(type: String, hiddenView: String, isRoot: Bool)
    /// The view to capture, or the view `transparentView` it is in, has an alpha of at most
    /// 0.01, where UIKit stops drawing it.
    case rootTransparent(type: String, transparentView: String, isRoot: Bool, alpha: Double)

    public var description: String {
        switch self {
        case .tooDeep(let limit, let type):
            "the accessibility hierarchy is nested deeper than \(limit) levels (at a \(type)); axsnap files hold at most \(limit): capture a smaller part of the screen, or check that no accessibilityElements array contains an ancestor of its view"
        case .tooManyObjects(let limit):
            "the accessibility hierarchy has more than \(limit) objects; check that no accessibilityElements array contains an ancestor of its view, or capture a smaller part of the screen"
        case .rootHidden(let type, let hiddenView, let isRoot):
            "the \(type) to capture \(isRoot ? "is hidden" : "is inside a hidden \(hiddenView)") (isHidden is true), so VoiceOver sees nothing of it and the snapshot would be empty: show it before capturing (a new UIWindow starts hidden: call makeKeyAndVisible(), or set isHidden to false)"
        case .rootTransparent(let type, let transparentView, let isRoot, let alpha):
            "the \(type) to capture \(isRoot ? "has" : "is inside a \(transparentView) with") alpha \(CaptureError.shortest(alpha)) (at most 0.01, where UIKit stops drawing it), so VoiceOver sees nothing of it and the snapshot would be empty: set alpha to 1 (or wait for the fade-in to end) before capturing"
        }
    }

    /// `0`, `0.01`: a number as a developer writes it.
    static func shortest(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

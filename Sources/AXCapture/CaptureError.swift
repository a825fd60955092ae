/// Why a hierarchy could not be captured.
public enum CaptureError: Error, Equatable, CustomStringConvertible {
    case tooDeep(limit: Int, type: String)
    case tooManyObjects(limit: Int)

    public var description: String {
        switch self {
        case .tooDeep(let limit, let type):
            "the accessibility hierarchy is nested deeper than \(limit) levels (at a \(type)); axsnap files hold at most \(limit): capture a smaller part of the screen, or check that no accessibilityElements array contains an ancestor of its view"
        case .tooManyObjects(let limit):
            "the accessibility hierarchy has more than \(limit) objects; check that no accessibilityElements array contains an ancestor of its view, or capture a smaller part of the screen"
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uialertaction/title
    public let title: String?

    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    public let style: UIAlertAction.Style

    /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
    open var isEnabled = true
}

/// An alert: presented, its view covers the window and is modal to accessibility
/// (`accessibilityViewIsModal`), so VoiceOver reads only the title, the message and one
/// button per action, in a box 270 points wide in the middle of the screen.
///
/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
    open var message: String?

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    open private(set) var preferredStyle: UIAlertController.Style = .alert

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    open private(set) var actions: [UIAlertAction] = []

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    open override func loadView() {
        let view = _UIAlertControllerView(controller: self)
        view.accessibilityViewIsModal = true
        self.view = view
    }
}

/// The alert's view (the name of UIKit's private class): the title, the message, and the
/// actions' buttons, laid out in its middle.
@MainActor final class _UIAlertControllerView: UIView {
    unowned let controller: UIAlertController

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    override func layoutSubviews() {
        for view in subviews { view.removeFromSuperview() }
        let width: CGFloat = 270
        var parts: [UIView] = []
        for text in [controller.title, controller.message].compactMap({ $0 }) where !text.isEmpty {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width - 32, height: 22))
            label.text = text
            parts.append(label)
        }
        for action in controller.actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.frame = CGRect(x: 0, y: 0, width: width, height: 44)
            parts.append(button)
        }
        let height = parts.reduce(16) { $0 + $1.frame.size.height + 8 }
        var y = (bounds.size.height - height) / 2 + 16
        let left = (bounds.size.width - width) / 2
        for part in parts {
            let inset: CGFloat = part is UILabel ? 16 : 0
            part.frame = CGRect(x: left + inset, y: y, width: part.frame.size.width, height: part.frame.size.height)
            addSubview(part)
            y += part.frame.size.height + 8
        }
    }
}

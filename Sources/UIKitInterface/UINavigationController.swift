/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject, UIAccessibilityIdentification {
    /// https://developer.apple.com/documentation/uikit/uibaritem/title
    open var title: String?

    /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled
    open var isEnabled = true

    /// https://developer.apple.com/documentation/uikit/uibaritem/image
    open var image: UIImage?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    public var accessibilityIdentifier: String?

    public override init() {
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
    public enum Style: Int, Sendable {
        case plain = 0, done = 2
    }

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
    public init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.style = style
        super.init()
        self.title = title
    }

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)
    public init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.style = style
        super.init()
        self.image = image
    }

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
    open var style: UIBarButtonItem.Style
}

/// What a navigation bar shows for a view controller.
///
/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
    public init(title: String) {
        ownTitle = title
        super.init()
    }

    /// The item of a view controller, titled as it is.
    init(owner: UIViewController) {
        self.owner = owner
        super.init()
    }

    weak var owner: UIViewController?
    private var ownTitle: String?

    /// The controller's title until one is set here.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
    open var title: String? {
        get { ownTitle ?? owner?.title }
        set { ownTitle = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle
    open var backButtonTitle: String?

    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    open var rightBarButtonItem: UIBarButtonItem?

    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    open var leftBarButtonItem: UIBarButtonItem?
}

/// A navigation bar: the title, a heading, in the middle; the back button (a button with the
/// back button trait, labelled with the previous title, else `Back`) on the leading side; the
/// right item's button on the trailing side. 44 points tall.
///
/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/items
    open var items: [UINavigationItem]? {
        didSet { layoutSubviews() }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationbar/topitem
    open var topItem: UINavigationItem? { items?.last }

    /// https://developer.apple.com/documentation/uikit/uinavigationbar/backitem
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open override func layoutSubviews() {
        for view in subviews { view.removeFromSuperview() }
        let width = bounds.size.width, height = bounds.size.height
        if let back = backItem {
            let button = _UIButtonBarButton(title: back.backButtonTitle ?? back.title ?? "Back", traits: [.button, .backButtonBit])
            button.frame = CGRect(x: 8, y: 0, width: 100, height: height)
            addSubview(button)
        } else if let left = topItem?.leftBarButtonItem {
            addSubview(_UIButtonBarButton(item: left, frame: CGRect(x: 8, y: 0, width: 100, height: height)))
        }
        if let title = topItem?.title, !title.isEmpty {
            let label = UILabel(frame: CGRect(x: 116, y: 0, width: max(width - 232, 0), height: height))
            label.text = title
            label.accessibilityTraits = [.staticText, .header]
            addSubview(label)
        }
        if let right = topItem?.rightBarButtonItem {
            addSubview(_UIButtonBarButton(item: right, frame: CGRect(x: width - 108, y: 0, width: 100, height: height)))
        }
    }
}

/// A bar's button (the name of UIKit's private class).
@MainActor final class _UIButtonBarButton: UIControl {
    let title: String?
    let traits: UIAccessibilityTraits

    init(title: String?, traits: UIAccessibilityTraits) {
        self.title = title
        self.traits = traits
        super.init(frame: .zero)
    }

    convenience init(item: UIBarButtonItem, frame: CGRect) {
        self.init(title: item.title ?? item.image?.accessibilityLabel, traits: item.isEnabled ? .button : [.button, .notEnabled])
        self.frame = frame
        accessibilityIdentifier = item.accessibilityIdentifier
    }

    override var defaultAccessibilityLabel: String? { title }
    override var controlTraits: UIAccessibilityTraits { traits }
}

/// A navigation controller: the top view controller's view, full size, under the navigation
/// bar, which sits at the top of an iPhone's safe area (59 points down).
///
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        controllersChanged()
    }

    /// Where the bar starts: below the status bar of an iPhone with a Dynamic Island.
    static let barTop: CGFloat = 59

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] = [] {
        didSet { controllersChanged() }
    }

    private func controllersChanged() {
        for controller in viewControllers { controller.navigationController = self }
        navigationBar.items = viewControllers.map(\.navigationItem)
        if isViewLoaded { view.layoutIfNeeded() }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { viewControllers.last }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    public let navigationBar = UINavigationBar(frame: .zero)

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        top.view.removeFromSuperview()
        return top
    }

    open override func loadView() {
        view = UILayoutContainerView(controller: self)
    }

    /// Lays out the top view and the bar in the container's bounds.
    func layoutContainer(_ container: UIView) {
        let size = container.bounds.size
        for view in container.subviews { view.removeFromSuperview() }
        if let top = topViewController?.view {
            top.frame = CGRect(origin: .zero, size: size)
            container.addSubview(top)
        }
        navigationBar.frame = CGRect(x: 0, y: UINavigationController.barTop, width: size.width, height: 44)
        container.addSubview(navigationBar)
    }
}

/// The navigation controller's view (the name of UIKit's private class).
@MainActor final class UILayoutContainerView: UIView {
    unowned let controller: UINavigationController

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    override var frame: CGRect {
        didSet { layoutSubviews() }
    }

    override func layoutSubviews() {
        controller.layoutContainer(self)
    }
}

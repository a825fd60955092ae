/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() {
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UIAccessibilityIdentification {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    nonisolated public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// In the superview's coordinates.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false

    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1

    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []

    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open private(set) weak var superview: UIView?

    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The stand-in's collection is `UITraitCollection.current` with the nearest
    /// `overrideUserInterfaceStyle` of this view or an ancestor.
    ///
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(traitsFrom: [.current, UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle)])
            }
            view = current.superview
        }
        return .current
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    public var accessibilityIdentifier: String?

    /// The frame in window coordinates, as UIKit's default `accessibilityFrame` (the
    /// stand-in's screen is its window).
    override var defaultAccessibilityFrame: CGRect {
        var origin = frame.origin
        var view = superview
        while let current = view {
            origin.x += current.frame.origin.x
            origin.y += current.frame.origin.y
            view = current.superview
        }
        return CGRect(origin: origin, size: frame.size)
    }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        didSet {
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {}

    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
        isHidden = false
    }

    /// A window's frame is in screen coordinates; its own origin is not added twice.
    override var defaultAccessibilityFrame: CGRect { frame }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    nonisolated public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Loaded on first use, by `loadView()` then `viewDidLoad()`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { loadedView != nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        loadedView = UIView()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }
}

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
    open private(set) var isFirstResponder = false

    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        isFirstResponder = true
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    @discardableResult
    open func resignFirstResponder() -> Bool {
        isFirstResponder = false
        return true
    }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UIAccessibilityIdentification {
    /// Main-actor isolated, as UIKit's is: a view made off the main actor does not compile
    /// here either.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
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

    /// The bounds' origin: where the subviews' coordinate system starts (a scroll view's
    /// content offset).
    var boundsOrigin: CGPoint = .zero

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
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

    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out the subviews; the stand-in's containers (stack, table, tab bar) place theirs
    /// here, as UIKit's do.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}

    /// Lays out this view, then its subviews (the stand-in lays out every time it is asked).
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {
        layoutSubviews()
        for view in subviews { view.layoutIfNeeded() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {}

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
    /// stand-in's screen is its window): each superview's origin added, its bounds' origin (a
    /// scroll view's offset) taken away.
    override var defaultAccessibilityFrame: CGRect {
        var origin = frame.origin
        var view = superview
        while let current = view {
            origin.x += current.frame.origin.x - current.boundsOrigin.x
            origin.y += current.frame.origin.y - current.boundsOrigin.y
            view = current.superview
        }
        return CGRect(origin: origin, size: frame.size)
    }

    /// The nearest view controller whose view this is or is in.
    var owningViewController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let controller = current.viewController { return controller }
            view = current.superview
        }
        return nil
    }

    /// The controller whose view this is, if any.
    weak var viewController: UIViewController?
}

/// A window starts hidden, as UIKit's does: "If you only want to show the window, change its
/// `isHidden` property to false" (`makeKeyAndVisible()`'s documentation).
///
/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        didSet {
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
        isHidden = false
    }

    /// A window's frame is in screen coordinates; its own origin is not added twice.
    override var defaultAccessibilityFrame: CGRect { frame }
}

extension UIView {
    /// Lays `views` out side by side in equal columns over this view's whole size, as UIKit
    /// lays out a tab bar's buttons and a segmented control's segments.
    func layOutInEqualColumns(_ views: [UIView]) {
        guard !views.isEmpty else { return }
        let width = frame.size.width / CGFloat(views.count)
        for (index, view) in views.enumerated() {
            view.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: frame.size.height)
        }
    }
}

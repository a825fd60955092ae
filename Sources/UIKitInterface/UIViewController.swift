/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Main-actor isolated, as UIKit's is.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
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
        set {
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { loadedView != nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        view = UIView()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        loadedView?.viewController = self
        viewDidLoad()
    }

    /// The item a navigation bar shows for this controller; its title is the controller's
    /// until one is set.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem(owner: self)
        ownNavigationItem = item
        return item
    }

    private var ownNavigationItem: UINavigationItem?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open internal(set) weak var navigationController: UINavigationController?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open private(set) var presentedViewController: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open private(set) weak var presentingViewController: UIViewController?

    /// Shows `viewControllerToPresent` over this controller's window, full screen, at once
    /// (the stand-in does not animate). An alert's view is modal to accessibility.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let host: UIView = view.window ?? view
        let presented: UIView = viewControllerToPresent.view
        presented.frame = CGRect(origin: .zero, size: host.bounds.size)
        host.addSubview(presented)
        presented.layoutIfNeeded()
        completion?()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.view.removeFromSuperview()
            presented.presentingViewController = nil
            presentedViewController = nil
        } else {
            presentingViewController?.dismiss(animated: flag, completion: nil)
        }
        completion?()
    }
}

/// A scroll view: its content is offset by `contentOffset` (its bounds' origin), so content
/// scrolled out of the window is outside it.
///
/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

/// A stack view: a plain container (no element, not grouped) that lays out its arranged
/// subviews one after the other along its axis, `spacing` apart, each keeping its length along
/// the axis and filling the stack across it (UIKit's `.fill` alignment; the stand-in has no
/// Auto Layout, so a subview's length is the one its frame gives).
///
/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    open private(set) var arrangedSubviews: [UIView] = []

    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis = .horizontal

    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0

    /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open override func layoutSubviews() {
        var offset: CGFloat = 0
        for view in arrangedSubviews where !view.isHidden {
            let size = view.frame.size
            if axis == .horizontal {
                view.frame = CGRect(x: offset, y: 0, width: size.width, height: bounds.size.height)
                offset += size.width + spacing
            } else {
                view.frame = CGRect(x: 0, y: offset, width: bounds.size.width, height: size.height)
                offset += size.height + spacing
            }
        }
    }
}

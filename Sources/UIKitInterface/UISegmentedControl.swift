/// A segmented control: no element itself, a container of its segments (each a button, the
/// selected one selected, a disabled one dimmed), vended through the dynamic container
/// methods, as VoiceOver reads them: `Segment B, button, 2 of 3`. Segments share the width
/// equally; the control is 32 points tall.
///
/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
    public static let noSegment = -1

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
    public init(items: [Any]?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 32))
        for item in items ?? [] {
            insertSegment(withTitle: item as? String, at: numberOfSegments, animated: false)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
    open var selectedSegmentIndex = UISegmentedControl.noSegment

    /// The segments, as UIKit's private `UISegment` views.
    private var segments: [UISegment] = []

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
    open var numberOfSegments: Int { segments.count }

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let view = UISegment(control: self, title: title)
        let index = min(max(segment, 0), segments.count)
        segments.insert(view, at: index)
        insertSubview(view, at: index)
        layoutSubviews()
    }

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitle(_:forsegmentat:)
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/setenabled(_:forsegmentat:)
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/isenabledforsegment(at:)
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    override var defaultIsAccessibilityElement: Bool { false }

    open override func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? segments.count
    }

    open override func accessibilityElement(at index: Int) -> Any? {
        if accessibilityElements != nil { return super.accessibilityElement(at: index) }
        return segments.indices.contains(index) ? segments[index] : nil
    }

    open override func index(ofAccessibilityElement element: Any) -> Int {
        if accessibilityElements != nil { return super.index(ofAccessibilityElement: element) }
        return segments.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }

    open override var frame: CGRect {
        didSet { layoutSubviews() }
    }

    open override func layoutSubviews() {
        layOutInEqualColumns(segments)
    }
}

/// One segment of a segmented control (the name of UIKit's private class).
@MainActor final class UISegment: UIView {
    unowned let control: UISegmentedControl
    var title: String?
    var isEnabled = true

    init(control: UISegmentedControl, title: String?) {
        self.control = control
        self.title = title
        super.init(frame: .zero)
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { title }

    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if control.selectedSegmentIndex != UISegmentedControl.noSegment
            && control.index(ofAccessibilityElement: self) == control.selectedSegmentIndex {
            traits.insert(.selected)
        }
        if !isEnabled || !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }
}

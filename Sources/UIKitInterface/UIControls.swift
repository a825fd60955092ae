/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/normal
        public static let normal = State([])
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled = true

    /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected = false

    override var defaultIsAccessibilityElement: Bool { true }

    /// A control's own traits, with `notEnabled` and `selected` from its state.
    var controlTraits: UIAccessibilityTraits { .none }

    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = controlTraits
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
    }

    private var titles: [UInt: String] = [:]

    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/currenttitle
    open var currentTitle: String? { titles[UIControl.State.normal.rawValue] }

    override var controlTraits: UIAccessibilityTraits { .button }
    override var defaultAccessibilityLabel: String? { currentTitle }
}

/// A switch, always at UIKit's own size: "The size components of this rectangle are ignored"
/// (`init(frame:)`), 51 x 31 points.
///
/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
    /// The size UIKit gives every switch.
    public static let standardSize = CGSize(width: 51, height: 31)

    /// https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.standardSize) }
    }

    /// https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn = false

    /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override var controlTraits: UIAccessibilityTraits { [.button, .toggleButton] }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
}

/// A slider: an adjustable element whose value is its position as a whole percentage, as
/// VoiceOver says it (`75%`).
///
/// https://developer.apple.com/documentation/uikit/uislider
@MainActor open class UISlider: UIControl {
    /// https://developer.apple.com/documentation/uikit/uislider/value
    open var value: Float = 0

    /// https://developer.apple.com/documentation/uikit/uislider/minimumvalue
    open var minimumValue: Float = 0

    /// https://developer.apple.com/documentation/uikit/uislider/maximumvalue
    open var maximumValue: Float = 1

    /// https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)
    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }

    override var controlTraits: UIAccessibilityTraits { .adjustable }

    override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (min(max(value, minimumValue), maximumValue) - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
}

/// A stepper: no element itself, a container of two buttons, `Decrement` and `Increment`
/// (each dimmed at its end of the range), vended through the dynamic container methods. It is
/// 94 x 32 points.
///
/// https://developer.apple.com/documentation/uikit/uistepper
@MainActor open class UIStepper: UIControl {
    /// The size UIKit gives a stepper.
    public static let standardSize = CGSize(width: 94, height: 32)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.standardSize))
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.standardSize) }
    }

    /// https://developer.apple.com/documentation/uikit/uistepper/value
    open var value: Double = 0
    /// https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
    open var minimumValue: Double = 0
    /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
    open var maximumValue: Double = 100
    /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue
    open var stepValue: Double = 1
    /// https://developer.apple.com/documentation/uikit/uistepper/wraps
    open var wraps = false

    override var defaultIsAccessibilityElement: Bool { false }

    private lazy var parts: [Part] = [Part(stepper: self, increments: false), Part(stepper: self, increments: true)]

    open override func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? parts.count
    }

    open override func accessibilityElement(at index: Int) -> Any? {
        if accessibilityElements != nil { return super.accessibilityElement(at: index) }
        return parts.indices.contains(index) ? parts[index] : nil
    }

    open override func index(ofAccessibilityElement element: Any) -> Int {
        if accessibilityElements != nil { return super.index(ofAccessibilityElement: element) }
        return parts.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }

    /// One of the stepper's two buttons (UIKit's are private).
    final class Part: UIAccessibilityElement {
        unowned let stepper: UIStepper
        let increments: Bool

        init(stepper: UIStepper, increments: Bool) {
            self.stepper = stepper
            self.increments = increments
            super.init(accessibilityContainer: stepper)
            let half = UIStepper.standardSize.width / 2
            accessibilityFrameInContainerSpace = CGRect(x: increments ? half : 0, y: 0, width: half, height: UIStepper.standardSize.height)
        }

        override var defaultIsAccessibilityElement: Bool { true }
        override var defaultAccessibilityLabel: String? { increments ? "Increment" : "Decrement" }

        override var defaultAccessibilityTraits: UIAccessibilityTraits {
            let atEnd = increments ? stepper.value >= stepper.maximumValue : stepper.value <= stepper.minimumValue
            return !stepper.isEnabled || (atEnd && !stepper.wraps) ? [.button, .notEnabled] : .button
        }
    }
}

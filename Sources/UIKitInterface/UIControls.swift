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

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
    /// https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn = false

    /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override var controlTraits: UIAccessibilityTraits { [.button, .toggleButton] }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
    /// https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String?

    /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String?

    override var defaultAccessibilityValue: String? {
        if let text, !text.isEmpty { return text }
        return placeholder
    }
}

/// A cell. The stand-in does not combine its subviews' labels as UIKit's cell does when it is
/// left an accessibility element by default; tests say what the cell is.
///
/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    open private(set) var contentView = UIView()

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
        addSubview(contentView)
    }

    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }
}

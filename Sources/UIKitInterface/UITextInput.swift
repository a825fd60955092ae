/// A text field: an element whose value is its text (else its placeholder), with the private
/// traits UIKit sets on it: text entry, secure text field for `isSecureTextEntry`, is editing
/// while it is the first responder.
///
/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
    /// https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String?

    /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String?

    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    open var isSecureTextEntry = false

    /// https://developer.apple.com/documentation/uikit/uitextfield/isediting
    open var isEditing: Bool { isFirstResponder }

    override var controlTraits: UIAccessibilityTraits {
        var traits = UIAccessibilityTraits.textEntryBit
        if isSecureTextEntry { traits.insert(.secureTextFieldBit) }
        if isEditing { traits.insert(.isEditingBit) }
        return traits
    }

    /// A secure field's text is never spoken.
    override var defaultAccessibilityValue: String? {
        if let text, !text.isEmpty { return isSecureTextEntry ? nil : text }
        return placeholder
    }
}

/// A text view: editable text of many lines (text entry and text area), or, when not
/// editable, static text.
///
/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIView {
    /// https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String! = ""

    /// https://developer.apple.com/documentation/uikit/uitextview/iseditable
    open var isEditable = true

    override var defaultIsAccessibilityElement: Bool { true }

    override var defaultAccessibilityValue: String? {
        isEditable ? (text.isEmpty ? nil : text) : nil
    }

    override var defaultAccessibilityLabel: String? {
        isEditable ? nil : text
    }

    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        guard isEditable else { return .staticText }
        var traits: UIAccessibilityTraits = [.textEntryBit, .textAreaBit]
        if isFirstResponder { traits.insert(.isEditingBit) }
        return traits
    }
}

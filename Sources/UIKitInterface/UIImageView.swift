/// An image. Its accessibility label is the one it is given (an asset's, or one set in code);
/// the stand-in names none itself.
///
/// https://developer.apple.com/documentation/uikit/uiimage
@MainActor open class UIImage: NSObject, UIAccessibilityIdentification {
    /// The name it was made from.
    let name: String

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    public var accessibilityIdentifier: String?
}

/// An image view: no accessibility element unless made one, with the `image` trait and its
/// image's label when it is.
///
/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?

    override var defaultIsAccessibilityElement: Bool { false }
    override var defaultAccessibilityLabel: String? { image?.accessibilityLabel }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
}

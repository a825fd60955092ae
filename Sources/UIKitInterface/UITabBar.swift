/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor open class UITabBarItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public init(title: String?, image: UIImage?, tag: Int) {
        self.tag = tag
        super.init()
        self.title = title
        self.image = image
    }

    /// https://developer.apple.com/documentation/uikit/uibaritem/tag
    open var tag: Int

    /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    open var badgeValue: String?
}

/// A tab bar: one button per item, side by side across its width, each a button with the tab
/// bar item trait (the private bit UIKit sets, so VoiceOver says `tab` and not `button`), the
/// selected one selected. The bar itself has no trait: VoiceOver knows it by its class.
///
/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor open class UITabBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uitabbar/items
    open var items: [UITabBarItem]? {
        didSet { rebuild() }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbar/selecteditem
    open weak var selectedItem: UITabBarItem?

    /// https://developer.apple.com/documentation/uikit/uitabbar/setitems(_:animated:)
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    private func rebuild() {
        for view in subviews where view is UITabBarButton { view.removeFromSuperview() }
        for item in items ?? [] { addSubview(UITabBarButton(bar: self, item: item)) }
        layoutSubviews()
    }

    open override var frame: CGRect {
        didSet { layoutSubviews() }
    }

    open override func layoutSubviews() {
        layOutInEqualColumns(subviews.compactMap { $0 as? UITabBarButton })
    }
}

/// A tab bar's button (the name of UIKit's private class).
@MainActor final class UITabBarButton: UIControl {
    unowned let bar: UITabBar
    let item: UITabBarItem

    init(bar: UITabBar, item: UITabBarItem) {
        self.bar = bar
        self.item = item
        super.init(frame: .zero)
        accessibilityIdentifier = item.accessibilityIdentifier
    }

    override var defaultAccessibilityLabel: String? { item.title ?? item.image?.accessibilityLabel }
    override var defaultAccessibilityValue: String? { item.badgeValue }

    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = [.button, .tabBarItemBit]
        if bar.selectedItem === item { traits.insert(.selected) }
        if !item.isEnabled { traits.insert(.notEnabled) }
        return traits
    }
}

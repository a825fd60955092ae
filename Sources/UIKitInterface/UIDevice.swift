/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor open class UIDevice: NSObject {
    /// The stand-in describes an iPhone on iOS 18.0.
    ///
    /// https://developer.apple.com/documentation/uikit/uidevice/current
    public static let current = UIDevice()

    /// https://developer.apple.com/documentation/uikit/uidevice/model
    open var model: String { "iPhone" }

    /// https://developer.apple.com/documentation/uikit/uidevice/systemname
    open var systemName: String { "iOS" }

    /// https://developer.apple.com/documentation/uikit/uidevice/systemversion
    open var systemVersion: String { "18.0" }

    /// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
public final class UITraitCollection: Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(style: UIUserInterfaceStyle = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified, size: UIContentSizeCategory = .unspecified) {
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = size
    }

    /// The stand-in starts light, left to right, at the large (default) text size.
    ///
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current
    @MainActor public static var current = UITraitCollection(style: .light, direction: .leftToRight, size: .large)

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(size: preferredContentSizeCategory)
    }

    /// Later collections' specified traits win.
    ///
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var size = UIContentSizeCategory.unspecified
        for collection in traitCollections {
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
            if collection.preferredContentSizeCategory != .unspecified { size = collection.preferredContentSizeCategory }
        }
        self.init(style: style, direction: direction, size: size)
    }
}

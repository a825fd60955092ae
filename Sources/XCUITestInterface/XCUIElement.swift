// A stand-in for the part of XCTest's UI-testing API (the XCUIAutomation module) that
// AXCaptureXCUITest reads, so that the adapter compiles and is tested where XCUITest does not
// exist. Each declaration has Apple's Swift signature and links to its documentation; the
// stand-in itself never runs on iOS.
@_exported import Foundation

/// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor open class XCUIElement: NSObject, XCUIElementSnapshotProviding {
    /// The stand-in's elements come from `snapshotProvider`; XCTest makes its own.
    let snapshotProvider: () throws -> any XCUIElementSnapshot

    init(snapshotProvider: @escaping () throws -> any XCUIElementSnapshot) {
        self.snapshotProvider = snapshotProvider
        super.init()
    }

    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding/snapshot()
    open func snapshot() throws -> any XCUIElementSnapshot {
        try snapshotProvider()
    }

    /// The element types, in XCUIElementTypes.h's order (the raw values matter: AXModel's
    /// `XCUIElementTypes.namesByRawValue` is indexed by them).
    ///
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype
    public enum ElementType: UInt, Sendable {
        case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button
        case radioButton, radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox
        case menuButton, toolbarButton, popover, keyboard, key, navigationBar, tabBar, tabGroup
        case toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow, browser
        case collectionView, slider, pageIndicator, progressIndicator, activityIndicator
        case segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon
        case searchField, scrollView, scrollBar, staticText, textField, secureTextField
        case datePicker, textView, menu, menuItem, menuBar, menuBarItem, map, webView
        case incrementArrow, decrementArrow, timeline, ratingIndicator, valueIndicator
        case splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte, dockItem
        case ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle
        case stepper, tab, touchBar, statusItem
    }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding
@MainActor public protocol XCUIElementSnapshotProviding: AnyObject {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding/snapshot()
    func snapshot() throws -> any XCUIElementSnapshot
}

/// The attributes of an element that the capture reads.
///
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@MainActor public protocol XCUIElementAttributes {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
    var identifier: String { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
    var frame: CGRect { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
    var value: Any? { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/placeholdervalue
    var placeholderValue: String? { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
    var label: String { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/elementtype
    var elementType: XCUIElement.ElementType { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isenabled
    var isEnabled: Bool { get }
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isselected
    var isSelected: Bool { get }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshot
@MainActor public protocol XCUIElementSnapshot: XCUIElementAttributes {
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshot/children
    var children: [any XCUIElementSnapshot] { get }
}

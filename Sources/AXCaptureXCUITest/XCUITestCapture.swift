#if canImport(UIKit)
import XCTest
#else
// Linux and macOS: the stand-in that declares the XCUITest API this file uses (Sources/XCUITestInterface).
import XCUITestInterface
#endif
import AXCapture
import AXModel

/// Out-of-process capture for UI tests: an `XCUIElement` snapshot (the app, or one element) as
/// an axsnap snapshot, with the element-type table the Appium XCUITest importer uses
/// (`XCUIElementTypes`). XCUITest sees less than the in-process capture: no modal views (alerts
/// and sheets are modal by type), no `accessibilityElementsHidden`, no traits beyond the
/// element type, enabled and selected, no hints, custom actions or grouping (docs/capture-ios.md).
@MainActor
public enum XCUITestCapture {
    /// The snapshot of `element` and everything in it (`XCUIApplication()` for the whole app).
    public static func snapshot(of element: any XCUIElementSnapshotProviding, screen: String, context: [String: String] = [:]) throws -> Snapshot {
        try snapshot(element.snapshot(), screen: screen, context: context)
    }

    /// The axsnap form of an element snapshot. Iterative, one pass plus the assembly.
    public static func snapshot(_ root: any XCUIElementSnapshot, screen: String, context: [String: String] = [:]) throws(CaptureError) -> Snapshot {
        var elements: [Element] = []
        var parents: [Int] = []
        var inNavigationBar: [Bool] = []
        var stack: [(node: any XCUIElementSnapshot, parent: Int, depth: Int)] = [(root, -1, 1)]
        while let (node, parent, depth) = stack.popLast() {
            guard depth <= SnapshotParser.maximumDepth else {
                throw .tooDeep(limit: SnapshotParser.maximumDepth, type: XCUIElementTypes.prefix + name(of: node.elementType))
            }
            guard elements.count < AccessibilityCapture.maximumObjects else {
                throw .tooManyObjects(limit: AccessibilityCapture.maximumObjects)
            }
            let type = name(of: node.elementType)
            let navigation = parent >= 0 && (inNavigationBar[parent] || elements[parent].type == XCUIElementTypes.prefix + "NavigationBar")
            let children = node.children
            elements.append(element(node, type: type, inNavigationBar: navigation, hasChildren: !children.isEmpty))
            parents.append(parent)
            inNavigationBar.append(navigation)
            let index = elements.count - 1
            for child in children.reversed() { stack.append((child, index, depth + 1)) }
        }
        var children = [[Element]](repeating: [], count: elements.count)
        for index in stride(from: elements.count - 1, through: 0, by: -1) {
            elements[index].children = children[index].reversed()
            children[index] = []
            if parents[index] >= 0 { children[parents[index]].append(elements[index]) }
        }
        var values = context
        if let frame = elements.first?.frame, let orientation = DeviceContext.orientation(of: frame) {
            values[ContextKey.orientation] = values[ContextKey.orientation] ?? orientation
        }
        return Snapshot(screen: screen, platform: .ios, generator: AccessibilityCapture.generator, context: values, root: elements.first ?? Element())
    }

    /// The short name of an element type (`Button`).
    static func name(of type: XCUIElement.ElementType) -> String {
        XCUIElementTypes.shortName(rawValue: Int(type.rawValue))
    }

    /// One element's fields, decided as the importer decides them for a page source.
    static func element(_ node: any XCUIElementSnapshot, type: String, inNavigationBar: Bool, hasChildren: Bool) -> Element {
        var traits = XCUIElementTypes.traits(ofType: type)
        if !node.isEnabled { traits.insert(.notEnabled) }
        if node.isSelected { traits.insert(.selected) }
        if inNavigationBar && type == "StaticText" { traits.insert(.header) }
        let label = node.label.isEmpty ? nil : node.label
        // A static text's value is the text it draws; VoiceOver speaks only its label.
        let value = text(of: node.value) ?? node.placeholderValue
        let isText = type == "StaticText"
        let frame = node.frame
        return Element(
            type: XCUIElementTypes.prefix + type, id: node.identifier.isEmpty ? nil : node.identifier,
            label: label, value: isText ? nil : value, traits: traits,
            frame: Frame(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width), height: Double(frame.size.height)),
            accessible: XCUIElementTypes.isAccessibleByDefault(type: type, hasLabel: label != nil, hasChildren: hasChildren),
            modal: XCUIElementTypes.modalTypes.contains(type), text: isText ? value : nil)
    }

    /// An element's value as text: a string as it is, a number or flag as XCUITest prints it.
    static func text(of value: Any?) -> String? {
        switch value {
        case let string as String: string.isEmpty ? nil : string
        case let flag as Bool: flag ? "1" : "0"
        case let number as Int: String(number)
        case let number as Double: String(number)
        case nil: nil
        case let other?: String(describing: other)
        }
    }
}

import AXModel

extension AndroidImporter {
    /// Reads every element's attributes; bad values become warnings and leave the default.
    static func readNodes(_ document: XMLDocument, warnings: inout ImportWarnings) -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(document.elements.count)
        for element in document.elements {
            var node = Node(className: element.name, parent: element.parent, line: element.line)
            for attribute in element.attributes {
                let value = attribute.value
                switch attribute.name {
                case "class": node.className = value
                case "text": node.text = nonBlank(value)
                case "content-desc": node.contentDescription = nonBlank(value)
                case "resource-id": node.resourceID = value.isEmpty ? nil : value
                case "hint": node.hint = nonBlank(value)
                case "package": node.packageName = value.isEmpty ? nil : value
                case "checkable", "checked", "clickable", "long-clickable", "focusable", "enabled",
                     "selected", "scrollable", "heading", "displayed":
                    guard let flag = AttributeValues.bool(value) else {
                        warn(&warnings, document, attribute, element, "is not true or false; the default is used")
                        continue
                    }
                    switch attribute.name {
                    case "checkable": node.checkable = flag
                    case "checked": node.checked = flag
                    case "clickable": node.clickable = flag
                    case "long-clickable": node.longClickable = flag
                    case "focusable": node.focusable = flag
                    case "enabled": node.enabled = flag
                    case "selected": node.selected = flag
                    case "scrollable": node.scrollable = flag
                    case "heading": node.heading = flag
                    default: node.displayed = flag
                    }
                case "bounds":
                    // Each edge is finite, but their difference may not be ([-1e308,0][1e308,1]).
                    guard let bounds = AttributeValues.bounds(value), bounds.right >= bounds.left,
                          bounds.bottom >= bounds.top, (bounds.right - bounds.left).isFinite,
                          (bounds.bottom - bounds.top).isFinite else {
                        warn(&warnings, document, attribute, element, "is not [left,top][right,bottom]; the element is kept without a frame")
                        continue
                    }
                    node.bounds = Frame(
                        x: bounds.left, y: bounds.top, width: bounds.right - bounds.left,
                        height: bounds.bottom - bounds.top)
                case "width" where element.parent < 0, "height" where element.parent < 0:
                    guard let number = AttributeValues.number(value), number > 0 else {
                        warn(&warnings, document, attribute, element, "is not a positive number")
                        continue
                    }
                    if attribute.name == "width" { node.screenWidth = number } else { node.screenHeight = number }
                default:
                    continue
                }
            }
            node.simpleName = AndroidClasses.simpleName(node.className)
            nodes.append(node)
        }
        return nodes
    }

    static func warn(
        _ warnings: inout ImportWarnings, _ document: XMLDocument, _ attribute: XMLDocument.Attribute,
        _ element: XMLDocument.Element, _ problem: String
    ) {
        warnings.add(place: { document.position(of: attribute.offset) },
                     "\(attribute.name)=\"\(attribute.value)\" on <\(element.name)> \(problem)")
    }

    /// The text, or nil when it is empty or only whitespace (TalkBack speaks nothing then).
    static func nonBlank(_ text: String) -> String? {
        AttributeValues.trimmed(text) == nil ? nil : text
    }
}

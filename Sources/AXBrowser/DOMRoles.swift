import AXModel

/// The role, name and focusability of a DOM element as the DevTools protocol describes it
/// (`nodeName`, `attributes`, `children`), for content Chrome's accessibility tree leaves
/// without them (`HiddenContent`).
///
/// A plain reading of HTML-AAM and accname, enough to name what a user meets there: an
/// explicit `role`, else the element's own role (`<a href>` a link, `<h2>` a heading of level
/// 2, `<input type=checkbox>` a checkbox…, Chrome's role names); a name from `aria-label`,
/// `alt`, a button's `value`, the text inside for the roles named by their content, else
/// `placeholder` or `title`. `aria-labelledby` and `<label for>`, which point elsewhere in the
/// page, are not followed.
enum DOMRoles {
    /// The value of attribute `name` (ASCII case-insensitive), or nil.
    static func attribute(_ name: String, of node: JSONValue) -> String? {
        guard let list = node["attributes"]?.arrayValue else { return nil }
        var index = 0
        while index + 1 < list.count {
            if list[index].stringValue?.lowercased() == name { return list[index + 1].stringValue ?? "" }
            index += 2
        }
        return nil
    }

    static func tag(_ node: JSONValue) -> String {
        (node["localName"]?.stringValue ?? node["nodeName"]?.stringValue ?? "").lowercased()
    }

    /// The role Chrome's tree would give the element, and a heading's level.
    static func role(of node: JSONValue) -> (role: String, level: Int?) {
        let level = attribute("aria-level", of: node).flatMap { Int($0) }
        if let explicit = attribute("role", of: node)?.split(separator: " ").first.map(String.init)?.lowercased(), !explicit.isEmpty {
            return (explicit, explicit == "heading" ? level ?? 2 : nil)
        }
        let tag = tag(node)
        switch tag {
        case "a", "area": return (attribute("href", of: node) != nil ? "link" : "generic", nil)
        case "h1", "h2", "h3", "h4", "h5", "h6": return ("heading", Int(String(tag.dropFirst())))
        case "button": return ("button", nil)
        case "input":
            switch attribute("type", of: node)?.lowercased() ?? "text" {
            case "checkbox": return ("checkbox", nil)
            case "radio": return ("radio", nil)
            case "range": return ("slider", nil)
            case "number": return ("spinbutton", nil)
            case "button", "submit", "reset", "image", "file": return ("button", nil)
            case "search": return ("searchbox", nil)
            case "hidden": return ("none", nil)
            default: return ("textbox", nil)
            }
        case "textarea": return ("textbox", nil)
        case "select":
            let size = attribute("size", of: node).flatMap { Int($0) } ?? 0
            return (attribute("multiple", of: node) != nil || size > 1 ? "listbox" : "combobox", nil)
        case "option": return ("option", nil)
        case "img": return (attribute("alt", of: node) == "" ? "none" : "image", nil)
        case "svg": return (attribute("aria-label", of: node) != nil ? "image" : "none", nil)
        case "nav": return ("navigation", nil)
        case "main": return ("main", nil)
        case "header": return ("banner", nil)
        case "footer": return ("contentinfo", nil)
        case "aside": return ("complementary", nil)
        case "section": return ("region", nil)
        case "article": return ("article", nil)
        case "form": return ("form", nil)
        case "search": return ("search", nil)
        case "ul", "ol", "menu": return ("list", nil)
        case "li": return ("listitem", nil)
        case "p": return ("paragraph", nil)
        case "dialog": return ("dialog", nil)
        case "details", "fieldset": return ("group", nil)
        case "summary": return ("DisclosureTriangle", nil)
        case "figure": return ("figure", nil)
        case "table": return ("table", nil)
        case "tr": return ("row", nil)
        case "td": return ("cell", nil)
        case "th": return ("columnheader", nil)
        case "blockquote": return ("blockquote", nil)
        case "label": return ("LabelText", nil)
        case "progress": return ("progressbar", nil)
        case "meter": return ("meter", nil)
        case "hr": return ("separator", nil)
        case "iframe": return ("Iframe", nil)
        default: return ("generic", nil)
        }
    }

    /// Roles whose name is the text inside them when nothing else names them.
    static let namedByContent: Set<String> = [
        "button", "link", "heading", "tab", "checkbox", "radio", "switch", "option", "menuitem", "menuitemcheckbox",
        "menuitemradio", "treeitem", "cell", "columnheader", "rowheader", "tooltip", "DisclosureTriangle",
    ]

    /// The element's accessible name, or nil.
    static func name(of node: JSONValue, role: String) -> String? {
        func present(_ text: String?) -> String? {
            text.map(collapsed).flatMap { $0.isEmpty ? nil : $0 }
        }
        if let label = present(attribute("aria-label", of: node)) { return label }
        let tag = tag(node)
        if tag == "img" || (tag == "input" && attribute("type", of: node)?.lowercased() == "image"), let alt = present(attribute("alt", of: node)) {
            return alt
        }
        if tag == "input", let type = attribute("type", of: node)?.lowercased(), ["button", "submit", "reset"].contains(type) {
            return present(attribute("value", of: node)) ?? (type == "reset" ? "Reset" : type == "submit" ? "Submit" : nil)
        }
        if namedByContent.contains(role), let text = present(textContent(of: node)) { return text }
        return present(attribute("placeholder", of: node)) ?? present(attribute("title", of: node))
    }

    /// The most characters of text gathered for a name.
    static let nameLength = 1000

    /// The text inside an element (images by their `alt`), as a name from content reads it.
    static func textContent(of node: JSONValue) -> String {
        var text = ""
        var stack = Array((node["children"]?.arrayValue ?? []).reversed())
        while let child = stack.popLast(), text.utf8.count < nameLength {
            switch child["nodeType"]?.numberValue {
            case 3?: text += " " + (child["nodeValue"]?.stringValue ?? "")
            case 1?:
                if HiddenContent.unrendered.contains(child["nodeName"]?.stringValue ?? "") || attribute("hidden", of: child) != nil { continue }
                if tag(child) == "img", let alt = attribute("alt", of: child) { text += " " + alt }
                if let label = attribute("aria-label", of: child) {
                    text += " " + label
                    continue
                }
                stack += (child["children"]?.arrayValue ?? []).reversed()
            default: continue
            }
        }
        return collapsed(text)
    }

    /// True when Tab reaches the element: a non-negative `tabindex`, or an element that takes
    /// focus by itself (a link, a button, a field, `contenteditable`), not disabled and without
    /// a negative `tabindex`.
    static func isFocusable(_ node: JSONValue) -> Bool {
        let tag = tag(node)
        let disabled = attribute("disabled", of: node) != nil && ["button", "input", "select", "textarea", "fieldset"].contains(tag)
        if disabled || attribute("inert", of: node) != nil { return false }
        if let index = attribute("tabindex", of: node).flatMap({ Int($0.filter { !$0.isWhitespace }) }) { return index >= 0 }
        switch tag {
        case "a", "area": return attribute("href", of: node) != nil
        case "button", "select", "textarea", "summary", "iframe": return true
        case "input": return attribute("type", of: node)?.lowercased() != "hidden"
        default:
            if let editable = attribute("contenteditable", of: node)?.lowercased() { return editable != "false" }
            return false
        }
    }

    /// Text with runs of white space made one space, without space at either end.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

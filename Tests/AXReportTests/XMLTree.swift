import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document parsed into elements, attributes and text, for comparing documents
/// regardless of formatting: text that is only whitespace between elements is dropped.
struct XMLTree: Equatable, CustomStringConvertible {
    var name: String
    var attributes: [String: String]
    var text: String
    var children: [XMLTree]

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ text: String) throws -> XMLTree {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(description: "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "no root element")")
        }
        return root
    }

    /// Every element named `name`, depth first.
    func all(_ name: String) -> [XMLTree] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }

    var description: String {
        "<\(name) \(attributes.sorted { $0.key < $1.key })>\(text.debugDescription)\(children)"
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(XMLTree(name: name, attributes: attributes, text: "", children: []))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard var element = stack.popLast() else { return }
            if element.text.allSatisfy(\.isWhitespace) && !element.children.isEmpty { element.text = "" }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}

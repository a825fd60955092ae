import AXModel
import Testing

/// The web's semantics in axsnap: `level`, `url` and the web states, read, written and kept.
@Suite struct WebSemanticsTests {
    let text = """
        {
          "axsnap": 1,
          "screen": "Docs",
          "platform": "web",
          "root": {
            "type": "RootWebArea",
            "children": [
              {
                "type": "heading",
                "label": "Install",
                "traits": ["header"],
                "accessible": true,
                "level": 2
              },
              {
                "type": "link",
                "label": "Guide",
                "traits": ["link"],
                "accessible": true,
                "url": "/guide"
              },
              {
                "type": "button",
                "label": "Menu",
                "traits": ["button", "notEnabled", "expanded", "required", "invalid"],
                "accessible": true
              }
            ]
          }
        }

        """

    @Test func levelUrlAndWebStatesAreReadWithoutWarnings() throws {
        let result = try SnapshotParser.parse(Array(text.utf8))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let children = result.snapshot.root.children
        #expect(children[0].level == 2)
        #expect(children[1].url == "/guide")
        #expect(children[2].traits.contains(.expanded) && children[2].traits.contains(.invalid))
        #expect(Trait(name: "collapsed").kind == .state)
    }

    @Test func theCanonicalFormWritesThemInPlace() throws {
        let snapshot = try SnapshotParser.parse(Array(text.utf8)).snapshot
        #expect(String(decoding: CanonicalWriter.write(snapshot), as: UTF8.self) == text)
    }

    @Test func aLevelThatIsNotAWholePositiveNumberIsAnError() {
        let bad = text.replacingOccurrences(of: "\"level\": 2", with: "\"level\": 0")
        #expect(throws: (any Error).self) { try SnapshotParser.parse(Array(bad.utf8)) }
        let fraction = text.replacingOccurrences(of: "\"level\": 2", with: "\"level\": 2.5")
        #expect(throws: (any Error).self) { try SnapshotParser.parse(Array(fraction.utf8)) }
    }

    @Test func elementsDifferingOnlyInLevelOrUrlAreNotEqual() {
        let heading = Element(type: "heading", label: "A", level: 2)
        var other = heading
        other.level = 3
        #expect(heading != other)
        var link = Element(type: "link", url: "/a")
        #expect(link != Element(type: "link"))
        link.url = ""
        #expect(Element(type: "link", url: "") == Element(type: "link"))
    }
}

import AXTestSupport
import Foundation
import Testing

@testable import AXModel

@Suite struct CanonicalWriterTests {
    @Test func specExampleIsCanonical() throws {
        let bytes = try Fixtures.bytes("model/spec-example.axsnap.json")
        let snapshot = try SnapshotParser.parse(bytes).snapshot
        #expect(CanonicalWriter.write(snapshot) == bytes)
    }

    @Test func everyDemoSnapshotIsCanonical() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("snapshots")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".axsnap.json") }
        #expect(files.count >= 9)
        for file in files {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
            let result = try SnapshotParser.parse(bytes, path: file)
            #expect(result.warnings.isEmpty, "\(file): \(result.warnings)")
            #expect(CanonicalWriter.write(result.snapshot) == bytes, "\(file) is not canonical")
        }
    }

    @Test func writesDefaultsOmittedAndKeysInSpecOrder() {
        let snapshot = Snapshot(
            screen: "S", platform: .android, generator: .init(name: "g", version: "1"),
            context: ["zeta": "z", "os": "14", "device": "Pixel"],
            root: Element(
                type: "T", id: "i", label: "L", value: "V", hint: "H",
                traits: [.unknown("zz"), .notEnabled, .button], frame: Frame(0.5, 12.25, 44, 1000.1),
                accessible: true, hidden: true, modal: true, grouped: true, childOrder: .geometric,
                text: "t", actions: ["A", "B"], rotors: ["R"], language: "en",
                extras: [ExtraKey(key: "b", value: .number(1)), ExtraKey(key: "a", value: .array([.number(1.5), .null]))],
                children: [Element(), Element(label: "c")]))
        let expected = """
            {
              "axsnap": 1,
              "screen": "S",
              "platform": "android",
              "generator": {
                "name": "g",
                "version": "1"
              },
              "context": {
                "device": "Pixel",
                "os": "14",
                "zeta": "z"
              },
              "root": {
                "type": "T",
                "id": "i",
                "label": "L",
                "value": "V",
                "hint": "H",
                "traits": ["button", "notEnabled", "zz"],
                "frame": [0.5, 12.25, 44, 1000.1],
                "accessible": true,
                "hidden": true,
                "modal": true,
                "grouped": true,
                "childOrder": "geometric",
                "text": "t",
                "actions": ["A", "B"],
                "rotors": ["R"],
                "language": "en",
                "b": 1,
                "a": [1.5, null],
                "children": [
                  {},
                  {
                    "label": "c"
                  }
                ]
              }
            }

            """
        #expect(CanonicalWriter.string(snapshot) == expected)
    }

    @Test func escapesControlCharactersAndKeepsUnicodeRaw() {
        let snapshot = Snapshot(screen: "a\"b\\c\n\u{01}é😀\u{7F}", root: Element())
        #expect(CanonicalWriter.string(snapshot).contains(#""screen": "a\"b\\c\n\u0001é😀\#u{7F}""#))
    }

    @Test func numbersUseTheShortestFormWithTwoDecimals() {
        #expect(Frame.format(44) == "44")
        #expect(Frame.format(12.5) == "12.5")
        #expect(Frame.format(0.07) == "0.07")
        #expect(Frame.format(-0.25) == "-0.25")
        #expect(Frame.format(-0.001) == "0")
        #expect(Frame.format(1000.10) == "1000.1")
        #expect(Frame.format(3.999) == "4")
    }

    @Test(arguments: 0..<300)
    func parseOfWriteIsIdentity(seed: Int) throws {
        let model = RandomSnapshots.snapshot(seed: UInt64(seed))
        let written = CanonicalWriter.write(model)
        let parsed = try SnapshotParser.parse(written)
        #expect(parsed.snapshot == model)
        // And the written form is a fixed point: writing the parsed model gives the same bytes.
        #expect(CanonicalWriter.write(parsed.snapshot) == written)
    }

    @Test func reformattingANonCanonicalFileGivesTheCanonicalOne() throws {
        let messy = #"{"root":{"accessible":true,"label":"Hi","traits":["staticText","header"],"frame":[1.0,2.50,3,4]},"screen":"S","axsnap":1}"#
        let snapshot = try SnapshotParser.parse(messy).snapshot
        let canonical = CanonicalWriter.string(snapshot)
        #expect(canonical == """
            {
              "axsnap": 1,
              "screen": "S",
              "root": {
                "label": "Hi",
                "traits": ["header", "staticText"],
                "frame": [1, 2.5, 3, 4],
                "accessible": true
              }
            }

            """)
    }
}

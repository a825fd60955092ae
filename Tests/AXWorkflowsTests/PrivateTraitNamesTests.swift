import AXTestSupport
import Foundation
import Testing

/// A file the capture wrote before UIKit's private trait bits had names (`bit28`) and the same
/// screen recorded again (`tabBarItem`): the names are traits added, once, and no finding
/// (docs/format.md, "Traits").
@Suite struct PrivateTraitNamesTests {
    static let bits: [(label: String, base: String, bit: String, name: String)] = [
        ("Home", "button", "bit28", "tabBarItem"), ("Back", "button", "bit27", "backButton"),
        ("Notes", "textEntry", "bit47", "textArea"), ("Password", "textEntry", "bit24", "secureTextField"),
        ("Email", "textEntry", "bit21", "isEditing"),
    ]

    static func screen(named: Bool) -> String {
        let elements = bits.enumerated().map { index, bit in
            """
                  {
                    "type": "UIView",
                    "label": "\(bit.label)",
                    "traits": ["\(bit.base)", "\(named ? bit.name : bit.bit)"],
                    "frame": [16, \(100 + 60 * index), 300, 44],
                    "accessible": true
                  }
            """
        }.joined(separator: ",\n")
        return """
        {
          "axsnap": 1,
          "screen": "Upgrade",
          "root": {
            "type": "UIWindow",
            "frame": [0, 0, 393, 852],
            "childOrder": "geometric",
            "children": [
        \(elements)
            ]
          }
        }

        """
    }

    @Test func recordingOldBitsAgainAsNamesIsNoFinding() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axtraitnames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.screen(named: false).utf8).write(to: folder.appendingPathComponent("Old.axsnap.json"))
        try Data(Self.screen(named: true).utf8).write(to: folder.appendingPathComponent("New.axsnap.json"))
        let result = try CommandRunner.run(["diff", "Old.axsnap.json", "New.axsnap.json"], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 errors, 0 warnings, 0 notices; 0 improvements"), "\(result.stdout)")
        for bit in Self.bits {
            #expect(result.stdout.contains("traits added on \(bit.label): \(bit.name)\n"), "\(result.stdout)")
        }
    }
}

import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// Every checkable class in docs/importers.md's class table, imported from a dump, announces
/// what the table says TalkBack says for it: its own role and state words.
@Suite struct CheckableClassTests {
    /// The table's rows that name checkable classes: (class names, checked, not checked).
    static func documentedRows() throws -> [(classes: [String], checked: String, notChecked: String)] {
        let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/importers.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[2].contains("`toggle`") else { return nil }
            let spoken = ticked(cells[3])
            guard spoken.count == 2 else { return nil }
            return (ticked(cells[1]), spoken[0], spoken[1])
        }
    }

    /// The `code` spans of a cell.
    static func ticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }

    @Test func theTableNamesEveryCheckableKindOfClass() throws {
        let classes = try Self.documentedRows().flatMap(\.classes)
        for name in ["Switch", "ToggleButton", "CheckBox", "RadioButton", "CheckedTextView"] {
            #expect(classes.contains(name), "docs/importers.md's class table lacks \(name)")
        }
    }

    @Test func everyDocumentedCheckableClassAnnouncesItsOwnRoleAndState() throws {
        let rows = try Self.documentedRows()
        #expect(rows.count >= 4)
        for row in rows {
            for name in row.classes {
                for (checked, expected) in [(true, row.checked), (false, row.notChecked)] {
                    let dump = """
                        <hierarchy rotation="0" width="1080" height="2400"><node index="0" text="Wi-Fi" resource-id="" \
                        class="android.widget.\(name)" package="com.example" content-desc="" checkable="true" \
                        checked="\(checked)" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" \
                        long-clickable="false" password="false" selected="false" bounds="[0,200][1080,368]"/></hierarchy>
                        """
                    let (snapshot, _) = try importText(dump, format: .uiautomator)
                    #expect(announcements(snapshot) == [expected], "\(name), checked: \(checked)")
                }
            }
        }
    }

    /// A settings row TalkBack focuses as one (a clickable LinearLayout around a text and a
    /// RadioButton that is not clickable) speaks as the radio button: "Checked, 5G, radio button".
    @Test func aRowAroundARadioButtonSpeaksAsTheRadioButton() throws {
        let dump = """
            <hierarchy rotation="0" width="1080" height="2400"><node index="0" text="" resource-id="" \
            class="android.widget.FrameLayout" package="com.example" content-desc="" checkable="false" checked="false" \
            clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" \
            password="false" selected="false" bounds="[0,0][1080,2400]"><node index="0" text="" resource-id="" \
            class="android.widget.LinearLayout" package="com.example" content-desc="" checkable="false" checked="false" \
            clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" \
            password="false" selected="false" bounds="[0,200][1080,368]"><node index="0" text="5G" resource-id="" \
            class="android.widget.TextView" package="com.example" content-desc="" checkable="false" checked="false" \
            clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" \
            password="false" selected="false" bounds="[48,240][800,328]"/><node index="1" text="" resource-id="" \
            class="android.widget.RadioButton" package="com.example" content-desc="" checkable="true" checked="true" \
            clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" \
            password="false" selected="false" bounds="[950,220][1040,348]"/></node></node></hierarchy>
            """
        let (snapshot, _) = try importText(dump, format: .uiautomator)
        #expect(announcements(snapshot) == ["Checked, 5G, radio button"])
    }
}

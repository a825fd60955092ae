import AXModel
import AXTestSupport
import Foundation
import Testing

@testable import AXImport

/// Every attribute Playwright 1.65 writes (`renderAriaSnapshotAsYaml`: `[checked]`,
/// `[disabled]`, `[expanded]`, `[active]`, `[invalid]`, `[level=N]`, `[pressed]`,
/// `[selected]`, `[aria-hidden]`, `[ref=…]`, `[cursor=pointer]`, `[box=x,y,w,h]`) read or left
/// out on purpose, without a warning.
@Suite struct PlaywrightAttributeTests {
    func read(_ text: String) throws -> (snapshot: Snapshot, warnings: [Diagnostic]) {
        try Importer.importSnapshot(Array(text.utf8), format: .ariaSnapshot, screen: "S", path: "a.aria.yml")
    }

    @Test func aBoxIsTheElementsFrameInCSSPixels() throws {
        let (snapshot, warnings) = try read("""
            - banner [box=0,0,1280,52]:
              - link "Home" [box=32,16,125,19]:
                - /url: /
            - option "Small" [selected] [box=0,0,0,0]
            - button "Odd" [box=1.5, 2 ,3,4]
            """)
        #expect(warnings.isEmpty, "\(warnings)")
        let elements = allElements(snapshot)
        #expect(elements.first { $0.type == "banner" }?.frame == Frame(0, 0, 1280, 52))
        #expect(elements.first { $0.label == "Home" }?.frame == Frame(32, 16, 125, 19))
        #expect(elements.first { $0.label == "Small" }?.frame == Frame(0, 0, 0, 0))
        #expect(elements.first { $0.label == "Odd" }?.frame == Frame(1.5, 2, 3, 4))
    }

    @Test func aBoxThatIsNotFourNumbersIsAWarningAtItsColumn() throws {
        let (snapshot, warnings) = try read("""
            - button "A" [box=1,2,3]
            - button "B" [box=1,2,-3,4]
            - button "C" [box=a,b,c,d]
            """)
        #expect(allElements(snapshot).allSatisfy { $0.frame == nil })
        #expect(warnings.map(\.line) == [1, 2, 3] && warnings.allSatisfy { $0.column == 14 })
        #expect(warnings.first?.message == "[box=1,2,3] is not x,y,width,height in CSS pixels (four numbers, the size not negative); it is left out")
    }

    @Test func aiModesReferencesAndCursorAreNotAccessibilitySemantics() throws {
        let (snapshot, warnings) = try read("""
            - generic [active] [ref=e1]:
              - link "Docs" [ref=f2e13] [cursor=pointer] [box=32,16,122,19]:
                - /url: /docs
            """)
        #expect(warnings.isEmpty, "\(warnings)")
        let plain = try read("- generic:\n  - link \"Docs\" [box=32,16,122,19]:\n    - /url: /docs\n").snapshot
        #expect(snapshot.root == plain.root)
    }

    @Test func invalidIsAStateAndSoIsEveryKindOfIt() throws {
        let (snapshot, warnings) = try read("""
            - textbox "Postcode" [invalid]: GL5
            - textbox "Essay" [invalid=spelling]
            - textbox "Notes" [invalid=grammar]
            - textbox "Name" [invalid=false]
            - textbox "Phone" [invalid=maybe]
            """)
        #expect(snapshot.root.children.map { $0.traits.contains(.invalid) } == [true, true, true, false, false])
        #expect(snapshot.root.children.first?.value == "GL5")
        #expect(warnings.map(\.message) == ["[invalid=maybe] is not [invalid], [invalid=true], [invalid=false], [invalid=grammar] or [invalid=spelling]; it is left out"])
    }

    /// Playwright prints a state only when it is true: an unchecked box is unchecked.
    @Test func aCheckboxWithoutCheckedIsUnchecked() throws {
        let (snapshot, _) = try read("""
            - checkbox "Weekly summary" [checked]
            - checkbox "Daily digest"
            - switch "Dark theme"
            - radio "Small"
            - button "Bold"
            """)
        #expect(snapshot.root.children.map(\.value) == ["1", "0", "0", nil, nil])
    }

    /// AI mode prints content hidden with aria-hidden that is still shown, marked
    /// `[aria-hidden]`; its native controls take focus unless disabled.
    @Test func ariaHiddenContentIsHiddenAndItsControlsFocusable() throws {
        let (snapshot, warnings) = try read("""
            - region [aria-hidden] [ref=e11]:
              - paragraph [ref=e12]:
                - link [ref=e13] [cursor=pointer]:
                  - /url: /cookies
                  - text: Read our cookie policy
              - button [ref=e14]: Accept all cookies
              - button [disabled] [ref=e15]: Saving…
            - button "Visible"
            """)
        #expect(warnings.isEmpty, "\(warnings)")
        let elements = allElements(snapshot)
        #expect(elements.first { $0.type == "region" }?.hidden == true)
        #expect(elements.filter(\.focusable).map(\.type) == ["link", "button"])
        #expect(elements.first { $0.label == "Visible" }?.focusable == false)
        #expect(VoiceOverModel(snapshot: snapshot).announcements == ["Visible, button"])
    }

    @Test(arguments: [
        ("/.*/", true), ("/.+/", true), ("/^.*$/", true), ("/[\\s\\S]*/", true), ("/(.*)/", true), ("/x*/", true),
        ("/a|.*/", true), ("/./", true), ("/^.+$/", true), ("/(?:.*)/", true), ("//", true), ("/.*?/", true),
        ("/Pay/", false), ("/\\d+ results/", false), ("/^$/", false), ("/../", false), ("/^a.*/", false),
        ("/(?=a).*/", false), ("/\\b.*/", false), ("/.*a/", false), ("/[a-z]*/", true), ("/[abc]/", false),
    ])
    func aNamePatternThatMatchesEveryNameIsNoName(pattern: String, matchesEveryName: Bool) throws {
        let (snapshot, _) = try read("- button \(pattern)\n")
        #expect((snapshot.root.children.first?.label == nil) == matchesEveryName, "\(pattern)")
        // A quoted name that reads like such a pattern is a name.
        let quoted = try read("- button \"\(pattern.replacingOccurrences(of: "\\", with: "\\\\"))\"\n").snapshot
        #expect(quoted.root.children.first?.label != nil)
    }

    /// One key with 200,000 attributes took 115 s when each attribute's column was counted from
    /// the line's start: the bytes looked at for columns grew with the square of the count.
    /// Held to work, not time: the count of bytes looked at is at most the key's length.
    @Test func aKeyWithManyAttributesIsReadInLinearTime() throws {
        let key = "button \"Ünïcode\"" + String(repeating: " [ref=e1]", count: 200_000)
        var work = 0
        let parsed = try AriaKey.parse(key, work: &work)
        #expect(parsed.attributes.count == 200_000 && parsed.name == "Ünïcode")
        #expect(work <= key.utf8.count, "\(work) bytes looked at for a key of \(key.utf8.count)")
        // The whole import of such a key: read, no warning, the name kept.
        let (snapshot, warnings) = try read("- \(key)\n")
        #expect(warnings.isEmpty && snapshot.root.children.first?.label == "Ünïcode")
        // Columns still count characters, not bytes, after non-ASCII text.
        let (_, bad) = try read("- button \"Ünïcode\" [ref=e1] [nope]\n")
        #expect(bad.first?.column == 29)
    }
}

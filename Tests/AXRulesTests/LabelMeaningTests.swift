import AXDiff
import AXModel
import Testing

@testable import AXRules

/// Label rules judge what a listener hears: keys, file names and identifiers are meaningless;
/// real names that hold underscores, dots or digits are names.
@Suite struct LabelMeaningTests {
    @Test(arguments: [
        ("settings.title", "a resource key"), ("btn_ok", "a resource key"), ("login_button_label", "a resource key"),
        ("home.welcomeMessage", "a resource key"), ("BTN_OK", "a resource key"), ("IMG_0042", "a resource key"),
        ("photo_001", "a resource key"), ("ic-arrow-left", "a resource key"), ("icon_share", "a resource key"), ("settings-title", "a resource key"),
        ("logo.png", "a file name"), ("Img201059", "an identifier"), ("btnClose", "an identifier"),
    ])
    func keysFilesAndIdentifiersAreMeaningless(label: String, reason: String) {
        #expect(LabelQuality.meaningless(label) == reason, "\(label)")
    }

    /// A bare role word in the label's language; "Taste" (German for key and button) is an
    /// English word too, and names something in English.
    @Test(arguments: [("Schaltfläche", "de"), ("Taste", "de"), ("ボタン", "ja"), ("画像", "ja"), ("زر", "ar"), ("صورة", "ar")])
    func aBareRoleWordInTheLabelsLanguageIsMeaningless(label: String, language: String) throws {
        let languages = [SpokenLanguage.english, try #require(SpokenLanguage.named(language))]
        #expect(LabelQuality.meaningless(label, languages: languages) == "a bare role word")
        #expect(LabelQuality.meaningless(label) == nil, "\(label) is no English role word")
    }

    @Test(arguments: [
        "my_crate_macros", "serde_json", "com.example.app", "crates.io", "node.js", "Wi-Fi", "Wi-Fi 6E", "e-Mail",
        "部屋2041", "Room 2041", "iPhone", "OK", "Version 4.2 (1187)",
        "text-to-speech", "menu-driven", "name.com", "Label.app", "content.io", "example.de",
    ])
    func realNamesAreNames(label: String) {
        #expect(LabelQuality.meaningless(label) == nil, "\(label)")
    }

    /// An icon font's glyph is silent: "\u{EAE1} Button" sounds like the bare role word it
    /// holds (siemens/element 9b4b5c117 dropped the glyph and nothing changed for a listener),
    /// and a glyph alone says nothing.
    @Test func iconGlyphsAreNotHeard() {
        #expect(LabelQuality.meaningless("\u{EAE1} Button") == "a bare role word")
        #expect(LabelQuality.meaningless("\u{E88A}") == "only an icon glyph, which says nothing")
        #expect(LabelQuality.meaningless("\u{E88A} Home") == nil)
    }

    @Test func aLabelEqualToTheElementsIdentifierIsMeaninglessUnlessItReadsAsWords() {
        #expect(LabelQuality.meaningless("saveButton", of: Element(id: "saveButton", label: "saveButton")) == "the element's identifier")
        #expect(LabelQuality.meaningless("Login", of: Element(id: "Login", label: "Login")) == nil)
        #expect(LabelQuality.meaningless("saveButton") == nil)
    }

    @Test func aLinkNamedAfterWhereItGoesIsAName() {
        let link = Element(type: "link", label: "btn_ok", traits: [.link], url: "https://crates.io/crates/btn_ok")
        #expect(LabelQuality.meaningless("btn_ok", of: link) == nil)
        #expect(LabelQuality.meaningless("logo.png", of: Element(traits: [.link], url: "/downloads/logo.png")) == nil)
        #expect(LabelQuality.meaningless("button", of: Element(traits: [.link], url: "/button")) == "a bare role word")
    }

    /// Links named after crates (underscores and all) on a package index page fail nothing.
    @Test func linksNamedAfterCratesAreNoFinding() {
        let page = Snapshot(screen: "Crates", platform: .web, root: Element(type: "RootWebArea", children: [
            Element(type: "heading", label: "Dependencies", traits: [.header], accessible: true, level: 1),
            Element(type: "link", id: nil, label: "my_crate_macros", traits: [.link], accessible: true, url: "/crates/my_crate_macros"),
            Element(type: "link", label: "tokio_util", traits: [.link], accessible: true, url: "/crates/tokio-util"),
        ]))
        let diff = ScreenDiff(old: Snapshot(screen: "Crates", platform: .web, root: Element(type: "RootWebArea")), new: page)
        #expect(!RuleEngine().evaluate(diff).regressions.contains { $0.ruleID == "label-meaningless" })
    }

    @Test func linksToOneTargetAreOneDestinationForDuplicateLabel() {
        func page(_ targets: [String]) -> [Finding] {
            let links = targets.enumerated().map { offset, target in
                Element(type: "link", id: "docs\(offset)", label: "Documentation", traits: [.link], frame: Frame(16, 100 + Double(offset) * 60, 200, 44), accessible: true, url: target)
            }
            return RuleEngine().evaluate(snapshot: VoiceOverModel(snapshot: Snapshot(screen: "S", platform: .web, root: Element(type: "RootWebArea", children: links))))
                .filter { $0.ruleID == "duplicate-label" }
        }
        #expect(page(["/docs", "/docs", "/docs"]).isEmpty)
        #expect(page(["/docs", "/docs", "/guide"]).map(\.message) == ["3 focus stops are announced \"Documentation, link\" (they go to 2 different places); add what each acts on to its label"])
    }
}

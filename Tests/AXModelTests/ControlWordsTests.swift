import AXModel
import Testing

/// Each control class is spoken with its reader's own role and state words: TalkBack's
/// `Check box`, `Radio button` and `Switch` with `checked`/`not checked` or `on`/`off` (in its
/// default description order, state first), VoiceOver's `switch button`, the web's ARIA roles.
@Suite struct ControlWordsTests {
    /// (class, TalkBack's words when checked, when not checked), per Android class.
    static let android: [(String, String, String)] = [
        ("android.widget.Switch", "On, Wi-Fi, switch", "Off, Wi-Fi, switch"),
        ("androidx.appcompat.widget.SwitchCompat", "On, Wi-Fi, switch", "Off, Wi-Fi, switch"),
        ("com.google.android.material.switchmaterial.SwitchMaterial", "On, Wi-Fi, switch", "Off, Wi-Fi, switch"),
        ("com.google.android.material.materialswitch.MaterialSwitch", "On, Wi-Fi, switch", "Off, Wi-Fi, switch"),
        // TalkBack speaks a ToggleButton with a switch's role and states (google/talkback:
        // ROLE_TOGGLE_BUTTON reads `value_switch`).
        ("android.widget.ToggleButton", "On, Wi-Fi, switch", "Off, Wi-Fi, switch"),
        ("android.widget.CheckBox", "Checked, Wi-Fi, check box", "Not checked, Wi-Fi, check box"),
        ("androidx.appcompat.widget.AppCompatCheckBox", "Checked, Wi-Fi, check box", "Not checked, Wi-Fi, check box"),
        ("com.google.android.material.checkbox.MaterialCheckBox", "Checked, Wi-Fi, check box", "Not checked, Wi-Fi, check box"),
        ("android.widget.CompoundButton", "Checked, Wi-Fi, check box", "Not checked, Wi-Fi, check box"),
        ("android.widget.RadioButton", "Checked, Wi-Fi, radio button", "Not checked, Wi-Fi, radio button"),
        ("androidx.appcompat.widget.AppCompatRadioButton", "Checked, Wi-Fi, radio button", "Not checked, Wi-Fi, radio button"),
        ("com.google.android.material.radiobutton.MaterialRadioButton", "Checked, Wi-Fi, radio button", "Not checked, Wi-Fi, radio button"),
        // No role word, and the state only when checked.
        ("android.widget.CheckedTextView", "Checked, Wi-Fi", "Wi-Fi"),
        // A custom checkable view: no role word, a check box's states.
        ("com.example.SettingRow", "Checked, Wi-Fi", "Not checked, Wi-Fi"),
    ]

    @Test(arguments: android)
    func talkBackSaysEachCheckableClassItsOwnWay(type: String, checked: String, notChecked: String) {
        let on = Element(type: type, label: "Wi-Fi", value: "1", traits: [.button, .toggle])
        let off = Element(type: type, label: "Wi-Fi", value: "0", traits: [.button, .toggle])
        #expect(Announcement.text(for: on, reader: .talkBack) == checked)
        #expect(Announcement.text(for: off, reader: .talkBack) == notChecked)
    }

    /// (type, the web's words when checked, when not checked).
    static let web: [(String, String, String)] = [
        ("switch", "Wi-Fi, switch, on", "Wi-Fi, switch, off"),
        ("checkbox", "Wi-Fi, checkbox, checked", "Wi-Fi, checkbox, not checked"),
        ("menuitemcheckbox", "Wi-Fi, checkbox, checked", "Wi-Fi, checkbox, not checked"),
        ("radio", "Wi-Fi, radio, checked", "Wi-Fi, radio, not checked"),
        ("button", "Wi-Fi, toggle button, pressed", "Wi-Fi, toggle button, not pressed"),
    ]

    @Test(arguments: web)
    func webScreenReadersSayEachRoleItsOwnWay(type: String, checked: String, notChecked: String) {
        let on = Element(type: type, label: "Wi-Fi", value: "1", traits: [.button, .toggle])
        let off = Element(type: type, label: "Wi-Fi", value: "0", traits: [.button, .toggle])
        #expect(Announcement.text(for: on, reader: .webScreenReaders) == checked)
        #expect(Announcement.text(for: off, reader: .webScreenReaders) == notChecked)
    }

    /// VoiceOver names no class: UIKit's switch, XCUITest's and a custom toggle all say
    /// "switch button" and their state as the value.
    @Test(arguments: ["UISwitch", "XCUIElementTypeSwitch", "ThemeToggle"])
    func voiceOverSaysSwitchButtonForEveryToggle(type: String) {
        let on = Element(type: type, label: "Wi-Fi", value: "1", traits: [.button, .toggle])
        #expect(Announcement.text(for: on, reader: .voiceOver) == "Wi-Fi, On, switch button. Double tap to toggle setting.")
    }

    /// A clickable row that merges its RadioButton speaks as the radio button: its role and
    /// its checked state, state first.
    @Test func aRowSpeaksWithTheRoleAndStateOfTheControlItMerges() {
        func row(_ control: String) -> Snapshot {
            Snapshot(screen: "Network", platform: .android, root: Element(children: [
                Element(type: "android.widget.LinearLayout", label: "5G", value: "1", traits: [.button, .toggle], accessible: true, children: [
                    Element(type: "android.widget.TextView", label: "5G", traits: [.staticText]),
                    Element(type: control, value: "1", traits: [.button, .toggle]),
                ]),
            ]))
        }
        #expect(VoiceOverModel(snapshot: row("android.widget.RadioButton")).announcements == ["Checked, 5G, radio button"])
        #expect(VoiceOverModel(snapshot: row("android.widget.CheckBox")).announcements == ["Checked, 5G, check box"])
        #expect(VoiceOverModel(snapshot: row("android.widget.Switch")).announcements == ["On, 5G, switch"])
        let model = VoiceOverModel(snapshot: row("android.widget.RadioButton"))
        #expect(model.controlType(of: 1) == "android.widget.RadioButton")
        #expect(model.spokenValue(of: 1) == "Checked")
    }

    @Test func selectionStillLeadsAndDisabledStillEnds() {
        let element = Element(type: "android.widget.RadioButton", label: "5G", value: "0", traits: [.button, .toggle, .selected, .notEnabled])
        #expect(Announcement.text(for: element, reader: .talkBack) == "Selected, Not checked, 5G, radio button, disabled")
    }
}

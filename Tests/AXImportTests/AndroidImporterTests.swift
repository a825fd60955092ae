import AXImport
import AXModel
import Testing

@Suite struct AndroidImporterTests {
    // MARK: Real dumps

    @Test func noraEmptyChatHasADisabledSendButton() throws {
        let (snapshot, _) = try importReal("uiautomator/nora_window_dump2.xml")
        #expect(announcements(snapshot) == [
            "Local Agent",
            "Start a conversation with your local AI model",
            "Type a message..., edit box",
            "Send, button, disabled",
        ])
        let stops = focusStops(snapshot)
        #expect(stops.map(\.type) == [
            "android.widget.TextView", "android.widget.TextView", "android.widget.EditText", "android.view.View",
        ])
        #expect(stops.map(\.traits) == [[.staticText], [.staticText], [.textEntry], [.button, .notEnabled]])
        #expect(stops[3].label == "Send")
        #expect(stops[3].frame == Frame(923, 2223, 126, 126))
        #expect(stops[0].text == "Local Agent")
        #expect(snapshot.platform == .android)
        #expect(snapshot.context == [
            "app": "com.example.localagent", "screenSize": "1080x2400", "orientation": "portrait", "frameUnit": "px",
        ])
        #expect(snapshot.root.type == "hierarchy")
        #expect(snapshot.root.frame == Frame(0, 0, 1080, 2400))
    }

    @Test func noraModelPickerIsTheSameWhetherOrNotANodeHasFocus() throws {
        // The two dumps differ by one focused="true": keyboard focus is not part of a snapshot.
        let (first, _) = try importReal("uiautomator/nora_ui2.xml", screen: "Model picker")
        let (second, _) = try importReal("uiautomator/nora_window_dump.xml", screen: "Model picker")
        #expect(CanonicalWriter.write(first) == CanonicalWriter.write(second))
        #expect(announcements(first) == [
            "Local Agent", "Rescan, button", "Select a model to load",
            "model, Model: 492.3 MB | Tokenizer: 11.4 MB, /data/local/tmp/llama/model.pte, Selected, button",
            "Load Model & Start Chat, button", "Rescan /data/local/tmp/llama/, button",
        ])
    }

    @Test func settingsTopScreenFollowsTalkBack() throws {
        let (snapshot, _) = try importReal("appium-uiautomator2/shirates_android_SettingsTopScreen.xml")
        #expect(announcements(snapshot) == [
            "Search settings, button",
            "Button",
            "Profile picture, double tap to open Google Account, button, image",
            "Show, button",
            "Network & internet, Wi\u{2011}Fi, mobile, data usage, and hotspot, button",
            "Connected devices, Bluetooth, driving mode, NFC, button",
            "Apps & notifications, Assistant, recent apps, default apps, button",
            "Battery, 100%, button",
            "Display, Styles, wallpapers, screen timeout, font size, button",
            "Sound, Volume, vibration, Do Not Disturb, button",
            "Storage, 37% used - 40.53 GB free, button",
            "Privacy, Permissions, account activity, personal data, button",
            "Location, button",
        ])
        let stops = focusStops(snapshot)
        // The search bar speaks its text; the unlabelled search icon inside it is a stop of its
        // own, moved right after the bar so both stay reachable.
        #expect(stops[0].id == "com.android.settings:id/search_action_bar")
        #expect(stops[0].type == "android.view.ViewGroup")
        #expect(stops[1].type == "android.widget.ImageButton")
        #expect(stops[1].label == nil)
        #expect(stops[2].id == "com.android.settings:id/account_avatar")
        #expect(stops[4].type == "android.widget.LinearLayout")
        #expect(stops[4].frame == Frame(0, 397, 1080, 200))
        // Repeated resource ids name a kind of view, not one element: they are left out.
        let elements = allElements(snapshot)
        #expect(!elements.contains { $0.id == "android:id/title" || $0.id == "android:id/icon" })
        #expect(elements.contains { $0.id == "com.android.settings:id/recycler_view" })
        #expect(elements.filter(\.accessible).count == stops.count)
        #expect(snapshot.context["screenSize"] == "1080x2088")
    }

    @Test func switchRowsSpeakTheirSwitchState() throws {
        let (snapshot, _) = try importReal("appium-uiautomator2/shirates_android_DateAndTime_en.xml")
        let stops = focusStops(snapshot)
        let row = try #require(stops.first { $0.label == "Set time automatically" })
        #expect(row.traits == [.button, .toggle])
        #expect(row.value == "1")
        #expect(announcements(snapshot).contains("Off, Use location to set time zone, switch"))
        // A category header that is not clickable is a stop as a list item.
        let header = try #require(stops.first { $0.label == "Time format" })
        #expect(header.traits.isEmpty)
        #expect(header.type == "android.widget.LinearLayout")
        let disabled = try #require(stops.first { $0.label?.hasPrefix("Date,") == true })
        #expect(disabled.traits == [.button, .notEnabled])
    }

    @Test func wikipediaOnTwoScreenSizesKeepsItsElementsButNotItsFrames() throws {
        let (small, _) = try importReal("appium-uiautomator2/alumnium_wikipedia_uiautomator2_1080x2176.xml", screen: "Explore")
        let (large, _) = try importReal("appium-uiautomator2/alumnium_wikipedia_uiautomator2_1440x2934.xml", screen: "Explore")
        let smallStops = focusStops(small)
        let largeStops = focusStops(large)
        #expect(smallStops.count == largeStops.count)
        #expect(smallStops.map(\.id) == largeStops.map(\.id))
        #expect(smallStops.map(\.type) == largeStops.map(\.type))
        #expect(smallStops.map(\.traits) == largeStops.map(\.traits))
        let changed = zip(smallStops, largeStops).enumerated().filter { $0.element.0.label != $0.element.1.label }
        #expect(changed.map(\.offset) == [9])
        #expect(changed.first?.element.1.label?.hasPrefix("History of education in Wales (1701–1870), The period") == true)
        #expect(zip(smallStops, largeStops).allSatisfy { $0.frame != $1.frame })
        #expect(small.context["screenSize"] == "1080x2176")
        #expect(large.context["screenSize"] == "1440x2934")
        #expect(largeStops.first?.label == "Search Wikipedia, Search Wikipedia")
    }

    @Test func densityConvertsPixelsToDp() throws {
        let (snapshot, _) = try importReal(
            "uiautomator/nora_window_dump2.xml", options: Importer.Options(androidDensity: 2.625))
        let send = try #require(focusStops(snapshot).last)
        #expect(send.frame == Frame(351.62, 846.86, 48, 48))
        #expect(snapshot.root.frame == Frame(0, 0, 411.43, 914.29))
        #expect(snapshot.context["density"] == "2.625")
        #expect(snapshot.context["frameUnit"] == "dp")
        #expect(snapshot.context["screenSize"] == "1080x2400")
    }

    // MARK: TalkBack rules

    @Test func talkBackMergesTextIntoFocusableNodesAndMovesNestedStopsOut() throws {
        let (snapshot, _) = try importText("""
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" bounds="[0,0][100,200]">
                <node class="android.widget.LinearLayout" bounds="[0,10][100,200]">
                  <node class="android.widget.TextView" text="Title" heading="true" bounds="[0,10][100,20]"/>
                  <node class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,20][100,40]">
                    <node class="android.widget.TextView" text="Wi-Fi" bounds="[0,20][50,40]"/>
                    <node class="android.widget.TextView" text="  " bounds="[0,20][50,40]"/>
                    <node class="android.widget.ImageView" content-desc="Signal full" bounds="[50,20][60,40]"/>
                    <node class="android.widget.Switch" checkable="true" checked="false" bounds="[60,20][80,40]"/>
                    <node class="android.widget.ImageButton" content-desc="Settings" clickable="true" bounds="[80,20][100,40]"/>
                  </node>
                  <node class="android.widget.EditText" text="typed" hint="Name" clickable="true" focusable="true" password="false" bounds="[0,40][100,60]"/>
                  <node class="android.widget.CheckBox" text="Remember" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,60][100,80]"/>
                  <node class="android.widget.SeekBar" content-desc="Volume" focusable="true" bounds="[0,80][100,100]"/>
                  <node class="android.widget.TextView" text="Gone" displayed="false" bounds="[0,100][100,120]"/>
                  <node class="android.view.View" clickable="true" bounds="[0,120][100,140]">
                    <node class="android.view.View" bounds="[0,120][100,140]"/>
                  </node>
                  <node class="androidx.recyclerview.widget.RecyclerView" focusable="true" scrollable="true" bounds="[0,140][100,200]">
                    <node class="android.widget.LinearLayout" bounds="[0,140][100,170]">
                      <node class="android.widget.TextView" text="Row" bounds="[0,140][100,150]"/>
                      <node class="android.widget.TextView" text="Detail" bounds="[0,150][100,170]"/>
                    </node>
                  </node>
                </node>
              </node>
            </hierarchy>
            """, format: .uiautomator)
        #expect(announcements(snapshot) == [
            "Title, heading",
            "Off, Wi-Fi, Signal full, switch",
            "Settings, button",
            "typed, edit box. Name.",
            "Checked, Remember, check box",
            "Volume, slider",
            "Row, Detail",
        ])
        let elements = allElements(snapshot)
        // A focusable list whose items are stops of their own is no stop.
        let list = try #require(elements.first { $0.type == "androidx.recyclerview.widget.RecyclerView" })
        #expect(!list.accessible)
        // The nested Settings button now follows its row.
        let row = try #require(elements.firstIndex { $0.label?.hasPrefix("Wi-Fi") == true })
        #expect(elements[row].children.count == 4)
        #expect(elements[row + 5].label == "Settings")
        #expect(elements.first { $0.label == "Gone" }?.hidden == true)
        // A clickable view with no text anywhere and visible children is no stop.
        #expect(elements.filter { $0.type == "android.view.View" }.allSatisfy { !$0.accessible })
        let field = try #require(elements.first { $0.type == "android.widget.EditText" })
        #expect(field.value == "typed")
        #expect(field.hint == "Name")
        #expect(field.label == nil)
        #expect(field.text == nil)
    }

    @Test func badBoundsAreAWarningAndTheNodeIsKept() throws {
        let (snapshot, warnings) = try importText("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][10,10]"><node text="OK" class="android.widget.Button" clickable="maybe" bounds="[0,0][abc]" /></node></hierarchy>
            """, format: .uiautomator)
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.line == 1 && $0.path == "test-input" })
        #expect(warnings[0].message == "clickable=\"maybe\" on <node> is not true or false; the default is used")
        #expect(warnings[1].message.contains("bounds=\"[0,0][abc]\""))
        #expect(warnings[1].column == 208)
        let button = try #require(focusStops(snapshot).first)
        #expect(button.label == "OK")
        #expect(button.frame == nil)
    }

    @Test func hostileTextIsKeptVerbatim() throws {
        let (snapshot, _) = try importText("""
            <hierarchy><node class="android.widget.TextView" text="&lt;script&gt;x&lt;/script&gt;&#1;|&#124;" content-desc="" bounds="[0,0][1,1]"/></hierarchy>
            """, format: .uiautomator)
        #expect(focusStops(snapshot).map(\.label) == ["<script>x</script>\u{1}||"])
        #expect(try SnapshotParser.parse(CanonicalWriter.write(snapshot)).snapshot == snapshot)
    }
}

import AXImport
import AXModel
import AXTestSupport
import Testing

/// The real dumps under Tests/Fixtures/real, by kind.
enum RealDumps {
    static let xcuitest = [
        "xcuitest/alumnium_foobar_duplicated.xml", "xcuitest/alumnium_todolist_v1.xml",
        "xcuitest/alumnium_todolist_v2.xml", "xcuitest/shirates_ios_DateAndTime_ja.xml",
        "xcuitest/shirates_ios_SettingsTopScreen.xml",
    ]
    static let uiautomator = [
        "uiautomator/nora_ui.xml", "uiautomator/nora_ui2.xml", "uiautomator/nora_ui_dump.xml",
        "uiautomator/nora_ui_dump2.xml", "uiautomator/nora_window_dump.xml",
        "uiautomator/nora_window_dump2.xml",
        "appium-uiautomator2/alumnium_wikipedia_uiautomator2_1080x2176.xml",
        "appium-uiautomator2/alumnium_wikipedia_uiautomator2_1440x2934.xml",
        "appium-uiautomator2/shirates_android_DateAndTime_en.xml",
        "appium-uiautomator2/shirates_android_DateAndTime_ja.xml",
        "appium-uiautomator2/shirates_android_SecurityScreen.xml",
        "appium-uiautomator2/shirates_android_SettingsTopScreen.xml",
    ]
    static let chrome = ["cdp-axtree/alumnium_todomvc_getFullAXTree.json"]
    static let aria = [
        "aria-snapshot/cratesio_api-token_aria.yml", "aria-snapshot/cratesio_crate-code_aria.yml",
        "aria-snapshot/cratesio_crate_aria-version.yml", "aria-snapshot/cratesio_search_aria.yml",
    ]
    static let all = xcuitest + uiautomator + chrome + aria
}

/// Imports a real dump by its path under Tests/Fixtures/real, detecting the kind.
func importReal(
    _ relative: String, format: ImportFormat? = nil, screen: String? = nil,
    options: Importer.Options = Importer.Options()
) throws -> (snapshot: Snapshot, warnings: [Diagnostic]) {
    let bytes = try Fixtures.bytes("real/" + relative)
    return try Importer.importSnapshot(
        bytes, format: format, screen: screen, path: "real/" + relative, options: options)
}

/// Imports XML or JSON written in a test.
func importText(_ text: String, format: ImportFormat? = nil, path: String? = "test-input") throws -> (snapshot: Snapshot, warnings: [Diagnostic]) {
    try Importer.importSnapshot(Array(text.utf8), format: format, screen: "Test", path: path)
}

/// What VoiceOver announces at each focus stop, in reading order.
func announcements(_ snapshot: Snapshot) -> [String] {
    VoiceOverModel(snapshot: snapshot).announcements
}

/// All elements in preorder.
func allElements(_ snapshot: Snapshot) -> [Element] {
    Array(ElementTree(root: snapshot.root).elements)
}

/// The focus stops' elements, in reading order.
func focusStops(_ snapshot: Snapshot) -> [Element] {
    let model = VoiceOverModel(snapshot: snapshot)
    return model.focusStops.map { model.tree.elements[$0] }
}

/// The error an import throws, or nil.
func importError(_ text: String, format: ImportFormat? = nil) -> ImportError? {
    do {
        _ = try Importer.importSnapshot(Array(text.utf8), format: format, screen: nil, path: "bad.xml")
        return nil
    } catch {
        return error
    }
}

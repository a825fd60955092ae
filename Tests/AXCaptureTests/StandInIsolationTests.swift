import AXTestSupport
import Foundation
import Testing

/// The stand-in's initialisers are main-actor isolated, as the SDK's are: code that makes a
/// view off the main actor fails to compile here as it does in Xcode. Checked by type-checking
/// snippets against the built UIKitInterface module with the toolchain's `swiftc`.
@Suite struct StandInIsolationTests {
    static let inits = [
        "UIView(frame: .zero)", "UIView()", "UIWindow(frame: .zero)", "UIViewController()", "UILabel()",
        "UIButton(type: .system)", "UISwitch()", "UISlider()", "UIStepper()", "UISegmentedControl(items: [\"A\"])",
        "UIImageView(image: nil)", "UIStackView(arrangedSubviews: [])", "UIScrollView()", "UITextField()", "UITextView()",
        "UITableView(frame: .zero, style: .plain)", "UITableViewCell(style: .default, reuseIdentifier: nil)",
        "UIAccessibilityElement(accessibilityContainer: UIView())", "UINavigationController(rootViewController: UIViewController())",
        "UIAlertController(title: nil, message: nil, preferredStyle: .alert)", "UITabBar()", "UITabBarItem(title: nil, image: nil, tag: 0)",
    ]

    /// Type-checks `body` inside a function with `attribute`; returns the compiler's output and
    /// whether it succeeded.
    static func typecheck(_ body: String, attribute: String) throws -> (ok: Bool, output: String) {
        let modules = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("Modules")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("axisolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("snippet.swift")
        try Data("import UIKitInterface\n\(attribute) func make() {\n    _ = \(body)\n}\n".utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let result = try CommandRunner.capture(process)
        return (result.status == 0, result.stdout + result.stderr)
    }

    @Test(arguments: inits)
    func offTheMainActorAViewDoesNotCompile(_ expression: String) throws {
        let off = try Self.typecheck(expression, attribute: "")
        #expect(!off.ok && off.output.contains("main actor-isolated initializer"), "\(expression): \(off.output)")
        let on = try Self.typecheck(expression, attribute: "@MainActor")
        #expect(on.ok, "\(expression) must compile on the main actor: \(on.output)")
    }
}

import Foundation

/// Locates files under `Tests/Fixtures` of this package.
public enum Fixtures {
    /// The `Tests/Fixtures` folder, found from this source file's location.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // AXTestSupport
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures")

    /// The path of a fixture, e.g. `Fixtures.path("model/spec-example.axsnap.json")`.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The bytes of a fixture.
    public static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    /// The text of a fixture.
    public static func text(_ relative: String) throws -> String {
        String(decoding: try bytes(relative), as: UTF8.self)
    }

    /// The package's root folder.
    public static let packageRoot: URL = root.deletingLastPathComponent().deletingLastPathComponent()
}

import AXTestSupport
import Foundation
import Testing

/// scripts/check-imports: every module a target's Swift files import is one Package.swift
/// declares for that target (or the toolchain's, or a listed exception with its reason).
@Suite struct DeclaredImportsTests {
    static let script = Tooling.root.appendingPathComponent("scripts/check-imports").path

    @Test func everyImportOfThisPackageIsDeclared() throws {
        let check = try Tooling.run(Self.script, [], in: Tooling.root, environment: Tooling.environment(home: Tooling.root))
        #expect(check.status == 0, "declare these dependencies in Package.swift: \(check.output)")
        #expect(check.stdout.contains("every module imported is declared"))
    }

    /// An undeclared import is named with its file and line; declared targets and products,
    /// the toolchain's modules, commented-out imports and a target's own folder (`path:`) are
    /// not; an exception no file needs any more is reported too.
    @Test func anUndeclaredImportIsNamedWithItsFileAndLine() throws {
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "sample",
                    dependencies: [.package(url: "https://example.com/parser", from: "1.0.0")],
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Git", dependencies: ["Core"]),  // "Hidden" is not declared
                        .target(name: "Support", dependencies: ["Core"], path: "Tests/Support"),
                        .executableTarget(name: "tool", dependencies: ["Core", .product(name: "Parser", package: "parser")]),
                        .testTarget(name: "CoreTests", dependencies: ["Core", "Support"]),
                    ]
                )
                """,
            "Sources/Core/Core.swift": "import Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\n",
            "Sources/Git/Git.swift": "import Core\n// import Hidden\n/* import Hidden */\n",
            "Sources/tool/main.swift": "import Core\nimport Parser\nimport Git\n",
            "Tests/Support/Support.swift": "import Core\n",
            "Tests/CoreTests/CoreTests.swift": "import Testing\n@testable import Core\nimport Support\npublic import Git\n",
        ]
        for (path, text) in files { try Tooling.write(text, to: folder.appendingPathComponent(path)) }

        let check = try Tooling.run(Self.script, ["--root", folder.path], in: folder, environment: Tooling.environment(home: folder))
        #expect(check.status == 1)
        let lines = check.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Sources/tool/main.swift:3: tool imports Git, which Package.swift does not declare") }, "\(check.output)")
        #expect(lines.contains { $0.hasPrefix("Tests/CoreTests/CoreTests.swift:4: CoreTests imports Git,") }, "\(check.output)")
        #expect(lines.contains { $0.contains("the exception for AXImport importing CYaml is no longer needed") }, "\(check.output)")
        #expect(lines.count == 3, "only those: \(check.output)")
    }

    @Test func aFolderWithoutPackageSwiftIsAUsageError() throws {
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try Tooling.run(Self.script, ["--root", folder.path], in: folder, environment: Tooling.environment(home: folder))
        #expect(check.status == 1)
        #expect(check.stderr.contains("no Package.swift in \(folder.path)"), "\(check.output)")
    }
}

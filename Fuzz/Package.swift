// swift-tools-version:6.0
// libFuzzer targets for axdiff's parsers and importers. Kept out of the main package so that
// `swift build` and `scripts/test` never see them; build and run them with `scripts/fuzz`.
import PackageDescription

let package = Package(
    name: "axdiff-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "axdiff", path: "..")],
    targets: [
        // Declares LLVMFuzzerRunDriver: SwiftPM aliases `main` to each executable's own entry.
        .target(name: "CFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzer",
                .product(name: "AXModel", package: "axdiff"),
                .product(name: "AXImport", package: "axdiff"),
            ]
        ),
        .executableTarget(name: "FuzzPlanted", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzSnapshot", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzXCUITest", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzUIAutomator", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzChrome", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzDetect", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzAria", dependencies: ["FuzzSupport"]),
        .executableTarget(
            name: "FuzzMatcher", dependencies: ["FuzzSupport", .product(name: "AXDiff", package: "axdiff")]),
        .executableTarget(
            name: "FuzzConfiguration", dependencies: ["FuzzSupport", .product(name: "AXRules", package: "axdiff")]),
        .executableTarget(
            name: "FuzzCapture", dependencies: ["FuzzSupport", .product(name: "AXCapture", package: "axdiff")]),
    ],
    swiftLanguageModes: [.v6]
)

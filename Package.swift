// swift-tools-version:6.2
// Swift 6.2 (Xcode 26) or newer: the UIKit adapter conforms to the capture's protocol on the
// main actor (an isolated conformance, new in 6.2), as UIKit requires (docs/capture-ios.md).
import PackageDescription

/// Platforms without UIKit, where the capture adapters compile against stand-ins.
let withoutUIKit = TargetDependencyCondition.when(platforms: [Platform.linux, .macOS, .windows, .android])

let package = Package(
    name: "axdiff",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "axdiff", targets: ["axdiff"]),
        .library(name: "AXModel", targets: ["AXModel"]),
        .library(name: "AXImport", targets: ["AXImport"]),
        .library(name: "AXDiff", targets: ["AXDiff"]),
        .library(name: "AXRules", targets: ["AXRules"]),
        .library(name: "AXReport", targets: ["AXReport"]),
        .library(name: "AXWorkflows", targets: ["AXWorkflows"]),
        .library(name: "AXBrowser", targets: ["AXBrowser"]),
        // Capture on iOS (docs/capture-ios.md): for app and UI test targets.
        .library(name: "AXCapture", targets: ["AXCapture"]),
        .library(name: "AXCaptureTesting", targets: ["AXCaptureTesting"]),
        .library(name: "AXSnapshotTesting", targets: ["AXSnapshotTesting"]),
        .library(name: "AXCaptureXCUITest", targets: ["AXCaptureXCUITest"]),
        // The UIKit stand-in AXCapture compiles against where UIKit does not exist: fake views
        // for tests and benchmarks on Linux (Benchmarks/ builds the capture row's screen with it).
        .library(name: "UIKitInterface", targets: ["UIKitInterface"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibGit2",
            providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
        ),
        .target(name: "AXModel"),
        .target(name: "AXImport", dependencies: ["AXModel", "Yams"]),
        // libgit2's functions, forwarded to the library opened on first use.
        .target(name: "LibGit2Loader", dependencies: ["CLibGit2"]),
        .target(name: "AXGit", dependencies: ["AXModel", "CLibGit2", "LibGit2Loader"]),
        .target(name: "AXDiff", dependencies: ["AXModel"]),
        .target(name: "AXRules", dependencies: ["AXModel", "AXDiff", "Yams"]),
        .target(name: "AXReport", dependencies: ["AXModel", "AXDiff", "AXRules"]),
        // Capture in headless Chromium over the DevTools pipe (docs/web.md).
        .target(name: "AXBrowser", dependencies: ["AXModel", "AXImport"]),
        .target(
            name: "AXWorkflows",
            dependencies: ["AXModel", "AXImport", "AXGit", "AXDiff", "AXRules", "AXReport", "AXBrowser"]
        ),
        // Policy for the command-line process alone (how long what it loaded lives, how its heap
        // grows): never a dependency of the libraries, whose users keep their own process's policy.
        .target(name: "AXRuntime"),
        .executableTarget(
            name: "axdiff",
            dependencies: [
                "AXWorkflows", "AXReport", "AXRules", "AXImport", "AXModel", "AXBrowser", "AXGit", "AXRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Capture on iOS. Where UIKit and XCUITest do not exist, the adapters compile against
        // stand-ins that declare exactly the Apple API they use.
        .target(name: "UIKitInterface"),
        .target(name: "XCUITestInterface"),
        .target(name: "AXCapture", dependencies: ["AXModel", .target(name: "UIKitInterface", condition: withoutUIKit)]),
        .target(
            name: "AXCaptureTesting",
            dependencies: ["AXCapture", "AXModel", "AXDiff", "AXRules", "AXReport", .target(name: "UIKitInterface", condition: withoutUIKit)]
        ),
        .target(
            name: "AXSnapshotTesting",
            dependencies: [
                "AXCaptureTesting", "AXCapture", "AXModel", .target(name: "UIKitInterface", condition: withoutUIKit),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(name: "AXCaptureXCUITest", dependencies: ["AXModel", "AXCapture", .target(name: "XCUITestInterface", condition: withoutUIKit)]),
        .target(name: "AXTestSupport", dependencies: ["AXModel", "AXGit"], path: "Tests/AXTestSupport"),
        .testTarget(name: "AXModelTests", dependencies: ["AXModel", "AXTestSupport"]),
        .testTarget(name: "AXRuntimeTests", dependencies: ["AXRuntime", "AXModel", "AXTestSupport"]),
        .testTarget(name: "AXImportTests", dependencies: ["AXImport", "AXModel", "AXTestSupport"]),
        .testTarget(name: "AXGitTests", dependencies: ["AXGit", "CLibGit2", "AXTestSupport"]),
        .testTarget(name: "AXDiffTests", dependencies: ["AXDiff", "AXModel", "AXTestSupport"]),
        .testTarget(name: "AXRulesTests", dependencies: ["AXRules", "AXDiff", "AXModel", "AXTestSupport"]),
        .testTarget(name: "AXReportTests", dependencies: ["AXReport", "AXRules", "AXDiff", "AXModel", "AXTestSupport"]),
        .testTarget(
            name: "AXWorkflowsTests",
            dependencies: ["AXWorkflows", "AXGit", "AXImport", "AXModel", "AXDiff", "AXRules", "AXReport", "AXTestSupport"]
        ),
        .testTarget(name: "AXBrowserTests", dependencies: ["AXBrowser", "AXWorkflows", "AXRules", "AXDiff", "AXModel", "AXTestSupport"]),
        // The CI recipes, the GitHub Action, the git hooks and the install script, run as users run them.
        .testTarget(name: "ToolingTests", dependencies: ["AXTestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "AXCaptureTests", dependencies: ["AXCapture", "AXModel", "UIKitInterface", "AXTestSupport"]),
        // The capture's tests that build screens with UIKit calls: against the stand-in here, against
        // UIKit itself in the iOS Simulator (.github/workflows/apple.yml, scripts/apple-tests).
        .testTarget(name: "AXCaptureUIKitTests", dependencies: ["AXCapture", "AXModel", .target(name: "UIKitInterface", condition: withoutUIKit)]),
        .testTarget(
            name: "AXCaptureTestingTests",
            dependencies: ["AXCaptureTesting", "AXCapture", "AXModel", "AXDiff", "AXRules", .target(name: "UIKitInterface", condition: withoutUIKit)]
        ),
        .testTarget(
            name: "AXSnapshotTestingTests",
            dependencies: [
                "AXSnapshotTesting", "AXModel", .target(name: "UIKitInterface", condition: withoutUIKit),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "AXCaptureXCUITestTests", dependencies: ["AXCaptureXCUITest", "AXModel", "XCUITestInterface"]),
    ],
    swiftLanguageModes: [.v6]
)

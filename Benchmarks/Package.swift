// swift-tools-version:6.0
// axsynth: the synthetic data and in-process measurements of scripts/bench, and the demo
// history of scripts/demo. Kept out of the main package, as Fuzz/ is, so that `swift build`
// builds only what users get; scripts/bench and scripts/demo build it from here.
import PackageDescription

let package = Package(
    name: "axdiff-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "axdiff", path: "..")],
    targets: [
        .executableTarget(
            name: "axsynth",
            dependencies: [
                .product(name: "AXModel", package: "axdiff"),
                .product(name: "AXDiff", package: "axdiff"),
                .product(name: "AXRules", package: "axdiff"),
                .product(name: "AXReport", package: "axdiff"),
                .product(name: "AXWorkflows", package: "axdiff"),
                .product(name: "AXCapture", package: "axdiff"),
                // The capture row builds its screen from the UIKit stand-in.
                .product(name: "UIKitInterface", package: "axdiff", condition: .when(platforms: [.linux, .macOS, .windows, .android])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

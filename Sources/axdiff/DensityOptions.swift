import ArgumentParser

/// `--density`, shared by the commands that judge sizes (diff, check).
struct DensityOptions: ParsableArguments {
    @Option(name: .customLong("density"), help: ArgumentHelp(
        "Pixels per dp of Android snapshots whose frames are pixels and that state no density (`adb shell wm density` / 160, e.g. 2.625); sizes are judged in dp. Default: estimated from the screen's width.",
        valueName: "pixels-per-dp"))
    var pixelsPerDP: DensityOption?

    /// The density given, if any.
    var value: Double? { pixelsPerDP?.value }
}

/// A density: pixels per dp (more than 0), for Android dumps imported in pixels.
struct DensityOption: ExpressibleByArgument {
    var value: Double

    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, value > 0 else { return nil }
        self.value = value
    }
}

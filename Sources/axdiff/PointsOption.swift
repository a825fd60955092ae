import ArgumentParser

/// A length in points given on the command line (`--row-tolerance`): a finite number, 0 or
/// more, as `.axdiff.yml` takes it.
struct PointsOption: ExpressibleByArgument {
    var value: Double

    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, value >= 0 else { return nil }
        self.value = value
    }
}

/// What a workflow read and built on the way to its outcome (a repository with its caches of
/// parsed screens, the trees of the files it read), returned with the outcome so that the
/// caller decides when it is freed.
///
/// A caller that drops the outcome, or sets this to `LoadedData()`, frees it then. (The
/// command-line tool left it for the process's exit until issue 36 measured that: 0.5% to
/// 4.1% of the instructions of P1, P3, P8 and P9, under the 5% an optimisation must buy.)
///
/// Unchecked `Sendable`: what it holds (a repository handle among others) is never read
/// through it, only kept alive, so it can go to another thread to be freed there.
public struct LoadedData: @unchecked Sendable {
    private let values: [Any]

    /// Nothing held.
    public init() { values = [] }

    init(_ values: Any...) { self.values = values }

    /// Whether anything is held.
    public var isEmpty: Bool { values.isEmpty }
}

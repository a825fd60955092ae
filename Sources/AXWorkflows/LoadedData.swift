/// What a workflow read and built on the way to its outcome (a repository with its caches of
/// parsed screens, the trees of the files it read), returned with the outcome so that the
/// caller decides when it is freed.
///
/// A caller that drops the outcome, or sets this to `LoadedData()`, frees it then. The
/// command-line tool leaves it for the process's exit instead (see `AXRuntime`'s
/// `ExitRetention`): freeing thousands of trees one by one just before the kernel takes back
/// all the memory at once is work for nothing.
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

/// Which usual base branches exist, for choosing what a pre-merge check compares against.
public struct BaseCandidates: Hashable, Sendable {
    /// What `refs/remotes/origin/HEAD` points at, e.g. `origin/main`; nil when unset.
    public let originHead: String?
    public let hasOriginMain: Bool
    public let hasOriginMaster: Bool
    public let hasMain: Bool
    public let hasMaster: Bool

    public init(originHead: String?, hasOriginMain: Bool, hasOriginMaster: Bool, hasMain: Bool, hasMaster: Bool) {
        self.originHead = originHead
        self.hasOriginMain = hasOriginMain
        self.hasOriginMaster = hasOriginMaster
        self.hasMain = hasMain
        self.hasMaster = hasMaster
    }

    /// The first that exists of `origin/HEAD`'s target, `origin/main`, `origin/master`,
    /// `main`, `master`; nil when none does.
    public var preferred: String? {
        if let originHead { return originHead }
        if hasOriginMain { return "origin/main" }
        if hasOriginMaster { return "origin/master" }
        if hasMain { return "main" }
        if hasMaster { return "master" }
        return nil
    }
}

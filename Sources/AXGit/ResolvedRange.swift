/// A range resolved to commits: `A..B` compares A with B, `A...B` the merge base of A and B
/// with B.
public struct ResolvedRange: Hashable, Sendable {
    /// The two ends as written (`HEAD` for an empty side).
    public let left: String
    public let right: String
    /// True for `A...B`.
    public let symmetric: Bool
    /// The commit the left end names.
    public let leftCommit: CommitInfo
    /// The commit compared on the old side: the left end, or for `A...B` the merge base.
    public let base: CommitInfo
    /// The commit the right end names.
    public let head: CommitInfo

    public init(left: String, right: String, symmetric: Bool, leftCommit: CommitInfo, base: CommitInfo, head: CommitInfo) {
        self.left = left
        self.right = right
        self.symmetric = symmetric
        self.leftCommit = leftCommit
        self.base = base
        self.head = head
    }
}

/// The facts about one commit that reports and history walks need.
public struct CommitInfo: Hashable, Sendable {
    public let id: ObjectID
    /// Parent ids in order; the first is the first parent. Empty for a root commit.
    public let parents: [ObjectID]
    public let authorName: String
    public let authorEmail: String
    /// When the author made the commit.
    public let authorDate: GitTime
    /// The subject as `git log --format=%s` prints it: the first paragraph of the message
    /// on one line (for the usual one-line subject, the first line).
    public let subject: String
    /// The whole message, as recorded.
    public let message: String

    public init(
        id: ObjectID, parents: [ObjectID], authorName: String, authorEmail: String,
        authorDate: GitTime, subject: String, message: String
    ) {
        self.id = id
        self.parents = parents
        self.authorName = authorName
        self.authorEmail = authorEmail
        self.authorDate = authorDate
        self.subject = subject
        self.message = message
    }
}

/// A moment as git records it: seconds since the Unix epoch and the author's UTC offset.
public struct GitTime: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let secondsSinceEpoch: Int64
    /// The recorder's offset from UTC in minutes, e.g. 120 for +0200.
    public let offsetMinutes: Int

    public init(secondsSinceEpoch: Int64, offsetMinutes: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.offsetMinutes = offsetMinutes
    }
}

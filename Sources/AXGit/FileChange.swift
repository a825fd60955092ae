/// One snapshot file that differs between two sources.
public struct FileChange: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case added, removed, modified, renamed
    }

    public let status: Status
    /// The path on the new side; for `.removed`, the path that was removed.
    public let path: String
    /// The path on the old side, for `.renamed` only.
    public let oldPath: String?
    /// The blob on the old side; nil for `.added`.
    public let oldBlob: ObjectID?
    /// The blob on the new side; nil for `.removed`.
    public let newBlob: ObjectID?

    public init(status: Status, path: String, oldPath: String? = nil, oldBlob: ObjectID?, newBlob: ObjectID?) {
        self.status = status
        self.path = path
        self.oldPath = oldPath
        self.oldBlob = oldBlob
        self.newBlob = newBlob
    }
}

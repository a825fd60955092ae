/// One `*.axsnap.json` file at a revision.
public struct SnapshotFile: Hashable, Sendable {
    /// Repository-relative, `/`-separated path, e.g. `snapshots/Login.axsnap.json`.
    public let path: String
    /// The blob id of the content. For the working tree it is the id `git hash-object`
    /// gives the file (after the repository's clean filters), so an unchanged file has
    /// the same id as its committed blob and shares its cache entry.
    public let blob: ObjectID
    /// Where the file was found.
    public let source: TreeSource

    public init(path: String, blob: ObjectID, source: TreeSource) {
        self.path = path
        self.blob = blob
        self.source = source
    }
}

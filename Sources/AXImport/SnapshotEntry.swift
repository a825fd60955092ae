/// One screen of a file that holds several (a Vitest `.snap` file's `exports[…]` entry), cut
/// from the file and not yet imported: what tells which of its screens changed between two
/// versions of the file.
public struct SnapshotEntry: Sendable, Equatable {
    /// The format of the file it was cut from, which imports it.
    public var format: ImportFormat
    /// The entry's name in the file, `"nav > menu 1"`: the screen's name.
    public var key: String
    /// The entry's text, unescaped.
    public var body: String
    /// Lines before the body's first line in the file (0-based offset to add).
    public var lineOffset: Int
}

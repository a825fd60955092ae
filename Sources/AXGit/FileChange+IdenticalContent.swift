extension FileChange {
    /// `changes` with each file added (or renamed by likeness) whose content is byte for byte
    /// the old content of a file that is still there, changed, read as a copy of that file's
    /// old screen: a component's snapshot kept under a new name while its own path takes a new
    /// version ("popover" kept as "popover-legacy", "popover-next" promoted to "popover"). The
    /// copy is compared with that old screen (a `.renamed` change whose old path is still
    /// there), so it is unchanged; the file at the old path is compared with its own old self,
    /// as before. Git's rename detection pairs only files added with files removed, so it
    /// compares such a copy with a look-alike removed in the same change (renames by
    /// likeness), whose screen is then no longer recorded (`.removed`), as it is.
    static func followingIdenticalContent(_ changes: [FileChange]) -> [FileChange] {
        var modifiedByOldBlob: [ObjectID: String] = [:]
        for change in changes where change.status == .modified {
            if let blob = change.oldBlob, modifiedByOldBlob[blob] == nil { modifiedByOldBlob[blob] = change.path }
        }
        guard !modifiedByOldBlob.isEmpty else { return changes }
        var result: [FileChange] = []
        var freed: [FileChange] = []
        for change in changes {
            guard change.status == .added || change.status == .renamed, let blob = change.newBlob, change.oldBlob != blob,
                  let source = modifiedByOldBlob[blob], source != change.path
            else {
                result.append(change)
                continue
            }
            result.append(FileChange(status: .renamed, path: change.path, oldPath: source, oldBlob: blob, newBlob: blob))
            if change.status == .renamed, let oldPath = change.oldPath {
                freed.append(FileChange(status: .removed, path: oldPath, oldBlob: change.oldBlob, newBlob: nil))
            }
        }
        return result + freed
    }
}

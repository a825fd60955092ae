import AXGit

extension RepositoryContext {
    /// Pairs a removed and an added snapshot of the same screen (the same `screen` name, and
    /// only one of each) into a rename: a screen moved and re-recorded in one change is often
    /// too different for git's similarity, yet it is not a removal. Only comparisons that both
    /// remove and add snapshots read anything; each file read here is parsed once for the run.
    func pairingMovedScreens(_ changes: [FileChange], from base: TreeSource, to head: TreeSource) -> [FileChange] {
        let removed = changes.indices.filter { changes[$0].status == .removed }
        let added = changes.indices.filter { changes[$0].status == .added }
        guard !removed.isEmpty, !added.isEmpty else { return changes }
        func names(_ indices: [Int], blob: (FileChange) -> ObjectID?, source: TreeSource) -> [String: [Int]] {
            var byName: [String: [Int]] = [:]
            for index in indices {
                let change = changes[index]
                guard let id = blob(change) else { continue }
                let side = input(path: change.path, blob: id, source: source)
                guard side.error == nil,
                      case .success(let screen) = cache.screen(blob: id, path: change.path, bytes: { () throws(WorkflowError) -> [UInt8] in
                          guard let bytes = side.bytes else { throw .io(path: change.path, message: "not read") }
                          return bytes
                      })
                else { continue }
                byName[screen.header.screen, default: []].append(index)
            }
            return byName
        }
        let gone = names(removed, blob: \.oldBlob, source: base)
        let new = names(added, blob: \.newBlob, source: head)
        var result = changes
        var dropped = Set<Int>()
        for (name, olds) in gone {
            guard olds.count == 1, let news = new[name], news.count == 1, let old = olds.first, let added = news.first else { continue }
            result[added] = FileChange(
                status: .renamed, path: changes[added].path, oldPath: changes[old].path,
                oldBlob: changes[old].oldBlob, newBlob: changes[added].newBlob)
            dropped.insert(old)
        }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }
}

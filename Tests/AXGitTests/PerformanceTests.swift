import Foundation
import AXTestSupport
import Testing
@testable import AXGit

/// What is read, not how long it takes: a change to one screen in a thousand reads two blobs.
@Suite struct PerformanceTests {
    @Test func oneChangedScreenOfAThousandReadsExactlyTwoBlobs() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        for index in 0..<1000 {
            try repo.write(String(format: "snapshots/group%02d/screen%04d.axsnap.json", index / 100, index), snapshotJSON("screen \(index)"))
        }
        let base = try ObjectID(hex: repo.commit("A thousand screens")).unwrap()
        let changedPath = "snapshots/group07/screen0742.axsnap.json"
        try repo.write(changedPath, snapshotJSON("screen 742, re-recorded"))
        let head = try ObjectID(hex: repo.commit("Re-record one screen")).unwrap()

        // Remove every unchanged blob from the object database: if anything read one, it
        // would fail, so passing proves they are never read (not only never counted).
        let listing = try repo.git("ls-tree", "-r", "HEAD", "snapshots")
        var removed = 0
        for line in listing.split(separator: "\n") where !line.hasSuffix(changedPath) {
            let blob = String(line.split(separator: " ")[2].prefix(40))
            try FileManager.default.removeItem(atPath: "\(repo.path)/.git/objects/\(blob.prefix(2))/\(blob.dropFirst(2))")
            removed += 1
        }
        #expect(removed == 999)

        let git = try repo.open()
        let changes = try git.diff.changes(from: .commit(base), to: .commit(head))
        #expect(changes.map(\.path) == [changedPath])
        #expect(changes.map(\.status) == [.modified])
        #expect(git.objects.blobReadCount == 0)
        let change = try #require(changes.first)
        let old = try git.snapshots.contents(of: SnapshotFile(path: change.path, blob: try #require(change.oldBlob), source: .commit(base)))
        let new = try git.snapshots.contents(of: SnapshotFile(path: change.path, blob: try #require(change.newBlob), source: .commit(head)))
        #expect(old == Array(snapshotJSON("screen 742").utf8))
        #expect(new == Array(snapshotJSON("screen 742, re-recorded").utf8))
        #expect(git.objects.blobReadCount == 2)

        // Listing all thousand reads none; reading a removed blob is the corrupt-object error.
        let files = try git.snapshots.files(at: .commit(head))
        #expect(files.count == 1000)
        #expect(git.objects.blobReadCount == 2)
        let untouched = try #require(files.first)
        let error = #expect(throws: GitError.self) { try git.snapshots.contents(of: untouched) }
        #expect(error == .corruptObject(id: untouched.blob.hex, detail: "file '\(untouched.path)' in commit \(head.short) is missing from the object database"))
        #expect(error?.description.contains("git fsck") == true)
    }
}

extension Optional {
    func unwrap(sourceLocation: SourceLocation = #_sourceLocation) throws -> Wrapped {
        try #require(self, sourceLocation: sourceLocation)
    }
}

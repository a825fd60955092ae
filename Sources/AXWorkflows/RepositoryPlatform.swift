import AXGit
import AXModel

/// The platform a repository's snapshots are of, for help that speaks its language: screen
/// readers and a Playwright file in a web project, VoiceOver and an axsnap file in an iOS one.
public enum RepositoryPlatform {
    public struct Found: Sendable, Equatable {
        public var platform: Snapshot.Platform
        /// One of its snapshot files, repository-relative, for examples.
        public var example: String
    }

    /// How many files are read: enough to tell, few enough to cost nothing to the help.
    static let sample = 8

    /// The platform most of the repository's snapshots (under its roots, in the working tree,
    /// or HEAD in a bare repository) are of, as their formats read them, with one of them; nil
    /// outside a repository, or when it holds none that reads.
    public static func detect(directory: String, repo: String? = nil) -> Found? {
        guard let repository = try? RepositoryContext.discover(repo: repo, directory: directory),
              let context = try? RepositoryContext(repository: repository),
              let files = try? repository.snapshots.files(at: context.configurationSource, roots: context.configuration.snapshotRoots),
              !files.isEmpty
        else { return nil }
        var counts: [Snapshot.Platform: Int] = [:]
        var examples: [Snapshot.Platform: String] = [:]
        // Spread over the list: a repository of several platforms shows each.
        let step = max(1, files.count / sample)
        for index in stride(from: 0, to: files.count, by: step).prefix(sample) {
            let file = files[index]
            guard let bytes = try? repository.snapshots.contents(of: file),
                  let platform = try? SnapshotLoader.loadAll(bytes, path: file.path, twoCores: false).first?.snapshot.platform
            else { continue }
            counts[platform, default: 0] += 1
            if examples[platform] == nil { examples[platform] = file.path }
        }
        guard let platform = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) })?.key,
              let example = examples[platform]
        else { return nil }
        return Found(platform: platform, example: example)
    }
}

import AXReport
import AXTestSupport
import AXWorkflows
import Foundation
import Testing

/// The real-history corpus (Tests/Fixtures/corpus, docs/verdicts.md): public projects'
/// committed accessibility snapshots, replayed commit by commit, each commit labelled by an
/// auditor who read its diff. `history` must miss no labelled regression, report no error or
/// warning the labels reject beyond the disagreements each project lists (with the auditor's
/// reason) in `disagreements.json`, and credit at least 70% of the labelled improvements.
///
/// The list of disagreements only shrinks: one that no longer occurs fails the test until it
/// is taken off, and a new one fails it until the verdict is fixed (or, if the auditor's label
/// is what was wrong, the label is).
@Suite struct RealHistoryCorpusTests {
    /// The share of labelled improvements that must be credited, over the whole corpus.
    static let creditedShare = 0.7

    @Test func historyAgreesWithTheAuditorsLabels() async throws {
        var credited = 0, improvements = 0
        for project in RealHistoryCorpus.projects() {
            let corpus = try RealHistoryCorpus(project: project)
            let repository = try corpus.replay()
            defer { repository.delete() }
            let outcome = try await HistoryWorkflow.run(
                .init(repo: repository.path, directory: repository.path), toolVersion: "corpus")
            let verdict = corpus.judge(outcome.report)
            print(verdict.summary(project))
            if let folder = ProcessInfo.processInfo.environment["AXDIFF_CORPUS_REPORT"] {
                try verdict.json().write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(project).json"))
            }
            let known = try corpus.disagreements()
            let unexpected = verdict.rejected.filter { item in !known.contains { $0.matches(item) } }
            let gone = known.filter { entry in !verdict.rejected.contains { entry.matches($0) } }
            #expect(unexpected.isEmpty, "\(project): \(unexpected.count) errors or warnings the auditor rejects, first: \(unexpected.prefix(5).map(\.description))")
            #expect(gone.isEmpty, "\(project): no longer reported, take off \(project)/disagreements.json: \(gone.map(\.description))")
            #expect(verdict.missed.isEmpty, "\(project): \(verdict.missed.count) labelled regressions missed, first: \(verdict.missed.prefix(5).map(\.description))")
            credited += verdict.credited
            improvements += verdict.improvementFiles
        }
        let share = improvements == 0 ? 1 : Double(credited) / Double(improvements)
        print("corpus: improvements credited: \(credited) of \(improvements) (\(Int((share * 100).rounded()))%)")
        #expect(share >= Self.creditedShare, "\(credited) of \(improvements) labelled improvements credited")
    }

    @Test func atLeastThreeProjectsAreLabelled() {
        #expect(RealHistoryCorpus.projects().count >= 3, "\(RealHistoryCorpus.projects())")
    }
}

/// One project's corpus: its commits, its files' contents and its labels.
struct RealHistoryCorpus {
    struct Commit: Decodable {
        var commit: String
        var date: String
        var subject: String
        var files: [String: String?]
    }

    struct Label: Decodable {
        struct File: Decodable {
            struct Item: Decodable {
                var what: String
                var severity: String?
            }

            var verdict: String
            var regressions: [Item]?
            var improvements: [Item]?
            var defects: [Item]?
        }

        var commit: String
        var verdict: String
        var reason: String
        var files: [String: File]
    }

    let project: String
    let folder: URL
    let commits: [Commit]
    let labels: [String: Label]

    /// The projects with labels, by folder name.
    static func projects() -> [String] {
        let root = URL(fileURLWithPath: Fixtures.path("corpus"))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/labels.json").path) }.sorted()
    }

    init(project: String) throws {
        self.project = project
        folder = URL(fileURLWithPath: Fixtures.path("corpus/\(project)"))
        commits = try JSONDecoder().decode([Commit].self, from: Data(contentsOf: folder.appendingPathComponent("commits.json")))
        let labelled = try JSONDecoder().decode([Label].self, from: Data(contentsOf: folder.appendingPathComponent("labels.json")))
        labels = Dictionary(labelled.map { ($0.commit, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A finding the auditor rejects that axdiff still reports, listed with the auditor's
    /// reason: the commit (a prefix of its id), the file and the rule.
    struct Disagreement: Decodable, CustomStringConvertible {
        var commit: String
        var path: String
        var rule: String
        var why: String

        func matches(_ item: Item) -> Bool {
            item.commit.hasPrefix(commit) && item.path == path && item.text.split(separator: ":").first?.split(separator: " ").last.map(String.init) == rule
        }

        var description: String { "\(commit) \(path.split(separator: "/").last ?? "") \(rule)" }
    }

    /// The project's known disagreements (`disagreements.json`; none when there is no file).
    func disagreements() throws -> [Disagreement] {
        let file = folder.appendingPathComponent("disagreements.json")
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try JSONDecoder().decode([Disagreement].self, from: Data(contentsOf: file))
    }

    /// A scratch repository with one commit per corpus commit, in order, each subject
    /// prefixed with its upstream commit (`[sha] subject`), made with `git fast-import`.
    func replay() throws -> TestRepository {
        let repository = try TestRepository()
        var stream = Data()
        func append(_ text: String) { stream.append(Data(text.utf8)) }
        func data(_ bytes: Data) {
            append("data \(bytes.count)\n")
            stream.append(bytes)
            append("\n")
        }
        for (index, commit) in commits.enumerated() {
            append("commit refs/heads/main\nmark :\(index + 1)\n")
            append("committer Corpus <corpus@example.com> \(1_700_000_000 + index * 3600) +0000\n")
            data(Data("[\(commit.commit)] \(commit.subject)\n".utf8))
            if index > 0 { append("from :\(index)\n") }
            // A project whose layout the default snapshot roots do not cover names its own.
            if index == 0, let configuration = try? Data(contentsOf: folder.appendingPathComponent("axdiff.yml")) {
                append("M 100644 inline .axdiff.yml\n")
                data(configuration)
            }
            for (path, blob) in commit.files.sorted(by: { $0.key < $1.key }) {
                if let blob {
                    append("M 100644 inline \(path)\n")
                    data(try Data(contentsOf: folder.appendingPathComponent("blobs/\(blob)")))
                } else {
                    append("D \(path)\n")
                }
            }
        }
        append("done\n")
        let input = repository.scratch.appendingPathComponent("fast-import")
        try stream.write(to: input)
        try repository.run(["fast-import", "--quiet", "--done", "--import-marks-if-exists=/dev/null"], in: repository.path, input: input)
        try repository.git("reset", "-q", "--hard", "main")
        return repository
    }

    /// One error or warning, or one labelled regression, for messages.
    struct Item: CustomStringConvertible, Encodable {
        var commit: String
        var path: String
        var text: String
        var description: String { "\(commit.prefix(9)) \(path.split(separator: "/").last ?? ""): \(text)" }
    }

    /// How `history` agreed with the labels.
    struct Verdict: Encodable {
        var rejected: [Item] = []
        var accepted: [Item] = []
        var missed: [Item] = []
        var found: [Item] = []
        var improvementFiles = 0
        var credited = 0
        var uncredited: [Item] = []
        var commits = 0

        var creditedShare: Double { improvementFiles == 0 ? 1 : Double(credited) / Double(improvementFiles) }

        func summary(_ project: String) -> String {
            "corpus \(project): \(commits) commits; errors and warnings: \(accepted.count) the auditor accepts, \(rejected.count) rejected; "
                + "labelled regressions: \(found.count) found, \(missed.count) missed; improvements credited: \(credited) of \(improvementFiles) "
                + "(\(Int((creditedShare * 100).rounded()))%)"
        }

        func json() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(self)
        }
    }

    /// Compares a history of the replayed repository with the labels, file by file.
    func judge(_ report: HistoryReport) -> Verdict {
        var verdict = Verdict()
        var byCommit: [String: HistoryReport.Commit] = [:]
        for entry in report.commits {
            guard entry.commit.subject.hasPrefix("["), let end = entry.commit.subject.firstIndex(of: "]") else { continue }
            byCommit[String(entry.commit.subject[entry.commit.subject.index(after: entry.commit.subject.startIndex)..<end])] = entry
        }
        for commit in commits {
            guard let label = labels[commit.commit] else { continue }
            verdict.commits += 1
            let entry = byCommit[commit.commit]
            for (path, file) in label.files {
                let screens = entry?.screens.filter { $0.path == path || $0.path.hasPrefix(path + "#") } ?? []
                let gating = screens.flatMap(\.regressions).filter { $0.severity == .error || $0.severity == .warning }
                let labelledLosses = (file.regressions ?? []).filter { $0.severity == "error" || $0.severity == "warning" }
                let allowed = !(file.regressions ?? []).isEmpty || !(file.defects ?? []).isEmpty
                for finding in gating {
                    let item = Item(commit: commit.commit, path: path, text: "\(finding.severity.rawValue) \(finding.rule): \(finding.message)")
                    if allowed { verdict.accepted.append(item) } else { verdict.rejected.append(item) }
                }
                for loss in labelledLosses {
                    let item = Item(commit: commit.commit, path: path, text: "\(loss.severity ?? "") \(loss.what)")
                    if gating.isEmpty { verdict.missed.append(item) } else { verdict.found.append(item) }
                }
                if !(file.improvements ?? []).isEmpty {
                    verdict.improvementFiles += 1
                    if screens.contains(where: { !$0.improvements.isEmpty }) {
                        verdict.credited += 1
                    } else {
                        verdict.uncredited.append(Item(commit: commit.commit, path: path, text: (file.improvements ?? []).map(\.what).joined(separator: "; ")))
                    }
                }
            }
        }
        return verdict
    }
}

import AXModel
import Foundation

/// axsynth: deterministic synthetic data for axdiff's benchmarks and demo.
///
///   axsynth screen ELEMENTS SEED OUTPUT            a screen of ELEMENTS elements
///   axsynth mutate INPUT PERCENT SEED OUTPUT        a copy with ~PERCENT % of elements changed
///   axsynth repo SCREENS COMMITS ELEMENTS SEED      a git fast-import stream on stdout: SCREENS
///                                                   screens over COMMITS commits, each commit
///                                                   touching 1-3 screens
///   axsynth repo SCREENS COMMITS ELEMENTS SEED BRANCH
///                                                   the same, and a branch `feature` one commit
///                                                   ahead of main that changes BRANCH screens
///   axsynth parse-bench FILE [RUNS]                 parser throughput against JSONSerialization
///   axsynth diff-bench OLD NEW [RUNS]               `axdiff diff OLD NEW` timed in-process, by stage
///   axsynth demo-history SNAPSHOTS OUTPUT           the demo app's scripted history (scripts/demo)
///   axsynth capture-bench VIEWS [RUNS]              AXCapture over a VIEWS-view fake UIKit screen, timed
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("axsynth: " + message + "\n").utf8))
    exit(2)
}

func integer(_ index: Int) -> Int {
    guard index < arguments.count, let value = Int(arguments[index]) else { fail("argument \(index + 1) must be an integer") }
    return value
}

func write(_ snapshot: Snapshot, to path: String) {
    let bytes = CanonicalWriter.write(snapshot)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

func read(_ path: String) -> Snapshot {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    do {
        return try SnapshotParser.parse(Array(data), path: path).snapshot
    } catch {
        fail(error.description)
    }
}

switch arguments.first {
case "screen":
    var generator = ScreenGenerator(seed: UInt64(integer(2)))
    write(generator.screen(name: "Synthetic", elements: integer(1)), to: arguments.count > 3 ? arguments[3] : "/dev/stdout")
case "mutate":
    guard arguments.count >= 5, let percent = Double(arguments[2]) else { fail("usage: mutate INPUT PERCENT SEED OUTPUT") }
    var mutator = Mutator(seed: UInt64(integer(3)))
    write(mutator.mutate(read(arguments[1]), percent: percent), to: arguments[4])
case "repo":
    guard arguments.count >= 5 else { fail("usage: repo SCREENS COMMITS ELEMENTS SEED [BRANCH]") }
    let branch = arguments.count > 5 ? integer(5) : 0
    guard integer(1) > 0, integer(2) > 0, integer(3) > 0, branch >= 0 else {
        fail("repo: SCREENS, COMMITS and ELEMENTS must be positive and BRANCH not negative")
    }
    RepositoryStream.write(screens: integer(1), commits: integer(2), elements: integer(3), seed: UInt64(integer(4)), branchChanges: branch)
case "parse-bench":
    guard arguments.count >= 2 else { fail("usage: parse-bench FILE [RUNS]") }
    ParseBenchmark.run(path: arguments[1], runs: arguments.count > 2 ? integer(2) : 20)
case "diff-bench":
    guard arguments.count >= 3 else { fail("usage: diff-bench OLD NEW [RUNS]") }
    DiffBenchmark.run(old: arguments[1], new: arguments[2], runs: arguments.count > 3 ? integer(3) : 20)
case "demo-history":
    guard arguments.count >= 3 else { fail("usage: demo-history SNAPSHOTS OUTPUT") }
    DemoHistory.write(from: arguments[1], to: arguments[2])
case "capture-bench":
    CaptureBenchmark.run(views: integer(1), runs: arguments.count > 2 ? integer(2) : 20)
default:
    fail("usage: axsynth screen|mutate|repo|parse-bench|diff-bench|capture-bench ... (see Benchmarks/Sources/axsynth/main.swift)")
}

import AXDiff
import AXModel
import AXReport
import AXRules
import AXWorkflows
import Foundation

/// Times `axdiff diff A B` in-process, without process start: the whole comparison (read,
/// parse, VoiceOver models, matching, changes, rules, text report) and each stage alone, as
/// medians over several runs after a warm-up. `runs` 0 makes one pass of the whole diff only,
/// for a profiler (callgrind) to count.
enum DiffBenchmark {
    static func run(old: String, new: String, runs: Int) {
        let engine = RuleEngine()
        func read(_ path: String) -> [UInt8] {
            do {
                return try FileIO.read(path)
            } catch {
                fail(error.description)
            }
        }
        // The whole pipeline, as `axdiff diff OLD NEW` runs it.
        var lines = 0
        let whole = {
            let job = ScreenJob(
                path: new, oldPath: old, status: .modified,
                old: ScreenInput(path: old, blob: nil, bytes: read(old)),
                new: ScreenInput(path: new, blob: nil, bytes: read(new)))
            guard case .success(let (screen, _)) = ScreenComparison.compareAlone(job, engine: engine, cache: ScreenCache(options: .init())).comparison else {
                fail("cannot compare \(old) and \(new)")
            }
            let report = Report(toolVersion: "bench", base: .init(rev: old), head: .init(rev: new), screens: screen.map { [$0] } ?? [])
            lines = TextReport.render(report).utf8.count { $0 == 0x0A }
        }
        if runs == 0 {
            whole()
            print("one pass, \(lines) report lines")
            return
        }
        let total = ParseBenchmark.median(runs, whole)
        // Stage by stage.
        let oldBytes = read(old), newBytes = read(new)
        func load(_ bytes: [UInt8], _ path: String) -> Snapshot {
            do {
                return try SnapshotLoader.load(bytes, path: path).snapshot
            } catch {
                fail(error.description)
            }
        }
        let parse = ParseBenchmark.median(runs) {
            _ = load(oldBytes, old)
            _ = load(newBytes, new)
        }
        let a = load(oldBytes, old), b = load(newBytes, new)
        let models = ParseBenchmark.median(runs) {
            _ = VoiceOverModel(snapshot: a)
            _ = VoiceOverModel(snapshot: b)
        }
        let oldModel = VoiceOverModel(snapshot: a), newModel = VoiceOverModel(snapshot: b)
        let header = (ScreenDiff.SnapshotHeader(a), ScreenDiff.SnapshotHeader(b))
        let diffing = ParseBenchmark.median(runs) {
            _ = ScreenDiff(oldHeader: header.0, old: oldModel, newHeader: header.1, new: newModel, options: engine.diffOptions)
        }
        let diff = ScreenDiff(oldHeader: header.0, old: oldModel, newHeader: header.1, new: newModel, options: engine.diffOptions)
        let rules = ParseBenchmark.median(runs) {
            _ = engine.evaluate(diff)
        }
        let evaluation = engine.evaluate(diff)
        let reporting = ParseBenchmark.median(runs) {
            let screen = ReportBuilder.screen(path: new, oldPath: old, status: .modified, diff: diff, evaluation: evaluation)
            _ = TextReport.render(Report(toolVersion: "bench", screens: [screen]))
        }
        print("diff of \(old) (\(oldModel.tree.count) elements) and \(new) (\(newModel.tree.count) elements), median of \(runs) runs")
        print("\(diff.changes.count) changes, \(evaluation.regressions.count) regressions, \(evaluation.improvements.count) improvements, \(lines) report lines")
        for (name, time) in [("whole diff (in-process)", total), ("  parse both", parse), ("  VoiceOver models", models),
                             ("  matching and changes", diffing), ("  rules", rules), ("  report", reporting)] {
            print(name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", time * 1000))
        }
    }
}

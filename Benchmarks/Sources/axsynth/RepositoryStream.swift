import AXModel
import Foundation

/// Writes a `git fast-import` stream of a repository of synthetic screens: the first commit
/// adds every screen under snapshots/, each later commit changes 1-3 screens (~1% of their
/// elements). With `branchChanges` > 0, a branch `feature` follows main by one commit that
/// changes that many screens, spread evenly (every screens/branchChanges-th), ~1% of their
/// elements each (at least one, and the file always differs). Dates are fixed, so the same arguments give the same repository.
enum RepositoryStream {
    static func write(screens: Int, commits: Int, elements: Int, seed: UInt64, branchChanges: Int = 0) {
        var output = FileHandleOutput()
        var random = SplitMix(seed: seed)
        var current: [Snapshot] = (0..<screens).map { index in
            var generator = ScreenGenerator(seed: seed &+ UInt64(index) &* 7919)
            return generator.screen(name: "Screen \(index)", elements: elements)
        }
        let time = 1_700_000_000
        for commit in 0..<commits {
            var changed: [Int]
            if commit == 0 {
                changed = Array(0..<screens)
            } else {
                changed = []
                for _ in 0..<random.int(1...3) { changed.append(random.int(0...(screens - 1))) }
                changed = Array(Set(changed)).sorted()
                for index in changed {
                    var mutator = Mutator(seed: random.next())
                    current[index] = mutator.mutate(current[index], percent: 1)
                }
            }
            output.line("commit refs/heads/main")
            output.line("mark :\(commit + 1)")
            output.line("author Synth <synth@example.com> \(time + commit * 60) +0000")
            output.line("committer Synth <synth@example.com> \(time + commit * 60) +0000")
            let message = commit == 0 ? "Add \(screens) screens" : "Change \(changed.map { "Screen\($0)" }.joined(separator: ", "))"
            output.data(Array(message.utf8))
            if commit > 0 { output.line("from :\(commit)") }
            for index in changed {
                output.line("M 100644 inline snapshots/Screen\(index).axsnap.json")
                output.data(CanonicalWriter.write(current[index]))
            }
            output.line("")
        }
        if branchChanges > 0 && commits > 0 {
            let count = min(branchChanges, screens)
            let step = max(1, screens / count)
            output.line("commit refs/heads/feature")
            output.line("author Synth <synth@example.com> \(time + commits * 60) +0000")
            output.line("committer Synth <synth@example.com> \(time + commits * 60) +0000")
            output.data(Array("Change \(count) screens".utf8))
            output.line("from :\(commits)")
            for number in 0..<count {
                let index = number * step
                // A mutation can leave the file as it was (a swap of look-alike siblings): the
                // next seed is tried, so that exactly `count` files change.
                let original = CanonicalWriter.write(current[index])
                var bytes = original
                var attempt: UInt64 = 0
                while bytes == original && attempt < 100 {
                    var mutator = Mutator(seed: (seed &* 1000 &+ UInt64(number)) &* 101 &+ attempt)
                    bytes = CanonicalWriter.write(mutator.mutate(current[index], percent: 1))
                    attempt += 1
                }
                output.line("M 100644 inline snapshots/Screen\(index).axsnap.json")
                output.data(bytes)
            }
            output.line("")
        }
        output.flush()
    }
}

/// Buffered standard output for large streams.
struct FileHandleOutput {
    private var buffer: [UInt8] = []

    mutating func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 20 { flush() }
    }

    mutating func data(_ bytes: [UInt8]) {
        line("data \(bytes.count)")
        buffer.append(contentsOf: bytes)
        buffer.append(0x0A)
        if buffer.count > 1 << 20 { flush() }
    }

    mutating func flush() {
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

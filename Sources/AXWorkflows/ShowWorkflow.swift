import AXModel

/// `axdiff show`: each file's screen as VoiceOver reads it.
public enum ShowWorkflow {
    public struct Screen: Sendable {
        public var path: String
        public var reading: ScreenReading
        public var warnings: [Diagnostic]
    }

    public struct Outcome: Sendable {
        /// Readings of the files that could be read, in argument order.
        public var screens: [Screen]
        /// One error per file that could not be read; the others are still shown.
        public var errors: [WorkflowError]
    }

    public static func run(paths: [String], options: VoiceOverModel.Options = .init()) -> Outcome {
        var outcome = Outcome(screens: [], errors: [])
        for (path, problem) in FileIO.expandSnapshotPaths(paths) {
            if let problem {
                outcome.errors.append(problem)
                continue
            }
            do {
                // A Vitest `.snap` file shows each of its screens.
                for loaded in try SnapshotLoader.loadAll(try FileIO.read(path), path: path, twoCores: true) {
                    let reading = ScreenReading(snapshot: loaded.snapshot, options: options)
                    outcome.screens.append(Screen(path: path, reading: reading, warnings: loaded.warnings))
                }
            } catch {
                outcome.errors.append(error)
            }
        }
        return outcome
    }
}

import AXImport
import AXModel

/// The properties every fuzz target checks. A violated property traps (`fatalError`), which
/// libFuzzer reports as a crash and saves the input for.
public enum Checks {
    /// Parses axsnap bytes; on success checks the canonical round trip and the VoiceOver model.
    public static func snapshot(_ bytes: [UInt8]) {
        let result: SnapshotParser.Result
        do {
            result = try SnapshotParser.parse(bytes, path: "fuzz.axsnap.json")
        } catch {
            _ = error.description
            return
        }
        for warning in result.warnings { _ = warning.description }
        roundTrip(result.snapshot, what: "axsnap input")
        voiceOver(result.snapshot)
    }

    /// Imports bytes as `format`; on success checks that the snapshot writes canonically,
    /// re-parses to an equal snapshot and has a VoiceOver model.
    public static func importer(_ bytes: [UInt8], format: ImportFormat?) {
        let imported: (snapshot: Snapshot, warnings: [Diagnostic])
        do {
            imported = try Importer.importSnapshot(bytes, format: format, screen: nil, path: "fuzz-input")
        } catch {
            _ = error.description
            _ = error.diagnostic.description
            return
        }
        for warning in imported.warnings { _ = warning.description }
        roundTrip(imported.snapshot, what: "imported \(format?.rawValue ?? "detected") snapshot")
        voiceOver(imported.snapshot)
    }

    /// `parse(write(s)) == s`, and writing is stable: `write(parse(write(s))) == write(s)`.
    public static func roundTrip(_ snapshot: Snapshot, what: String) {
        let written = CanonicalWriter.write(snapshot)
        let again: SnapshotParser.Result
        do {
            again = try SnapshotParser.parse(written, path: "canonical.axsnap.json")
        } catch {
            fatalError("\(what) written canonically does not parse: \(error)\n"
                + String(decoding: written, as: UTF8.self))
        }
        guard again.snapshot == snapshot else {
            fatalError("\(what) written canonically parses to a different snapshot:\n"
                + String(decoding: written, as: UTF8.self))
        }
        guard CanonicalWriter.write(again.snapshot) == written else {
            fatalError("\(what): canonical writing is not stable")
        }
    }

    /// Builds the VoiceOver model and speaks every focus stop; checks its indices are coherent.
    public static func voiceOver(_ snapshot: Snapshot) {
        let model = VoiceOverModel(snapshot: snapshot)
        precondition(model.stopPosition.count == model.tree.count, "stopPosition has one entry per element")
        for (position, stop) in model.focusStops.enumerated() {
            precondition(model.stopPosition[stop] == position, "stopPosition inverts focusStops")
            _ = model.announcement(of: stop)
        }
        precondition(Set(model.focusStops).count == model.focusStops.count, "a focus stop appears twice")
        _ = model.unreachable
        _ = ScreenReading(snapshot: snapshot, model: model)
        _ = VoiceOverModel(snapshot: snapshot, options: .init(rowTolerance: 0))
    }

    /// Copies libFuzzer's input into an array.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }
}

extension Checks {
    /// Parses any JSON document; on success checks that it serializes (compact and pretty) to
    /// text that parses back to an equal value.
    public static func json(_ bytes: [UInt8]) {
        guard let value = try? JSONValue.parse(bytes, path: "fuzz.json") else { return }
        _ = value.hashValue
        for pretty in [false, true] {
            let text = value.serialized(pretty: pretty)
            do {
                let again = try JSONValue.parse(Array(text.utf8), path: "serialized.json")
                guard again == value else {
                    fatalError("JSON serialized (pretty: \(pretty)) parses to a different value:\n\(text)")
                }
            } catch {
                fatalError("JSON serialized (pretty: \(pretty)) does not parse: \(error)\n\(text)")
            }
        }
    }
}

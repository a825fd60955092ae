import AXModel

extension ImportFormat {
    /// An axsnap snapshot, read as it is (`SnapshotParser`); `--screen` renames it.
    ///
    /// It is also the last resort of detection where a file is read as a snapshot anyway
    /// (`Claim.lastResort`): a file named `….axsnap.json`, or one whose content no format claims
    /// but which the axsnap reader describes best (JSON-looking, empty, a Git LFS pointer, text),
    /// so that its errors say exactly what is wrong with it.
    public static let axsnap: ImportFormat = ImportFormat(
        id: "axsnap",
        title: "axsnap snapshot",
        summary: "axsnap snapshot, read as it is",
        documentation: Documentation(
            platform: "any ([format.md](format.md)); read as it is",
            recognisedBy: "JSON with an `\"axsnap\"` key"),
        fileSuffixes: [".axsnap.json"],
        example: #"{"axsnap": 1, "screen": "Home", "platform": "ios", "root": {"type": "XCUIElementTypeApplication", "children": [{"type": "XCUIElementTypeButton", "label": "Save", "traits": ["button"], "accessible": true}]}}"#,
        claims: { sample, strength in
            switch strength {
            case .definite: sample.looksLikeJSON && sample.containsKey("axsnap")
            case .probable: false
            case .lastResort: (sample.path.map(ImportFormat.axsnap.names) ?? false) || readsBest(sample.bytes)
            }
        },
        reading: .screen { bytes, request throws(ImportError) in
            let result: SnapshotParser.Result
            do throws(ModelError) {
                result = try SnapshotParser.parse(bytes, path: request.path)
            } catch {
                throw ImportError.invalidSnapshot(error.diagnostic)
            }
            var snapshot = result.snapshot
            if let screen = request.screen { snapshot.screen = screen }
            return (snapshot, result.warnings)
        })

    /// Content no format claims that the axsnap reader describes best: JSON-looking, empty,
    /// a Git LFS pointer, or text that starts with a printable character other than `<`.
    private static func readsBest(_ bytes: [UInt8]) -> Bool {
        let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        guard let first else { return true }  // empty
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") { return true }
        if bytes.starts(with: Array("version https://git-lfs".utf8)) { return true }
        return first >= 0x21 && first < 0x7F && first != UInt8(ascii: "<")
    }
}

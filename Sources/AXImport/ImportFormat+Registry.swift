extension ImportFormat {
    /// Every format axdiff reads, in detection order. A new importer registers its format here,
    /// once; its name, help line, documentation row and detection come with the value.
    ///
    /// axsnap comes first: it is the most common input, its `"axsnap"` key is at the top of its
    /// files, and a Chrome tree's `"nodes"` could be a key inside one.
    public static let all: [ImportFormat] = [
        .axsnap,
        .appiumXCUITest,
        .uiautomator,
        .chromeAXTree,
        .ariaSnapshot,
        .vitestSnapshot,
    ]

    /// The names, comma-separated, for messages.
    public static var supportedList: String {
        all.map(\.id).joined(separator: ", ")
    }

    /// Tells the kind of a file from its content, or nil when it is none of them.
    ///
    /// Every format is asked for its strongest claim (`Claim.definite`) before any is asked for
    /// a weaker one, in the order of `all`; the first to claim the file is its format. Only the
    /// first 64 KiB are looked at, and the file is not validated: the importer reports errors
    /// with their place. `weakest` is the weakest claim taken: `.probable` for `axdiff import`,
    /// which says when it cannot tell; `.lastResort` where a file is read as a snapshot anyway,
    /// so that the axsnap reader says what is wrong with it.
    ///
    /// - Parameter path: the file's name, when known (a name ending in `.json` is never read as
    ///   YAML, for one).
    public static func detect(_ bytes: [UInt8], path: String? = nil, accepting weakest: Claim = .probable) -> ImportFormat? {
        let sample = DetectionSample(bytes, path: path)
        for strength in Claim.allCases.reversed() where strength >= weakest {
            if let format = all.first(where: { $0.claims(sample, strength) }) { return format }
        }
        return nil
    }

    /// The format that claims `bytes` at the strongest claim (`Claim.definite`), as `detect`
    /// finds it first: those claims look at the first `DetectionSample.windowSize` bytes alone,
    /// so only those are copied. For bytes the caller holds without copying them (a file
    /// mapped into memory); nil when no format claims them that strongly.
    public static func definiteFormat(of bytes: UnsafeBufferPointer<UInt8>, path: String?) -> ImportFormat? {
        detect(Array(bytes.prefix(DetectionSample.windowSize)), path: path, accepting: .definite)
    }

    /// The format of several screens a file's name says it is, decided before its bytes are
    /// read (a repository's comparison splits such a file into one job per screen); nil for a
    /// file of one screen.
    public static func ofSeveralScreens(named path: String) -> ImportFormat? {
        all.first { $0.holdsSeveralScreens && $0.names(path) }
    }

    /// Every format's file suffixes, longest first: what is dropped from a file's name to make a
    /// screen name.
    static let knownSuffixes: [String] = Array(Set(all.flatMap(\.fileSuffixes))).sorted {
        $0.count != $1.count ? $0.count > $1.count : $0 < $1
    }
}

extension ImportFormat {
    /// The table of docs/importers.md: one row per format, in detection order, from each
    /// format's `documentation`. The test that compares it with the checked-in page says how
    /// to refresh the page.
    public static var markdownTable: String {
        var lines = [
            "| kind | `--from` | files | what it is | recognised by |",
            "|---|---|---|---|---|",
        ]
        for format in all {
            let files = format.fileSuffixes.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| \(format.title) | `\(format.id)` | \(files) | \(format.documentation.platform) | \(format.documentation.recognisedBy) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

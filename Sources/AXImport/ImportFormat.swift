import AXModel

/// One kind of input axdiff reads: everything about it in one value.
///
/// A format says what it is called (`id`, the name `--from` takes; `title`, for messages), how
/// its files are named, how a file is recognised as one of its kind (`claims`), and how it is
/// read: as one screen, or as several (a Vitest `.snap` file holds one per entry). The help of
/// `axdiff import` and the table of docs/importers.md are made from these values. Each format is
/// declared beside its importer, and detection asks them in the order of `ImportFormat.all`.
public struct ImportFormat: Sendable {
    /// The name users type: `--from appium-xcuitest`.
    public let id: String
    /// A name for messages: "Appium XCUITest page source".
    public let title: String
    /// One line for `axdiff import --help`, plain text: what the file is and where it comes from.
    public let summary: String
    /// The row of docs/importers.md's table.
    public let documentation: Documentation
    /// The endings of its files' names, lowercase (`.axsnap.json`, `.xml`): dropped from a file's
    /// name to make a screen name, and, for a format of several screens, how such a file is known
    /// before its bytes are read.
    public let fileSuffixes: [String]
    /// A small file of this format, which detection must take for this format and which must
    /// import without error (a test runs every format's example).
    public let example: String
    /// Whether this format claims a file at the given strength; see `Claim`.
    let claims: @Sendable (_ sample: DetectionSample, _ strength: Claim) -> Bool
    /// How a file is read.
    let reading: Reading

    /// What docs/importers.md says of a format, Markdown.
    public struct Documentation: Sendable {
        /// The platform and the file's syntax, with a link to more: "iOS, WebDriverAgent's XML".
        public var platform: String
        /// What in the content tells the format: "XML whose root is `hierarchy`…".
        public var recognisedBy: String
    }

    /// How strongly a format claims a file. Detection asks every format for the strongest claim
    /// before any asks for a weaker one, in registry order, and takes the first that claims it.
    public enum Claim: Int, Sendable, CaseIterable, Comparable {
        /// No format claims the file, and this one's reader says best what is wrong with it.
        case lastResort
        /// The content holds something only this format has, but does not start as it does.
        case probable
        /// The content starts, or is structured, as only this format's files are.
        case definite

        public static func < (lhs: Claim, rhs: Claim) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What a request to import a file says besides its bytes.
    struct Request: Sendable {
        /// The screen to name the snapshot (one screen), or to pick (several); nil for the default.
        var screen: String?
        /// The file as the user named it, for the default screen name and diagnostics.
        var path: String?
        var options: Importer.Options

        init(screen: String? = nil, path: String? = nil, options: Importer.Options = Importer.Options()) {
            self.screen = screen
            self.path = path
            self.options = options
        }
    }

    /// How a format's files are read.
    enum Reading: Sendable {
        /// A file is one screen.
        case screen(@Sendable (_ bytes: [UInt8], _ request: Request) throws(ImportError) -> (Snapshot, [Diagnostic]))
        /// A file holds several screens: `split` cuts it into entries (file order), `read` imports one.
        case entries(
            split: @Sendable (_ bytes: [UInt8], _ path: String?) throws(ImportError) -> [SnapshotEntry],
            read: @Sendable (_ entry: SnapshotEntry, _ path: String?) throws(ImportError) -> (Snapshot, [Diagnostic]))
    }

    init(
        id: String, title: String, summary: String, documentation: Documentation, fileSuffixes: [String],
        example: String, claims: @escaping @Sendable (DetectionSample, Claim) -> Bool, reading: Reading
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.documentation = documentation
        self.fileSuffixes = fileSuffixes
        self.example = example
        self.claims = claims
        self.reading = reading
    }

    /// The title with its article: "an Appium XCUITest page source", "a Playwright ARIA snapshot".
    public var titleWithArticle: String {
        (title.first.map { "AEIOaeio".contains($0) } == true ? "an " : "a ") + title
    }

    /// Whether a file of this format holds several screens, each imported on its own.
    public var holdsSeveralScreens: Bool {
        if case .entries = reading { return true }
        return false
    }

    /// Whether `path` ends with one of this format's suffixes (in any case). Asked of every
    /// file a repository comparison reads, so it compares bytes without making a string.
    public func names(_ path: String) -> Bool {
        fileSuffixes.contains { suffix in
            let ending = path.utf8.suffix(suffix.utf8.count)
            return ending.count == suffix.utf8.count
                && zip(ending, suffix.utf8).allSatisfy { byte, expected in
                    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == expected
                }
        }
    }

    /// The one snapshot a file holds; of a file of several screens, the one `request.screen`
    /// names, or the only one (whatever `screen` says).
    func importSnapshot(_ bytes: [UInt8], _ request: Request) throws(ImportError) -> (Snapshot, [Diagnostic]) {
        switch reading {
        case .screen(let read):
            return try read(bytes, request)
        case .entries:
            let all = try importScreens(bytes, path: request.path)
            if let screen = request.screen, let named = all.first(where: { $0.0.screen == screen }) { return named }
            guard all.count == 1, let only = all.first else {
                throw ImportError.screenNotChosen(format: self, path: request.path, screen: request.screen, keys: all.map(\.0.screen))
            }
            return only
        }
    }

    /// Every screen of a file, in file order: one for most formats, one per entry for a file of
    /// several screens (each named after its key).
    func importScreens(_ bytes: [UInt8], path: String?) throws(ImportError) -> [(Snapshot, [Diagnostic])] {
        switch reading {
        case .screen(let read):
            return [try read(bytes, Request(path: path))]
        case .entries(let split, let read):
            var screens: [(Snapshot, [Diagnostic])] = []
            for entry in try split(bytes, path) { screens.append(try read(entry, path)) }
            return screens
        }
    }

    /// The entries of a file of several screens, not yet imported; nil for a format of one screen.
    func entries(_ bytes: [UInt8], path: String?) throws(ImportError) -> [SnapshotEntry]? {
        guard case .entries(let split, _) = reading else { return nil }
        return try split(bytes, path)
    }

    /// One entry, cut from a file of this format, imported.
    func importEntry(_ entry: SnapshotEntry, path: String?) throws(ImportError) -> (Snapshot, [Diagnostic]) {
        guard case .entries(_, let read) = reading else {
            throw ImportError.unexpectedContent(format: self, path: path, line: 0, message: "it holds one screen, not entries")
        }
        return try read(entry, path)
    }
}

extension ImportFormat: Hashable {
    public static func == (lhs: ImportFormat, rhs: ImportFormat) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension ImportFormat: CustomStringConvertible {
    public var description: String { id }
}

/// The formats by name: `ImportFormat(rawValue: "chrome-axtree")`, and `allCases` in detection
/// order, which is what command-line parsers list.
extension ImportFormat: RawRepresentable, CaseIterable {
    public init?(rawValue: String) {
        guard let format = ImportFormat.all.first(where: { $0.id == rawValue }) else { return nil }
        self = format
    }

    public var rawValue: String { id }

    public static var allCases: [ImportFormat] { all }
}

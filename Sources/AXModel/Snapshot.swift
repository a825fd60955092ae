/// One axsnap file: a screen state and its accessibility tree.
public struct Snapshot: Sendable, Equatable {
    /// The format version this build of axdiff reads and writes.
    public static let currentFormatVersion = 1

    /// Format version (`axsnap`).
    public var formatVersion: Int
    /// Human name of the screen state.
    public var screen: String
    public var platform: Platform
    public var generator: Generator?
    /// Capture conditions; see `ContextKey` for the keys with a meaning.
    public var context: [String: String]
    /// Top-level keys axdiff does not know, kept; written before `root`.
    public var extras: [ExtraKey]
    public var root: Element

    public init(
        formatVersion: Int = Snapshot.currentFormatVersion, screen: String,
        platform: Platform = .ios, generator: Generator? = nil, context: [String: String] = [:],
        extras: [ExtraKey] = [], root: Element
    ) {
        self.formatVersion = formatVersion
        self.screen = screen
        self.platform = platform
        self.generator = generator
        self.context = context
        self.extras = extras
        self.root = root
    }

    /// Where a tree came from.
    public enum Platform: String, Sendable, CaseIterable {
        case ios, android, web
    }

    /// The tool that captured or converted a snapshot.
    public struct Generator: Hashable, Sendable, CustomStringConvertible {
        public var name: String
        public var version: String
        /// Keys axdiff does not know, kept; written after `version`.
        public var extras: [ExtraKey]

        public init(name: String, version: String, extras: [ExtraKey] = []) {
            self.name = name
            self.version = version
            self.extras = extras
        }

        public var description: String { "\(name) \(version)" }
    }

    /// Device class from `context.idiom`; `phone` unless the file says `pad`.
    public var idiom: Idiom {
        context[ContextKey.idiom] == Idiom.pad.rawValue ? .pad : .phone
    }

    /// Reading direction from `context.layoutDirection`.
    public var layoutDirection: LayoutDirection {
        context[ContextKey.layoutDirection] == LayoutDirection.rightToLeft.rawValue
            ? .rightToLeft : .leftToRight
    }

    public enum Idiom: String, Sendable {
        case phone, pad
    }

    public enum LayoutDirection: String, Sendable {
        case leftToRight, rightToLeft
    }
}

/// The `context` keys the spec names, in canonical order; other keys are allowed and kept.
public enum ContextKey {
    public static let device = "device"
    public static let os = "os"
    public static let idiom = "idiom"
    public static let layoutDirection = "layoutDirection"
    public static let locale = "locale"
    public static let appearance = "appearance"
    public static let contentSize = "contentSize"
    public static let orientation = "orientation"

    /// Canonical order of the known keys; other keys follow, sorted.
    public static let canonicalOrder = [
        device, os, idiom, layoutDirection, locale, appearance, contentSize, orientation,
    ]

    /// The keys of `context` in canonical order.
    public static func sortedKeys(of context: [String: String]) -> [String] {
        let known = canonicalOrder.filter { context[$0] != nil }
        let others = context.keys.filter { !canonicalOrder.contains($0) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
        return known + others
    }
}

extension Snapshot {
    /// The number of elements in the tree, counted without recursion.
    public var elementCount: Int { root.subtreeCount }
}

extension Snapshot.Generator {
    /// The generator of snapshots read from Playwright's ARIA snapshots (and Vitest's), which
    /// print a state only when it is true: `[expanded]` and `[pressed]` left out say "false" or
    /// "not a disclosure", and cannot be told apart.
    public static let ariaSnapshotImport = Snapshot.Generator(name: "axdiff-import-aria-snapshot", version: "1")

    /// True for snapshots whose false states are not written (`ariaSnapshotImport`'s, any version).
    public var omitsFalseStates: Bool { name == Self.ariaSnapshotImport.name }
}

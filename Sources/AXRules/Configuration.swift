/// What `.axdiff.yml` says: snapshot roots, rule severities and options, ignored screens and
/// elements. The defaults apply when there is no file.
public struct Configuration: Sendable, Equatable {
    /// Where snapshots are found with no `.axdiff.yml`: `snapshots/` (`*.axsnap.json` files, as
    /// axdiff records them), and the files the common web test runners write wherever they
    /// are: Playwright's ARIA snapshots (`*-snapshots/*.yml` and `*.yaml` beside the spec,
    /// `*.aria.yml` anywhere) and Vitest's `__snapshots__/*.snap` files (of whose entries only
    /// the ARIA snapshots are read). So every command works over a history recorded before
    /// anyone wrote a configuration.
    public static let defaultSnapshotRoots = [
        "snapshots", "**/*-snapshots/*.yml", "**/*-snapshots/*.yaml", "**/*.aria.yml", "**/__snapshots__/*.snap",
    ]

    /// Folders searched for `*.axsnap.json` files, and patterns of snapshot files (a root with
    /// `*`, `?` or `[`), relative to the repository root.
    public var snapshotRoots: [String]
    /// Severity per rule id; nil turns a rule off. Rules not listed keep their default.
    public var severities: [String: Severity?]
    public var options: RuleOptions
    /// Globs of snapshot paths (or screen names) to skip: `*` within a folder, `**` across.
    public var ignoredScreens: [String]
    /// Element ids whose findings are never reported.
    public var ignoredElements: Set<String>
    /// Whether a screen no longer recorded (lost coverage) fails `check` (`coverage:`).
    public var coverage: CoveragePolicy = .warn
    /// What the file says that still works but should be written another way, for standard
    /// error: `PATH:LINE: warning: ...`.
    public var notes: [String] = []

    public init(
        snapshotRoots: [String] = Configuration.defaultSnapshotRoots, severities: [String: Severity?] = [:],
        options: RuleOptions = RuleOptions(), ignoredScreens: [String] = [], ignoredElements: Set<String> = []
    ) {
        self.snapshotRoots = snapshotRoots
        self.severities = severities
        self.options = options
        self.ignoredScreens = ignoredScreens
        self.ignoredElements = ignoredElements
    }

    /// The configuration with `density` (`--density`) in place of `options.density`, when given.
    public func overriding(density: Double?) -> Configuration {
        guard let density else { return self }
        var copy = self
        copy.options.density = density
        return copy
    }

    /// The severity a rule reports at, or nil when it is off. A coverage rule's is the
    /// coverage policy's: a warning, or an error with `coverage: fail`; it is never off.
    public func severity(of rule: Rule) -> Severity? {
        if rule.kind == .coverage { return coverage == .fail ? .error : .warning }
        if let configured = severities[rule.id] { return configured }
        for alias in rule.aliases {
            if let configured = severities[alias] { return configured }
        }
        return rule.defaultSeverity
    }

    /// True when a screen's path or name matches an ignore glob.
    public func isIgnored(path: String, screen: String? = nil) -> Bool {
        ignoredScreens.contains { glob in
            Glob.matches(glob, path) || screen.map { Glob.matches(glob, $0) } == true
                || Glob.matches(glob, String(path.split(separator: "/").last ?? ""))
        }
    }
}

/// What `check` does with lost coverage: a screen whose snapshot is gone or moved out of the
/// snapshot roots (`coverage:` in `.axdiff.yml`).
public enum CoveragePolicy: String, Sendable, CaseIterable {
    /// Reported (summary line, every report's section of its own); the check still passes.
    case warn
    /// Reported, and the check fails unless the loss is accepted in `.axdiff-accept.yml`.
    case fail
}

/// Shell-style globs: `*` matches within a path component, `**` across components (`**/`
/// also matches no folder at all), `?` one character. A dynamic programme over pattern and
/// text positions, so any pattern is safe and linear in their product.
public enum Glob {
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        // reachable[j]: the pattern prefix consumed so far can match text prefix of length j.
        var reachable = [Bool](repeating: false, count: t.count + 1)
        reachable[0] = true
        var i = 0
        while i < p.count {
            var next = [Bool](repeating: false, count: t.count + 1)
            if p[i] == "*" {
                let double = i + 1 < p.count && p[i + 1] == "*"
                let slashAfter = double && i + 2 < p.count && p[i + 2] == "/"
                for j in 0...t.count where reachable[j] {
                    next[j] = true
                    var k = j
                    while k < t.count && (double || t[k] != "/") {
                        k += 1
                        next[k] = true
                    }
                }
                if slashAfter {
                    // `**/` consumes its slash too, or matches nothing at all.
                    var afterSlash = [Bool](repeating: false, count: t.count + 1)
                    for j in 0...t.count {
                        if reachable[j] { afterSlash[j] = true }
                        if j > 0 && next[j - 1] && t[j - 1] == "/" { afterSlash[j] = true }
                    }
                    next = afterSlash
                    i += 3
                } else {
                    i += double ? 2 : 1
                }
            } else {
                for j in 0..<t.count where reachable[j] {
                    if p[i] == "?" ? t[j] != "/" : p[i] == t[j] { next[j + 1] = true }
                }
                i += 1
            }
            reachable = next
        }
        return reachable[t.count]
    }
}

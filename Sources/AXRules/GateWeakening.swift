import AXModel

/// One way a change to `.axdiff.yml` or `.axdiff-accept.yml` makes the check see less: a rule
/// turned off or lowered, a smaller minimum target size, snapshot roots that leave out files
/// the base checks, screens or elements newly ignored, an acceptance added that matches by
/// wildcard. `axdiff check` reports each as its own finding (`ruleID`), so a pull request
/// that loosens the gate says so in every report; `--config-from base` judges with the base's
/// files for teams that want the gate to hold against such a change.
public struct GateWeakening: Sendable, Equatable {
    /// The id of the findings that report it (not a rule of the catalog: nothing turns it off).
    public static let ruleID = "check-weakened"
    public static let title = "Check weakened"
    /// Its findings' severity: seen in every report, failing only `--fail-on warning`.
    public static let severity = Severity.warning

    /// `.axdiff.yml` or `.axdiff-accept.yml`.
    public var file: String
    /// What changed, as a key path: `rules.label-removed`, `snapshots`, `ignore.screens`.
    public var key: String
    /// 1-based line in the head's file; 0 when unknown.
    public var line: Int
    public var message: String

    public init(file: String, key: String, line: Int, message: String) {
        self.file = file
        self.key = key
        self.line = line
        self.message = message
    }

    /// How the check is weakened from `base` to `head`.
    ///
    /// - Parameters:
    ///   - headText: the head's `.axdiff.yml`, to give each finding its line.
    ///   - outsideRoots: snapshot files the base's roots select, at the base, that the head's
    ///     roots do not (found by the caller, which reads the tree).
    ///   - newlyIgnored: for each glob `ignore.screens` adds, the snapshot files at the base it
    ///     skips that the base's did not.
    public static func between(
        base: Configuration, head: Configuration, headText: String? = nil,
        baseAcceptances: AcceptanceFile = AcceptanceFile(), headAcceptances: AcceptanceFile = AcceptanceFile(),
        outsideRoots: [String] = [], newlyIgnored: [String: [String]] = [:]
    ) -> [GateWeakening] {
        let lines = headText.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        /// The first line of the head's file holding `token` as a word, else 0.
        func line(of token: String) -> Int {
            for (index, text) in lines.enumerated() {
                guard let range = text.range(of: token) else { continue }
                let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
                if !(before.isLetter || before.isNumber || before == "-") && !(after.isLetter || after.isNumber || after == "-") { return index + 1 }
            }
            return 0
        }
        var found: [GateWeakening] = []
        func add(_ key: String, _ token: String, _ message: String) {
            found.append(GateWeakening(file: ConfigurationFile.name, key: key, line: line(of: token), message: message))
        }
        for rule in RuleCatalog.all {
            guard let before = base.severity(of: rule) else { continue }
            let after = head.severity(of: rule)
            if after == nil {
                add("rules.\(rule.id)", rule.id, "\(rule.id) is turned off (it was \(before.rawValue)): its regressions are no longer reported")
            } else if let after, after < before {
                add("rules.\(rule.id)", rule.id, "\(rule.id) is lowered from \(before.rawValue) to \(after.rawValue)")
            }
        }
        if head.severity(of: RuleCatalog.targetSizeBelowMinimum) != nil {
            for platform in [Snapshot.Platform.ios, .android, .web] {
                let before = base.options.minimumTargetSize[platform], after = head.options.minimumTargetSize[platform]
                if after < before {
                    add("options.minimumTargetSize", "minimum", "the minimum target size on \(platform.rawValue) is lowered from \(number(before)) to \(number(after))")
                }
            }
        }
        if !outsideRoots.isEmpty {
            add("snapshots", "snapshots", "the snapshot roots leave out \(count(outsideRoots.count, "snapshot file")) the base checks (\(sample(outsideRoots)))")
        }
        for glob in head.ignoredScreens where !base.ignoredScreens.contains(glob) {
            let skipped = newlyIgnored[glob] ?? []
            add("ignore.screens", glob, "ignore.screens adds \"\(glob)\"" + (skipped.isEmpty ? "" : ", which skips \(count(skipped.count, "snapshot file")) the base checks (\(sample(skipped)))"))
        }
        for element in head.ignoredElements.sorted() where !base.ignoredElements.contains(element) {
            add("ignore.elements", element, "ignore.elements adds \"\(element)\": its findings are no longer reported")
        }
        let known = Set(baseAcceptances.entries.map(identity))
        for entry in headAcceptances.entries where entry.isWildcard && !known.contains(identity(entry)) {
            found.append(GateWeakening(
                file: AcceptanceFile.name, key: "accepted", line: entry.line,
                message: "an acceptance that matches by wildcard is added (\(entry.target), \(entry.rule)\(entry.element.isEmpty ? "" : ", \(entry.element)")): it accepts on screens nobody named"))
        }
        return found
    }

    private static func identity(_ entry: AcceptanceFile.Entry) -> [String] {
        [entry.path ?? "", entry.screen, RuleCatalog.rule(entry.rule)?.id ?? entry.rule, entry.element]
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    /// The first few paths, and how many more.
    private static func sample(_ paths: [String]) -> String {
        let shown = paths.prefix(3).joined(separator: ", ")
        return paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown
    }
}

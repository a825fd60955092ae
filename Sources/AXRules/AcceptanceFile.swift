import Yams

/// `.axdiff-accept.yml`: regressions a team accepts on purpose, each with a reason and an
/// optional expiry, so they are reported as accepted and do not fail the check.
///
/// ```yaml
/// accepted:
///   - path: snapshots/Settings.axsnap.json    # the snapshot file (a glob matches several)
///     screen: Settings                        # the screen's name in it (a glob too)
///     rule: label-removed
///     element: closeButton                    # the element's id or label
///     reason: The close button is replaced by a swipe gesture (DESIGN-142)
///     until: 2026-12-31                       # optional: stops applying after this day
///   - path: snapshots/Legacy.axsnap.json      # a screen no longer recorded on purpose
///     screen: Legacy                          # (lost coverage): no element needed
///     rule: screen-removed
///     reason: The legacy settings screen is gone in 3.0
/// ```
///
/// An acceptance is bound to the file and the screen: it applies to a screen whose path and
/// name it matches, on both sides of the comparison, so a screen renamed (or moved) to one
/// that has an acceptance does not borrow it. Files written before `path:` existed name one
/// of the two in `screen:` (a path, a glob or a name); they are still read, with a message
/// saying how to write each entry now (`Entry.migration`).
public struct AcceptanceFile: Sendable, Equatable {
    public static let name = ".axdiff-accept.yml"

    public struct Entry: Sendable, Equatable {
        /// The snapshot file's path, or a glob of paths; nil in an entry written before
        /// `path:` existed, whose `screen` is a path, a glob or a name.
        public var path: String?
        public var screen: String
        public var rule: String
        /// The element's id or label; empty for a screen no longer recorded (`screen-removed`).
        public var element: String
        public var reason: String
        /// `YYYY-MM-DD`; the entry applies up to and including this day.
        public var until: String?
        /// Line of the entry in the file, for messages.
        public var line: Int

        public init(path: String? = nil, screen: String, rule: String, element: String, reason: String, until: String? = nil, line: Int = 0) {
            self.path = path
            self.screen = screen
            self.rule = rule
            self.element = element
            self.reason = reason
            self.until = until
            self.line = line
        }

        /// True when `today` (`YYYY-MM-DD`) is after `until`.
        public func isExpired(today: String) -> Bool {
            guard let until else { return false }
            return today > until
        }

        /// Whether the entry matches by wildcard: its path or screen a glob (`*`, `?`, `[`),
        /// so it accepts on screens nobody named.
        public var isWildcard: Bool {
            [path, screen].contains { $0.map(Self.isGlob) == true }
        }

        static func isGlob(_ text: String) -> Bool { text.contains { $0 == "*" || $0 == "?" || $0 == "[" } }

        /// In an entry without `path:`, whether `screen` names the file (a path or a glob of
        /// paths) rather than the screen: it has a `/`, or ends as snapshot files do.
        var legacyScreenIsPath: Bool {
            screen.contains("/") || [".json", ".yml", ".yaml", ".snap", ".xml"].contains { screen.lowercased().hasSuffix($0) }
        }

        /// Whether the entry names this screen on both sides of the comparison: its path (and
        /// `oldPath`, when the file was renamed or moved) and its name (and `oldScreen`, when
        /// the snapshot's screen was renamed). An entry without `path:` matches by the one it
        /// names, path or name, with the same rule for both sides.
        public func matches(
            path screenPath: String, screen screenName: String, oldPath: String? = nil, oldScreen: String? = nil,
            rule ruleID: String, elementID: String?, elementLabel: String?, previousLabel: String? = nil
        ) -> Bool {
            let canonicalRule = RuleCatalog.rule(rule)?.id ?? rule
            guard canonicalRule == ruleID else { return false }
            // Both sides: a screen renamed or moved to an accepted one is another screen.
            guard names(path: screenPath, screen: screenName),
                  names(path: oldPath ?? screenPath, screen: oldScreen ?? screenName)
            else { return false }
            if element.isEmpty { return RuleCatalog.rule(rule)?.kind == .coverage }
            return element == elementID || element == elementLabel || element == previousLabel || element == "#" + (elementID ?? "")
        }

        /// Whether the entry's path and screen name this screen (whatever the rule, element
        /// and other side).
        public func names(path screenPath: String, screen screenName: String) -> Bool {
            func same(_ pattern: String, _ text: String) -> Bool { pattern == text || Glob.matches(pattern, text) }
            let pathPattern = path ?? (legacyScreenIsPath ? screen : nil)
            let namePattern = path == nil ? (legacyScreenIsPath ? nil : screen) : screen
            return pathPattern.map { same($0, screenPath) } ?? true && namePattern.map { same($0, screenName) } ?? true
        }

        /// For an entry written before `path:` existed, what to write now; nil for one that
        /// names both. `seen` is a screen it applies to in this run, whose path and name the
        /// message can give.
        public func migration(seen: (path: String, screen: String)? = nil) -> String? {
            guard path == nil else { return nil }
            let file = seen?.path ?? (legacyScreenIsPath ? screen : "the snapshot's path")
            let name = seen?.screen ?? (legacyScreenIsPath ? "the screen's name" : screen)
            let names = legacyScreenIsPath ? "the file only" : "the screen's name only"
            return "\(AcceptanceFile.name):\(line): this acceptance names \(names) (screen: \(screen)); acceptances are bound to the file and the screen now: write `path: \(file)` and `screen: \(name)` (until then it applies as before, but never to a screen renamed or moved to it)"
        }

        /// How reports name what the entry accepts: `path, screen`, or the one it names.
        public var target: String {
            path.map { "\($0), \(screen)" } ?? screen
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    public static func parse(_ text: String, path: String = AcceptanceFile.name) throws(ConfigurationError) -> AcceptanceFile {
        guard let root = try ConfigurationFile.compose(text, path: path) else { return AcceptanceFile() }
        func fail(_ node: Node?, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node?.mark?.line ?? 0, message: message)
        }
        guard case .mapping = root else { throw fail(root, "the file must be a mapping with the key \"accepted\"") }
        let top = try ConfigurationFile.pairs(of: root, "the top level", path: path)
        var entries: [Entry] = []
        for (key, value) in top {
            guard key.string == "accepted" else {
                throw fail(key, "unknown key \"\(key.string ?? "")\"; the file has one key, \"accepted\", a list of entries")
            }
            // `accepted:` with nothing under it (the last entry removed) is an empty list.
            if case .scalar(let scalar) = value, ["", "~", "null", "Null", "NULL"].contains(scalar.string) { continue }
            guard case .sequence(let list) = value else { throw fail(value, "\"accepted\" must be a list of entries") }
            var seen: [String: Int] = [:]
            for item in list {
                guard case .mapping = item else {
                    throw fail(item, "each accepted entry must be a mapping with path, screen, rule, element and reason")
                }
                let fields = try ConfigurationFile.pairs(of: item, "an accepted entry", path: path)
                var values: [String: String] = [:]
                for (field, fieldValue) in fields {
                    let name = field.string ?? ""
                    guard ["path", "screen", "rule", "element", "reason", "until"].contains(name) else {
                        throw fail(field, "unknown key \"\(name)\" in an accepted entry; use path, screen, rule, element, reason and until")
                    }
                    guard case .scalar(let scalar) = fieldValue else { throw fail(fieldValue, "\"\(name)\" must be a single value") }
                    values[name] = scalar.string
                }
                for required in ["screen", "rule", "reason"] where (values[required] ?? "").isEmpty {
                    let why = required == "reason" ? ": say why the regression is acceptable"
                        : required == "screen" && values["path"] != nil ? " (the screen's name in the file, as reports show it; `*` for every screen of the file) besides \"path\""
                        : required == "screen" ? ": \"path\" (the snapshot file) and \"screen\" (the screen's name in it)"
                        : ""
                    throw fail(item, "an accepted entry needs \"\(required)\"\(why)")
                }
                if let path = values["path"], path.isEmpty { throw fail(item, "\"path\" is empty: give the snapshot file's path (or a glob of paths)") }
                guard let rule = RuleCatalog.rule(values["rule"] ?? "") else {
                    throw fail(item, "unknown rule \"\(values["rule"] ?? "")\" in an accepted entry\(RuleCatalog.closestID(to: values["rule"] ?? "").map { " (did you mean \"\($0)\"?)" } ?? ""); `axdiff rules` lists them")
                }
                // A rule about a whole screen needs no element; the others name one.
                if rule.kind != .coverage && (values["element"] ?? "").isEmpty {
                    throw fail(item, "an accepted entry needs \"element\" (the element's id or label) for \(rule.id)")
                }
                if let until = values["until"], !isDate(until) {
                    throw fail(item, "\"until\" must be a real date written YYYY-MM-DD (2026-12-31), found \"\(until)\"")
                }
                let key = [values["path"] ?? "", values["screen"] ?? "", rule.id, values["element"] ?? ""].joined(separator: "\u{1F}")
                if let earlier = seen[key] {
                    throw fail(item, "this entry accepts what the entry at line \(earlier) accepts (same path, screen, rule and element); remove one of them")
                }
                seen[key] = item.mark?.line ?? 0
                entries.append(Entry(
                    path: values["path"], screen: values["screen"] ?? "", rule: values["rule"] ?? "", element: values["element"] ?? "",
                    reason: values["reason"] ?? "", until: values["until"], line: item.mark?.line ?? 0))
            }
        }
        return AcceptanceFile(entries: entries)
    }

    /// A real calendar date written `YYYY-MM-DD` (four-digit year, digits only): not
    /// `2026-02-30`, not `+202-01-01`.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }
}

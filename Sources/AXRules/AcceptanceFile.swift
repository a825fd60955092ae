import Yams

/// `.axdiff-accept.yml`: regressions a team accepts on purpose, each with a reason and an
/// optional expiry, so they are reported as accepted and do not fail the check.
///
/// ```yaml
/// accepted:
///   - screen: snapshots/Settings.axsnap.json   # a path, a glob or the screen's name
///     rule: label-removed
///     element: closeButton                    # the element's id or label
///     reason: The close button is replaced by a swipe gesture (DESIGN-142)
///     until: 2026-12-31                       # optional: stops applying after this day
///   - screen: snapshots/Legacy.axsnap.json     # a whole screen removed on purpose:
///     rule: screen-removed                    # no element needed
///     reason: The legacy settings screen is gone in 3.0
/// ```
public struct AcceptanceFile: Sendable, Equatable {
    public static let name = ".axdiff-accept.yml"

    public struct Entry: Sendable, Equatable {
        public var screen: String
        public var rule: String
        /// The element's id or label; empty for a rule about the whole screen (`screen-removed`).
        public var element: String
        public var reason: String
        /// `YYYY-MM-DD`; the entry applies up to and including this day.
        public var until: String?
        /// Line of the entry in the file, for messages.
        public var line: Int

        public init(screen: String, rule: String, element: String, reason: String, until: String? = nil, line: Int = 0) {
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

        /// True when the entry names this screen (path, glob or name), rule and element.
        public func matches(path: String, screen screenName: String, rule ruleID: String, elementID: String?, elementLabel: String?, previousLabel: String? = nil) -> Bool {
            let canonicalRule = RuleCatalog.rule(rule)?.id ?? rule
            guard canonicalRule == ruleID else { return false }
            guard screen == path || screen == screenName || Glob.matches(screen, path) else { return false }
            if element.isEmpty { return RuleCatalog.rule(rule)?.kind == .removal }
            return element == elementID || element == elementLabel || element == previousLabel || element == "#" + (elementID ?? "")
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
                    throw fail(item, "each accepted entry must be a mapping with screen, rule, element and reason")
                }
                let fields = try ConfigurationFile.pairs(of: item, "an accepted entry", path: path)
                var values: [String: String] = [:]
                for (field, fieldValue) in fields {
                    let name = field.string ?? ""
                    guard ["screen", "rule", "element", "reason", "until"].contains(name) else {
                        throw fail(field, "unknown key \"\(name)\" in an accepted entry; use screen, rule, element, reason and until")
                    }
                    guard case .scalar(let scalar) = fieldValue else { throw fail(fieldValue, "\"\(name)\" must be a single value") }
                    values[name] = scalar.string
                }
                for required in ["screen", "rule", "reason"] where (values[required] ?? "").isEmpty {
                    throw fail(item, "an accepted entry needs \"\(required)\"\(required == "reason" ? ": say why the regression is acceptable" : "")")
                }
                guard let rule = RuleCatalog.rule(values["rule"] ?? "") else {
                    throw fail(item, "unknown rule \"\(values["rule"] ?? "")\" in an accepted entry\(RuleCatalog.closestID(to: values["rule"] ?? "").map { " (did you mean \"\($0)\"?)" } ?? ""); `axdiff rules` lists them")
                }
                // A rule about a whole screen needs no element; the others name one.
                if rule.kind != .removal && (values["element"] ?? "").isEmpty {
                    throw fail(item, "an accepted entry needs \"element\" (the element's id or label) for \(rule.id)")
                }
                if let until = values["until"], !isDate(until) {
                    throw fail(item, "\"until\" must be a real date written YYYY-MM-DD (2026-12-31), found \"\(until)\"")
                }
                let key = [values["screen"] ?? "", rule.id, values["element"] ?? ""].joined(separator: "\u{1F}")
                if let earlier = seen[key] {
                    throw fail(item, "this entry accepts what the entry at line \(earlier) accepts (same screen, rule and element); remove one of them")
                }
                seen[key] = item.mark?.line ?? 0
                entries.append(Entry(
                    screen: values["screen"] ?? "", rule: values["rule"] ?? "", element: values["element"] ?? "",
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

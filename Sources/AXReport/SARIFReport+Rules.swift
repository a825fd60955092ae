import AXModel
import AXRules

extension SARIFReport {
    /// `tool.driver.rules`: one reporting descriptor per rule, generated from the rule values,
    /// plus one built from the finding for any rule id the list does not know (so every result
    /// has a `ruleIndex` and GitHub can show its help).
    struct RuleDescriptors {
        private(set) var values: [JSONValue]
        private var ids: [String]
        private var indices: [String: Int] = [:]

        /// `reader` words the descriptions: the one reader of the report's screens, else
        /// "screen readers".
        init(_ rules: [Rule], reader: ScreenReader?, links: ReportLinks) {
            values = rules.map { SARIFReport.descriptor($0, reader: reader ?? .webScreenReaders, links: links) }
            ids = rules.map(\.id)
            for (index, rule) in rules.enumerated() {
                for id in [rule.id] + rule.aliases where indices[id] == nil { indices[id] = index }
            }
        }

        /// The index and current id (for a finding that names an alias) of the finding's rule,
        /// adding a descriptor when the rule is unknown.
        mutating func entry(for finding: FindingReport) -> (index: Int, id: String) {
            if let index = indices[finding.rule] { return (index, ids[index]) }
            values.append(SARIFReport.descriptor(for: finding))
            ids.append(finding.rule)
            indices[finding.rule] = values.count - 1
            return (values.count - 1, finding.rule)
        }
    }

    static func descriptor(_ rule: Rule, reader: ScreenReader, links: ReportLinks) -> JSONValue {
        let documentation = links.ruleURL(rule.id)
        let criteria = rule.wcag.map { "\($0.number) \($0.title) (level \($0.level.rawValue))" }
        let description = rule.description(for: reader)
        var text = "\(rule.title). \(description)"
        if !criteria.isEmpty { text += "\n\nWCAG 2.2: " + criteria.joined(separator: "; ") + "." }
        text += "\n\nDocumentation: \(documentation)"
        var markdown = "**\(rule.title).** \(description)"
        if !rule.wcag.isEmpty {
            markdown += "\n\nWCAG 2.2: " + rule.wcag.map { "[\($0.number) \($0.title)](\($0.understandingURL)) (level \($0.level.rawValue))" }.joined(separator: ", ") + "."
        }
        markdown += "\n\nSee [\(rule.id) in the axdiff rules](\(documentation))."
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(truncated(rule.title)))])),
            ("fullDescription", .object([("text", .string(truncated(description)))])),
            ("help", .object([("text", .string(text)), ("markdown", .string(markdown))])),
            ("helpUri", .string(rule.wcag.first?.understandingURL ?? documentation)),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("properties", .object([("tags", .array(tags(rule.wcag.map(\.number)).map { .string($0) }))])),
        ])
    }

    static func descriptor(for finding: FindingReport) -> JSONValue {
        let title = finding.title.isEmpty ? finding.rule : finding.title
        let text = sanitized(title)
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(finding.rule)),
            ("name", .string(String(pascalCase(finding.rule).prefix(255)).nonEmpty ?? "UnknownRule")),
            ("shortDescription", .object([("text", .string(truncated(text.isEmpty ? "Unknown rule" : text)))])),
            ("fullDescription", .object([("text", .string(truncated(text.isEmpty ? "Unknown rule" : text)))])),
            ("help", .object([("text", .string(truncated(text.isEmpty ? "Unknown rule" : text)))])),
        ]
        if let url = finding.wcag.first?.url, isPlainURL(url) { members.append(("helpUri", .string(url))) }
        members.append(("defaultConfiguration", .object([("level", .string(level(finding.severity)))])))
        members.append(("properties", .object([("tags", .array(tags(finding.wcag.map(\.number)).map { .string($0) }))])))
        return .object(members)
    }

    /// `accessibility` and one `WCAG-x.y.z` tag per criterion, each once (the schema wants
    /// unique tags; GitHub allows 20).
    static func tags(_ criteria: [String]) -> [String] {
        var seen = Set<String>()
        return Array((["accessibility"] + criteria.map { "WCAG-" + $0 }).filter { seen.insert($0).inserted }.prefix(20))
    }

    /// An `https` URL of plain ASCII that needs no escaping anywhere (SARIF, Markdown links).
    static func isPlainURL(_ text: String) -> Bool {
        text.hasPrefix("https://") && text.count > 8 && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            default: "-._~:/?#@!$&'*+,;=%".utf8.contains(byte)
            }
        }
    }

    /// `label-removed` -> `LabelRemoved`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

import AXRules

/// The report as GitHub Actions workflow commands, printed to a step's log so that each
/// regression shows as an annotation on its snapshot file and line:
/// `::error file=PATH,line=N,title=axdiff rule-id::message`.
///
/// One line per regression (`::error`, `::warning` or `::notice` after its severity); accepted
/// regressions are not annotated. Screens no longer recorded follow (one line per screen, or per
/// folder when many went at once; a warning, an error with `coverage: fail`), then stale
/// acceptances as notices and unreadable files as errors. Text is escaped as the runner requires (`%`, CR and LF in the message; also `:` and
/// `,` in properties), and labels are sanitised first (control and bidirectional characters
/// made visible), so no label can end the line and start a command of its own.
public enum GitHubAnnotations {
    /// Longest message kept, in characters, before escaping.
    static let messageLimit = 1000

    public static func render(_ report: Report) -> String {
        var lines: [String] = []
        for screen in report.screens {
            for finding in screen.regressions {
                lines.append(command(
                    level(finding.severity),
                    properties: [("file", screen.path), ("line", String(max(1, finding.element.line))), ("title", "axdiff " + finding.rule)],
                    message: message(finding)))
            }
        }
        for group in CoverageGroup.grouped(report.coverage) where !group.isAccepted {
            // A folder is no file to annotate: its line is the run's.
            let properties = group.folder == nil ? [("file", group.path), ("line", "1")] : []
            lines.append(command(level(group.severity), properties: properties + [("title", "axdiff no longer recorded")], message: group.sentence))
        }
        for stale in report.staleAcceptances {
            lines.append(command(
                "notice", properties: [("title", "axdiff stale acceptance")],
                message: ".axdiff-accept.yml line \(stale.line) (\(stale.screen), \(stale.rule), \(stale.element)) matches no regression; remove it"))
        }
        for error in report.errors {
            lines.append(command("error", properties: [("title", "axdiff could not read a snapshot")], message: error))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The finding's message, the announcement before and after, and its WCAG criteria.
    static func message(_ finding: FindingReport) -> String {
        var text = finding.message.nonEmpty ?? "\(finding.title.nonEmpty ?? finding.rule) on \(finding.element.name)"
        if let change = finding.spokenChange { text += " (\(finding.reader.sentenceName): \(change))" }
        if !finding.wcag.isEmpty { text += " [WCAG " + finding.wcag.map(\.number).joined(separator: ", ") + "]" }
        return text
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .notice: "notice"
        }
    }

    /// `::name key=value,key=value::message`, every part sanitised and escaped.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty(clean($0.1)))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(clean(message)))"
    }

    static func clean(_ text: String) -> String {
        TerminalText.visible(TerminalText.truncate(text, to: messageLimit))
    }

    /// The runner's escaping of command data: `%`, carriage return and line feed.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The runner's escaping of property values: the data escapes, `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

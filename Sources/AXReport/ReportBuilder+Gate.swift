import AXModel
import AXRules

extension ReportBuilder {
    /// The weakenings of the check (`GateWeakening`) as report screens, one per file changed
    /// (`.axdiff.yml`, `.axdiff-accept.yml`), each weakening a finding located at its line:
    /// every report format, the pull-request comment included, shows them as it shows any
    /// finding, with no format of its own to learn.
    public static func gateScreens(_ weakenings: [GateWeakening], reader: ScreenReader) -> [ScreenReport] {
        var files: [String] = []
        for weakening in weakenings where !files.contains(weakening.file) { files.append(weakening.file) }
        return files.map { file in
            let findings = weakenings.filter { $0.file == file }.map { weakening in
                let element = ElementReport(id: nil, label: nil, type: weakening.key, path: weakening.key, line: weakening.line)
                return FindingReport(
                    rule: GateWeakening.ruleID, title: GateWeakening.title, severity: GateWeakening.severity, wcag: [],
                    message: weakening.message, element: element, before: nil, after: nil, alsoTriggered: [],
                    fingerprint: fingerprint(path: file, rule: GateWeakening.ruleID, element: ElementReport(
                        id: nil, label: nil, type: nil, path: weakening.key + "\u{1F}" + weakening.message, line: 0)),
                    acceptance: nil, introducedBy: nil, reader: reader)
            }
            // Named for what the file is: `configuration`, `acceptances`.
            let name = file == AcceptanceFile.name ? "acceptances" : "configuration"
            return ScreenReport(path: file, status: .modified, screen: name, regressions: findings, reader: reader)
        }
    }
}

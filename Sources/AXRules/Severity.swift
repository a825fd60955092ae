/// How serious a finding is; `error` fails a check by default.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case notice, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    var rank: Int {
        switch self {
        case .notice: 0
        case .warning: 1
        case .error: 2
        }
    }
}

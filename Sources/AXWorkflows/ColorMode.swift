/// `--color`: whether output for people is coloured.
public enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never

    /// Whether to colour. `always` and `never` decide alone. In `auto`: `NO_COLOR` set and not
    /// empty turns colour off (https://no-color.org); else `FORCE_COLOR` or `CLICOLOR_FORCE` set
    /// and not empty, `0` or `false` turns it on, even into a pipe or file (CI logs that render
    /// colour); else `CLICOLOR=0` or `TERM=dumb` turns it off; else only a terminal gets colour.
    /// Pure: the environment and the terminal test are passed in.
    public func enabled(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            func set(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
            func forced(_ name: String) -> Bool { set(name) && !["0", "false"].contains(environment[name]?.lowercased() ?? "") }
            if set("NO_COLOR") { return false }
            if forced("FORCE_COLOR") || forced("CLICOLOR_FORCE") { return true }
            if environment["CLICOLOR"] == "0" || environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}

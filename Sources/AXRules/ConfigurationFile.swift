import AXModel
import Yams

/// Reads `.axdiff.yml`:
///
/// ```yaml
/// snapshots: [snapshots, "e2e/**/*-snapshots/*.yml"]  # roots searched for *.axsnap.json,
///                                                   # or patterns of files (ARIA snapshots)
/// rules:
///   label-removed: error                    # error, warning, notice or off
///   target-size-below-minimum: { severity: warning, minimum: 44 }
/// options:
///   minimumTargetSize: { ios: 44, android: 48, web: 24 }   # or one number for all
///   frameTolerance: 1                       # points
///   rowTolerance: 8                         # points
///   density: 2.625                          # pixels per dp of Android dumps in pixels
/// ignore:
///   screens: ["snapshots/Debug*"]           # globs of paths or screen names
///   elements: [debugOverlay]                # element ids
/// coverage: warn                            # or fail: a screen no longer recorded fails check
/// ```
///
/// Unknown keys and bad values are errors that name them, with their line.
public enum ConfigurationFile {
    /// The file's name at the repository root.
    public static let name = ".axdiff.yml"

    public static func parse(_ text: String, path: String = ConfigurationFile.name) throws(ConfigurationError) -> Configuration {
        let root = try compose(text, path: path)
        var configuration = Configuration()
        guard let root else { return configuration }  // an empty file
        let reader = Reader(path: path)
        let top = try reader.mapping(root, "the top level")
        // `rules: screen-removed: …`, from when a removed screen was a regression.
        var retiredSetting: (node: Node, severity: Severity?)?
        var coverageGiven = false
        for (keyNode, value) in top {
            let key = keyNode.string ?? ""
            switch key {
            case "snapshots":
                configuration.snapshotRoots = try reader.strings(value, "snapshots").map { root in
                    var trimmed = root
                    while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
                    if trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
                    return trimmed
                }
                if configuration.snapshotRoots.isEmpty {
                    throw reader.error(value, "\"snapshots\" must list at least one folder")
                }
            case "rules":
                for (ruleNode, setting) in try reader.mapping(value, "rules") {
                    let id = ruleNode.string ?? ""
                    guard let rule = RuleCatalog.rule(id) else {
                        throw reader.error(ruleNode, "unknown rule \"\(id)\" under \"rules\"\(RuleCatalog.closestID(to: id).map { " (did you mean \"\($0)\"?)" } ?? ""); `axdiff rules` lists them")
                    }
                    if rule.kind == .coverage {
                        guard case .scalar = setting else {
                            throw reader.error(ruleNode, "\"\(id)\" is no rule to configure: a screen no longer recorded is lost coverage; set `coverage: fail` (or `warn`, the default) at the top level instead")
                        }
                        retiredSetting = (ruleNode, try reader.severity(setting, "rules.\(id)"))
                        continue
                    }
                    if case .scalar = setting {
                        configuration.severities[rule.id] = try reader.severity(setting, "rules.\(id)")
                        continue
                    }
                    for (optionNode, optionValue) in try reader.mapping(setting, "rules.\(id)") {
                        let key = optionNode.string ?? ""
                        if key == "severity" {
                            configuration.severities[rule.id] = try reader.severity(optionValue, "rules.\(id).severity")
                        } else if let option = rule.settings[key] {
                            try reader.set(option, optionValue, "rules.\(id).\(key)", in: &configuration.options)
                        } else {
                            let keys = (["severity"] + rule.settings.keys.sorted()).map { "\"\($0)\"" }
                            throw reader.error(optionNode, "unknown key \"\(key)\" under \"rules.\(id)\"; use \(keys.joined(separator: " or "))")
                        }
                    }
                }
            case "options":
                for (optionNode, optionValue) in try reader.mapping(value, "options") {
                    let option = optionNode.string ?? ""
                    guard ConfigurationFile.optionNames.contains(option) else {
                        throw reader.error(optionNode, "unknown option \"\(option)\"\(RuleCatalog.didYouMean(option, among: ConfigurationFile.optionNames)); known options are minimumTargetSize, frameTolerance, rowTolerance and density")
                    }
                    try reader.set(option, optionValue, "options.\(option)", in: &configuration.options)
                }
            case "ignore":
                for (ignoreNode, ignoreValue) in try reader.mapping(value, "ignore") {
                    switch ignoreNode.string ?? "" {
                    case "screens": configuration.ignoredScreens = try reader.strings(ignoreValue, "ignore.screens")
                    case "elements": configuration.ignoredElements = Set(try reader.strings(ignoreValue, "ignore.elements"))
                    default:
                        throw reader.error(ignoreNode, "unknown key \"\(ignoreNode.string ?? "")\" under \"ignore\"\(RuleCatalog.didYouMean(ignoreNode.string ?? "", among: ["screens", "elements"])); use \"screens\" or \"elements\"")
                    }
                }
            case "coverage":
                let text = value.string ?? ""
                guard case .scalar = value, let policy = CoveragePolicy(rawValue: text) else {
                    throw reader.error(value, "\"coverage\" must be warn or fail, found \"\(text)\": warn reports a screen no longer recorded, fail also fails the check")
                }
                configuration.coverage = policy
                coverageGiven = true
            default:
                throw reader.error(keyNode, "unknown key \"\(key)\"\(RuleCatalog.didYouMean(key, among: ["snapshots", "rules", "options", "ignore", "coverage"])); known keys are snapshots, rules, options, ignore and coverage")
            }
        }
        if let (node, severity) = retiredSetting {
            // Read as it meant: an error failed the check, anything less did not.
            let policy: CoveragePolicy = severity == .error ? .fail : .warn
            let line = node.mark?.line ?? 0
            let place = DiagnosticText.escape(path) + (line > 0 ? ":\(line)" : "")
            if coverageGiven {
                configuration.notes.append("\(place): warning: \"screen-removed\" under \"rules\" is not used: a screen no longer recorded is lost coverage, and `coverage: \(configuration.coverage.rawValue)` decides; remove the rule's line")
            } else {
                configuration.coverage = policy
                configuration.notes.append("\(place): warning: \"screen-removed: \(severity?.rawValue ?? "off")\" under \"rules\" is read as `coverage: \(policy.rawValue)`: a screen no longer recorded is lost coverage now, not a regression; write `coverage: \(policy.rawValue)` at the top level instead")
            }
        }
        return configuration
    }

    /// The YAML document's root node (nil for an empty file), or an error with its line.
    ///
    /// Scalars are read as the text they are (`Resolver.basic`): every value is read through
    /// `Node.string`, and Yams' default resolver compiles seven regular expressions the first
    /// time it is used (8.8M instructions, about 1.5 ms, at every start of a command that
    /// reads a configuration or acceptance file) to tag numbers, booleans and dates.
    static func compose(_ text: String, path: String) throws(ConfigurationError) -> Node? {
        do {
            return try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw ConfigurationError(path: path, line: line(of: error), message: "not valid YAML: \(problem(of: error))")
        } catch {
            throw ConfigurationError(path: path, line: 0, message: "not valid YAML: \(error)")
        }
    }

    static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        case .duplicatedKeysInMapping(_, let context): context.mark.line
        default: 0
        }
    }

    static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .reader(let problem, _, _, _): problem
        case .duplicatedKeysInMapping(let duplicates, _):
            "a key is given twice in one mapping (\(duplicates.sorted().map { "\"\($0)\"" }.joined(separator: ", "))): keep one"
        default: "\(error)"
        }
    }

    /// A mapping's keys and values, with YAML merge keys (`<<: *defaults`, `<<: [*a, *b]`)
    /// read as YAML 1.1 defines them: the merged mappings' keys are added where the mapping
    /// does not give them itself, the first merged mapping winning over later ones. A merge
    /// key whose value is no mapping (or list of mappings) is an error that names it; a
    /// quoted `"<<"` is an ordinary key. At most `maximumMerges` mappings are merged, merges
    /// within merged mappings included; more is an error.
    static func pairs(of node: Node, _ key: String, path: String) throws(ConfigurationError) -> [(Node, Node)] {
        var budget = maximumMerges
        return try pairs(of: node, key, path: path, budget: &budget)
    }

    /// The most mappings one mapping may merge, counting merges within merged mappings. An
    /// alias merged twice at each of 30 levels (600 bytes of YAML, as a pull request may
    /// commit) would otherwise be 2^30 merges: a check that never ends. Real files merge a few.
    static let maximumMerges = 256

    private static func pairs(of node: Node, _ key: String, path: String, budget: inout Int) throws(ConfigurationError) -> [(Node, Node)] {
        guard case .mapping(let mapping) = node else { return [] }
        var own: [(Node, Node)] = []
        var merged: [(Node, Node)] = []
        for (name, value) in mapping {
            guard case .scalar(let scalar) = name, scalar.string == "<<", scalar.style == .plain else {
                own.append((name, value))
                continue
            }
            let sources: [Node]
            switch value {
            case .mapping: sources = [value]
            case .sequence(let list): sources = Array(list)
            default: sources = [value]
            }
            for source in sources {
                guard case .mapping = source else {
                    throw ConfigurationError(
                        path: path, line: name.mark?.line ?? 0,
                        message: "the YAML merge key \"<<\" \(key == "the top level" ? "at the top level" : "under \"\(key)\"") must merge a mapping (`<<: *defaults`, with `defaults: &defaults` a mapping) or a list of them; found \"\(source.string ?? "a list")\"")
                }
                budget -= 1
                guard budget >= 0 else {
                    throw ConfigurationError(
                        path: path, line: name.mark?.line ?? 0,
                        message: "the YAML merge key \"<<\" \(key == "the top level" ? "at the top level" : "under \"\(key)\"") merges more than \(maximumMerges) mappings, counting the merges inside merged mappings: merge each shared mapping once, not aliases that merge aliases")
                }
                merged += try pairs(of: source, key, path: path, budget: &budget)
            }
        }
        var given = Set(own.compactMap { $0.0.string })
        for (name, value) in merged where given.insert(name.string ?? "").inserted {
            own.append((name, value))
        }
        return own
    }

    /// Typed reads of YAML nodes with errors that name the key.
    /// The shared options (`options.<name>`), which a rule's own keys may also set
    /// (`Rule.settings`).
    static let optionNames = ["minimumTargetSize", "frameTolerance", "rowTolerance", "density"]

    private struct Reader {
        let path: String


        /// Reads the value of option `name` into `options`.
        func set(_ name: String, _ node: Node, _ key: String, in options: inout RuleOptions) throws(ConfigurationError) {
            switch name {
            case "minimumTargetSize": options.minimumTargetSize = try targetSize(node, key)
            case "frameTolerance": options.frameTolerance = try number(node, key)
            case "rowTolerance": options.rowTolerance = try number(node, key)
            case "density": options.density = try density(node, key)
            default: throw error(node, "\"\(key)\" sets no option axdiff knows")
            }
        }

        func error(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node.mark?.line ?? 0, message: message)
        }

        func mapping(_ node: Node, _ key: String) throws(ConfigurationError) -> [(Node, Node)] {
            guard case .mapping = node else {
                throw error(node, "\"\(key)\" must be a mapping of keys to values")
            }
            return try ConfigurationFile.pairs(of: node, key, path: path)
        }

        func strings(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
            if case .scalar(let scalar) = node { return [scalar.string] }
            guard case .sequence(let sequence) = node else {
                throw error(node, "\"\(key)\" must be a list of strings")
            }
            var result: [String] = []
            for item in sequence {
                guard case .scalar(let scalar) = item else { throw error(item, "\"\(key)\" must contain only strings") }
                result.append(scalar.string)
            }
            return result
        }

        func number(_ node: Node, _ key: String) throws(ConfigurationError) -> Double {
            guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite, value >= 0 else {
                throw error(node, "\"\(key)\" must be a number of points (0 or more), found \"\(node.string ?? "a list or mapping")\"")
            }
            return value
        }

        /// One number for every platform, or a mapping of `ios`, `android` and `web` (the
        /// platforms left out keep their own minimum).
        func targetSize(_ node: Node, _ key: String) throws(ConfigurationError) -> MinimumTargetSize {
            guard case .mapping = node else { return MinimumTargetSize(all: try number(node, key)) }
            var sizes = MinimumTargetSize()
            for (platformNode, sizeNode) in try mapping(node, key) {
                guard let platform = Snapshot.Platform(rawValue: platformNode.string ?? "") else {
                    throw error(platformNode, "unknown platform \"\(platformNode.string ?? "")\" under \"\(key)\"; use ios, android or web")
                }
                sizes[platform] = try number(sizeNode, "\(key).\(platform.rawValue)")
            }
            return sizes
        }

        func density(_ node: Node, _ key: String) throws(ConfigurationError) -> Double {
            guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite, value > 0 else {
                throw error(node, "\"\(key)\" must be a number of pixels per dp, more than 0 (2.625 for 420 dpi; `adb shell wm density` divided by 160), found \"\(node.string ?? "a list or mapping")\"")
            }
            return value
        }

        func severity(_ node: Node, _ key: String) throws(ConfigurationError) -> Severity? {
            let text = node.string ?? ""
            if text == "off" || text == "false" { return nil }
            guard let severity = Severity(rawValue: text) else {
                throw error(node, "\"\(key)\" must be error, warning, notice or off, found \"\(text)\"")
            }
            return severity
        }
    }
}

/// A problem in `.axdiff.yml`: where, and what to change.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String

    public var description: String {
        DiagnosticText.escape(path) + (line > 0 ? ":\(line)" : "") + ": error: " + DiagnosticText.line(message)
    }
}

import Testing

@testable import AXRules

@Suite struct ConfigurationFileTests {
    @Test func readsEverySetting() throws {
        let configuration = try ConfigurationFile.parse("""
            snapshots: [ios/snapshots/, ./web/snapshots]
            rules:
              label-removed: warning
              redundant-focus-stop: off
              target-size-below-minimum: { severity: error, minimum: 44 }
            options:
              frameTolerance: 2
              rowTolerance: 10
            ignore:
              screens: ["ios/snapshots/Debug*"]
              elements: [debugOverlay, fpsCounter]
            """)
        #expect(configuration.snapshotRoots == ["ios/snapshots", "web/snapshots"])
        #expect(configuration.severities["label-removed"] == .some(.warning))
        #expect(configuration.severities["redundant-focus-stop"] == .some(nil))
        #expect(configuration.severities["target-size-below-minimum"] == .some(.error))
        #expect(configuration.options == RuleOptions(minimumTargetSize: MinimumTargetSize(all: 44), frameTolerance: 2, rowTolerance: 10))
        #expect(configuration.isIgnored(path: "ios/snapshots/DebugMenu.axsnap.json"))
        #expect(!configuration.isIgnored(path: "ios/snapshots/Settings.axsnap.json"))
        #expect(configuration.ignoredElements == ["debugOverlay", "fpsCounter"])
        #expect(configuration.severity(of: RuleCatalog.labelRemoved) == .warning)
        #expect(configuration.severity(of: RuleCatalog.redundantFocusStop) == nil)
        #expect(configuration.severity(of: RuleCatalog.roleRemoved) == .error)
    }

    /// Scalars are read as written: words YAML 1.1 would make booleans, nulls, numbers or
    /// dates are element ids like any other.
    @Test func scalarsAreReadAsWritten() throws {
        let configuration = try ConfigurationFile.parse("""
            ignore:
              elements: [yes, no, on, "off", ~, null, 0x2C, 1e3, .inf, 2026-01-01, 007]
            options:
              frameTolerance: 0x10
            """)
        #expect(configuration.ignoredElements == ["yes", "no", "on", "off", "~", "null", "0x2C", "1e3", ".inf", "2026-01-01", "007"])
        #expect(configuration.options.frameTolerance == 16)
    }

    @Test func minimumTargetSizesPerPlatformAndTheDensity() throws {
        let configuration = try ConfigurationFile.parse("""
            options:
              minimumTargetSize: { android: 40, web: 44 }
              density: 3
            """)
        #expect(configuration.options.minimumTargetSize == MinimumTargetSize(ios: 44, android: 40, web: 44))
        #expect(configuration.options.density == 3)
        #expect(Configuration().options.minimumTargetSize == MinimumTargetSize(ios: 44, android: 48, web: 24))
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        #expect(try ConfigurationFile.parse("") == Configuration())
        #expect(try ConfigurationFile.parse("# nothing yet\n") == Configuration())
    }

    @Test(arguments: [
        ("snapshot: [a]", ".axdiff.yml:1: error: unknown key \"snapshot\" (did you mean \"snapshots\"?); known keys are snapshots, rules, options, ignore and coverage"),
        ("rules:\n  label-removd: error", ".axdiff.yml:2: error: unknown rule \"label-removd\" under \"rules\" (did you mean \"label-removed\"?); `axdiff rules` lists them"),
        ("rules:\n  label-removed: fatal", ".axdiff.yml:2: error: \"rules.label-removed\" must be error, warning, notice or off, found \"fatal\""),
        ("rules:\n  label-removed: { minimum: 4 }", ".axdiff.yml:2: error: unknown key \"minimum\" under \"rules.label-removed\"; use \"severity\""),
        ("rules:\n  target-size-below-minimum: { minimal: 4 }", ".axdiff.yml:2: error: unknown key \"minimal\" under \"rules.target-size-below-minimum\"; use \"severity\" or \"minimum\""),
        ("options:\n  frameTolerance: wide", ".axdiff.yml:2: error: \"options.frameTolerance\" must be a number of points (0 or more), found \"wide\""),
        ("options:\n  tolerance: 1", ".axdiff.yml:2: error: unknown option \"tolerance\" (did you mean \"rowTolerance\"?); known options are minimumTargetSize, frameTolerance, rowTolerance and density"),
        ("options:\n  density: 0", ".axdiff.yml:2: error: \"options.density\" must be a number of pixels per dp, more than 0 (2.625 for 420 dpi; `adb shell wm density` divided by 160), found \"0\""),
        ("options:\n  minimumTargetSize: { watchos: 30 }", ".axdiff.yml:2: error: unknown platform \"watchos\" under \"options.minimumTargetSize\"; use ios, android or web"),
        ("ignore:\n  files: [a]", ".axdiff.yml:2: error: unknown key \"files\" under \"ignore\"; use \"screens\" or \"elements\""),
        ("snapshots: []", ".axdiff.yml:1: error: \"snapshots\" must list at least one folder"),
        ("rules: [a, b]", ".axdiff.yml:1: error: \"rules\" must be a mapping of keys to values"),
        ("rules:\n  label-removed: [", ".axdiff.yml:3: error: not valid YAML: did not find expected node content"),
    ])
    func badKeysAndValuesAreNamed(text: String, message: String) {
        #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse(text) }
        do {
            _ = try ConfigurationFile.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func acceptanceEntriesAndTheirErrors() throws {
        let file = try AcceptanceFile.parse("""
            accepted:
              - screen: snapshots/Settings.axsnap.json
                rule: label-removed
                element: closeButton
                reason: Redesign
                until: 2026-12-31
            """)
        let entry = try #require(file.entries.first)
        #expect(entry.line == 2)
        #expect(entry.matches(path: "snapshots/Settings.axsnap.json", screen: "Settings", rule: "label-removed", elementID: "closeButton", elementLabel: nil))
        #expect(entry.matches(path: "snapshots/Settings.axsnap.json", screen: "Settings", rule: "label-removed", elementID: nil, elementLabel: nil, previousLabel: nil) == false)
        #expect(!entry.isExpired(today: "2026-12-31"))
        #expect(entry.isExpired(today: "2027-01-01"))
        #expect(throws: ConfigurationError.self) { try AcceptanceFile.parse("accepted:\n  - screen: a\n    rule: label-removed\n    element: b\n    reason: c\n    until: next week\n") }
        #expect(throws: ConfigurationError.self) { try AcceptanceFile.parse("accepted:\n  - screen: a\n    rule: nope\n    element: b\n    reason: c\n") }
        #expect(throws: ConfigurationError.self) { try AcceptanceFile.parse("accept: []\n") }
    }

    @Test func aKeyGivenTwiceIsOneLocatedLine() {
        let error = #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse("rules:\n  label-removed: error\n  label-removed: warning\n") }
        let text = error?.description ?? ""
        #expect(text.contains(".axdiff.yml:2: error: not valid YAML: a key is given twice in one mapping (\"label-removed\"): keep one"), "\(text)")
        #expect(!text.contains("\n") && !text.contains("\\n"), "\(text)")
    }

    /// The last entry removed leaves `accepted:` alone: nothing is accepted, and nothing is
    /// wrong. An entry that repeats another is named with the line of the first.
    @Test func anEmptyListIsFineAndARepeatedEntryIsNamed() throws {
        #expect(try AcceptanceFile.parse("accepted:\n").entries.isEmpty)
        #expect(try AcceptanceFile.parse("accepted: []\n").entries.isEmpty)
        let entry = "  - screen: a\n    rule: label-removed\n    element: b\n    reason: c\n"
        let error = #expect(throws: ConfigurationError.self) { try AcceptanceFile.parse("accepted:\n" + entry + entry) }
        #expect(error?.description.contains(":6:") == true || error?.line == 6, "\(String(describing: error))")
        #expect(error?.description.contains("accepts what the entry at line 2 accepts") == true, "\(String(describing: error))")
    }

    /// `until:` is a real calendar date with a four-digit year.
    @Test(arguments: [
        ("2026-12-31", true), ("2028-02-29", true), ("2000-02-29", true),
        ("2027-02-29", false), ("1900-02-29", false), ("2026-02-30", false), ("2026-04-31", false),
        ("2026-13-01", false), ("2026-00-10", false), ("+202-01-01", false), ("2026-1-01", false), ("20261-01-01", false),
    ])
    func untilIsARealCalendarDate(_ date: String, _ valid: Bool) {
        let text = "accepted:\n  - screen: a\n    rule: label-removed\n    element: b\n    reason: c\n    until: \"\(date)\"\n"
        if valid {
            #expect(throws: Never.self) { try AcceptanceFile.parse(text) }
        } else {
            let error = #expect(throws: ConfigurationError.self) { try AcceptanceFile.parse(text) }
            #expect(error?.description.contains("must be a real date written YYYY-MM-DD") == true, "\(String(describing: error))")
        }
    }

    /// A mistyped key, option or rule id names the closest one.
    @Test(arguments: [
        ("snapshotz: [snapshots]\n", "unknown key \"snapshotz\" (did you mean \"snapshots\"?)"),
        ("options:\n  rowTolerence: 4\n", "unknown option \"rowTolerence\" (did you mean \"rowTolerance\"?)"),
        ("ignore:\n  screen: [a]\n", "unknown key \"screen\" under \"ignore\" (did you mean \"screens\"?)"),
        ("rules:\n  label-remove: warning\n", "unknown rule \"label-remove\" under \"rules\" (did you mean \"label-removed\"?)"),
    ])
    func aMistypedNameNamesTheClosest(_ text: String, _ message: String) {
        let error = #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse(text) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }
}

/// YAML merge keys (`<<`), which anchors make useful for shared settings, are read as YAML
/// 1.1 defines them; a merge of something that is no mapping is refused by name.
@Suite struct ConfigurationMergeKeyTests {
    @Test func mergedKeysApplyWhereTheMappingDoesNotGiveThemItself() throws {
        let configuration = try ConfigurationFile.parse("""
            options: &web
              frameTolerance: 2
              rowTolerance: 10
            rules:
              <<: [{ label-removed: notice, role-removed: warning }, { label-removed: off, heading-removed: notice }]
              role-removed: error
            ignore:
              <<: { elements: [debugOverlay] }
            """)
        #expect(configuration.options.frameTolerance == 2 && configuration.options.rowTolerance == 10)
        // The first merged mapping wins over the second; the mapping's own key over both.
        #expect(configuration.severities["label-removed"] == .some(.notice))
        #expect(configuration.severities["role-removed"] == .some(.error))
        #expect(configuration.severities["heading-removed"] == .some(.notice))
        #expect(configuration.ignoredElements == ["debugOverlay"])
    }

    @Test func anAnchorsMappingIsMerged() throws {
        let configuration = try ConfigurationFile.parse("""
            options: &shared
              frameTolerance: 3
            rules:
              target-size-below-minimum:
                <<: { severity: warning }
                minimum: 30
            """)
        #expect(configuration.severities["target-size-below-minimum"] == .some(.warning))
        #expect(configuration.options.minimumTargetSize == MinimumTargetSize(all: 30))
    }

    @Test func aMergeOfAScalarIsRefusedByName() {
        #expect(throws: ConfigurationError(
            path: ".axdiff.yml", line: 2,
            message: "the YAML merge key \"<<\" under \"rules\" must merge a mapping (`<<: *defaults`, with `defaults: &defaults` a mapping) or a list of them; found \"strict\"")) {
            try ConfigurationFile.parse("rules:\n  <<: strict\n")
        }
        // Quoted, it is a key like any other: an unknown rule.
        #expect(throws: ConfigurationError.self) { try ConfigurationFile.parse("rules:\n  \"<<\": { label-removed: off }\n") }
    }

    /// An alias merged twice at each of 30 levels is 600 bytes and 2^30 merges: refused, fast,
    /// in both files; a merge chain of real depth is read.
    @Test func mergesOfMergesAreBounded() throws {
        func chain(_ level: Int) -> String {
            level == 0 ? "&r0 {label-removed: warning}" : "&r\(level) {<<: [\(chain(level - 1)), *r\(level - 1)]}"
        }
        let clock = ContinuousClock()
        let started = clock.now
        #expect(throws: ConfigurationError(
            path: ".axdiff.yml", line: 1,
            message: "the YAML merge key \"<<\" under \"rules\" merges more than 256 mappings, counting the merges inside merged mappings: merge each shared mapping once, not aliases that merge aliases")) {
            try ConfigurationFile.parse("rules: {<<: [\(chain(30)), *r30]}\n")
        }
        #expect(throws: ConfigurationError.self) {
            try AcceptanceFile.parse("accepted:\n  - {<<: [\(chain(30)), *r30]}\n")
        }
        #expect(clock.now - started < .seconds(5))
        let shallow = try ConfigurationFile.parse("rules: {<<: [\(chain(4)), *r4]}\n")
        #expect(shallow.severity(of: RuleCatalog.labelRemoved) == .warning)
    }

    @Test func acceptanceEntriesMergeToo() throws {
        let file = try AcceptanceFile.parse("""
            accepted:
              - &redesign
                path: snapshots/Settings.axsnap.json
                screen: Settings
                rule: label-removed
                element: closeButton
                reason: Replaced by a swipe gesture (DESIGN-142)
              - <<: *redesign
                element: backButton
            """)
        #expect(file.entries.map(\.element) == ["closeButton", "backButton"])
        #expect(file.entries[1].reason == "Replaced by a swipe gesture (DESIGN-142)")
    }
}

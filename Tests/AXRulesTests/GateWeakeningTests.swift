import Testing

@testable import AXRules

/// What makes the check see less, read from two configurations and acceptance files.
@Suite struct GateWeakeningTests {
    @Test func aRuleTurnedOffOrLoweredIsAWeakeningAndARaisedOneIsNot() throws {
        let base = try ConfigurationFile.parse("rules:\n  heading-removed: warning\n")
        let head = try ConfigurationFile.parse("rules:\n  label-removed: off\n  heading-removed: notice\n  role-changed: error\n")
        let found = GateWeakening.between(base: base, head: head, headText: "rules:\n  label-removed: off\n  heading-removed: notice\n  role-changed: error\n")
        #expect(found == [
            GateWeakening(file: ".axdiff.yml", key: "rules.label-removed", line: 2, message: "label-removed is turned off (it was error): its regressions are no longer reported"),
            GateWeakening(file: ".axdiff.yml", key: "rules.heading-removed", line: 3, message: "heading-removed is lowered from warning to notice"),
        ])
        #expect(GateWeakening.between(base: head, head: base).isEmpty == false, "turning label-removed back on is no weakening, but the rest is")
        #expect(GateWeakening.between(base: head, head: base).allSatisfy { !$0.key.contains("label-removed") })
        #expect(GateWeakening.between(base: base, head: base).isEmpty)
    }

    @Test func aSmallerTargetSizeRootsLeavingFilesOutAndNewIgnoresAreWeakenings() throws {
        let base = try ConfigurationFile.parse("ignore:\n  screens: [\"snapshots/Debug*\"]\n")
        let head = try ConfigurationFile.parse("""
            options:
              minimumTargetSize: { web: 16 }
            ignore:
              screens: ["snapshots/Debug*", "snapshots/Pay*"]
              elements: [payButton]
            """)
        let found = GateWeakening.between(
            base: base, head: head, outsideRoots: ["e2e/a.spec.ts-snapshots/a.yml"],
            newlyIgnored: ["snapshots/Pay*": ["snapshots/Pay.axsnap.json"]])
        #expect(found.map(\.message) == [
            "the minimum target size on web is lowered from 24 to 16",
            "the snapshot roots leave out 1 snapshot file the base checks (e2e/a.spec.ts-snapshots/a.yml)",
            "ignore.screens adds \"snapshots/Pay*\", which skips 1 snapshot file the base checks (snapshots/Pay.axsnap.json)",
            "ignore.elements adds \"payButton\": its findings are no longer reported",
        ])
    }

    @Test func onlyAWildcardAcceptanceTheBaseLacksIsOne() throws {
        let named = "  - path: snapshots/Pay.axsnap.json\n    screen: Pay\n    rule: label-removed\n    element: pay\n    reason: r\n"
        let wildcard = "  - path: \"snapshots/*\"\n    screen: \"*\"\n    rule: label-removed\n    element: pay\n    reason: r\n"
        let base = try AcceptanceFile.parse("accepted:\n" + named)
        let head = try AcceptanceFile.parse("accepted:\n" + named + wildcard)
        let found = GateWeakening.between(base: Configuration(), head: Configuration(), baseAcceptances: base, headAcceptances: head)
        #expect(found == [GateWeakening(
            file: ".axdiff-accept.yml", key: "accepted", line: 7,
            message: "an acceptance that matches by wildcard is added (snapshots/*, *, label-removed, pay): it accepts on screens nobody named")])
        #expect(GateWeakening.between(base: Configuration(), head: Configuration(), baseAcceptances: head, headAcceptances: head).isEmpty)
        // A file written before `path:`: a glob in `screen:` is a wildcard too.
        let old = try AcceptanceFile.parse("accepted:\n  - screen: \"snapshots/**\"\n    rule: label-removed\n    element: pay\n    reason: r\n")
        #expect(GateWeakening.between(base: Configuration(), head: Configuration(), headAcceptances: old).count == 1)
    }
}

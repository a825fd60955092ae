import AXTestSupport
import Foundation
import Testing

/// Verdicts on real edits from the corpus's histories (docs/verdicts.md), each diffed as a
/// user would diff the two files: the auditor's reading of each is in the test's comment.
@Suite struct RealEditTests {
    private func diff(_ project: String, _ before: String, _ after: String) throws -> CommandRunner.Result {
        try CommandRunner.diffCorpusBlobs(project, before, after)
    }

    /// siemens/element a89c2a7b0, a UX-writing pass: "Delete Confirmation" became "Delete
    /// confirmation" in place while the dialog beside it was renamed. Every control keeps its
    /// name; the dialog's "Delete" button is still the dialog's.
    @Test func aButtonRenamedInPlaceStaysItselfBesideARenamedDialog() throws {
        let result = try diff("siemens-element", "68760208abfec27c.yaml", "4729e9e849e5eba1.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("control-became-text") && !result.stdout.contains("element-removed"), "\(result.stdout)")
    }

    /// siemens/element 422570f0b: the second timepicker is removed with its "AM" option, and
    /// the date line below, which said "AM" already, changed its prefix. Nothing became text.
    @Test func aRemovedOptionIsNotTextThatALineSaidAlready() throws {
        let result = try diff("siemens-element", "0b2a3412596a3115.yaml", "08bec1c82ec23e2c.yaml")
        #expect(!result.stdout.contains("control-became-text"), "\(result.stdout)")
    }

    /// siemens/element ff9dfa4b3: the widget catalog moves to bulk add, so no option of its
    /// listbox is preselected any more. A listbox may have nothing chosen.
    @Test func aListboxWithNothingPreselectedLosesNoSelection() throws {
        let result = try diff("siemens-element", "aeda121bea6f31c7.yaml", "468854346edb55f4.yaml")
        #expect(!result.stdout.contains("selection-removed"), "\(result.stdout)")
    }

    /// w3c/aria-at-app 90914bc79: test plans moved between the status tables, where their
    /// versions are listed anew. No list's content left list structure.
    @Test func listsWhoseContentMovedIntoOtherListsLostNoStructure() throws {
        let result = try diff("aria-at-app", "4f66d2794cfc02b1.yml", "5ed80431048cdc1f.yml")
        #expect(!result.stdout.contains("warning list-structure-lost"), "\(result.stdout)")
    }
}

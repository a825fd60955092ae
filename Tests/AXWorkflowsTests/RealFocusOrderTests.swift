import AXTestSupport
import Foundation
import Testing

/// Focus order on real pages, from the aria-practices history in the corpus.
@Suite struct RealFocusOrderTests {
    private func diff(_ before: String, _ after: String) throws -> CommandRunner.Result {
        try CommandRunner.diffCorpusBlobs("aria-practices", before, after)
    }

    /// Commit 7f54d9620 of w3c/aria-practices: on the temperature slider's page, "Rating Radio
    /// Group Example" left the related examples and "Media Seek Slider Example" became "Rating
    /// Slider Example" in its place. No link the reader knew moved.
    @Test func aRelatedLinkReplacedInItsPlaceMovesNobody() throws {
        let result = try diff("3d5846c6d904f8fc.yml", "62fe795d9c5cdb80.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("focus-order-changed"), "\(result.stdout)")
        #expect(result.stdout.contains("Rating Slider Example"), "the change itself is still shown")
    }
}

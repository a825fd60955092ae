import AXRuntime
import Testing

/// A retention slot keeps the latest value only once it is turned on, and frees the one it
/// kept before (`ExitRetention` holds such a slot, turned on by the executable).
@Suite struct ExitRetentionTests {
    final class Tree: Sendable {}

    @Test func keepsOnlyOnceOnAndOnlyTheLatest() {
        let slot = RetentionSlot()
        weak var before: Tree?
        do {
            let tree = Tree()
            before = tree
            slot.keep(tree)  // off: not kept
        }
        #expect(before == nil, "kept while keeping was off")

        slot.enable()
        weak var first: Tree?
        weak var second: Tree?
        do {
            let tree = Tree()
            first = tree
            slot.keep(tree)
        }
        #expect(first != nil, "the latest value was freed")
        do {
            let tree = Tree()
            second = tree
            slot.keep(tree)
        }
        #expect(first == nil, "the value kept before was not freed")
        #expect(second != nil)
        slot.keep(0)
        #expect(second == nil)
    }
}

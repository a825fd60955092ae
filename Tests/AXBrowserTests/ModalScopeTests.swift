import AXModel
import Testing

@testable import AXBrowser

@Suite struct ModalScopeTests {
    @Test func aModalDialogsAncestorsAreWrappersAndWhatIsBehindItStaysHidden() {
        // Chrome's tree of a page with <dialog> opened by showModal().
        let nodes = [
            AXNodeFixture.node("2", parent: nil, children: ["3"], backend: 2),
            AXNodeFixture.node("3", parent: "2", children: ["16", "22"], backend: 3, ignored: ["activeModalDialog"]),
            AXNodeFixture.node("16", parent: "3", children: [], backend: 16, ignored: ["activeModalDialog"]),
            AXNodeFixture.node("22", parent: "3", children: ["23"], backend: 22),
            AXNodeFixture.node("23", parent: "22", children: [], backend: 23),
        ]
        let unwrapped = ModalScope.unwrapped(nodes)
        #expect(unwrapped[1]["ignoredReasons"]?.arrayValue?.first?["name"] == "uninteresting")
        #expect(unwrapped[2] == nodes[2])
        #expect(unwrapped[3] == nodes[3])
        let withoutModal = [nodes[0], AXNodeFixture.node("3", parent: "2", children: [], backend: 3, ignored: ["notRendered"])]
        #expect(ModalScope.unwrapped(withoutModal) == withoutModal)
    }
}

import AXModel
import Testing

@testable import AXRules

/// Landmarks are told by their role; most types are ruled out by length or first byte before
/// any name is compared.
@Suite struct LandmarkRoleTests {
    @Test func everyLandmarkRoleIsALandmarkAndNamedOnesNeedAName() {
        for role in RuleCatalog.landmarkRoles {
            #expect(RuleCatalog.isLandmark(Element(type: role)), "\(role)")
        }
        for role in RuleCatalog.namedLandmarkRoles {
            #expect(!RuleCatalog.isLandmark(Element(type: role)), "\(role) without a name")
            #expect(RuleCatalog.isLandmark(Element(type: role, label: "Checkout")), "\(role) with a name")
        }
    }

    @Test func otherTypesAreNotLandmarks() {
        for type in ["", "m", "mains", "Main", "MAIN", "navigations", "UIButton", "button", "complementary2", "XCUIElementTypeOther",
                     "android.widget.FrameLayout", "ñavigation", "search ", " search", "generic", "region2"] {
            #expect(!RuleCatalog.isLandmark(Element(type: type, label: "Named")), "\(type)")
        }
        #expect(!RuleCatalog.isLandmark(Element(label: "No type")))
    }
}

import Testing
@testable import AXGit

@Suite struct ObjectIDTests {
    @Test func hexRoundTripsAndShortIsSevenCharacters() throws {
        let hex = "0123456789abcdef0123456789abcdef01234567"
        let id = try #require(ObjectID(hex: hex))
        #expect(id.hex == hex)
        #expect(id.short == "0123456")
        #expect(ObjectID(hex: hex.uppercased()) == id)
        #expect(ObjectID(bytes: id.bytes) == id)
        #expect(ObjectID(id.gitOID) == id)
        #expect(id.bytes.first == 0x01 && id.bytes.last == 0x67)
    }

    @Test func malformedHexIsRejected() {
        #expect(ObjectID(hex: "0123") == nil)
        #expect(ObjectID(hex: String(repeating: "g", count: 40)) == nil)
        #expect(ObjectID(hex: String(repeating: "a", count: 41)) == nil)
        #expect(ObjectID(bytes: [1, 2, 3]) == nil)
    }

    @Test func orderFollowsTheBytes() throws {
        let low = try #require(ObjectID(hex: "00000000000000000000000000000000000000ff"))
        let high = try #require(ObjectID(hex: "0100000000000000000000000000000000000000"))
        #expect(low < high)
        #expect(Set([low, high, low]).count == 2)
    }
}

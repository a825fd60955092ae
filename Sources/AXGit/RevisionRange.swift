/// The two sides of a range spec: `A..B` (diff A with B) or `A...B` (diff the merge base of A
/// and B with B). Pure parsing; resolving is the repository's job.
struct RevisionRange: Equatable {
    let left: String
    let right: String
    /// True for `A...B`.
    let symmetric: Bool

    /// Splits at the first `..` or `...` outside `{}` (so `main^{/fix..}` stays whole); an
    /// empty side means `HEAD`, as in git. Nil when the spec is not a range.
    static func parse(_ spec: String) -> RevisionRange? {
        let bytes = Array(spec.utf8)
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ".") where depth == 0 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "."):
                let symmetric = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: ".")
                let end = index + (symmetric ? 3 : 2)
                let left = String(decoding: bytes[..<index], as: UTF8.self)
                let right = String(decoding: bytes[end...], as: UTF8.self)
                return RevisionRange(
                    left: left.isEmpty ? "HEAD" : left,
                    right: right.isEmpty ? "HEAD" : right,
                    symmetric: symmetric
                )
            default: break
            }
            index += 1
        }
        return nil
    }
}

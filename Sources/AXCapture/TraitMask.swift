import AXModel

/// Turns a `UIAccessibilityTraits` bit mask into axsnap trait names. The adapter passes the
/// table of the bits UIKit's constants have at run time (UIKit does not document the values);
/// every set bit outside the table is kept as a trait named `bit<N>` (`bit18`), never dropped.
public struct TraitMask: Sendable {
    /// Known bits and the trait each means; a bit may appear more than once.
    public let table: [(bits: UInt64, trait: Trait)]

    public init(_ table: [(bits: UInt64, trait: Trait)]) {
        self.table = table
    }

    /// The traits of a mask: those of the table whose bits are all set, then one `bit<N>` name
    /// per remaining set bit.
    public func traits(_ mask: UInt64) -> TraitSet {
        var traits: [Trait] = []
        var known: UInt64 = 0
        for entry in table where entry.bits != 0 && mask & entry.bits == entry.bits {
            traits.append(entry.trait)
            known |= entry.bits
        }
        var rest = mask & ~known
        while rest != 0 {
            let bit = rest.trailingZeroBitCount
            traits.append(.unknown("bit\(bit)"))
            rest &= rest &- 1
        }
        return TraitSet(traits)
    }
}

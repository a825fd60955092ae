/// A set of traits: the known vocabulary as a bit set, unknown names as a sorted list.
///
/// Iteration and `names` follow the canonical order (vocabulary order, then unknown names).
public struct TraitSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Bit `i` is set when `Trait.vocabulary[i]` is in the set.
    public private(set) var knownBits: UInt32
    /// Unknown trait names, sorted and unique.
    public private(set) var unknownNames: [String]

    public init() {
        knownBits = 0
        unknownNames = []
    }

    /// A set of `traits`, in O(n log n): unknown names are sorted once, where inserting them
    /// one by one shifts the sorted array each time.
    public init<S: Sequence>(_ traits: S) where S.Element == Trait {
        var bits: UInt32 = 0
        var names: [String] = []
        for trait in traits {
            if let index = trait.vocabularyIndex {
                bits |= 1 << UInt32(index)
            } else {
                names.append(trait.name)
            }
        }
        self.init(knownBits: bits, unknownNames: names)
    }

    public init(arrayLiteral elements: Trait...) {
        self.init(elements)
    }

    /// The known traits whose bits are set in `bits`, and the unknown `names` (in any order,
    /// repeats allowed).
    init(knownBits bits: UInt32, unknownNames names: [String]) {
        self.init(knownBits: bits)
        guard !names.isEmpty else { return }
        let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in sorted where unknownNames.last != name { unknownNames.append(name) }
    }

    /// The known traits whose bits are set in `bits`.
    public init(knownBits bits: UInt32) {
        knownBits = bits & TraitSet.allKnownBits
        unknownNames = []
    }

    static let allKnownBits: UInt32 = (1 << UInt32(Trait.vocabulary.count)) - 1
    /// Bits of the role traits.
    public static let roleBits: UInt32 = (1 << 11) - 1
    /// Bits of the traits that make an element interactive: button, link, searchField,
    /// keyboardKey, adjustable, toggle, textEntry and allowsDirectInteraction (their places in
    /// `Trait.vocabulary`). Written as a constant, not computed from the traits: a computed
    /// global is behind a once-check that every element of every rule paid.
    public static let interactiveBits: UInt32 =
        1 << 0 | 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7 | 1 << 9 | 1 << 10 | 1 << 17

    public var isEmpty: Bool { knownBits == 0 && unknownNames.isEmpty }
    public var count: Int { knownBits.nonzeroBitCount + unknownNames.count }

    @inlinable
    public func contains(_ trait: Trait) -> Bool {
        if let index = trait.vocabularyIndex { return knownBits & (1 << UInt32(index)) != 0 }
        return unknownNames.contains(trait.name)
    }

    /// Inserts a trait; returns false when it was already present.
    @discardableResult
    public mutating func insert(_ trait: Trait) -> Bool {
        if let index = trait.vocabularyIndex {
            let bit: UInt32 = 1 << UInt32(index)
            defer { knownBits |= bit }
            return knownBits & bit == 0
        }
        let name = trait.name
        let position = unknownNames.firstIndex { !Array($0.utf8).lexicographicallyPrecedes(name.utf8) }
        if let position, unknownNames[position] == name { return false }
        unknownNames.insert(name, at: position ?? unknownNames.endIndex)
        return true
    }

    public mutating func remove(_ trait: Trait) {
        if let index = trait.vocabularyIndex {
            knownBits &= ~(1 << UInt32(index))
        } else {
            unknownNames.removeAll { $0 == trait.name }
        }
    }

    /// The traits in canonical order.
    public var sorted: [Trait] {
        var result: [Trait] = []
        result.reserveCapacity(count)
        var bits = knownBits
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            result.append(Trait.vocabulary[index])
            bits &= bits - 1
        }
        for name in unknownNames { result.append(.unknown(name)) }
        return result
    }

    public func makeIterator() -> IndexingIterator<[Trait]> { sorted.makeIterator() }

    /// The names in canonical order, as written in a snapshot.
    public var names: [String] { sorted.map(\.name) }

    /// The role traits in the set.
    public var roles: TraitSet { TraitSet(knownBits: knownBits & TraitSet.roleBits) }

    @inlinable
    public var hasRole: Bool { knownBits & TraitSet.roleBits != 0 }

    /// True when any trait makes an element interactive (custom actions are judged elsewhere).
    @inlinable
    public var hasInteractiveTrait: Bool { knownBits & TraitSet.interactiveBits != 0 }

    public func union(_ other: TraitSet) -> TraitSet {
        var result = self
        result.knownBits |= other.knownBits
        for name in other.unknownNames { result.insert(.unknown(name)) }
        return result
    }

    public func subtracting(_ other: TraitSet) -> TraitSet {
        var result = TraitSet(knownBits: knownBits & ~other.knownBits)
        result.unknownNames = unknownNames.filter { !other.unknownNames.contains($0) }
        return result
    }

    public func intersection(_ other: TraitSet) -> TraitSet {
        var result = TraitSet(knownBits: knownBits & other.knownBits)
        result.unknownNames = unknownNames.filter { other.unknownNames.contains($0) }
        return result
    }

    /// The set without the unnamed bits of the iOS capture (`Trait.isUnnamedBit`).
    public var withoutUnnamedBits: TraitSet {
        guard unknownNames.contains(where: { Trait.unknown($0).isUnnamedBit }) else { return self }
        var result = self
        result.unknownNames.removeAll { Trait.unknown($0).isUnnamedBit }
        return result
    }

    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}

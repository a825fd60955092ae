import AXModel

/// Which element of the old tree is which element of the new tree.
public struct Matching: Sendable, Equatable {
    /// For each old element, its new partner, or -1.
    public var oldToNew: [Int]
    /// For each new element, its old partner, or -1.
    public var newToOld: [Int]

    public init(oldCount: Int, newCount: Int) {
        oldToNew = Array(repeating: -1, count: oldCount)
        newToOld = Array(repeating: -1, count: newCount)
    }

    mutating func pair(_ old: Int, _ new: Int) {
        oldToNew[old] = new
        newToOld[new] = old
    }

    public func isMatched(old: Int) -> Bool { oldToNew[old] >= 0 }
    public func isMatched(new: Int) -> Bool { newToOld[new] >= 0 }

    /// Matched pairs in old preorder.
    public var pairs: [(old: Int, new: Int)] {
        // A plain loop into a reserved array: the rules ask for the pairs a dozen times a diff.
        var result: [(old: Int, new: Int)] = []
        result.reserveCapacity(min(oldToNew.count, newToOld.count))
        for (old, new) in oldToNew.enumerated() where new >= 0 {
            result.append((old, new))
        }
        return result
    }
}

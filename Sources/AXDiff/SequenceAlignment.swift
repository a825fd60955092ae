/// Order-preserving alignment of two token sequences (a longest common subsequence when the
/// problem is small, a close approximation when it is not), with no uncapped quadratic step.
///
/// 1. The common prefix and suffix are matched.
/// 2. A middle of at most `exactLimit` cells (old count × new count) is solved exactly with
///    the classic dynamic programme.
/// 3. A larger middle is split at anchors: tokens that occur exactly once on each side, kept
///    when their positions increase (patience diff); each gap is aligned the same way.
/// 4. A large middle without anchors is matched greedily in order.
///
/// Time is O(n log n) plus at most `exactLimit` per solved block.
public enum SequenceAlignment {
    /// The largest block solved exactly (cells of the dynamic programme).
    public static let exactLimit = 160_000

    /// Pairs `(i, j)` with `old[i] == new[j]`, increasing in both.
    public static func align<Token: Hashable>(_ old: [Token], _ new: [Token]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        // Work items: half-open ranges of old and new still to align.
        var work: [(Range<Int>, Range<Int>)] = [(0..<old.count, 0..<new.count)]
        while let (a, b) = work.popLast() {
            var lowA = a.lowerBound, lowB = b.lowerBound
            var highA = a.upperBound, highB = b.upperBound
            while lowA < highA && lowB < highB && old[lowA] == new[lowB] {
                pairs.append((lowA, lowB))
                lowA += 1
                lowB += 1
            }
            while lowA < highA && lowB < highB && old[highA - 1] == new[highB - 1] {
                highA -= 1
                highB -= 1
                pairs.append((highA, highB))
            }
            let countA = highA - lowA, countB = highB - lowB
            if countA == 0 || countB == 0 { continue }
            if countA * countB <= exactLimit {
                pairs.append(contentsOf: exact(old, lowA..<highA, new, lowB..<highB))
                continue
            }
            let anchors = uniqueAnchors(old, lowA..<highA, new, lowB..<highB)
            if anchors.isEmpty {
                pairs.append(contentsOf: greedy(old, lowA..<highA, new, lowB..<highB))
                continue
            }
            var previousA = lowA, previousB = lowB
            for (i, j) in anchors {
                pairs.append((i, j))
                work.append((previousA..<i, previousB..<j))
                previousA = i + 1
                previousB = j + 1
            }
            work.append((previousA..<highA, previousB..<highB))
        }
        pairs.sort { $0.0 < $1.0 }
        return pairs
    }

    /// The classic LCS dynamic programme over one block.
    static func exact<Token: Hashable>(_ old: [Token], _ a: Range<Int>, _ new: [Token], _ b: Range<Int>) -> [(Int, Int)] {
        let rows = a.count, columns = b.count
        // lengths[(i) * (columns + 1) + j]: LCS of old[a.lower + i...] and new[b.lower + j...].
        var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
        let width = columns + 1
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                if old[a.lowerBound + i] == new[b.lowerBound + j] {
                    lengths[i * width + j] = lengths[(i + 1) * width + j + 1] + 1
                } else {
                    lengths[i * width + j] = max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                }
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < rows && j < columns {
            if old[a.lowerBound + i] == new[b.lowerBound + j] {
                pairs.append((a.lowerBound + i, b.lowerBound + j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// Tokens unique on both sides, reduced to the longest run with increasing positions.
    static func uniqueAnchors<Token: Hashable>(_ old: [Token], _ a: Range<Int>, _ new: [Token], _ b: Range<Int>) -> [(Int, Int)] {
        var countOld: [Token: Int] = [:]
        var positionOld: [Token: Int] = [:]
        for i in a {
            countOld[old[i], default: 0] += 1
            positionOld[old[i]] = i
        }
        var countNew: [Token: Int] = [:]
        for j in b { countNew[new[j], default: 0] += 1 }
        var candidates: [(Int, Int)] = []
        for j in b where countNew[new[j]] == 1 && countOld[new[j]] == 1 {
            if let i = positionOld[new[j]] { candidates.append((i, j)) }
        }
        // Candidates are in increasing j; keep the longest increasing run of i.
        let keep = LongestIncreasingSubsequence.indices(of: candidates.map(\.0))
        return keep.map { candidates[$0] }
    }

    /// Matches equal tokens in order: each old token takes the next unused equal new token
    /// after the previous match. O(n log n) through per-token position queues.
    static func greedy<Token: Hashable>(_ old: [Token], _ a: Range<Int>, _ new: [Token], _ b: Range<Int>) -> [(Int, Int)] {
        var positions: [Token: [Int]] = [:]
        for j in b { positions[new[j], default: []].append(j) }
        var cursor: [Token: Int] = [:]
        var pairs: [(Int, Int)] = []
        var last = b.lowerBound - 1
        for i in a {
            guard let list = positions[old[i]] else { continue }
            var index = cursor[old[i]] ?? 0
            while index < list.count && list[index] <= last { index += 1 }
            cursor[old[i]] = index
            guard index < list.count else { continue }
            pairs.append((i, list[index]))
            last = list[index]
            cursor[old[i]] = index + 1
        }
        return pairs
    }
}

/// The longest strictly increasing subsequence, in O(n log n).
public enum LongestIncreasingSubsequence {
    /// Indices into `values` of one longest strictly increasing subsequence, in order.
    public static func indices(of values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        // tails[k]: index of the smallest tail of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            result.append(current)
            current = previous[current]
        }
        return result.reversed()
    }
}

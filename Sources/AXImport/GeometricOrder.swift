import AXModel

/// Sorting by position as VoiceOver reads: rows top to bottom (top edges closer than 8 points
/// share a row), within a row left to right, ties by document order.
enum GeometricOrder {
    static let rowTolerance = 8.0

    static func sorted<T>(_ items: [T], frame: (T) -> Frame, order: (T) -> Int) -> [T] {
        let byTop = items.sorted { (frame($0).minY, order($0)) < (frame($1).minY, order($1)) }
        var rows: [Int] = []
        var row = 0
        var rowTop = byTop.first.map { frame($0).minY } ?? 0
        for item in byTop {
            if frame(item).minY - rowTop >= rowTolerance {
                row += 1
                rowTop = frame(item).minY
            }
            rows.append(row)
        }
        return zip(rows, byTop).sorted { lhs, rhs in
            if lhs.0 != rhs.0 { return lhs.0 < rhs.0 }
            let left = frame(lhs.1).minX
            let right = frame(rhs.1).minX
            if left != right { return left < right }
            return order(lhs.1) < order(rhs.1)
        }.map(\.1)
    }
}

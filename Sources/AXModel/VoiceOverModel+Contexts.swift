/// Where a focus stop is, when VoiceOver says so: in a tab bar (`tab, 2 of 4`), in a segmented
/// control (`2 of 3`), at the start or end of a list or landmark container. cashapp's
/// AccessibilitySnapshot models the same contexts (docs/format.md, "Announcements").
public enum SpokenContext: Sendable, Hashable {
    /// A tab, and its 1-based place among the tabs: `tab, 2 of 4`.
    case tab(position: Int, count: Int)
    /// A segment of a segmented control: `2 of 3`.
    case series(position: Int, count: Int)
    /// The first or last stop of a `list` container that gives its own order.
    case listStart, listEnd
    /// The first or last stop of a `landmark` container that gives its own order.
    case landmarkStart, landmarkEnd

    /// `N of M`, for the contexts that count.
    var place: String? {
        switch self {
        case .tab(let position, let count), .series(let position, let count): "\(position) of \(count)"
        default: nil
        }
    }

    /// The words said after the rest of the announcement (`list start`), for the contexts
    /// that mark an edge.
    var edgeWords: String? {
        switch self {
        case .listStart: "list start"
        case .listEnd: "list end"
        case .landmarkStart: "landmark"
        case .landmarkEnd: "end"
        default: nil
        }
    }
}

extension VoiceOverModel {
    /// The context of a stop, if it has one.
    public func context(of index: Int) -> SpokenContext? { contexts[index] }

    /// The element that gives stops inside it a context: a tab bar (the `tabBar` trait, or
    /// UIKit's `UITabBar`), a `UISegmentedControl`, or a `list` or `landmark` container that
    /// gives its own order (an `accessibilityElements` array).
    enum ContextProvider {
        case tabs, tabBarView, segments, list, landmark

        /// Read in the element's slot, in place: every element of every model is asked.
        init?(_ record: UnsafeMutablePointer<Element.Record>) {
            if record.pointee.traits.contains(.tabBar) {
                self = .tabs
                return
            }
            switch record.pointee.type {
            case "UITabBar"?:
                self = .tabBarView
                return
            case "UISegmentedControl"?:
                self = .segments
                return
            default:
                break
            }
            guard let rare = record.pointee.rare, rare.childOrder == .given, !rare.extras.isEmpty,
                  let extra = rare.extras.first(where: { $0.key == Element.containerKey }),
                  case .string(let container) = extra.value else { return nil }
            switch container {
            case "list": self = .list
            case "landmark": self = .landmark
            default: return nil
            }
        }
    }

    /// The type names UIKit gives a tab bar's buttons (`_UITabButton` since iOS 26).
    static let tabButtonTypes: Set<String> = ["UITabBarButton", "_UITabButton"]

    /// The contexts of the stops, in one pass down the tree and one over the stops. The
    /// outermost provider decides (a list inside a tab bar gives tabs), as in
    /// AccessibilitySnapshot; places count in reading order among the provider's stops.
    static func contexts(tree: ElementTree, stops: [Int]) -> [Int: SpokenContext] {
        guard !stops.isEmpty else { return [:] }
        var provider = [Int](repeating: -1, count: tree.count)
        var kinds: [Int: ContextProvider] = [:]
        for index in 0..<tree.count {
            let parent = tree.parent[index]
            if parent >= 0 && provider[parent] >= 0 {
                provider[index] = provider[parent]
                continue
            }
            let record = tree.arena.records + index
            // A stop is spoken, not a provider: a tab bar is a container of tabs.
            guard !record.pointee.accessible, let kind = ContextProvider(record) else { continue }
            kinds[index] = kind
            provider[index] = index
        }
        guard !kinds.isEmpty else { return [:] }
        var members: [Int: [Int]] = [:]
        for stop in stops {
            let owner = provider[stop]
            guard owner >= 0 && owner != stop else { continue }
            members[owner, default: []].append(stop)
        }
        var contexts: [Int: SpokenContext] = [:]
        for (owner, inside) in members {
            switch kinds[owner] {
            case .tabs:
                for (offset, stop) in inside.enumerated() { contexts[stop] = .tab(position: offset + 1, count: inside.count) }
            case .tabBarView:
                // UIKit's tab bar counts its tab buttons; other elements in it are no tabs.
                let tabs = inside.filter { tree.elements[$0].type.map(tabButtonTypes.contains) ?? false }
                let counted = tabs.isEmpty ? inside : tabs
                for (offset, stop) in counted.enumerated() { contexts[stop] = .tab(position: offset + 1, count: counted.count) }
            case .segments:
                for (offset, stop) in inside.enumerated() { contexts[stop] = .series(position: offset + 1, count: inside.count) }
            case .list, .landmark:
                let landmark = kinds[owner] == .landmark
                if let last = inside.last { contexts[last] = landmark ? .landmarkEnd : .listEnd }
                if let first = inside.first { contexts[first] = landmark ? .landmarkStart : .listStart }
            case nil:
                break
            }
        }
        return contexts
    }
}

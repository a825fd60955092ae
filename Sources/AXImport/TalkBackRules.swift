import AXModel

/// Which Android views TalkBack focuses, and what it says for them, computed over a dump.
///
/// Follows TalkBack's published rules (as ported by Android's Accessibility Test Framework and
/// Stetho), with what a dump shows:
/// - *actionable*: clickable, long-clickable or focusable;
/// - *speaking*: has text or a content description, is checkable, or has a visible child that
///   is not accessibility-focusable and is speaking;
/// - *accessibility-focusable*: visible, and actionable or a speaking item of a list (a child
///   of a scrollable view or of a RecyclerView/ListView/GridView/ScrollView, or a page of a
///   ViewPager);
/// - a view is a *focus stop* when it is visible, is not a container as large as its window,
///   and either it is accessibility-focusable and a leaf or speaking, or it has text and no
///   accessibility-focusable ancestor (below the window-sized containers).
/// A stop without a content description speaks its text and the descriptions of its
/// descendants that are not focusable themselves, in tree order; a checkable one among them
/// lends the stop its checked state.
struct TalkBackRules {
    let nodes: [AndroidImporter.Node]
    let hasHierarchy: Bool
    private(set) var visible: [Bool]
    private(set) var focusable: [Bool]
    private(set) var isStop: [Bool]
    /// The nearest ancestor that is a focus stop, or -1.
    private(set) var nearestStop: [Int]
    let children: [[Int]]

    init(nodes: [AndroidImporter.Node], hasHierarchy: Bool) {
        self.nodes = nodes
        self.hasHierarchy = hasHierarchy
        let count = nodes.count
        var children = [[Int]](repeating: [], count: count)
        for index in 1..<max(count, 1) where nodes[index].parent >= 0 {
            children[nodes[index].parent].append(index)
        }
        self.children = children

        // Top-down: visibility, the window each view belongs to, list items.
        var visible = [Bool](repeating: true, count: count)
        var window = [Int](repeating: 0, count: count)
        var listItem = [Bool](repeating: false, count: count)
        for index in 0..<count {
            let node = nodes[index]
            let parent = node.parent
            visible[index] = node.displayed && (parent < 0 || visible[parent])
            if parent < 0 || (hasHierarchy && parent == 0) {
                window[index] = index
            } else {
                window[index] = window[parent]
            }
            listItem[index] = node.scrollable
            if parent >= 0 {
                let parentNode = nodes[parent]
                if parentNode.scrollable || AndroidClasses.isListLike(parentNode.simpleName) { listItem[index] = true }
                let grandparent = parentNode.parent
                if grandparent >= 0 && AndroidClasses.isPager(nodes[grandparent].simpleName) { listItem[index] = true }
            }
        }
        let isView: (Int) -> Bool = { index in !(hasHierarchy && index == 0) }
        let windowSized: [Bool] = (0..<count).map { index in
            guard isView(index), !children[index].isEmpty, let bounds = nodes[index].bounds else { return false }
            return bounds == nodes[window[index]].bounds
        }

        // Bottom-up: speaking and accessibility-focusable.
        var speakingChild = [Bool](repeating: false, count: count)
        var speaking = [Bool](repeating: false, count: count)
        var focusable = [Bool](repeating: false, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let node = nodes[index]
            let hasText = node.text != nil || node.contentDescription != nil
            speaking[index] = node.checkable || hasText || speakingChild[index]
            let actionable = node.clickable || node.longClickable || node.focusable
            focusable[index] = isView(index) && visible[index]
                && (actionable || (listItem[index] && speaking[index]))
            if node.parent >= 0 && visible[index] && !focusable[index] && speaking[index] {
                speakingChild[node.parent] = true
            }
        }

        // Top-down: focusable ancestors, stops, nearest enclosing stop.
        var focusableAncestor = [Bool](repeating: false, count: count)
        var isStop = [Bool](repeating: false, count: count)
        var nearestStop = [Int](repeating: -1, count: count)
        for index in 0..<count {
            let node = nodes[index]
            let parent = node.parent
            if parent >= 0 {
                if !isView(parent) || windowSized[parent] {
                    focusableAncestor[index] = false
                } else {
                    focusableAncestor[index] = focusable[parent] || focusableAncestor[parent]
                }
                nearestStop[index] = isStop[parent] ? parent : nearestStop[parent]
            }
            guard isView(index), visible[index], !windowSized[index] else { continue }
            if focusable[index] {
                let leaf = !children[index].contains { visible[$0] }
                isStop[index] = leaf || speaking[index]
            } else {
                let hasText = node.text != nil || node.contentDescription != nil
                isStop[index] = hasText && !focusableAncestor[index]
            }
        }
        self.visible = visible
        self.focusable = focusable
        self.isStop = isStop
        self.nearestStop = nearestStop
    }

    /// What TalkBack reads for a stop: its content description, or else its own text (not an
    /// EditText's: that is its value) and the descriptions of the descendants that are not
    /// focusable themselves, joined by ", ". Also the first checkable such descendant.
    ///
    /// The label is cut at `maximumSpokenLength` UTF-8 bytes: in a chain of nested text views
    /// each speaks all the text below it, so labels grew with the square of the depth (a 1 MB
    /// dump of 500 nested 2 kB texts made 250 MB of labels), and no one listens that long.
    func spokenDescription(of index: Int) -> (label: String?, checkable: Int?) {
        let node = nodes[index]
        if let description = node.contentDescription { return (description, nil) }
        var parts: [String] = []
        var length = 0
        if let text = node.text, !AndroidClasses.isEditText(node.simpleName) {
            parts.append(text)
            length += text.utf8.count
        }
        var checkable: Int?
        var stack = children[index].reversed() as [Int]
        while let current = stack.popLast() {
            if length > TalkBackRules.maximumSpokenLength && checkable != nil { break }
            guard visible[current], !focusable[current] else { continue }
            let child = nodes[current]
            if child.checkable && checkable == nil { checkable = current }
            // Past the longest label, only a checkable descendant is still looked for.
            let speaks = length <= TalkBackRules.maximumSpokenLength
            if let description = child.contentDescription {
                if speaks {
                    parts.append(description)
                    length += description.utf8.count + 2
                }
                continue
            }
            if let text = child.text, speaks {
                parts.append(text)
                length += text.utf8.count + 2
            }
            stack.append(contentsOf: children[current].reversed())
        }
        guard !parts.isEmpty else { return (nil, checkable) }
        return (TalkBackRules.cut(parts.joined(separator: ", ")), checkable)
    }

    /// The longest label a stop's merged description gives, in UTF-8 bytes.
    static let maximumSpokenLength = 10_000

    /// `text` cut to at most `maximumSpokenLength` bytes at a character boundary.
    static func cut(_ text: String) -> String {
        guard text.utf8.count > maximumSpokenLength else { return text }
        var end = text.startIndex
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            if bytes > maximumSpokenLength { break }
            end = text.index(after: end)
        }
        return String(text[..<end])
    }
}

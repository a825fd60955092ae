/// What a table asks for its rows.
///
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor public protocol UITableViewDataSource: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Optional in UIKit; one section unless the data source says otherwise.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

#if !canImport(UIKit)
extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int { self[1] }

    /// https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int { self[0] }
}
#endif

/// A table: a scroll view that asks its data source for the rows in the window when it lays
/// out (`reloadData()`, `layoutIfNeeded()`), each `rowHeight` tall, as UIKit makes only the
/// visible cells. Cells are not reused.
///
/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    public let style: UITableView.Style

    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    open weak var dataSource: UITableViewDataSource?

    /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
    open var rowHeight: CGFloat = 44

    private var visibleCells: [(IndexPath, UITableViewCell)] = []

    /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCells.first { $0.0 == indexPath }?.1
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    open func reloadData() {
        layoutSubviews()
    }

    open override func layoutSubviews() {
        for (_, cell) in visibleCells { cell.removeFromSuperview() }
        visibleCells = []
        guard let dataSource else { return }
        var y: CGFloat = 0
        let visible = bounds
        for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
            for row in 0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0) {
                defer { y += rowHeight }
                guard y + rowHeight > visible.minY && y < visible.maxY else { continue }
                let path = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                cell.frame = CGRect(x: 0, y: y, width: bounds.size.width, height: rowHeight)
                addSubview(cell)
                visibleCells.append((path, cell))
            }
        }
        contentSize = CGSize(width: bounds.size.width, height: y)
    }
}

/// A cell. Left an accessibility element (UIKit's default), it speaks for what is inside it:
/// its label is the labels of the elements in it, in order, joined by commas; a switch as its
/// accessory view gives it its value and switch traits; a checkmark makes it selected.
///
/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    open private(set) var contentView = UIView()

    /// The title; made on first use, as UIKit's is.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    open var textLabel: UILabel? {
        if let label = titleLabel { return label }
        let label = UILabel()
        titleLabel = label
        contentView.insertSubview(label, at: 0)
        layoutLabels()
        return label
    }

    /// The subtitle or value, for the styles that have one.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = subtitleLabel { return label }
        let label = UILabel()
        subtitleLabel = label
        contentView.insertSubview(label, at: titleLabel == nil ? 0 : 1)
        layoutLabels()
        return label
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            layoutLabels()
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
    open var accessoryType: UITableViewCell.AccessoryType = .none

    let style: CellStyle
    private var titleLabel: UILabel?
    private var subtitleLabel: UILabel?

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    open override var frame: CGRect {
        didSet { layoutLabels() }
    }

    /// The labels side by side (value styles) or one above the other (subtitle), in the
    /// content view; the accessory view at the trailing edge, centred.
    private func layoutLabels() {
        let size = frame.size
        let accessoryWidth = accessoryView.map { $0.frame.size.width + 16 } ?? 0
        contentView.frame = CGRect(x: 0, y: 0, width: max(size.width - accessoryWidth, 0), height: size.height)
        let width = max(contentView.frame.size.width - 32, 0)
        switch (style, titleLabel, subtitleLabel) {
        case (.subtitle, let title, let detail):
            title?.frame = CGRect(x: 16, y: 4, width: width, height: size.height / 2 - 4)
            detail?.frame = CGRect(x: 16, y: size.height / 2, width: width, height: size.height / 2 - 4)
        case (_, let title, let detail):
            title?.frame = CGRect(x: 16, y: 0, width: detail == nil ? width : width / 2, height: size.height)
            detail?.frame = CGRect(x: 16 + width / 2, y: 0, width: width / 2, height: size.height)
        }
        if let accessoryView {
            let accessory = accessoryView.frame.size
            accessoryView.frame = CGRect(x: size.width - accessory.width - 16, y: (size.height - accessory.height) / 2, width: accessory.width, height: accessory.height)
        }
    }

    /// The elements inside the cell, in order (not below another element), as the cell reads them.
    private var innerElements: [NSObject] {
        var found: [NSObject] = []
        var stack: [UIView] = subviews.reversed()
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if view.isAccessibilityElement {
                found.append(view)
            } else {
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return found
    }

    override var defaultIsAccessibilityElement: Bool { true }

    override var defaultAccessibilityLabel: String? {
        let labels = innerElements.compactMap { element -> String? in
            guard !(element is UISwitch), let label = element.accessibilityLabel, !label.isEmpty else { return nil }
            return label
        }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }

    override var defaultAccessibilityValue: String? {
        (accessoryView as? UISwitch)?.accessibilityValue
    }

    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if let control = accessoryView as? UISwitch { traits.formUnion(control.accessibilityTraits) }
        if accessoryType == .checkmark { traits.insert(.selected) }
        return traits
    }
}

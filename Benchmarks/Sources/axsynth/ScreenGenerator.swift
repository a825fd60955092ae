import AXModel

/// Deterministic synthetic screens: sections of cells with labels, buttons, switches, sliders,
/// nested containers, some ids missing, and look-alike lists (rows of identical "Delete"
/// buttons without ids), like the trees of real apps.
struct ScreenGenerator {
    var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    static let words = [
        "Account", "Privacy", "Battery", "Display", "Sound", "Wallpaper", "Storage", "Music",
        "Photos", "Camera", "Maps", "Weather", "Notes", "Reminders", "Calendar", "Contacts",
        "Messages", "Mail", "Safari", "News", "Stocks", "Health", "Wallet", "Books", "Podcasts",
        "Translate", "Shortcuts", "Files", "Clock", "Compass",
    ]

    /// A screen with exactly `elements` elements.
    mutating func screen(name: String, elements target: Int) -> Snapshot {
        var budget = target - 1
        var sections: [Element] = []
        var y = 100.0
        var sectionIndex = 0
        while budget > 0 {
            sectionIndex += 1
            var section = Element(type: "UITableViewSection", id: random.chance(0.8) ? "section\(sectionIndex)" : nil, frame: Frame(0, y, 393, 0))
            budget -= 1
            if budget > 0 {
                section.children.append(Element(
                    type: "UILabel", label: "\(random.pick(Self.words)) \(sectionIndex)",
                    traits: [.header, .staticText], frame: Frame(16, y, 361, 28), accessible: true))
                budget -= 1
                y += 36
            }
            let lookAlike = random.chance(0.15)
            let cells = min(random.int(4...20), budget)
            var cellIndex = 0
            while cellIndex < cells && budget > 0 {
                cellIndex += 1
                let cell = lookAlike
                    ? deleteRow(y: y, budget: &budget)
                    : self.cell(section: sectionIndex, index: cellIndex, y: y, budget: &budget)
                section.children.append(cell)
                y += 44
            }
            let top = section.frame?.y ?? 0
            section.frame?.height = y - top
            sections.append(section)
        }
        let root = Element(type: "UIWindow", frame: Frame(0, 0, 393, max(852, y)), children: sections)
        return Snapshot(
            screen: name, generator: .init(name: "axsynth", version: "1"),
            context: ["device": "iPhone 15", "os": "17.4"], root: root)
    }

    /// A row of a look-alike list: identical "Delete" buttons with no ids.
    private mutating func deleteRow(y: Double, budget: inout Int) -> Element {
        budget -= 1
        var row = Element(type: "UITableViewCell", frame: Frame(0, y, 393, 44))
        if budget > 0 {
            row.children.append(Element(type: "UIButton", label: "Delete", traits: [.button], frame: Frame(300, y, 77, 44), accessible: true))
            budget -= 1
        }
        return row
    }

    private mutating func cell(section: Int, index: Int, y: Double, budget: inout Int) -> Element {
        let title = "\(random.pick(Self.words)) \(section).\(index)"
        let id: String? = random.chance(0.85) ? "cell_\(section)_\(index)" : nil
        budget -= 1
        switch random.int(0...4) {
        case 0:
            // A grouped switch row with its label and switch inside.
            var row = Element(type: "UITableViewCell", id: id, label: title, value: random.chance(0.5) ? "On" : "Off",
                              traits: [.button, .toggle], frame: Frame(16, y, 361, 44), accessible: true)
            if budget >= 2 {
                row.children = [
                    Element(type: "UILabel", label: title, traits: [.staticText], frame: Frame(32, y, 260, 44), accessible: true),
                    Element(type: "UISwitch", id: id.map { $0 + "_switch" }, value: "0", traits: [.button, .toggle], frame: Frame(312, y + 6, 51, 31), accessible: true),
                ]
                budget -= 2
            }
            return row
        case 1:
            // A container with a label, a slider and an icon.
            var row = Element(type: "UIView", id: id, frame: Frame(0, y, 393, 44))
            let parts = [
                Element(type: "UILabel", label: title, traits: [.staticText], frame: Frame(16, y, 120, 44), accessible: true),
                Element(type: "UISlider", id: id.map { $0 + "_slider" }, label: title, value: "\(random.int(0...100))%", traits: [.adjustable], frame: Frame(140, y, 200, 44), accessible: true),
                Element(type: "UIImageView", traits: [.image], frame: Frame(350, y + 10, 24, 24)),
            ]
            for part in parts where budget > 0 {
                row.children.append(part)
                budget -= 1
            }
            return row
        case 2:
            // A navigation cell with a nested stack of two labels.
            var row = Element(type: "UITableViewCell", id: id, label: title, value: "Detail", traits: [.button], frame: Frame(16, y, 361, 44), accessible: true)
            if budget >= 3 {
                row.children = [Element(type: "UIStackView", frame: Frame(32, y, 330, 44), children: [
                    Element(type: "UILabel", label: title, traits: [.staticText], frame: Frame(32, y, 200, 44), accessible: true),
                    Element(type: "UILabel", label: "Detail", traits: [.staticText], frame: Frame(240, y, 100, 44), accessible: true),
                ])]
                budget -= 3
            }
            return row
        case 3:
            // A plain button.
            return Element(type: "UIButton", id: id, label: title, traits: [.button], frame: Frame(16, y, 361, 44), accessible: true, text: title)
        default:
            // Text, sometimes a link.
            let link = random.chance(0.3)
            return Element(type: "UILabel", id: id, label: title, traits: link ? [.link] : [.staticText], frame: Frame(16, y, 361, 44), accessible: true)
        }
    }
}

/// SplitMix64: small, fast and deterministic on every platform.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

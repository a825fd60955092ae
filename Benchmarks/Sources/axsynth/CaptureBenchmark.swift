import AXCapture
import AXModel
import UIKitInterface

/// Times the capture of a screen of VIEWS views built from the UIKit stand-in (the fake
/// nodes): the UIKit adapter and the walk, then the canonical writing, as medians of RUNS runs
/// after a warm-up. Real UIKit answers each property through Objective-C dispatch, which the
/// stand-in's stored properties do not; docs/performance.md says what that means.
@MainActor
enum CaptureBenchmark {
    static func run(views: Int, runs: Int) {
        let window = screen(views: views)
        var snapshot: Snapshot?
        let capture = ParseBenchmark.median(runs) {
            snapshot = try? UIKitCapture.snapshot(of: window, screen: "Synthetic")
        }
        guard let snapshot else { fail("the capture failed") }
        let elements = snapshot.elementCount
        guard elements == views else { fail("captured \(elements) elements of \(views) views") }
        var bytes = 0
        let write = ParseBenchmark.median(runs) {
            bytes = CanonicalWriter.write(snapshot).count
        }
        print("hierarchy: \(views) views (window, sections of rows: label, switch, button, image), median of \(runs) runs")
        print(String(format: "capture:  %7.2f ms", capture * 1000))
        print(String(format: "write:    %7.2f ms  (%d bytes)", write * 1000, bytes))
    }

    /// A window of exactly `views` views: sections of up to 5 rows, each row a container with
    /// a label, a switch or a button, and an image. The window is as tall as its content (a
    /// full-height capture), so that every view is on screen and recorded.
    static func screen(views: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: CGFloat(views) * 20))
        var count = 1
        var y: CGFloat = 0
        var section: UIView?
        var rows = 0
        while count < views {
            if section == nil || rows == 5 {
                let next = UIView(frame: CGRect(x: 0, y: y, width: 393, height: 250))
                next.shouldGroupAccessibilityChildren = true
                window.addSubview(next)
                section = next
                y += 260
                rows = 0
                count += 1
                continue
            }
            guard let current = section else { break }
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(rows) * 50, width: 393, height: 50))
            current.addSubview(row)
            count += 1
            rows += 1
            let parts: [UIView] = [
                label("Setting \(count)"),
                count % 2 == 0 ? UISwitch(frame: CGRect(x: 326, y: 6, width: 51, height: 31)) : button("Edit \(count)"),
                UIView(frame: CGRect(x: 290, y: 10, width: 24, height: 24)),
            ]
            for part in parts where count < views {
                row.addSubview(part)
                count += 1
            }
        }
        window.makeKeyAndVisible()
        return window
    }

    static func label(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 250, height: 50))
        label.text = text
        return label
    }

    static func button(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 300, y: 3, width: 77, height: 44)
        button.accessibilityIdentifier = title
        return button
    }
}

#if canImport(UIKit)
import UIKit
#else
import UIKitInterface
#endif
import AXCapture
import AXModel
import Testing

/// UIKit's standard classes as screens use them, captured with the accessibility UIKit gives
/// them by default (the SDK's headers and Apple's documentation), and what VoiceOver says.
@MainActor
@Suite struct StandardControlsTests {
    @Test func aSwitchIsAlwaysFiftyOneByThirtyOne() throws {
        let toggle = UISwitch(frame: CGRect(x: 326, y: 126, width: 100, height: 100))
        toggle.isOn = true
        toggle.accessibilityLabel = "Dark Theme"
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        let model = try Screen.model(Screen.window([toggle]))
        let element = model.tree.elements[model.focusStops[0]]
        #expect(element.frame == Frame(326, 126, 51, 31) && element.type == "UISwitch")
        #expect(model.announcements == ["Dark Theme, On, switch button. Double tap to toggle setting."])
    }

    @Test func aSliderSaysItsPositionAsAPercentage() throws {
        let slider = UISlider(frame: CGRect(x: 16, y: 100, width: 361, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 7.5
        slider.accessibilityLabel = "Volume"
        #expect(try Screen.spoken(Screen.window([slider])) == ["Volume, 75%, adjustable. Swipe up or down with one finger to adjust the value."])
    }

    @Test func aStepperIsTwoButtonsDimmedAtTheirEnd() throws {
        let stepper = UIStepper(frame: CGRect(x: 16, y: 100, width: 0, height: 0))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        let model = try Screen.model(Screen.window([stepper]))
        #expect(model.announcements == ["Decrement, button, dimmed", "Increment, button"])
        #expect(model.focusStops.map { model.tree.elements[$0].frame } == [Frame(16, 100, 47, 32), Frame(63, 100, 47, 32)])
    }

    @Test func aSegmentedControlSaysEachSegmentsPlace() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 16, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        #expect(try Screen.spoken(Screen.window([control])) == ["Day, button, 1 of 3", "Selected, Week, button, 2 of 3", "Month, button, 3 of 3"])
    }

    @Test func anImageViewIsNoElementUnlessMadeOne() throws {
        let image = UIImageView(image: UIImage(named: "avatar"))
        image.frame = CGRect(x: 16, y: 100, width: 64, height: 64)
        #expect(try Screen.spoken(Screen.window([image])) == [])
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Ada Lovelace"
        #expect(try Screen.spoken(Screen.window([image])) == ["Ada Lovelace, image"])
    }

    /// A stack view is a plain container: a horizontal one's labels are read left to right,
    /// and two vertical stacks side by side are read in rows, as any plain views are.
    @Test func stackViewsAreReadLikeAnyPlainViews() throws {
        let names = UIStackView(arrangedSubviews: [
            Screen.label("Name", CGRect(x: 0, y: 0, width: 100, height: 22)),
            Screen.label("Role", CGRect(x: 0, y: 0, width: 100, height: 22)),
        ])
        names.axis = .vertical
        names.spacing = 8
        names.frame = CGRect(x: 16, y: 100, width: 150, height: 52)
        let values = UIStackView(arrangedSubviews: [
            Screen.label("Ada", CGRect(x: 0, y: 0, width: 100, height: 22)),
            Screen.label("Engineer", CGRect(x: 0, y: 0, width: 100, height: 22)),
        ])
        values.axis = .vertical
        values.spacing = 8
        values.frame = CGRect(x: 200, y: 100, width: 150, height: 52)
        #expect(try Screen.order(Screen.window([names, values])) == ["Name", "Ada", "Role", "Engineer"])
    }

    final class Rows: NSObject, UITableViewDataSource {
        let rows: [(String, String)]
        init(_ rows: [(String, String)]) { self.rows = rows }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
            cell.textLabel?.text = rows[indexPath.row].0
            cell.detailTextLabel?.text = rows[indexPath.row].1
            return cell
        }
    }

    /// A table's cells each read as one element, their labels joined; only the rows in the
    /// window exist.
    @Test func tableCellsCombineTheirLabels() throws {
        let rows = Rows((1...30).map { ("Contact \($0)", "Mobile") })
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
        table.rowHeight = 60
        table.dataSource = rows
        let window = Screen.window([table])
        table.reloadData()
        let spoken = try Screen.spoken(window)
        #expect(spoken.first == "Contact 1, Mobile")
        #expect(spoken.count == 15)
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(try Screen.spoken(window).first == "Contact 11, Mobile")
    }

    /// A settings row: the cell speaks for the switch beside its title.
    @Test func aCellSpeaksForItsSwitch() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 393, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        let toggle = UISwitch()
        toggle.isOn = true
        cell.accessoryView = toggle
        let model = try Screen.model(Screen.window([cell]))
        #expect(model.announcements == ["Wi-Fi, On, switch button. Double tap to toggle setting."])
        #expect(model.tree.elements.contains { $0.type == "UISwitch" && $0.frame?.width == 51 })
    }

    /// Content scrolled out of the window is not read; scrolled to, it is.
    @Test func aScrollViewsContentIsReadWhereItIsScrolledTo() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scroll.contentSize = CGSize(width: 393, height: 2000)
        scroll.addSubview(Screen.label("Top", CGRect(x: 16, y: 100, width: 200, height: 30)))
        scroll.addSubview(Screen.label("Bottom", CGRect(x: 16, y: 1500, width: 200, height: 30)))
        let window = Screen.window([scroll])
        #expect(try Screen.order(window) == ["Top"])
        scroll.contentOffset = CGPoint(x: 0, y: 1000)
        let model = try Screen.model(window)
        #expect(model.focusStops.map { model.tree.elements[$0].label } == ["Bottom"])
        #expect(model.tree.elements[model.focusStops[0]].frame == Frame(16, 500, 200, 30))
    }

    /// An alert is modal: VoiceOver reads its title, message and buttons, nothing behind it.
    @Test func anAlertIsAllVoiceOverReads() throws {
        let screen = UIViewController()
        screen.view.addSubview(Screen.button("Delete", CGRect(x: 16, y: 100, width: 100, height: 44)))
        let window = Screen.window(showing: screen)
        let alert = UIAlertController(title: "Delete this message?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        screen.present(alert, animated: false)
        let model = try Screen.model(window)
        #expect(model.announcements == ["Delete this message?", "It cannot be undone.", "Cancel, button", "Delete, button"])
        #expect(model.unreachable.contains { model.tree.elements[$0].label == "Delete" && model.blocked[$0]?.reason == .modal })
    }

    /// The navigation bar's title is a heading; a pushed screen's back button says the title
    /// it goes back to, and "back button".
    @Test func aNavigationBarSaysItsTitleAndBackButton() throws {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        let window = Screen.window(showing: navigation)
        #expect(try Screen.spoken(window) == ["Inbox, heading"])
        let message = UIViewController()
        message.title = "Message"
        navigation.pushViewController(message, animated: false)
        window.layoutIfNeeded()
        #expect(try Screen.spoken(window) == ["Inbox, back button", "Message, heading"])
        inbox.navigationItem.backButtonTitle = "Back"
        window.layoutIfNeeded()
        #expect(try Screen.spoken(window).first == "Back button")
    }

    @Test func textFieldsSayWhatKindAndWhetherTheyAreBeingEdited() throws {
        let email = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
        email.accessibilityLabel = "Email"
        let password = UITextField(frame: CGRect(x: 16, y: 160, width: 361, height: 44))
        password.accessibilityLabel = "Password"
        password.isSecureTextEntry = true
        password.text = "secret"
        let notes = UITextView(frame: CGRect(x: 16, y: 220, width: 361, height: 120))
        notes.accessibilityLabel = "Notes"
        let window = Screen.window([email, password, notes])
        #expect(try Screen.spoken(window) == [
            "Email, text field. Double tap to edit.",
            "Password, secure text field. Double tap to edit.",
            "Notes, text field. Double tap to edit. Use the rotor to access Misspelled Words.",
        ])
        email.becomeFirstResponder()
        #expect(try Screen.spoken(window).first == "Email, text field, is editing. Use the rotor to access Misspelled Words.")
    }
}

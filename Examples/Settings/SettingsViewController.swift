import XUIKit

/// The settings list. The sections and rows are data; each row says how it looks.
final class SettingsViewController: UITableViewController {
    enum Row {
        case toggle(title: String, symbol: String, isOn: Bool)
        case value(title: String, symbol: String, value: String)
        case date(title: String, mode: UIDatePicker.Mode)
    }

    struct Section {
        let header: String?
        let footer: String?
        var rows: [Row]
    }

    private var sections: [Section] = [
        Section(header: nil, footer: nil, rows: [
            .toggle(title: "Airplane Mode", symbol: "airplane", isOn: false),
            .value(title: "Wi-Fi", symbol: "wifi", value: "Home"),
            .value(title: "Bluetooth", symbol: "antenna.radiowaves.left.and.right", value: "On"),
        ]),
        Section(header: "Alarms", footer: "Alarms ring even when notifications are silenced.", rows: [
            .date(title: "Wake Up", mode: .time),
            .toggle(title: "Snooze", symbol: "bell", isOn: true),
        ]),
        Section(header: "About You", footer: nil, rows: [
            .value(title: "Name", symbol: "person", value: "Ada"),
            .date(title: "Birthday", mode: .date),
        ]),
    ]

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.tableFooterView = signOutFooter()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .none
        switch sections[indexPath.section].rows[indexPath.row] {
        case .toggle(let title, let symbol, let isOn):
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: symbol)
            cell.contentConfiguration = content
            let toggle = UISwitch()
            toggle.isOn = isOn
            toggle.addAction(UIAction { [unowned self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                sections[indexPath.section].rows[indexPath.row] = .toggle(title: title, symbol: symbol, isOn: toggle.isOn)
                print("\(title) \(toggle.isOn ? "on" : "off")")
            }, for: .valueChanged)
            cell.accessoryView = toggle
        case .value(let title, let symbol, let value):
            var content = UIListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = value
            content.image = UIImage(systemName: symbol)
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            cell.selectionStyle = .default
        case .date(let title, let mode):
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessoryView = datePicker(title: title, mode: mode)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if case .value(let title, _, _) = sections[indexPath.section].rows[indexPath.row] {
            print("opened \(title)")
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }

    private func datePicker(title: String, mode: UIDatePicker.Mode) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .compact
        picker.timeZone = Self.formatter.timeZone
        picker.locale = Self.formatter.locale
        var components = DateComponents(year: 1990, month: 5, day: 17, hour: 7, minute: 30)
        components.timeZone = Self.formatter.timeZone
        picker.date = Calendar(identifier: .gregorian).date(from: components) ?? Date()
        if mode == .time { picker.minuteInterval = 5 }
        picker.addAction(UIAction { action in
            guard let picker = action.sender as? UIDatePicker else { return }
            Self.formatter.dateFormat = mode == .time ? "HH:mm" : "yyyy-MM-dd"
            print("\(title) \(Self.formatter.string(from: picker.date))")
        }, for: .valueChanged)
        picker.sizeToFit()
        return picker
    }

    private func signOutFooter() -> UIView {
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign Out"
        configuration.image = UIImage(systemName: "rectangle.portrait.and.arrow.right")
        configuration.imagePadding = 8
        configuration.cornerStyle = .large
        configuration.baseBackgroundColor = .systemRed
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in print("signed out") })
        button.translatesAutoresizingMaskIntoConstraints = false
        footer.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: footer.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: footer.centerYAnchor),
        ])
        return footer
    }
}

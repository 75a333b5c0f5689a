import XUIKit

/// The list: a field and an Add button in a row at the top, the table under them.
final class TodoViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    private var items = [TodoItem(title: "Water the plants"), TodoItem(title: "Call Anna"),
                         TodoItem(title: "Buy milk", done: true)]
    private let field = UITextField()
    private let addButton = UIButton(type: .system)
    private let clearButton = UIButton(type: .system)
    private var entry: UIStackView!
    let tableView = UITableView(frame: .zero, style: .plain)
    private var reported = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        field.placeholder = "New item"
        field.accessibilityIdentifier = "new-item"
        field.borderStyle = .roundedRect
        field.delegate = self
        addButton.setTitle("Add", for: .normal)
        addButton.addTarget(nil, action: .addItem, for: .touchUpInside)
        addButton.setContentHuggingPriority(.required, for: .horizontal)
        clearButton.setTitle("Clear done", for: .normal)
        clearButton.addTarget(nil, action: .confirmClearDone, for: .touchUpInside)
        clearButton.setContentHuggingPriority(.required, for: .horizontal)
        entry = UIStackView(arrangedSubviews: [field, addButton, clearButton])
        entry.axis = .horizontal
        entry.spacing = 12
        entry.alignment = .center
        entry.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(entry)

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.accessibilityIdentifier = "todo-list"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = TodoHeader.makeView(width: 400)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            entry.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            entry.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            entry.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            tableView.topAnchor.constraint(equalTo: entry.bottomAnchor, constant: 12),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !reported, tableView.bounds.height > 0 else { return }
        reported = true
        // The stack view lays out after this (top-down, as in UIKit): settle it first.
        entry.layoutIfNeeded()
        let f = tableView.convert(tableView.bounds, to: nil)
        let header = Int(tableView.tableHeaderView?.frame.height ?? 0)
        print("todo ready rows=\(items.count) table=(\(Int(f.minX)), \(Int(f.minY)), \(Int(f.width)), \(Int(f.height))) header=\(header)")
        let a = addButton.convert(addButton.bounds, to: nil)
        print("add button=(\(Int(a.minX)), \(Int(a.minY)), \(Int(a.width)), \(Int(a.height)))")
        let c = clearButton.convert(clearButton.bounds, to: nil)
        print("clear button=(\(Int(c.minX)), \(Int(c.minY)), \(Int(c.width)), \(Int(c.height)))")
    }

    // MARK: - Adding

    func addItem() {
        let title = (field.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        items.append(TodoItem(title: title))
        tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
        tableView.scrollToRow(at: IndexPath(row: items.count - 1, section: 0), at: .none, animated: true)
        field.text = ""
        print("added \(title) rows=\(items.count)")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        addItem()
        return false
    }

    // MARK: - Clearing done items, after asking

    func confirmClearDone() {
        let done = items.filter(\.done).count
        guard done > 0 else { print("nothing done to clear"); return }
        let alert = UIAlertController(title: "Delete all done items?",
                                      message: "\(done) done item\(done == 1 ? "" : "s") will be removed.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in print("clear cancelled") })
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.clearDone() }
        alert.addAction(delete)
        alert.preferredAction = delete
        present(alert, animated: true)
        print("asking to clear \(done) done")
    }

    private func clearDone() {
        let doomed = items.indices.filter { items[$0].done }.map { IndexPath(row: $0, section: 0) }
        items.removeAll(where: \.done)
        tableView.deleteRows(at: doomed, with: .automatic)
        print("cleared \(doomed.count) done rows=\(items.count)")
    }

    // MARK: - The table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.title
        cell.textLabel?.textColor = item.done ? .secondaryLabel : .label
        cell.accessoryType = item.done ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        items[indexPath.row].done.toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
        print("toggled \(items[indexPath.row].title) done=\(items[indexPath.row].done)")
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let removed = items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        print("deleted \(removed.title) rows=\(items.count)")
    }

    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let done = items[indexPath.row].done
        let action = UIContextualAction(style: .normal, title: done ? "Undo" : "Done") { [weak self] _, _, completion in
            guard let self else { return }
            self.items[indexPath.row].done.toggle()
            tableView.reloadRows(at: [indexPath], with: .automatic)
            print("toggled \(self.items[indexPath.row].title) done=\(self.items[indexPath.row].done)")
            completion(true)
        }
        action.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [action])
    }
}

extension Selector {
    static let addItem = Selector("addItem", TodoViewController.addItem)
    static let confirmClearDone = Selector("confirmClearDone", TodoViewController.confirmClearDone)
}

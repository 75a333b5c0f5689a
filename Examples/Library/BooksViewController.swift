import XUIKit

/// The books on one shelf: a table under a navigation bar with Edit and Add buttons and a search
/// field that filters by title or author.
final class BooksViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchResultsUpdating {
    let shelf: String
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var query = ""

    init(shelf: String) {
        self.shelf = shelf
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var shown: [Book] {
        let books = Library.shared.books(on: shelf)
        guard !query.isEmpty else { return books }
        return books.filter { $0.title.localizedCaseInsensitiveContains(query) || $0.author.localizedCaseInsensitiveContains(query) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = shelf
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
        view.addSubview(tableView)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: .addBook)
        navigationItem.leftBarButtonItem = editButtonItem

        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Title or author"
        navigationItem.searchController = search
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        print("editing \(editing)")
    }

    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
        tableView.reloadData()
        print("search \"\(query)\" results=\(shown.count)")
    }

    private func addBook() {
        let form = AddBookViewController(shelf: shelf) { [weak self] book in
            guard let self else { return }
            Library.shared.add(book, to: self.shelf)
            self.tableView.reloadData()
            print("added \(book.title) to \(self.shelf) books=\(Library.shared.books(on: self.shelf).count)")
        }
        let navigation = UINavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        let book = shown[indexPath.row]
        cell.textLabel?.text = "\(book.title) — \(book.author)"
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let index = Library.shared.books(on: shelf).firstIndex(of: shown[indexPath.row]) else { return }
        Library.shared.remove(at: index, from: shelf)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        print("removed from \(shelf) books=\(Library.shared.books(on: shelf).count)")
    }
}

/// The form sheet that adds a book: two fields, Cancel and Save.
final class AddBookViewController: UIViewController {
    private let shelf: String
    private let onSave: (Book) -> Void
    private let titleField = UITextField()
    private let authorField = UITextField()

    init(shelf: String, onSave: @escaping (Book) -> Void) {
        self.shelf = shelf
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New book"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: .cancelAdding)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: .saveBook)
        titleField.placeholder = "Title"
        authorField.placeholder = "Author"
        let stack = UIStackView(arrangedSubviews: [titleField, authorField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        for field in [titleField, authorField] { field.borderStyle = .roundedRect }
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }

    private func cancelAdding() {
        print("add cancelled")
        dismiss(animated: true)
    }

    private func saveBook() {
        let title = (titleField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        onSave(Book(title: title, author: authorField.text ?? ""))
        dismiss(animated: true)
    }
}

// The actions are private, as iOS code has them (`@objc private func`): each is declared beside its
// class, where `private` reaches it, and named for call sites (the Porting article's recipe).
extension BooksViewController {
    nonisolated static let addBookAction = Selector("addBook", addBook)
}

extension AddBookViewController {
    nonisolated static let cancelAddingAction = Selector("cancelAdding", cancelAdding)
    nonisolated static let saveBookAction = Selector("saveBook", saveBook)
}

extension Selector {
    static let addBook = BooksViewController.addBookAction
    static let cancelAdding = AddBookViewController.cancelAddingAction
    static let saveBook = AddBookViewController.saveBookAction
}

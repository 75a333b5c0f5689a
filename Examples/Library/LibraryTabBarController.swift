import XUIKit

/// Two tabs: the library (a split view with a sidebar) and what is being read now.
final class LibraryTabBarController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let split = UISplitViewController(style: .doubleColumn)
        let shelves = ShelvesViewController()
        let books = BooksViewController(shelf: Library.shared.shelfNames[0])
        shelves.onSelectShelf = { [weak split] shelf in
            split?.setViewController(UINavigationController(rootViewController: BooksViewController(shelf: shelf)), for: .secondary)
        }
        split.setViewController(UINavigationController(rootViewController: shelves), for: .primary)
        split.setViewController(UINavigationController(rootViewController: books), for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidth = 220
        split.tabBarItem = UITabBarItem(title: "Library", image: TabIcons.books, tag: 0)

        let reading = UINavigationController(rootViewController: ReadingViewController())
        reading.tabBarItem = UITabBarItem(title: "Reading", image: TabIcons.bookmark, tag: 1)
        reading.tabBarItem.badgeValue = "\(Library.shared.books(on: "Reading").count)"

        viewControllers = [split, reading]
        delegate = self
    }

    // The tab bar controller takes the keyboard when nothing else has it (after launch, after a
    // tab switch took the search field away), so its key command always works, as iOS apps do it.
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    // Ctrl+N opens another window with its own scene, as a desktop "New Window" does.
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "New Window", action: .newWindow, input: "n", modifierFlags: .control)]
    }

    private func newWindow() {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            print("new window failed: \(error)")
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        print("tab \(viewController.tabBarItem.title ?? "?")")
        becomeFirstResponder()
    }
}

/// The sidebar: one row a shelf.
final class ShelvesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var onSelectShelf: ((String) -> Void)?
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"
        view.backgroundColor = .secondarySystemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .clear
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "shelf")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Library.shared.shelfNames.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath)
        let shelf = Library.shared.shelfNames[indexPath.row]
        cell.textLabel?.text = "\(shelf) (\(Library.shared.books(on: shelf).count))"
        cell.backgroundColor = .clear
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let shelf = Library.shared.shelfNames[indexPath.row]
        print("shelf \(shelf) books=\(Library.shared.books(on: shelf).count)")
        onSelectShelf?(shelf)
    }
}

/// What is being read now, with a Done button that does nothing but say so.
final class ReadingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading now"
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = Library.shared.books(on: "Reading").map(\.title).joined(separator: "\n")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

extension LibraryTabBarController {
    nonisolated static let newWindowAction = Selector("newWindow", newWindow)
}

extension Selector {
    static let newWindow = LibraryTabBarController.newWindowAction
}

/// The tab bar's icons, drawn as template images (the tab bar tints them).
@MainActor
enum TabIcons {
    static let books = icon { context in
        for (index, height) in [18.0, 22, 16].enumerated() {
            let spine = UIBezierPath(roundedRect: CGRect(x: 3 + Double(index) * 7, y: 25 - height, width: 5, height: height), cornerRadius: 1)
            spine.fill()
        }
    }

    static let bookmark = icon { _ in
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 7, y: 3))
        path.addLine(to: CGPoint(x: 21, y: 3))
        path.addLine(to: CGPoint(x: 21, y: 25))
        path.addLine(to: CGPoint(x: 14, y: 19))
        path.addLine(to: CGPoint(x: 7, y: 25))
        path.close()
        path.fill()
    }

    private static func icon(_ draw: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 28, height: 28)).image { context in
            UIColor.black.setFill()
            draw(context)
        }.withRenderingMode(.alwaysTemplate)
    }
}

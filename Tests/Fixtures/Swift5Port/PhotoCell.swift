import XUIKit

/// A Hashable model holding an image, and a table that estimates its rows.
struct Photo: Hashable {
    let title: String
    let image: UIImage
}

final class PhotoListViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var photos: [Photo] = []
    private var selected: Set<UIView> = []
    private lazy var addButton: UIButton = {
        let button = UIButton(type: .contactAdd)
        button.addTarget(self, action: .addPhoto, for: .touchUpInside)
        return button
    }()

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.pinToSuperview()
        tableView.dataSource = self
        tableView.estimatedRowHeight = 60
        tableView.rowHeight = UITableView.automaticDimension
        tableView.keyboardDismissMode = .onDrag
        tableView.tableHeaderView = addButton
        photos.append(Photo(title: "Dot", image: .dot(diameter: 20, color: .systemRed)))
        photos.append(Photo(title: "Literal", image: #imageLiteral(resourceName: "placeholder")))
        selected.insert(addButton)
        let delay = Timer(timeInterval: 1, target: self, selector: .addPhoto, userInfo: nil, repeats: false)
        RunLoop.main.add(delay, forMode: .default)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = photos[indexPath.row].title
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.imageView?.image = photos[indexPath.row].image
        return cell
    }

    private func addPhoto() {
        photos.append(Photo(title: "New", image: .dot(diameter: 20, color: .systemBlue)))
        tableView.reloadData()
        UISelectionFeedbackGenerator().selectionChanged()
    }
}

extension PhotoListViewController {
    nonisolated static let addPhotoAction = Selector("addPhoto", addPhoto)
}

extension Selector {
    static let addPhoto = PhotoListViewController.addPhotoAction
}

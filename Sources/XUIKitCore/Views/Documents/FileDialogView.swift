import Foundation

/// XUIKit's own file dialog, built from XUIKit views, for when the desktop offers none (no portal
/// on the bus, as in a bare Xvfb or CI) or the one it offers fails (R32.6). It answers the same
/// `FileChooserRequest` the desktop's dialog would, with the same `FileChooserResponse`.
///
/// From top to bottom: the title; an "up" button and the path field (type a path, Return goes
/// there, R32.9); the places (Home, Desktop, Documents, Downloads, Computer) beside the list of the
/// folder (FileListView, FolderListing); the name field when saving; the type filter, Cancel, and
/// Open or Save. Keys are in FileDialogView+Keys.swift (R32.7).
final class FileDialogView: UIView, UITextFieldDelegate {
    /// What is asked.
    let request: FileChooserRequest
    /// Called once with the answer.
    private var completion: ((FileChooserResponse) -> Void)?

    let titleLabel = UILabel()
    let upButton = UIButton(type: .system)
    let pathField = UITextField()
    let list = FileListView(frame: .zero)
    let messageLabel = UILabel()
    let nameField = UITextField()
    let nameLabel = UILabel()
    let filterButton = UIButton(type: .system)
    let cancelButton = UIButton(type: .system)
    let acceptButton = UIButton(type: .system)
    private(set) var placeButtons: [(button: UIButton, url: URL)] = []

    /// The folder shown.
    private(set) var folder: URL
    /// What was read of it.
    private(set) var listing: FolderListing
    /// The filters offered: the request's, then "All Files" (R32.7).
    let filters: [FileFilter]
    /// The filter in use.
    var filterIndex = 0 { didSet { showFolder(keepingSelection: false) } }
    /// The type-to-select prefix and when it was last typed.
    var typedPrefix = ""
    var typedPrefixTime: TimeInterval = -.infinity

    /// A dialog for `request`, starting in its directory (else the home folder).
    init(request: FileChooserRequest, completion: @escaping (FileChooserResponse) -> Void) {
        self.request = request
        self.completion = completion
        var filters = request.filters
        if !filters.isEmpty { filters.append(FileFilter(name: "All Files")) }
        self.filters = filters
        let start = request.directory ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
        folder = start.standardizedFileURL
        listing = FolderListing(folder: folder, entries: [], error: nil, isTruncated: false)
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        buildViews()
        go(to: folder)
    }

    required init?(coder: NSCoder) { return nil }

    // MARK: - Views

    private func buildViews() {
        titleLabel.text = request.title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        upButton.setImage(UIImage(systemName: "chevron.up"), for: .normal)
        upButton.accessibilityLabel = "Parent Folder"
        upButton.addAction(UIAction { [unowned self] _ in goToParent() }, for: .primaryActionTriggered)
        for field in [pathField, nameField] {
            field.borderStyle = .roundedRect
            field.font = .systemFont(ofSize: 14)
            field.autocorrectionType = .no
            field.autocapitalizationType = .none
            field.delegate = self
        }
        pathField.accessibilityLabel = "Location"
        nameField.accessibilityLabel = "Name"
        nameField.text = request.suggestedName
        nameLabel.text = "Name:"
        nameLabel.font = .systemFont(ofSize: 14)
        messageLabel.font = .systemFont(ofSize: 14)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        list.onClick = { [unowned self] row, modifiers, count in clicked(row: row, modifiers: modifiers, count: count) }
        list.onKey = { [unowned self] key in listKeyPressed(key) }
        for view in [titleLabel, upButton, pathField, list, messageLabel, filterButton, cancelButton, acceptButton] as [UIView] {
            addSubview(view)
        }
        if request.mode == .save { addSubview(nameLabel); addSubview(nameField) }
        for (title, symbol, url) in FileDialogView.places() {
            var configuration = UIButton.Configuration.plain()
            configuration.title = title
            configuration.image = UIImage(systemName: symbol)
            configuration.imagePadding = 6
            let button = UIButton(configuration: configuration)
            button.contentHorizontalAlignment = .leading
            button.addAction(UIAction { [unowned self] _ in go(to: url) }, for: .primaryActionTriggered)
            addSubview(button)
            placeButtons.append((button, url))
        }
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [unowned self] _ in finish(.cancelled) }, for: .primaryActionTriggered)
        let acceptTitle = request.acceptLabel ?? (request.mode == .save ? "Save" : request.mode == .openFolder ? "Select" : "Open")
        acceptButton.setTitle(acceptTitle, for: .normal)
        acceptButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        acceptButton.addAction(UIAction { [unowned self] _ in accept() }, for: .primaryActionTriggered)
        filterButton.isHidden = filters.isEmpty
        filterButton.showsMenuAsPrimaryAction = true
        filterButton.accessibilityLabel = "File Type"
        updateFilterMenu()
    }

    /// The places column: the home folder and its usual folders that exist, and the root.
    static func places() -> [(String, String, URL)] {
        let home = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
        var places: [(String, String, URL)] = [("Home", "house", home)]
        for (name, symbol) in [("Desktop", "menubar.dock.rectangle"), ("Documents", "doc.text"), ("Downloads", "arrow.down.circle")] {
            let url = home.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                places.append((name, symbol, url))
            }
        }
        places.append(("Computer", "internaldrive", URL(fileURLWithPath: "/", isDirectory: true)))
        return places
    }

    private func updateFilterMenu() {
        guard !filters.isEmpty else { return }
        filterButton.setTitle(filters[filterIndex].name + " \u{25BE}", for: .normal)
        filterButton.menu = UIMenu(children: filters.enumerated().map { index, filter in
            UIAction(title: filter.name, state: index == filterIndex ? .on : .off) { [unowned self] _ in
                filterIndex = index
                updateFilterMenu()
            }
        })
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds.insetBy(dx: 12, dy: 12)
        titleLabel.frame = CGRect(x: b.minX, y: b.minY, width: b.width, height: 24)
        upButton.frame = CGRect(x: b.minX, y: b.minY + 32, width: 32, height: 30)
        pathField.frame = CGRect(x: b.minX + 40, y: b.minY + 32, width: b.width - 40, height: 30)
        let bottomHeight: CGFloat = request.mode == .save ? 84 : 44
        let listTop = b.minY + 70
        let listHeight = max(40, b.maxY - bottomHeight - listTop)
        let placesWidth: CGFloat = b.width > 420 ? 130 : 0
        for (index, place) in placeButtons.enumerated() {
            place.button.isHidden = placesWidth == 0
            place.button.frame = CGRect(x: b.minX, y: listTop + CGFloat(index) * 32, width: placesWidth - 8, height: 30)
        }
        list.frame = CGRect(x: b.minX + placesWidth, y: listTop, width: b.width - placesWidth, height: listHeight)
        messageLabel.frame = list.frame.insetBy(dx: 16, dy: 16)
        var y = list.frame.maxY + 8
        if request.mode == .save {
            nameLabel.frame = CGRect(x: b.minX, y: y, width: 52, height: 30)
            nameField.frame = CGRect(x: b.minX + 56, y: y, width: b.width - 56, height: 30)
            y += 40
        }
        let buttonWidth: CGFloat = 90
        acceptButton.frame = CGRect(x: b.maxX - buttonWidth, y: y, width: buttonWidth, height: 32)
        cancelButton.frame = CGRect(x: b.maxX - 2 * buttonWidth - 8, y: y, width: buttonWidth, height: 32)
        filterButton.frame = CGRect(x: b.minX, y: y, width: max(0, cancelButton.frame.minX - b.minX - 8), height: 32)
    }

    // MARK: - The folder shown

    /// The entries shown under the current filter: every folder, and the files it lets through
    /// (none when choosing a folder).
    private(set) var visibleEntries: [FolderEntry] = []

    /// Shows `url`'s contents (R32.8: an unreadable folder shows why, and stays chosen).
    func go(to url: URL) {
        folder = url.standardizedFileURL
        listing = FolderListing.read(folder)
        pathField.text = folder.path
        upButton.isEnabled = folder.path != "/"
        showFolder(keepingSelection: false)
        list.contentOffset = .zero
    }

    /// Goes to the folder above, selecting the one we came from.
    func goToParent() {
        guard folder.path != "/" else { return }
        let came = folder.lastPathComponent
        go(to: folder.deletingLastPathComponent())
        if let row = visibleEntries.firstIndex(where: { $0.url.lastPathComponent == came }) { select(row) }
    }

    private func showFolder(keepingSelection: Bool) {
        let filter = filters.isEmpty ? nil : filters[filterIndex]
        visibleEntries = listing.entries.filter { entry in
            if entry.isDirectory { return true }
            if request.mode == .openFolder { return false }
            return filter?.matches(entry.url) ?? true
        }
        list.entries = visibleEntries
        if !keepingSelection { list.selection.clear() }
        if let error = listing.error {
            messageLabel.text = error
        } else if visibleEntries.isEmpty {
            messageLabel.text = listing.entries.isEmpty ? "This folder is empty." : "No files of this type."
        } else if listing.isTruncated {
            messageLabel.text = nil
            Diagnostics.report("\(folder.path) holds more than \(FolderListing.maximumEntries) entries; the file dialog lists the first \(FolderListing.maximumEntries)")
        } else {
            messageLabel.text = nil
        }
        messageLabel.isHidden = messageLabel.text == nil
    }

    /// Selects `row` alone and shows it.
    func select(_ row: Int, extending: Bool = false, toggling: Bool = false) {
        list.selection.select(row, extending: extending, toggling: toggling, allowsMultiple: request.allowsMultipleSelection)
        list.scrollToShow(row)
        selectionChanged()
    }

    /// In a save dialog, a chosen file's name goes into the name field.
    func selectionChanged() {
        guard request.mode == .save, let cursor = list.selection.cursor, !visibleEntries[cursor].isDirectory else { return }
        nameField.text = visibleEntries[cursor].url.lastPathComponent
    }

    private func clicked(row: Int, modifiers: UIKeyModifierFlags, count: Int) {
        select(row, extending: modifiers.contains(.shift), toggling: modifiers.contains(.control))
        if count >= 2 { activate(row) }
    }

    // MARK: - Answering

    /// Return or a double click on `row`: a folder opens; a file is chosen (open) or named (save).
    func activate(_ row: Int) {
        let entry = visibleEntries[row]
        if entry.isDirectory { go(to: entry.url); return }
        switch request.mode {
        case .open: accept()
        case .save: nameField.text = entry.url.lastPathComponent; accept()
        case .openFolder: break
        }
    }

    /// The Open / Save / Select button (R32.7, R32.10).
    func accept() {
        let chosen = list.selection.rows.sorted().map { visibleEntries[$0] }
        switch request.mode {
        case .open:
            let files = chosen.filter { !$0.isDirectory }
            if !files.isEmpty { finish(.chosen(files.map(\.url))); return }
            if let folder = chosen.first(where: \.isDirectory) { go(to: folder.url) }
        case .openFolder:
            let folders = chosen.filter(\.isDirectory).map(\.url)
            finish(.chosen(folders.isEmpty ? [folder] : folders))
        case .save:
            let name = (nameField.text ?? "").trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { messageLabel.text = "Type a name for the file."; messageLabel.isHidden = false; return }
            let target = FileDialogView.resolve(name, in: folder)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
                nameField.text = nil
                go(to: target)
                return
            }
            if FileManager.default.fileExists(atPath: target.path) {
                confirmReplacing(target)   // R32.17
                return
            }
            finish(.chosen([target]))
        }
    }

    /// `text` as a file URL: "~" is the home folder, a relative path is taken from `folder`.
    static func resolve(_ text: String, in folder: URL) -> URL {
        var path = text
        if path == "~" || path.hasPrefix("~/") { path = NSHomeDirectory() + path.dropFirst() }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// Answers once; later calls do nothing.
    func finish(_ response: FileChooserResponse) {
        guard let completion else { return }
        self.completion = nil
        completion(response)
    }

    /// Escape anywhere in the dialog cancels it, also from a text field (R32.7).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.keyCode == .keyboardEscape {
            finish(.cancelled)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    // MARK: - Text fields

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField { accept(); return false }
        // R32.9: the path field goes to a folder, or opens or names a file.
        let target = FileDialogView.resolve(textField.text ?? "", in: folder)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            go(to: target)
            _ = list.becomeFirstResponder()
        } else if request.mode == .save, FileManager.default.fileExists(atPath: target.deletingLastPathComponent().path) {
            go(to: target.deletingLastPathComponent())
            nameField.text = target.lastPathComponent
            _ = nameField.becomeFirstResponder()
        } else if exists, request.mode == .open {
            finish(.chosen([target]))
        } else {
            messageLabel.text = "\u{201C}\(textField.text ?? "")\u{201D} does not exist."
            messageLabel.isHidden = false
        }
        return false
    }
}

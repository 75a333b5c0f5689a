import UniformTypeIdentifiers
import XUIKit

/// The editor: a text view over the open document, with Open, Save and Save As in the navigation
/// bar and as keyboard shortcuts.
final class EditorViewController: UIViewController, UITextViewDelegate {
    /// The folder the pickers start in, or nil for the picker's choice.
    var startFolder: URL?

    private let textView = UITextView()
    private var document: TextDocument?
    /// What the document picker on screen is for.
    var pickerPurpose = PickerPurpose.open

    enum PickerPurpose { case open, saveAs }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Untitled", bundle: notesResources)
        view.backgroundColor = .systemBackground
        textView.font = .monospacedSystemFont(ofSize: 15, weight: .regular)
        textView.delegate = self
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        // Files dropped from the file manager (or text from another app) open here.
        textView.addInteraction(UIDropInteraction(delegate: self))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: String(localized: "Open", bundle: notesResources), primaryAction: UIAction { [unowned self] _ in
            openDocument()
        })
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: String(localized: "Save As", bundle: notesResources), primaryAction: UIAction { [unowned self] _ in saveDocumentAs() }),
            UIBarButtonItem(title: String(localized: "Save", bundle: notesResources), primaryAction: UIAction { [unowned self] _ in saveDocument() }),
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    // Ctrl, the shortcut key of Linux desktop apps (an iPad keyboard's Control works alike).
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Open…", action: .openDocument, input: "o", modifierFlags: .control),
         UIKeyCommand(title: "Save", action: .saveDocument, input: "s", modifierFlags: .control),
         UIKeyCommand(title: "Save As…", action: .saveDocumentAs, input: "s", modifierFlags: [.control, .shift])]
    }

    // MARK: - Commands

    func openDocument() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        picker.directoryURL = startFolder
        present(picker, purpose: .open)
    }

    func saveDocument() {
        guard let document else { saveDocumentAs(); return }
        document.text = textView.text
        document.save(to: document.fileURL, for: .forOverwriting) { success in
            print(success ? "saved \(document.fileURL.lastPathComponent)" : "save failed")
        }
    }

    func saveDocumentAs() {
        // Save As exports a copy of the text; the document then lives where the user put it.
        let name = (document?.fileURL.lastPathComponent) ?? "Untitled.txt"
        let draft = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        do {
            try Data(textView.text.utf8).write(to: draft)
        } catch {
            print("save failed: \(error.localizedDescription)")
            return
        }
        let picker = UIDocumentPickerViewController(forExporting: [draft], asCopy: true)
        picker.directoryURL = startFolder ?? document?.fileURL.deletingLastPathComponent()
        present(picker, purpose: .saveAs)
    }

    private func present(_ picker: UIDocumentPickerViewController, purpose: PickerPurpose) {
        pickerPurpose = purpose
        picker.delegate = self
        print(purpose == .open ? "picking open" : "picking save as")
        present(picker, animated: true)
    }

    // MARK: - Documents

    /// Opens the document at `url` and shows its text.
    func open(_ url: URL) {
        let opened = TextDocument(fileURL: url)
        opened.open { [weak self] success in
            guard let self, success else { print("open failed"); return }
            document?.close()
            document = opened
            textView.text = opened.text
            title = opened.localizedName
            print("opened \(url.lastPathComponent) \(opened.text.count)")
        }
    }

    /// The text now lives at `url`, where Save As put it.
    func savedAs(_ url: URL) {
        let saved = TextDocument(fileURL: url)
        saved.text = textView.text
        document?.close()
        document = saved
        saved.open { [weak self] _ in
            self?.title = saved.localizedName
            print("saved as \(url.lastPathComponent)")
            self?.notifySaved(url)
        }
    }

    func textViewDidChange(_ textView: UITextView) {
        guard let document else { return }
        document.text = textView.text
        document.updateChangeCount(.done)
    }
}

extension Selector {
    static let openDocument = Selector("openDocument", EditorViewController.openDocument)
    static let saveDocument = Selector("saveDocument", EditorViewController.saveDocument)
    static let saveDocumentAs = Selector("saveDocumentAs", EditorViewController.saveDocumentAs)
    static let openWebsite = Selector("openWebsite", EditorViewController.openWebsite)
}

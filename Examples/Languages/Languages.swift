import XUIKit

/// A small settings form in the user's language: its strings come from `Bundle.module`'s `.lproj`
/// folders (English, German, Arabic), its plurals from `.stringsdict`, UIKit's own words (Edit,
/// Cancel, Search) from XUIKit, and under Arabic the whole form lays out right to left.
///
/// Run it in German or Arabic:
///
///     LANGUAGE=de LANG=de_DE.UTF-8 swift run Languages
///     LANG=ar_EG.UTF-8 swift run Languages
///
/// It prints what it shows, one `text name=value` line each, then `direction …` and a `layout …`
/// line with where the name row's label and field landed, for a test to read. It also prints what
/// Foundation's own API answers (`Locale.preferredLanguages`, `preferredLocalizations`,
/// `NSLocalizedString`, its plurals through `String.localizedStringWithFormat`, a localized
/// `Greeting.txt`, `Locale.current`), and two strings from `Catalog.xcstrings`, a string catalog the
/// XCStringsCompiler build tool plugin compiles into `.lproj` tables (R36.15–R36.24).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 320))
        window.title = String(localized: "Languages", bundle: resources)
        window.rootViewController = UINavigationController(rootViewController: LanguagesViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The app's resources: SwiftPM's `Bundle.module`; a CMake build has no resource bundle.
let resources: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle.main
    #endif
}()

final class LanguagesViewController: UIViewController {
    private let searchBar = UISearchBar()
    private let nameLabel = UILabel()
    private let nameField = UITextField()
    private let filesLabel = UILabel()
    private let noteLabel = UILabel()
    private var form: UIStackView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = String(localized: "Settings", bundle: resources)
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)

        nameLabel.text = String(localized: "Name", bundle: resources)
        nameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        nameField.placeholder = String(localized: "Your name", bundle: resources)
        nameField.borderStyle = .roundedRect
        let nameRow = UIStackView(arrangedSubviews: [nameLabel, nameField])
        nameRow.axis = .horizontal
        nameRow.spacing = 12
        nameRow.alignment = .center

        let count = 3
        filesLabel.text = String(localized: "\(count) files", bundle: resources)
        noteLabel.text = String(localized: "Only in English", bundle: resources)
        noteLabel.textColor = .secondaryLabel

        form = UIStackView(arrangedSubviews: [searchBar, nameRow, filesLabel, noteLabel])
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            nameField.widthAnchor.constraint(greaterThanOrEqualToConstant: 160),
        ])
        report()
    }

    /// One line per text shown, for a test to read.
    private func report() {
        print("languages \(PreferredLanguages.current.joined(separator: ","))")
        let one = 1
        let texts: [(String, String?)] = [
            ("title", title), ("name", nameLabel.text), ("placeholder", nameField.placeholder),
            ("files", filesLabel.text), ("file", String(localized: "\(one) files", bundle: resources)),
            ("note", noteLabel.text), ("edit", editButtonItem.title),
            ("cancel", navigationItem.leftBarButtonItem?.title), ("search", searchBar.placeholder),
        ]
        for (name, text) in texts { print("text \(name)=\(text ?? "nil")") }
        // Foundation's own answers, and the compiled string catalog (R36.15–R36.18).
        print("foundationLanguages \(Locale.preferredLanguages.joined(separator: ","))")
        print("foundationLocalizations \(resources.preferredLocalizations.joined(separator: ","))")
        print("resources \(resources.bundlePath)")
        let three = 3
        let catalogTexts: [(String, String)] = [
            ("nsTitle", NSLocalizedString("Settings", bundle: resources, comment: "The screen's title")),
            ("welcome", NSLocalizedString("Welcome", tableName: "Catalog", bundle: resources, comment: "")),
            ("messages", String(localized: "\(three) messages", table: "Catalog", bundle: resources)),
            ("message", String(localized: "\(one) messages", table: "Catalog", bundle: resources)),
        ]
        for (name, text) in catalogTexts { print("text \(name)=\(text)") }
        // Plurals as most iOS code writes them: NSLocalizedString of a .stringsdict key, then
        // String.localizedStringWithFormat (R36.20); a localized file other than strings (R36.23); the
        // formatting locale (R36.24).
        let filesFormat = NSLocalizedString("%lld files", bundle: resources, comment: "")
        for (name, count) in [("nsFiles", 3), ("nsFile", 1), ("nsNoFiles", 0), ("nsManyFiles", 11)] {
            print("text \(name)=\(String.localizedStringWithFormat(filesFormat, count))")
        }
        let greeting = resources.url(forResource: "Greeting", withExtension: "txt")
            .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        print("text greeting=\(greeting?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "nil")")
        print("text locale=\(Locale.current.identifier)")
        print("text number=\(String.localizedStringWithFormat("%.1f", 1234.5))")
        print("direction \(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? "rtl" : "ltr")")
    }

    private var lastLayout = ""

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        form.layoutIfNeeded()
        let label = nameLabel.convert(nameLabel.bounds, to: nil), field = nameField.convert(nameField.bounds, to: nil)
        let line = "layout label=\(Int(label.minX))..\(Int(label.maxX)) field=\(Int(field.minX))..\(Int(field.maxX))"
        if line != lastLayout { lastLayout = line; print(line) }
    }
}

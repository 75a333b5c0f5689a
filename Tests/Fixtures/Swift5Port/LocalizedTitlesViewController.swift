import XUIKit

/// Localized titles as Apple documents them for iOS: `NSLocalizedString` with a comment,
/// `String(localized:)` with interpolation and a table, a plural through
/// `String.localizedStringWithFormat`, and the user's languages from `Locale.preferredLanguages`
/// and `Bundle.main.preferredLocalizations` (R36.15–R36.17).
class LocalizedTitlesViewController: UIViewController {
    let cancelButton = UIButton(type: .system)
    let filesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "The settings screen's title")
        cancelButton.setTitle(NSLocalizedString("Cancel", tableName: nil, bundle: .main, value: "Cancel",
                                                comment: "Cancel button"), for: .normal)
        let count = 3
        filesLabel.text = String(localized: "\(count) files", comment: "How many files")
        let welcome = String(localized: "Welcome", table: "Catalog", comment: "The greeting")
        let format = NSLocalizedString("%d items", comment: "How many items")
        let items = String.localizedStringWithFormat(format, count)
        navigationItem.prompt = welcome + " " + items
        if let language = Locale.preferredLanguages.first, Bundle.main.preferredLocalizations.contains("de") {
            print("running in", language)
        }
    }
}

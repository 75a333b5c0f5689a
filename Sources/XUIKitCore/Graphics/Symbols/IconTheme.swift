import Foundation

/// The freedesktop icon theme system images are drawn from: Adwaita's symbolic icons, SVG files
/// named `<icon>-symbolic.svg` in the context folders (`actions/`, `status/`, …) of
/// `icons/Adwaita/scalable/` under each of `$XDG_DATA_DIRS` (`/usr/local/share:/usr/share` when
/// unset), as the icon theme specification looks them up. Right-to-left variants
/// (`-symbolic-rtl.svg`) are not used.
enum IconTheme {
    /// The theme's name, as its folder is named.
    static let name = "Adwaita"

    /// Icon name → file, read once from disk (a `static let` is initialised once, thread-safely).
    /// The first data directory that has an icon wins, as in the specification.
    static let symbolicIcons: [String: String] = {
        var icons: [String: String] = [:]
        let suffix = "-symbolic.svg"
        for directory in themeDirectories {
            guard let contexts = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for context in contexts.sorted() {
                let folder = directory + "/" + context
                guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                for file in files where file.hasSuffix(suffix) {
                    let icon = String(file.dropLast(suffix.count))
                    if icons[icon] == nil { icons[icon] = folder + "/" + file }
                }
            }
        }
        return icons
    }()

    /// `icons/Adwaita/scalable` under each XDG data directory, in order.
    static var themeDirectories: [String] {
        let dataDirectories = ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/local/share:/usr/share"
        var directories = dataDirectories.split(separator: ":").map { "\($0)/icons/\(name)/scalable" }
        // Debian's package installs here; a data-directory list that leaves it out still finds it.
        if !directories.contains("/usr/share/icons/\(name)/scalable") {
            directories.append("/usr/share/icons/\(name)/scalable")
        }
        return directories
    }

    /// The SVG file that draws the SF Symbols name `systemName` (R24.1, R24.2): the table's icon,
    /// else for a `.fill` name its outline name's; nil for a name neither knows, or when the
    /// theme lacks the icon.
    static func file(forSystemName systemName: String) -> String? {
        if let icon = SymbolTable.iconNames[systemName] { return symbolicIcons[icon] }
        if systemName.hasSuffix(".fill") { return file(forSystemName: String(systemName.dropLast(".fill".count))) }
        return nil
    }
}

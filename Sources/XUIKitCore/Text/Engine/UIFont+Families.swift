import Foundation

extension UIFont {
    /// The installed font families' names, sorted, as UIKit's `familyNames` lists them: every
    /// family fontconfig has in a format Pango draws, without Pango's generic names ("Sans",
    /// "Serif", "Monospace", "System-ui").
    public static var familyNames: [String] {
        FontCatalog.shared.families.filter { !FontCatalog.pangoGenericFamilies.contains($0) }.sorted()
    }

    /// The names of `familyName`'s fonts, one a face the family has a font for, in the form
    /// `UIFont(name:size:)` takes ("OpenSans-Semibold", "DejaVuSans-BoldOblique"); empty when the
    /// family is not installed.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        let prefix = familyName.replacingOccurrences(of: " ", with: "")
        var names: [String] = []
        for face in FontCatalog.shared.faces(of: familyName) where !face.synthesized {
            let name = prefix + "-" + face.name.replacingOccurrences(of: " ", with: "")
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

import Foundation

/// One row of the built-in file dialog's list: a file or folder in the folder shown.
struct FolderEntry: Equatable {
    /// The name as shown: control characters (newlines, tabs, escapes) drawn as "�" (R32.8).
    let displayName: String
    /// The entry's URL, from its real name.
    let url: URL
    /// Whether it is a folder (a link to a folder counts as one, as in file managers).
    let isDirectory: Bool
}

/// What the built-in dialog shows of one folder: its entries, folders first, each group sorted
/// case-insensitively (R32.7), hidden files left out; or why it could not be read (R32.8).
struct FolderListing {
    /// The folder listed.
    let folder: URL
    /// Folders, then files, each sorted by name ignoring case.
    let entries: [FolderEntry]
    /// Why the folder could not be read ("Permission denied"), or nil.
    let error: String?
    /// Whether entries were left out past `maximumEntries`.
    let isTruncated: Bool

    /// [IMPL] At most this many entries are listed: a folder of millions of files stays usable.
    static let maximumEntries = 200_000

    /// Reads `folder`. Never throws: an unreadable or missing folder gives an empty listing with
    /// an error a user can act on (R32.8).
    static func read(_ folder: URL, showsHiddenFiles: Bool = false, limit: Int = maximumEntries) -> FolderListing {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder.path)
        } catch {
            return FolderListing(folder: folder, entries: [], error: describe(error, folder: folder), isTruncated: false)
        }
        var keyed: [(key: String, entry: FolderEntry)] = []
        keyed.reserveCapacity(min(names.count, limit))
        for name in names where showsHiddenFiles || !name.hasPrefix(".") {
            guard keyed.count < limit else { break }
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            let exists = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let entry = FolderEntry(displayName: displayName(of: name), url: url, isDirectory: exists && isDirectory.boolValue)
            keyed.append(((entry.isDirectory ? "0" : "1") + name.lowercased(), entry))
        }
        keyed.sort { $0.key == $1.key ? $0.entry.displayName < $1.entry.displayName : $0.key < $1.key }
        return FolderListing(folder: folder, entries: keyed.map(\.entry), error: nil,
                             isTruncated: names.count > limit && keyed.count == limit)
    }

    /// `name` with every control character replaced by "�", so a name with a newline or an
    /// escape sequence shows as one line of plain text.
    static func displayName(of name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return name }
        return String(String.UnicodeScalarView(name.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
    }

    /// A one-line reason for a failed read.
    static func describe(_ error: Error, folder: URL) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            return "The folder \u{201C}\(folder.lastPathComponent)\u{201D} does not exist."
        }
        if !isDirectory.boolValue { return "\u{201C}\(folder.lastPathComponent)\u{201D} is not a folder." }
        if !FileManager.default.isReadableFile(atPath: folder.path) {
            return "You don\u{2019}t have permission to see the contents of \u{201C}\(folder.lastPathComponent)\u{201D}."
        }
        return "The folder \u{201C}\(folder.lastPathComponent)\u{201D} could not be read."
    }
}

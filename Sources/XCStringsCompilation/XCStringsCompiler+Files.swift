import Foundation

extension XCStringsCompiler.Table {
    /// The `.strings` file: one `"key" = "value";` line per entry, sorted by key, in UTF-8, with `"`,
    /// `\` and control characters escaped as the old-style property list format reads them.
    public var stringsFileText: String {
        var text = "/* Compiled from a string catalog by XCStringsTool. Do not edit. */\n"
        for key in strings.keys.sorted() {
            text += "\"\(Self.escaped(key))\" = \"\(Self.escaped(strings[key] ?? ""))\";\n"
        }
        return text
    }

    /// The `.stringsdict` file: an XML property list of the plural entries (an empty dictionary when
    /// there are none).
    public func stringsDictFileData() throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: stringsDict as NSDictionary, format: .xml, options: 0)
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 { result += String(format: "\\U%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}

extension XCStringsCompiler {
    /// Writes `<directory>/<language>.lproj/<table>.strings` and `.stringsdict` for each language of
    /// the catalog and each of `alsoLanguages` (empty tables for those it lacks, so that every file
    /// a build declared exists), and returns the files written.
    @discardableResult
    public func write(table name: String, to directory: URL, alsoLanguages: [String] = []) throws -> [URL] {
        var written: [URL] = []
        for language in Set(languages + alsoLanguages).sorted() {
            let folder = directory.appendingPathComponent("\(language).lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let table = tables[language] ?? Table()
            let strings = folder.appendingPathComponent("\(name).strings")
            try Data(table.stringsFileText.utf8).write(to: strings, options: .atomic)
            let stringsDict = folder.appendingPathComponent("\(name).stringsdict")
            try table.stringsDictFileData().write(to: stringsDict, options: .atomic)
            written += [strings, stringsDict]
        }
        return written
    }
}

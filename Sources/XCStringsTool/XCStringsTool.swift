// The command the XCStringsCompiler build tool plugin runs for each string catalog (R36.18):
//
//     XCStringsTool <Table.xcstrings> <output directory> [language …]
//
// writes `<output directory>/<language>.lproj/<Table>.strings` and `.stringsdict` for every language of
// the catalog and every language named after the directory. A catalog that is not in Xcode's format
// is reported on standard error as `<file>: error: <what and where>` and the exit status is 1 (R36.19).

import Foundation
import XCStringsCompilation

/// The command line: compile one catalog into `.lproj` tables.
@main
enum XCStringsTool {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3 else {
            FileHandle.standardError.write(Data("usage: XCStringsTool <Table.xcstrings> <output directory> [language …]\n".utf8))
            exit(2)
        }
        let catalog = URL(fileURLWithPath: arguments[1])
        let output = URL(fileURLWithPath: arguments[2], isDirectory: true)
        let table = catalog.deletingPathExtension().lastPathComponent
        do {
            let data = try Data(contentsOf: catalog)
            let compiled = try XCStringsCompiler(json: data)
            try compiled.write(table: table, to: output, alsoLanguages: Array(arguments.dropFirst(3)))
        } catch {
            FileHandle.standardError.write(Data("\(catalog.path): error: \(error)\n".utf8))
            exit(1)
        }
    }
}

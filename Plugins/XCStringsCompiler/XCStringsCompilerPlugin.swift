// SwiftPM's build tool plugin for string catalogs (R36.18): for each `Table.xcstrings` of a target it
// runs XCStringsTool, which writes `<language>.lproj/Table.strings` and `Table.stringsdict` into the
// plugin's work directory; SwiftPM copies them into the target's resource bundle (`Bundle.module`),
// where `NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)` and `String(localized:)`
// find them. The languages are read here, because a build command declares its outputs beforehand.
//
//     .executableTarget(name: "MyApp", dependencies: ["XUIKit"], resources: [.process("Resources")],
//                       plugins: [.plugin(name: "XCStringsCompiler", package: "XUIKit")])

import Foundation
import PackagePlugin

@main
struct XCStringsCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "XCStringsTool")
        var commands: [Command] = []
        for file in target.sourceFiles(withSuffix: "xcstrings") {
            let catalog = file.url
            let table = catalog.deletingPathExtension().lastPathComponent
            let languages: [String]
            do {
                languages = try Self.languages(of: catalog)
            } catch {
                Diagnostics.error("\(catalog.path): \(error)")
                continue
            }
            let output = context.pluginWorkDirectoryURL.appending(path: "XCStrings-\(table)")
            let outputs = languages.flatMap { language in
                ["strings", "stringsdict"].map { output.appending(path: "\(language).lproj/\(table).\($0)") }
            }
            commands.append(.buildCommand(displayName: "Compiling string catalog \(catalog.lastPathComponent)",
                                          executable: tool.url,
                                          arguments: [catalog.path, output.path] + languages,
                                          inputFiles: [catalog], outputFiles: outputs))
        }
        return commands
    }

    /// The languages a catalog has entries in, and its source language, sorted.
    static func languages(of catalog: URL) throws -> [String] {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog))
        guard let object = root as? [String: Any], let strings = object["strings"] as? [String: Any] else {
            throw PluginError.notACatalog
        }
        var languages = Set<String>()
        if let source = object["sourceLanguage"] as? String { languages.insert(source) }
        for entry in strings.values {
            if let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] {
                languages.formUnion(localizations.keys)
            }
        }
        return languages.sorted()
    }

    enum PluginError: Error, CustomStringConvertible {
        case notACatalog
        var description: String { "not a string catalog (no \"strings\" object)" }
    }
}

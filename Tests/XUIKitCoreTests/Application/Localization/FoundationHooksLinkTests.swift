import Foundation
import Testing

/// R36.15–R36.17: XUIKit's replacements of Foundation's language entry points are weak C definitions
/// (Sources/CFoundationHooks/foundation-hooks.c). With Foundation as a shared library they answer;
/// with Foundation linked in statically (`--static-swift-stdlib`, how Swift apps ship and how
/// scripts/bench-peers.sh builds) the program still links, and Foundation's own definitions win
/// wherever the linker takes them from its archives. Both links
/// are made here for real, with the hooks' C file and a stand-in for XUIKit's Swift answers.
@Suite("Foundation's language hooks link with Foundation shared and static (R36.15)")
struct FoundationHooksLinkTests {
    static let stub = """
    import Foundation
    @_silgen_name("xuikit_localePreferredLanguages")
    public func languages() -> [String] { ["de-DE", "fr"] }
    @_cdecl("xuikit_CFBundleCopyLocalizedString")
    public func localized(_ b: UnsafeRawPointer?, _ k: UnsafeRawPointer?, _ v: UnsafeRawPointer?,
                          _ t: UnsafeRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged.passRetained(NSString(string: "Hallo")).toOpaque()
    }
    @_cdecl("xuikit_CFBundleCopyPreferredLocalizationsFromArray")
    public func preferred(_ a: UnsafeRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged.passRetained(NSArray(array: [NSString(string: "de")])).toOpaque()
    }
    @_cdecl("xuikit_CFBundleCopyLocalizationsForPreferences")
    public func forPreferences(_ a: UnsafeRawPointer?, _ p: UnsafeRawPointer?) -> UnsafeMutableRawPointer? { preferred(a) }
    @_cdecl("xuikit_pluralFormatKinds")
    public func kinds(_ f: UnsafeRawPointer?, _ k: UnsafeMutablePointer<Int32>?, _ c: Int32) -> Int32 { -1 }
    @_cdecl("xuikit_pluralFormat")
    public func plural(_ f: UnsafeRawPointer?, _ v: UnsafeRawPointer?, _ c: Int32, _ x: UnsafeRawPointer?) -> UnsafeMutableRawPointer? { nil }
    @_cdecl("xuikit_resourceLocalizations")
    public func resources(_ b: UnsafeRawPointer?) -> UnsafeMutableRawPointer? { nil }
    @_silgen_name("xuikit_localeCurrent")
    public func localeCurrent() -> Locale { Locale(identifier: "de_DE") }
    print(Locale.preferredLanguages.joined(separator: ","))
    print(Bundle.main.localizedString(forKey: "Hello", value: nil, table: nil))
    print(Bundle.main.preferredLocalizations.joined(separator: ","))
    print(Locale.current.identifier)
    print(String(format: "%d-%@-%.1f", 5, "x", 2.5))
    """

    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A tool of the Swift toolchain: beside `swiftc` on PATH.
    static func tool(_ name: String) -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: swiftc) {
                let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
                let candidate = resolved.appendingPathComponent(name).path
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return "/usr/bin/\(name)"
    }

    /// Runs a command; its status and standard output (standard error appended on failure).
    static func run(_ arguments: [String], in directory: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: out, as: UTF8.self)
        return (process.terminationStatus,
                process.terminationStatus == 0 ? text : text + String(decoding: err, as: UTF8.self))
    }

    @Test("shared Foundation reaches the hooks; static Foundation links and answers alone")
    func bothLinks() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-hooks-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try Self.stub.write(to: work.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let hooks = Self.root.appendingPathComponent("Sources/CFoundationHooks")
        let (compiled, compileOutput) = try Self.run(
            [Self.tool("clang"), "-c", "-fPIC", "-I", hooks.appendingPathComponent("include").path,
             hooks.appendingPathComponent("foundation-hooks.c").path, "-o", "hooks.o"], in: work)
        #expect(compiled == 0, "clang: \(compileOutput)")

        let swiftc = Self.tool("swiftc")
        let (linkedShared, sharedOutput) = try Self.run([swiftc, "main.swift", "hooks.o", "-o", "shared"], in: work)
        #expect(linkedShared == 0, "shared link: \(sharedOutput)")
        let (ranShared, shared) = try Self.run([work.appendingPathComponent("shared").path], in: work)
        #expect(ranShared == 0)
        #expect(shared.split(separator: "\n") == ["de-DE,fr", "Hallo", "de", "de_DE", "5-x-2.5"],
                "Foundation's own calls reach the hooks when it is a shared library (R36.20, R36.24)")

        let (linkedStatic, staticOutput) = try Self.run(
            [swiftc, "-static-stdlib", "main.swift", "hooks.o", "-o", "static"], in: work)
        #expect(linkedStatic == 0, "a --static-swift-stdlib link must not fail with multiple definitions: \(staticOutput)")
        let (ranStatic, statically) = try Self.run([work.appendingPathComponent("static").path], in: work)
        #expect(ranStatic == 0)
        let lines = statically.split(separator: "\n").map(String.init)
        // Where the linker takes a static Foundation object for a symbol, its strong definition wins
        // (the languages getter: Foundation's answer); a weak hook nothing overrides stays.
        #expect(lines.count == 5 && lines[0] != "de-DE,fr" && lines[4] == "5-x-2.5",
                "static Foundation keeps its own strong definitions: \(lines)")
    }
}

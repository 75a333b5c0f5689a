import Foundation

/// Opens URLs with `xdg-open` (xdg-utils), the way every Linux desktop understands, when no
/// desktop portal is installed (R31.8): one process per URL, and the result is its exit status
/// (0: opened). It is `UIApplication.open`'s fallback, not a slot anyone fills.
@MainActor
final class XDGOpenLauncher: URLOpeningService {
    /// The environment the launcher searches `PATH` in and gives `xdg-open`.
    let environment: [String: String]

    init(environment: [String: String]) { self.environment = environment }

    /// The first executable `xdg-open` on `PATH`, or nil.
    var executable: String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func open(_ url: URL, parentWindow: WindowID?, completion: @escaping @MainActor (URLOpeningResult) -> Void) {
        launch(url.isFileURL ? url.path : url.absoluteString, completion: completion)
    }

    /// `xdg-open` cannot select a file: it opens the folder the file is in (a folder: itself).
    func revealInFileManager(_ url: URL, parentWindow: WindowID?, completion: @escaping @MainActor (URLOpeningResult) -> Void) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        launch(exists && isFolder.boolValue ? url.path : url.deletingLastPathComponent().path, completion: completion)
    }

    private func launch(_ argument: String, completion: @escaping @MainActor (URLOpeningResult) -> Void) {
        guard let executable else {
            return NextTurnSignal.later { completion(.unavailable("no desktop portal and no xdg-open on PATH (install xdg-utils)")) }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [argument]
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        // The status is read on the main actor once the termination thread signals the loop.
        let failure = LaunchFailure()
        guard let terminated = NextTurnSignal({
            if let message = failure.message { return completion(.unavailable(message)) }
            let status = process.terminationStatus
            completion(status == 0 ? .opened : .notOpened("xdg-open '\(argument)' exited with status \(status)"))
        }) else {
            return NextTurnSignal.later { completion(.unavailable("cannot watch xdg-open: no pipe")) }
        }
        process.terminationHandler = { _ in terminated.fire() }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            failure.message = "cannot run \(executable): \(error)"
            terminated.fire()
        }
    }
}

/// Why a launch never started (a process that never ran has no termination status to read).
@MainActor
private final class LaunchFailure {
    var message: String?
}

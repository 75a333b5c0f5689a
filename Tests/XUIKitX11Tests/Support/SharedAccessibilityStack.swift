import Foundation
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

/// One Xvfb and one accessibility stack (session bus, AT-SPI bus launcher, registry) shared by
/// every AT-SPI bridge test in the process, started by the first test that asks and ended when
/// the test process exits. Tests stay independent: each starts its own app and finds it by name
/// and process id, and its pyatspi client hears only that app's events; nothing else is shared
/// but the X server's screen and the buses.
final class SharedAccessibilityStack: @unchecked Sendable {
    // @unchecked: both members are set once in init and never change; their methods used by
    // tests (`displayName`, `environment`, `client`) only read them or start new processes.
    let server: XvfbServer
    let session: AccessibilitySession

    private static let started: Result<SharedAccessibilityStack, XCUIError> = {
        do {
            let stack = try SharedAccessibilityStack()
            atexit { SharedAccessibilityStack.stopAtExit() }
            return .success(stack)
        } catch {
            return .failure(error as? XCUIError ?? XCUIError("\(error)"))
        }
    }()

    /// The stack, started on first use; throws the set-up failure to every test that asks.
    static func shared() throws -> SharedAccessibilityStack { try started.get() }

    private init() throws {
        server = try XvfbServer()
        session = try AccessibilitySession(display: server.displayName)
    }

    /// Ends the buses and the X server when the test process exits, so nothing stays behind.
    private static func stopAtExit() {
        guard case .success(let stack) = started else { return }
        stack.session.stop()
        stack.server.stop()
    }
}

import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 14, defect 7: a shown window the app hides and no longer references is freed, with its
/// native window and surface, as in UIKit; a visible window is kept alive by the app.
@MainActor
@Suite("Window lifetime: hidden and unreferenced windows are released")
struct WindowLifetimeTests {
    private var backend: HeadlessBackend { UIApplication.shared.backend as! HeadlessBackend }

    @Test("A hidden window the app no longer references is deallocated and its native window destroyed on the next turn")
    func hiddenUnreferencedWindowFreed() throws {
        let harness = Harness()
        weak var dropped: UIWindow?
        var id: WindowID?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.makeKeyAndVisible()
            id = window.windowID
            #expect(backend.windows[try #require(id)] != nil)
            window.isHidden = true
            dropped = window
        }
        #expect(dropped == nil)
        harness.display()   // the next turn of the event loop releases the native window
        let gone = try #require(id)
        #expect(backend.windows[gone] == nil)
        #expect(UIApplication.shared.window(for: gone) == nil)
        #expect(UIApplication.shared.windows.map(\.windowID) == [harness.id])
    }

    @Test("A visible window the app does not reference stays alive and listed")
    func visibleWindowKept() throws {
        _ = Harness()
        weak var shown: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.isHidden = false
            shown = window
        }
        let window = try #require(shown)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        window.isHidden = true
    }

    @Test("A hidden window the app still references stays listed and shows again under its id")
    func hiddenReferencedWindowKept() throws {
        _ = Harness()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.isHidden = false
        let id = try #require(window.windowID)
        window.isHidden = true
        #expect(UIApplication.shared.windows.contains { $0 === window })
        window.isHidden = false
        #expect(window.windowID == id)
        #expect(backend.windows[id]?.isVisible == true)
    }
}

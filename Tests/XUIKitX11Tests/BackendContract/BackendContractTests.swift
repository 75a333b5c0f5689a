import Foundation
import Testing
import XUIKit

/// The contract every display backend satisfies, run against each one (BackendKind): what a
/// third backend must pass. Each case acts through the seam (`PlatformBackend`) and checks the
/// result on the display itself, through the backend's driver (ContractDriver.swift). The
/// article "Writing a backend" says what each requirement promises.
@Suite("Backend contract: every backend, the same promises", .serialized)
@MainActor
struct BackendContractTests {
    let parent = WindowID(1)
    let other = WindowID(2)

    @Test("Windows: created hidden, shown (and reported mapped), hidden, destroyed; unknown ids are safe",
          arguments: BackendKind.allCases)
    func windowLifecycle(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            backend.createWindow(parent, frame: CGRect(x: 20, y: 30, width: 200, height: 120), title: "Contract")
            driver.settle()
            #expect(driver.exists(parent))
            #expect(!driver.isShown(parent), "a window is created hidden")

            backend.setWindowVisible(parent, true)
            driver.settle()
            #expect(driver.isShown(parent))
            #expect(driver.sink.maps == [parent], "the sink hears the window is on screen")

            backend.setWindowVisible(parent, false)
            driver.settle()
            #expect(!driver.isShown(parent))

            backend.destroyWindow(parent)
            backend.destroyWindow(WindowID(99))
            driver.settle()
            #expect(!driver.exists(parent))
        }
    }

    @Test("Sizes and scale: a window shows at its frame times the scale in effect, and follows setWindowFrame",
          arguments: BackendKind.allCases)
    func sizesAndScale(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            let scale = UIScreen.resolvedScale(desktopScale: backend.displayScale)
            #expect(backend.displayScale.isFinite && backend.displayScale > 0)
            #expect(backend.screenPixelSize.width > 0 && backend.screenPixelSize.height > 0)
            #expect(backend.screenSizeInPoints == CGSize(width: backend.screenPixelSize.width / scale,
                                                         height: backend.screenPixelSize.height / scale))

            backend.createWindow(parent, frame: CGRect(x: 0, y: 0, width: 200, height: 120), title: "Contract")
            backend.setWindowVisible(parent, true)
            driver.settle()
            #expect(driver.pixelFrame(of: parent)?.size == CGSize(width: 200 * scale, height: 120 * scale))

            backend.setWindowFrame(parent, CGRect(x: 0, y: 0, width: 300, height: 150))
            driver.settle()
            #expect(driver.pixelFrame(of: parent)?.size == CGSize(width: 300 * scale, height: 150 * scale))
        }
    }

    @Test("Scale 2: sizes, input locations and popups are points at the seam, device pixels on the display",
          arguments: BackendKind.allCases)
    func doubleScale(_ kind: BackendKind) async throws {
        try await withContractDriver(kind, scale: 2) { driver in
            let backend = driver.backend
            #expect(backend.displayScale == 2, "the desktop's scale is read")
            #expect(backend.screenSizeInPoints == CGSize(width: backend.screenPixelSize.width / 2,
                                                         height: backend.screenPixelSize.height / 2))
            backend.createWindow(parent, frame: CGRect(x: 50, y: 40, width: 200, height: 120), title: "Contract")
            backend.setWindowVisible(parent, true)
            driver.settle()
            #expect(driver.pixelFrame(of: parent) == CGRect(x: 100, y: 80, width: 400, height: 240))

            driver.click(parent, at: CGPoint(x: 30, y: 40))
            driver.settle()
            #expect(driver.sink.buttons(in: parent).map(\.location) == [CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 40)])

            let placed = backend.createPopup(WindowID(10), parent: parent, anchor: CGRect(x: 10, y: 20, width: 0, height: 0),
                                             size: CGSize(width: 120, height: 60), placement: .menu, style: .popupMenu)
            backend.setWindowVisible(WindowID(10), true)
            driver.settle()
            #expect(placed == CGRect(x: 60, y: 60, width: 120, height: 60))
            #expect(driver.pixelFrame(of: WindowID(10)) == CGRect(x: 120, y: 120, width: 240, height: 120))
        }
    }

    @Test("User resizes: a window the user resizes is reported to the sink, in points",
          arguments: BackendKind.allCases)
    func userResize(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            backend.createWindow(parent, frame: CGRect(x: 0, y: 0, width: 200, height: 120), title: "Contract")
            backend.setWindowVisible(parent, true)
            driver.settle()
            driver.sink.resizes.removeAll()

            driver.resizeAsUser(parent, to: CGSize(width: 260, height: 180))
            driver.settle()
            #expect(driver.sink.resizes.map(\.0) == [parent])
            #expect(driver.sink.resizes.last?.1 == CGSize(width: 260, height: 180))
            #expect(driver.pixelFrame(of: parent)?.size == CGSize(width: 260, height: 180))
        }
    }

    @Test("Input round trip: a click reaches the sink as pointer buttons at the window's points, and the loop is told",
          arguments: BackendKind.allCases)
    func inputRoundTrip(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            backend.createWindow(parent, frame: CGRect(x: 0, y: 0, width: 200, height: 120), title: "Contract")
            backend.setWindowVisible(parent, true)
            driver.settle()
            driver.sink.waker?.drain()

            driver.click(parent, at: CGPoint(x: 30, y: 40))
            // Before reading: a backend with a descriptor has it readable (or the input already
            // queued in memory); one without woke the loop. Else an idle loop sleeps through it.
            #expect(loopIsTold(backend, waker: driver.sink.waker), "pending input must wake the run loop")
            driver.settle()

            let buttons = driver.sink.buttons(in: parent)
            #expect(buttons.map(\.isDown) == [true, false])
            #expect(buttons.allSatisfy { $0.location == CGPoint(x: 30, y: 40) })
        }
    }

    @Test("Popups: placed by the backend against an anchor in the parent's coordinates, flipped and kept on screen",
          arguments: BackendKind.allCases)
    func popupPlacement(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            let scale = UIScreen.resolvedScale(desktopScale: backend.displayScale)
            backend.createWindow(parent, frame: CGRect(x: 100, y: 80, width: 300, height: 200), title: "Contract")
            backend.setWindowVisible(parent, true)
            driver.settle()
            let parentFrame = try #require(driver.pixelFrame(of: parent))
            let origin = CGPoint(x: parentFrame.minX / scale, y: parentFrame.minY / scale)

            let size = CGSize(width: 120, height: 60)
            let placed = backend.createPopup(WindowID(10), parent: parent, anchor: CGRect(x: 10, y: 20, width: 0, height: 0),
                                             size: size, placement: .menu, style: .popupMenu)
            backend.setWindowVisible(WindowID(10), true)
            driver.settle()
            let expected = CGRect(origin: CGPoint(x: origin.x + 10, y: origin.y + 20), size: size)
            #expect(placed == expected, "the popup's corner on the anchor, in screen coordinates")
            #expect(driver.pixelFrame(of: WindowID(10)) == scaled(expected, scale))
            #expect(driver.isPopup(WindowID(10)))
            #expect(driver.isShown(WindowID(10)))

            // Near the screen's bottom-right corner a menu opens leftwards and upwards from the anchor.
            let screen = backend.screenSizeInPoints
            let corner = CGRect(x: screen.width - origin.x - 5, y: screen.height - origin.y - 5, width: 0, height: 0)
            let flipped = backend.createPopup(WindowID(11), parent: parent, anchor: corner, size: size,
                                              placement: .menu, style: .popupMenu)
            backend.setWindowVisible(WindowID(11), true)
            driver.settle()
            #expect(flipped.maxX == screen.width - 5 && flipped.maxY == screen.height - 5)
            #expect(driver.pixelFrame(of: WindowID(11)) == scaled(flipped, scale))

            // A tooltip slides rather than flips sideways, and never leaves the screen.
            let tip = backend.createPopup(WindowID(12), parent: parent, anchor: corner, size: size,
                                          placement: .toolTip, style: .tooltip)
            #expect(tip.maxX == screen.width, "slid left to the screen's edge, not flipped")
            #expect(tip.maxY == screen.height - 5, "above the anchor")
            #expect(driver.isPopup(WindowID(12)))
            for id in [WindowID(10), WindowID(11), WindowID(12)] { backend.destroyWindow(id) }
        }
    }

    @Test("Clipboard: text set is read back, asynchronously and synchronously, the latest winning",
          arguments: BackendKind.allCases)
    func clipboardRoundTrip(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            backend.setClipboardText("first")
            backend.setClipboardText("Grüße ✓ contract")
            var answer: String??
            backend.requestClipboardText { answer = .some($0) }
            let deadline = Date(timeIntervalSinceNow: 5)
            while answer == nil, Date() < deadline { await Task.yield() }
            #expect(answer == .some("Grüße ✓ contract"))
            #expect(backend.clipboardText() == "Grüße ✓ contract")
        }
    }

    @Test("Focus: focusWindow gives a shown window the keyboard, and a hidden one once it is shown",
          arguments: BackendKind.allCases)
    func focus(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            backend.createWindow(parent, frame: CGRect(x: 0, y: 0, width: 200, height: 120), title: "A")
            backend.createWindow(other, frame: CGRect(x: 300, y: 0, width: 200, height: 120), title: "B")
            backend.setWindowVisible(parent, true)
            driver.settle()

            backend.focusWindow(other)
            driver.settle()
            #expect(backend.focusedWindow != other, "a hidden window cannot hold the focus yet")
            backend.setWindowVisible(other, true)
            driver.settle()
            #expect(backend.focusedWindow == other, "the focus asked for before showing is given once shown")

            backend.focusWindow(parent)
            driver.settle()
            #expect(backend.focusedWindow == parent)
        }
    }

    @Test("Close requests: the user's close reaches windowCloseRequested, and the window stays until the app closes it",
          arguments: BackendKind.allCases)
    func closeRequest(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            backend.createWindow(parent, frame: CGRect(x: 0, y: 0, width: 200, height: 120), title: "Contract")
            backend.setWindowVisible(parent, true)
            driver.settle()

            driver.requestClose(parent)
            driver.settle()
            #expect(driver.sink.closeRequests == [parent])
            #expect(driver.isShown(parent), "closing is the app's decision")
        }
    }

    @Test("Capabilities and style hints are declared; a backend with global coordinates places popups in them",
          arguments: BackendKind.allCases)
    func capabilities(_ kind: BackendKind) async throws {
        try await withContractDriver(kind) { driver in
            let backend = driver.backend
            let hints = backend.styleHints
            #expect(hints == .standard, "the defaults XUIKit's rules name, until a desktop setting is followed")
            #expect(hints.doubleClickInterval > 0 && hints.doubleClickDistance > 0)
            #expect(hints.dragThreshold > 0 && hints.caretBlinkInterval > 0)
            #expect(backend.capabilities.contains(.globalCoordinates), "both backends today have one screen plane")
            #expect(backend.capabilities.contains(.pointerGrab) == (kind == .x11))
        }
    }

    // MARK: - Helpers

    private func scaled(_ rect: CGRect, _ scale: CGFloat) -> CGRect {
        CGRect(x: (rect.minX * scale).rounded(), y: (rect.minY * scale).rounded(),
               width: (rect.width * scale).rounded(.up), height: (rect.height * scale).rounded(.up))
    }

    /// Whether a run loop would wake for pending input. With no descriptor the loop only polls
    /// the waker, so the backend must have woken it; with one, the descriptor is readable or the
    /// input is already queued in memory (`hasPendingEvents`).
    private func loopIsTold(_ backend: any PlatformBackend, waker: EventLoopWaker?) -> Bool {
        guard let fd = backend.eventFileDescriptor else { return waker?.drain() == true && backend.hasPendingEvents }
        if backend.hasPendingEvents { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 1000) > 0
    }
}

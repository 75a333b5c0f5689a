import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) @testable import XUIKitX11
import XUIKitTesting

/// Per-window scale on a real X server (§40): two RandR 1.5 monitors of different densities on
/// one Xvfb screen, a window moved from one to the other, and the desktop's DPI changed live
/// through the X resources and through XSETTINGS.
@Suite("X11 screens and scale: a window moved across monitors and a live Xft.dpi re-render at the new scale (own Xvfb)")
@MainActor
struct WindowScaleX11Tests {
    /// A view that logs each trait change it hears, with the scales before and after.
    final class LoggingView: UIView {
        var name = ""
        var log: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?("\(name) \(previousTraitCollection?.displayScale.description ?? "nil")→\(traitCollection.displayScale)")
        }
    }

    /// Gives the Xvfb screen two monitors side by side, 800 × 800 pixels each: LEFT 211 mm wide
    /// (96 dpi, it takes the screen's only output) and RIGHT 106 mm wide (192 dpi), as
    /// `xrandr --setmonitor` does.
    func setMonitors(_ display: OpaquePointer) throws {
        let root = XDefaultRootWindow(display)
        let resources = try #require(XRRGetScreenResourcesCurrent(display, root))
        defer { XRRFreeScreenResources(resources) }
        for (name, x, millimetres, output) in [("LEFT", Int32(0), Int32(211), true), ("RIGHT", Int32(800), Int32(106), false)] {
            let monitor = try #require(XRRAllocateMonitor(display, output ? 1 : 0))
            defer { XFree(monitor) }
            monitor.pointee.name = XInternAtom(display, name, 0)
            monitor.pointee.x = x
            monitor.pointee.y = 0
            monitor.pointee.width = 800
            monitor.pointee.height = 800
            monitor.pointee.mwidth = millimetres
            monitor.pointee.mheight = millimetres
            if output { monitor.pointee.outputs[0] = resources.pointee.outputs[0] }
            XRRSetMonitor(display, root, monitor)
        }
        XSync(display, 0)
    }

    /// Runs the app until `condition` holds, for up to 5 s.
    func runUntil(_ condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 5)
        while !condition(), Date() < deadline {
            usleep(5_000)
            UIApplication.shared.runPendingWork()
        }
    }

    /// The native window's size in pixels, asked of the server.
    func pixelSize(_ display: OpaquePointer, _ window: Window) -> CGSize {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return CGSize(width: Int(attributes.width), height: Int(attributes.height))
    }

    @Test("R40.1–R40.4: moved onto a monitor of twice the density, then Xft.dpi changed live: traits once each, top-down, at the new pixel size and pixels")
    func movedAcrossMonitorsAndLiveDPI() throws {
        let server = try XvfbServer(screen: "1600x800x24")
        defer { server.stop() }
        // The test's own client, held open: the server keeps its root properties while a client is connected.
        let peer = try XTestInput(display: server.displayName)
        defer { peer.close() }
        let display = peer.display
        try setMonitors(display)

        try withX11App(displayName: server.displayName) { session in
            var log: [String] = []
            let window = UIWindow(frame: CGRect(x: 40, y: 40, width: 100, height: 80))
            window.backgroundColor = .white
            let controller = UIViewController()
            let root = LoggingView()
            root.name = "root"
            root.backgroundColor = .white
            let red = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            red.name = "child"
            red.backgroundColor = .red
            root.addSubview(red)
            controller.view = root
            window.rootViewController = controller
            for view in [root, red] { view.log = { log.append($0) } }
            red.registerForTraitChanges([UITraitDisplayScale.self]) { (view: LoggingView, previous: UITraitCollection) in
                log.append("handler \(previous.displayScale)→\(view.traitCollection.displayScale)")
            }
            red.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: LoggingView, _: UITraitCollection) in
                log.append("style handler")
            }
            session.show(window)
            let id = try #require(window.windowID)
            let xid = session.backend.nativeWindow(for: id)
            #expect(red.traitCollection.displayScale == 1)
            #expect(pixelSize(display, xid) == CGSize(width: 100, height: 80))
            #expect(session.pixel(of: window, x: 15, y: 5) == 0xFFFFFF)

            // R40.2: moved so most of it is on RIGHT (192 dpi: twice LEFT's density).
            XMoveWindow(display, xid, 900, 40)
            XSync(display, 0)
            runUntil { red.traitCollection.displayScale == 2 && session.pixel(of: window, x: 15, y: 5) == 0xFF0000 }
            #expect(window.traitCollection.displayScale == 2)
            #expect(controller.traitCollection.displayScale == 2)
            #expect(UIScreen.main.scale == 1)   // the reference monitor's scale is unchanged
            // R40.3: top-down, once each, with the collection before the change.
            #expect(log == ["root 1.0→2.0", "child 1.0→2.0", "handler 1.0→2.0"])
            #expect(pixelSize(display, xid) == CGSize(width: 200, height: 160))
            // The 10-point red square is 20 pixels now.
            #expect(session.pixel(of: window, x: 19, y: 19) == 0xFF0000)
            #expect(session.pixel(of: window, x: 21, y: 21) == 0xFFFFFF)

            // R40.4: Xft.dpi 144 in the X resources: the desktop is at 1.5, RIGHT at 3.
            log.removeAll()
            let bytes = Array("Xft.dpi:\t144\n".utf8)
            XChangeProperty(display, XDefaultRootWindow(display), XA_RESOURCE_MANAGER, XA_STRING, 8, PropModeReplace,
                            bytes, Int32(bytes.count))
            XSync(display, 0)
            runUntil { red.traitCollection.displayScale == 3 && session.pixel(of: window, x: 25, y: 25) == 0xFF0000 }
            #expect(UIScreen.main.scale == 1.5)
            #expect(log == ["root 2.0→3.0", "child 2.0→3.0", "handler 2.0→3.0"])
            #expect(pixelSize(display, xid) == CGSize(width: 300, height: 240))
            #expect(session.pixel(of: window, x: 29, y: 29) == 0xFF0000)
            #expect(session.pixel(of: window, x: 31, y: 31) == 0xFFFFFF)

            // R40.4: an XSETTINGS manager starts with Xft/DPI 96: it wins over the resources.
            log.removeAll()
            let manager = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
            let settingsAtom = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
            let settings = XSettings.encode([("Xft/DPI", .integer(96 * 1024))])
            XChangeProperty(display, manager, settingsAtom, settingsAtom, 8, PropModeReplace, settings, Int32(settings.count))
            let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
            XSetSelectionOwner(display, selection, manager, Time(CurrentTime))
            var message = XEvent()
            message.xclient.type = ClientMessage
            message.xclient.window = XDefaultRootWindow(display)
            message.xclient.message_type = XInternAtom(display, "MANAGER", 0)
            message.xclient.format = 32
            message.xclient.data.l.0 = Int(CurrentTime)
            message.xclient.data.l.1 = Int(selection)
            message.xclient.data.l.2 = Int(manager)
            XSendEvent(display, XDefaultRootWindow(display), 0, StructureNotifyMask, &message)
            XSync(display, 0)
            runUntil { red.traitCollection.displayScale == 2 && session.pixel(of: window, x: 15, y: 5) == 0xFF0000 }
            #expect(UIScreen.main.scale == 1)
            #expect(log == ["root 3.0→2.0", "child 3.0→2.0", "handler 3.0→2.0"])
            #expect(pixelSize(display, xid) == CGSize(width: 200, height: 160))
        }
    }

    @Test("R40.1: a monitor's scale is the desktop's times its density over the reference monitor's, to a quarter")
    func monitorScaleRule() {
        typealias Monitor = X11ScreenScales.Monitor
        let left = Monitor(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080), millimetres: CGSize(width: 527, height: 296))
        let right = Monitor(frame: CGRect(x: 1920, y: 0, width: 3840, height: 2160), millimetres: CGSize(width: 527, height: 296))
        let unknown = Monitor(frame: CGRect(x: 0, y: 1080, width: 1920, height: 1080), millimetres: .zero)
        let monitors = [left, right, unknown]
        #expect(X11ScreenScales.monitorScale(left, monitors: monitors, desktopScale: 1) == 1)
        #expect(X11ScreenScales.monitorScale(right, monitors: monitors, desktopScale: 1) == 2)
        #expect(X11ScreenScales.monitorScale(right, monitors: monitors, desktopScale: 1.25) == 2.5)
        #expect(X11ScreenScales.monitorScale(unknown, monitors: monitors, desktopScale: 1.5) == 1.5)
        // The primary monitor is the reference, wherever it is listed.
        var primaryRight = right
        primaryRight.isPrimary = true
        #expect(X11ScreenScales.monitorScale(left, monitors: [left, primaryRight], desktopScale: 2) == 1)
        // 1.6 times the density rounds to 1.5.
        let laptop = Monitor(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080), millimetres: CGSize(width: 329, height: 185))
        #expect(X11ScreenScales.monitorScale(laptop, monitors: [left, laptop], desktopScale: 1) == 1.5)
    }

    @Test("R40.2: a moved window changes scale only if, resized, it stays mostly on the new monitor")
    func noFlipBetweenMonitors() {
        // LEFT (0–800 px) at scale 2, RIGHT (800–1600 px) at scale 1: the scale of the larger part.
        func scaleAt(_ rect: CGRect) -> CGFloat {
            let left = max(0, min(rect.maxX, 800) - max(rect.minX, 0))
            let right = max(0, min(rect.maxX, 1600) - max(rect.minX, 800))
            return left >= right ? 2 : 1
        }
        func moved(from scale: CGFloat, x: CGFloat, points: CGFloat = 100) -> CGFloat {
            X11ScreenScales.scaleAfterMove(from: scale, frame: CGRect(x: x, y: 0, width: points * scale, height: 80 * scale),
                                           scaleAt: scaleAt)
        }
        // 200 px at scale 2 from x 720: 120 px on RIGHT; at scale 1 it would be 100 px, 80 of them
        // on LEFT again: it keeps scale 2 instead of flipping.
        #expect(moved(from: 2, x: 720) == 2)
        // From x 760 it is still mostly on RIGHT at 100 px (60 of them): it takes scale 1.
        #expect(moved(from: 2, x: 760) == 1)
        // 100 px at scale 1 from x 740: 60 px on LEFT, but at scale 2 (200 px) 140 would be on
        // RIGHT: it keeps scale 1. From x 700 it stays mostly on LEFT at 200 px: scale 2.
        #expect(moved(from: 1, x: 740) == 1)
        #expect(moved(from: 1, x: 700) == 2)
        // Wholly on one monitor: that monitor's scale.
        #expect(moved(from: 1, x: 100) == 2)
        #expect(moved(from: 2, x: 1000) == 1)
    }
}

import CX11
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKit
@_spi(Testing) import XUIKitX11

/// Reads a format-32 property of `window` as C longs (how Xlib hands them out).
private func longs(_ display: OpaquePointer, _ window: Window, _ name: String, type: Atom) -> [UInt]? {
    var actualType: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    guard XGetWindowProperty(display, window, XInternAtom(display, name, 0), 0, 1 << 16, 0, type, &actualType,
                             &format, &count, &remaining, &data) == Success, let data, format == 32 else { return nil }
    defer { XFree(data) }
    // Xlib sign-extends each 32-bit value into its long: keep the low 32 bits.
    return UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt.self), count: Int(count))
        .map { $0 & 0xFFFF_FFFF }
}

/// WM_CLASS's two strings.
private func wmClass(_ display: OpaquePointer, _ window: Window) -> [String] {
    var hint = XClassHint()
    guard XGetClassHint(display, window, &hint) != 0 else { return [] }
    defer { XFree(hint.res_name); XFree(hint.res_class) }
    return [String(cString: hint.res_name), String(cString: hint.res_class)]
}

/// The viewable override-redirect children of the root typed `_NET_WM_WINDOW_TYPE_TOOLTIP`.
private func toolTipWindows(_ display: OpaquePointer) -> [Window] {
    var root: Window = 0, parent: Window = 0, count: UInt32 = 0
    var children: UnsafeMutablePointer<Window>?
    guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0,
          let children else { return [] }
    defer { XFree(children) }
    let tooltip = UInt(XInternAtom(display, "_NET_WM_WINDOW_TYPE_TOOLTIP", 0))
    return UnsafeBufferPointer(start: children, count: Int(count)).filter { window in
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return attributes.override_redirect != 0 && attributes.map_state == IsViewable
            && longs(display, window, "_NET_WM_WINDOW_TYPE", type: Atom(XA_ATOM)) == [tooltip]
    }
}

@Suite("Desktop manners on Xvfb: tooltips, the app's name and icon (R15.9, R15.10)", .serialized)
@MainActor
struct DesktopMannersX11Tests {
    @Test("R15.10: resting the pointer (XTest) over a control shows an override-redirect tooltip window; leaving hides it")
    func toolTipWindow() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let button = UIButton(type: .system)
            button.setTitle("Save", for: .normal)
            button.frame = CGRect(x: 100, y: 50, width: 100, height: 40)
            button.toolTip = "Save the document"
            window.addSubview(button)
            session.show(window)
            let display = session.backend.display

            session.client.move(x: 20, y: 20)
            UIApplication.shared.runPendingWork()
            session.client.move(x: 130, y: 70)
            UIApplication.shared.runPendingWork()
            #expect(toolTipWindows(display).isEmpty, "nothing shows before the pointer has rested")
            // Let the delay pass on the app's scheduler, without sleeping.
            let scheduler = UIApplication.shared.scheduler
            UIApplication.shared.advanceClock(to: scheduler.now + ToolTipController.delay + 0.1)
            UIApplication.shared.runPendingWork()
            XSync(display, 0)
            let shown = toolTipWindows(display)
            #expect(shown.count == 1)
            if let xid = shown.first {
                var attributes = XWindowAttributes()
                XGetWindowAttributes(display, xid, &attributes)
                #expect(attributes.x >= 130 && attributes.y >= 70, "below-right of the pointer")
                var focus: Window = 0, revert: Int32 = 0
                XGetInputFocus(display, &focus, &revert)
                #expect(focus != xid)
            }

            session.client.move(x: 20, y: 20)
            UIApplication.shared.runPendingWork()
            XSync(display, 0)
            #expect(toolTipWindows(display).isEmpty)
        }
    }

    @Test("R15.9: WM_CLASS is the executable's name and the app's name capitalised, on windows old and new")
    func applicationName() throws {
        try withBackend { session in
            let display = session.backend.display
            let executable = ProcessInfo.processInfo.environment["RESOURCE_NAME"] ?? ProcessInfo.processInfo.processName
            #expect(wmClass(display, session.xid).first == executable)
            session.backend.setApplicationName("sketchbook")
            session.settle()
            #expect(wmClass(display, session.xid) == [executable, "Sketchbook"])
            session.backend.createWindow(WindowID(2), frame: CGRect(x: 0, y: 0, width: 50, height: 50), title: "Later")
            session.settle()
            let later = Window(session.backend.nativeWindow(for: WindowID(2)))
            #expect(wmClass(display, later) == [executable, "Sketchbook"])
        }
    }

    @Test("R15.9: the icon is _NET_WM_ICON — width, height, then ARGB pixels — on windows old and new")
    func applicationIcon() throws {
        try withBackend { session in
            let display = session.backend.display
            #expect(longs(display, session.xid, "_NET_WM_ICON", type: Atom(XA_CARDINAL)) == nil)
            let icon = try #require(ApplicationIcon(width: 2, height: 3, pixels: [0xFFFF_0000, 0xFF00_FF00, 0x8000_00FF,
                                                                                   0, 0xFFFF_FFFF, 0xFF12_3456]))
            session.backend.setApplicationIcon(icon)
            session.settle()
            let values = try #require(longs(display, session.xid, "_NET_WM_ICON", type: Atom(XA_CARDINAL)))
            #expect(values.count == 8)
            #expect(Array(values.prefix(2)) == [2, 3])
            #expect(values[2] == 0xFFFF_0000 && values[7] == 0xFF12_3456)

            session.backend.createWindow(WindowID(2), frame: CGRect(x: 0, y: 0, width: 50, height: 50), title: "Later")
            session.settle()
            let later = Window(session.backend.nativeWindow(for: WindowID(2)))
            #expect(longs(display, later, "_NET_WM_ICON", type: Atom(XA_CARDINAL))?.prefix(2) == [2, 3])
            session.backend.setApplicationIcon(nil)
            session.settle()
            #expect(longs(display, session.xid, "_NET_WM_ICON", type: Atom(XA_CARDINAL)) == nil)
        }
    }
}

import CX11
import CXTest
import Foundation
import Testing
@_spi(Testing) @testable import XUIKitX11
import XUIKitTesting

/// The Gallery example as a user runs it, on its own Xvfb: at a HiDPI scale from the X
/// resources, and following a desktop (an XSETTINGS manager played by the test) that turns dark
/// while it runs.
@Suite("Gallery as a process (own Xvfb)")
struct GalleryProcessTests {
    /// The button's frame (window points) from the app's `button=(x, y, w, h)` line.
    private func buttonFrame(in app: TestProcess) -> (x: Int, y: Int, width: Int, height: Int)? {
        let deadline = Date(timeIntervalSinceNow: 20)
        repeat {
            if let line = app.standardOutput.split(separator: "\n").last(where: { $0.hasPrefix("button=(") }) {
                let numbers = line.dropFirst("button=(".count).dropLast().split(separator: ",")
                    .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                if numbers.count == 4 { return (numbers[0], numbers[1], numbers[2], numbers[3]) }
            }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Polls a window pixel until `predicate` holds, for up to 20 s; the last value read.
    private func waitForPixel(_ client: XTestInput, _ window: Window, x: Int32, y: Int32,
                              until predicate: (UInt32) -> Bool) -> UInt32? {
        let deadline = Date(timeIntervalSinceNow: 20)
        var last: UInt32?
        repeat {
            last = client.pixel(of: window, x: x, y: y)
            if let last, predicate(last) { return last }
            usleep(20_000)
        } while Date() < deadline
        return last
    }

    private func setProperty(_ display: OpaquePointer, _ window: Window, _ name: String, type: Atom, bytes: [UInt8]) {
        let atom = XInternAtom(display, name, 0)
        XChangeProperty(display, window, atom, type, 8, PropModeReplace, bytes, Int32(bytes.count))
        XSync(display, 0)
    }

    @Test("R15.5: at Xft.dpi 192 the window is twice its points in pixels and a click at device pixels lands on the button")
    func doubleScale() throws {
        let server = try XvfbServer(screen: "2048x1536x24")
        defer { server.stop() }
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        // What `echo 'Xft.dpi: 192' | xrdb -merge` writes.
        setProperty(connection.display, XDefaultRootWindow(connection.display), "RESOURCE_MANAGER", type: XA_STRING,
                    bytes: Array("Xft.dpi:\t192\n".utf8))
        let app = try launchExample("Gallery", display: server.displayName, extraEnvironment: ["XUIKIT_APPEARANCE": "dark"])
        let client = connection
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20), "Gallery showed no window")
        let button = try #require(buttonFrame(in: app), "stdout: \(app.standardOutput)")
        #expect(app.standardOutput.contains("ready 440x560 scale=2.0"))

        var attributes = XWindowAttributes()
        XGetWindowAttributes(connection.display, window, &attributes)
        #expect(attributes.width == 880 && attributes.height == 1120)
        // The dark system background below the controls.
        #expect(waitForPixel(client, window, x: 860, y: 1100) { $0 == 0x000000 } == 0x000000)

        client.click(x: Int32(2 * button.x + button.width), y: Int32(2 * button.y + button.height))
        #expect(app.waitForOutputLine("tapped", timeout: 20), "stdout: \(app.standardOutput)")

        client.requestClose(window)
        #expect(app.waitForExit(timeout: 20) == 0)
    }

    @Test("R15.2, R15.3: when the desktop's XSETTINGS theme turns dark at run time, the Gallery redraws dark")
    func followsDesktop() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        let display = connection.display
        // The test is the XSETTINGS manager: it owns _XSETTINGS_S0 and keeps the settings on its window.
        let manager = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        let settingsType = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        setProperty(display, manager, "_XSETTINGS_SETTINGS", type: settingsType,
                    bytes: XSettings.encode([("Net/ThemeName", .string("Adwaita")), ("Gtk/FontName", .string("Cantarell 11"))]))
        XSetSelectionOwner(display, XInternAtom(display, "_XSETTINGS_S0", 0), manager, Time(CurrentTime))
        XSync(display, 0)

        let app = try launchExample("Gallery", display: server.displayName)
        let client = connection
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20), "Gallery showed no window")
        #expect(waitForPixel(client, window, x: 430, y: 550) { $0 == 0xFFFFFF } == 0xFFFFFF)

        setProperty(display, manager, "_XSETTINGS_SETTINGS", type: settingsType,
                    bytes: XSettings.encode([("Net/ThemeName", .string("Adwaita-dark"))], serial: 1))
        #expect(waitForPixel(client, window, x: 430, y: 550) { $0 == 0x000000 } == 0x000000)

        setProperty(display, manager, "_XSETTINGS_SETTINGS", type: settingsType,
                    bytes: XSettings.encode([("Net/ThemeName", .string("Adwaita")),
                                             ("Gtk/ApplicationPreferDarkTheme", .integer(0))], serial: 2))
        #expect(waitForPixel(client, window, x: 430, y: 550) { $0 == 0xFFFFFF } == 0xFFFFFF)

        client.requestClose(window)
        #expect(app.waitForExit(timeout: 20) == 0)
    }
}

extension GalleryProcessTests {
    /// The name of the cursor the server shows now (XFixes), or nil.
    private func cursorName(_ display: OpaquePointer) -> String? {
        guard let image = XFixesGetCursorImage(display) else { return nil }
        defer { XFree(image) }
        return image.pointee.name.map { String(cString: $0) }
    }

    /// Polls the cursor's name until it is `name`, for up to 20 s; the last name read.
    private func waitForCursor(_ display: OpaquePointer, _ name: String) -> String? {
        let deadline = Date(timeIntervalSinceNow: 20)
        var last: String?
        repeat {
            last = cursorName(display)
            if last == name { return last }
            usleep(20_000)
        } while Date() < deadline
        return last
    }

    @Test("R15.8: the pointer is the theme's I-beam over the text field and the arrow over the background")
    func pointerShapes() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        let app = try launchExample("Gallery", display: server.displayName, extraEnvironment: ["XCURSOR_THEME": "Adwaita"])
        let client = connection
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20), "Gallery showed no window")
        _ = try #require(buttonFrame(in: app), "stdout: \(app.standardOutput)")
        let line = try #require(app.standardOutput.split(separator: "\n").first { $0.hasPrefix("field=") })
        let centre = line.dropFirst("field=".count).split(separator: ",").compactMap { Int32($0) }
        try #require(centre.count == 2)
        var x: Int32 = 0, y: Int32 = 0, child: Window = 0
        XTranslateCoordinates(connection.display, window, XDefaultRootWindow(connection.display), 0, 0, &x, &y, &child)
        client.move(x: x + centre[0], y: y + centre[1])
        XSync(connection.display, 0)
        #expect(waitForCursor(connection.display, "text") == "text")
        client.move(x: x + 430, y: y + 550)
        XSync(connection.display, 0)
        #expect(waitForCursor(connection.display, "default") == "default")
        client.requestClose(window)
        #expect(app.waitForExit(timeout: 20) == 0)
    }
}

@Suite("XSETTINGS wire format")
@MainActor
struct XSettingsFormatTests {
    @Test("settings survive encoding and parsing; Xft/DPI, the font and prefer-dark are read")
    func roundTrip() {
        let bytes = XSettings.encode([("Net/ThemeName", .string("Adwaita-dark")), ("Xft/DPI", .integer(192 * 1024)),
                                      ("Gtk/FontName", .string("Cantarell 11")), ("Gtk/ApplicationPreferDarkTheme", .integer(1)),
                                      ("Gtk/Color", .color(red: 1, green: 2, blue: 3, alpha: 4))])
        let parsed = XSettings.parse(bytes)
        #expect(parsed?["Gtk/Color"] == .color(red: 1, green: 2, blue: 3, alpha: 4))
        let settings = XSettings.desktopSettings(from: parsed ?? [:])
        #expect(settings.themeName == "Adwaita-dark")
        #expect(settings.dpi == 192)
        #expect(settings.fontName == "Cantarell 11")
        #expect(settings.prefersDarkTheme == true)
    }

    @Test("truncated or malformed settings parse as nil, not a crash")
    func malformed() {
        let bytes = XSettings.encode([("Net/ThemeName", .string("Adwaita-dark"))])
        for length in 0..<bytes.count { #expect(XSettings.parse(Array(bytes.prefix(length))) == nil) }
        var badType = bytes
        badType[12] = 7
        #expect(XSettings.parse(badType) == nil)
        #expect(X11Backend.dpi(inResources: "Xcursor.size: 24\nXft.dpi:\t144\n") == 144)
        #expect(X11Backend.dpi(inResources: "Xft.antialias: 1") == nil)
    }
}

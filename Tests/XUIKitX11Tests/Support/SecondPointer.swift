import CX11
import CXTest
import Foundation
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// A second master pointer (MPX) on the test server, driven through XTest on a connection of
/// its own, for two pointers held down at once (x11-notes §8.1, §8.3).
///
/// `XIChangeHierarchy(XIAddMaster)` creates a master pointer/keyboard pair, each with its own
/// XTEST slave. XTest fakes input through the XTEST slave of the connection's client pointer,
/// so this connection's client pointer is set to the new master.
final class SecondPointer {
    let display: OpaquePointer
    /// The new master pointer: the `deviceid` of its pointer events.
    let master: Int32
    /// Its XTEST slave: the `sourceid` of its events.
    let slave: Int32
    /// The paired master keyboard and its XTEST slave, removed along with the master.
    let keyboardMaster: Int32
    let keyboardSlave: Int32
    private var isRemoved = false

    init(displayName: String, name: String = "finger2") throws {
        guard let display = XOpenDisplay(displayName) else { throw XCUIError("cannot open \(displayName)") }
        self.display = display
        var major: Int32 = 2, minor: Int32 = 2
        _ = XIQueryVersion(display, &major, &minor)
        let masterName = strdup(name)
        defer { free(masterName) }
        var change = XIAnyHierarchyChangeInfo()
        change.add = XIAddMasterInfo(type: XIAddMaster, name: masterName, send_core: 1, enable: 1)
        _ = XIChangeHierarchy(display, &change, 1)
        XSync(display, 0)
        let ids = Self.deviceIDs(display: display)
        guard let master = ids["\(name) pointer"], let slave = ids["\(name) XTEST pointer"],
              let keyboardMaster = ids["\(name) keyboard"], let keyboardSlave = ids["\(name) XTEST keyboard"] else {
            XCloseDisplay(display)
            throw XCUIError("XIAddMaster made no '\(name)' devices: \(ids)")
        }
        self.master = master
        self.slave = slave
        self.keyboardMaster = keyboardMaster
        self.keyboardSlave = keyboardSlave
        XISetClientPointer(display, 0, master)
        XSync(display, 0)
    }

    deinit {
        remove()
        XCloseDisplay(display)
    }

    private static func deviceIDs(display: OpaquePointer) -> [String: Int32] {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return [:] }
        defer { XIFreeDeviceInfo(infos) }
        var ids: [String: Int32] = [:]
        for index in 0..<Int(count) { ids[String(cString: infos[index].name)] = infos[index].deviceid }
        return ids
    }

    /// XTest on this connection: it moves and clicks this pointer, and the server has handled
    /// each call on return.
    var xtest: XTestInput { XTestInput(connection: display) }

    /// Moves this pointer to root coordinates (`x`, `y`).
    func move(x: Int32, y: Int32) { xtest.move(x: x, y: y) }

    /// Presses or releases `button` of this pointer where it is.
    func button(_ button: UInt32 = 1, down: Bool) { xtest.button(button, down: down) }

    /// Removes the master pair (its XTEST slaves go with it; other slaves float).
    func remove() {
        guard !isRemoved else { return }
        isRemoved = true
        var change = XIAnyHierarchyChangeInfo()
        change.remove = XIRemoveMasterInfo(type: XIRemoveMaster, deviceid: master, return_mode: XIFloating,
                                           return_pointer: 0, return_keyboard: 0)
        _ = XIChangeHierarchy(display, &change, 1)
        XSync(display, 0)
    }
}

/// Two `TouchLogView`s side by side in a shown 320×200 window; the core pointer presses button 1
/// over view A, then a second master pointer presses over view B and stays down.
@MainActor
func pressTwoPointers(in session: X11Session) throws -> (viewA: TouchLogView, viewB: TouchLogView,
                                                          second: SecondPointer) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let viewA = TouchLogView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
    let viewB = TouchLogView(frame: CGRect(x: 160, y: 0, width: 160, height: 200))
    window.addSubview(viewA)
    window.addSubview(viewB)
    session.show(window)
    let second = try SecondPointer(displayName: session.displayName)
    UIApplication.shared.runPendingWork()   // the hierarchy change

    session.client.move(x: 60, y: 40)
    session.client.button(down: true)
    UIApplication.shared.runPendingWork()
    second.move(x: 220, y: 50)
    second.button(down: true)
    XSync(session.backend.display, 0)
    UIApplication.shared.runPendingWork()
    return (viewA, viewB, second)
}

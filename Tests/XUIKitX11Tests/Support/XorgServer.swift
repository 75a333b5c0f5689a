import Foundation
import Testing
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

/// Real input for tests: Xorg with the dummy video driver and four `xf86-input-inputtest`
/// devices (x11-notes §8.2) — a 10-finger touchscreen, a pointer with smooth-scroll valuators
/// (the core pointer), a keyboard (the core keyboard) and an XI 2.4 touchpad for pinch and swipe.
///
/// Xorg needs root. One server runs per test process (`shared`), started on first use with
/// `-displayfd` into a private temporary folder, and stopped when the process exits. Its device
/// sockets stay connected for its whole life: the driver spins at 100 % CPU after a client
/// disconnects. Tests that use it must run one at a time (`.serialized`) and end every touch
/// they begin.
final class XorgServer: @unchecked Sendable {
    static let xorgPath = "/usr/lib/xorg/Xorg"
    static let driverPath = "/usr/lib/xorg/modules/input/inputtest_drv.so"
    static let screenWidth = 1024, screenHeight = 768

    /// Real-input tests need root for Xorg; elsewhere they are disabled, with this reason.
    static let isRoot = geteuid() == 0
    static let notRootReason: Comment =
        "Real-touch tests start Xorg with the inputtest driver, which needs root; not root, so they do not run (CI runs as root)"

    /// The process's server, started on first use. A setup failure is remembered and thrown to
    /// every test that asks, so each fails with the same clear message.
    static func shared() throws -> XorgServer {
        lock.lock()
        defer { lock.unlock() }
        if let instance { return instance }
        if let startError { throw startError }
        do {
            let server = try XorgServer()
            instance = server
            runningPID = server.process.pid
            atexit { if XorgServer.runningPID > 0 { kill(XorgServer.runningPID, SIGTERM) } }
            return server
        } catch {
            startError = error
            throw error
        }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var instance: XorgServer?
    nonisolated(unsafe) private static var startError: (any Error)?
    nonisolated(unsafe) private static var runningPID: pid_t = 0

    /// The server's display name, ":N".
    let displayName: String
    /// The devices, connected for the server's life.
    let touch: InputTestDevice
    let pointer: InputTestDevice
    let keyboard: InputTestDevice
    let gesture: InputTestDevice
    /// The temporary folder with the config, log and sockets.
    let folder: URL
    private let process: TestProcess

    private init() throws {
        for path in [Self.xorgPath, Self.driverPath] where !FileManager.default.fileExists(atPath: path) {
            throw XCUIError("""
                \(path) is missing: the real-touch tests need Xorg with the dummy video driver and the inputtest \
                input driver (scripts/install-deps.sh: xserver-xorg-core xserver-xorg-video-dummy); running as \
                root, they must run
                """)
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-xorg-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("xorg.conf")
        try Self.configuration(folder: folder.path).write(to: config, atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("xorg.log").path

        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw XCUIError("pipe failed: errno \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { ends.forEach { if $0 >= 0 { _ = close($0) } } }
        process = try TestProcess(Self.xorgPath, ["-displayfd", "3", "-config", config.path, "-noreset",
                                                   "-nolisten", "tcp", "-logfile", log, "-novtswitch", "-sharevts"],
                                   environment: ProcessInfo.processInfo.environment, descriptors: [3: ends[1]])
        close(ends[1])
        ends[1] = -1
        guard let number = XvfbServer.readDisplayNumber(from: ends[0], timeout: 20) else {
            let logText = (try? String(contentsOfFile: log, encoding: .utf8))?.suffix(2000) ?? ""
            throw XCUIError("Xorg did not report a display number within 20 s: \(process.standardError) \(logText)")
        }
        displayName = ":\(number)"
        let socketFolder = folder.path
        let connect = { (name: String) in
            try InputTestDevice(socketPath: "\(socketFolder)/\(name).sock",
                                screenWidth: Self.screenWidth, screenHeight: Self.screenHeight)
        }
        do {
            touch = try connect("touch")
            pointer = try connect("pointer")
            keyboard = try connect("keyboard")
            gesture = try connect("gesture")
        } catch {
            process.signal(SIGKILL)
            throw error
        }
    }

    /// The config of x11-notes §8.2 plus a PointerGesture device, sockets in `folder`.
    private static func configuration(folder: String) -> String {
        func device(_ name: String, _ type: String, _ extra: String = "") -> String {
            """
            Section "InputDevice"
                Identifier "test-\(name)"
                Driver "inputtest"
                Option "DeviceType" "\(type)"
                Option "SocketPath" "\(folder)/\(name).sock"
            \(extra)EndSection

            """
        }
        return """
            Section "ServerFlags"
                Option "AutoAddDevices" "false"
                Option "AutoEnableDevices" "false"
                Option "AllowEmptyInput" "true"
                Option "DontVTSwitch" "true"
            EndSection

            Section "Device"
                Identifier "dummy"
                Driver "dummy"
                VideoRam 65536
            EndSection

            Section "Monitor"
                Identifier "mon"
                HorizSync 5.0 - 1000.0
                VertRefresh 5.0 - 200.0
                Modeline "1024x768" 65.00 1024 1048 1184 1344 768 771 777 806 -hsync -vsync
            EndSection

            Section "Screen"
                Identifier "screen"
                Device "dummy"
                Monitor "mon"
                DefaultDepth 24
                SubSection "Display"
                    Depth 24
                    Modes "1024x768"
                    Virtual 1024 768
                EndSubSection
            EndSection

            """
            + device("touch", "Touch", "    Option \"TouchCount\" \"10\"\n")
            + device("pointer", "Pointer")
            + device("keyboard", "Keyboard")
            + device("gesture", "PointerGesture")
            + """
            Section "ServerLayout"
                Identifier "layout"
                Screen "screen"
                InputDevice "test-touch"
                InputDevice "test-pointer" "CorePointer"
                InputDevice "test-keyboard" "CoreKeyboard"
                InputDevice "test-gesture"
            EndSection

            """
    }
}

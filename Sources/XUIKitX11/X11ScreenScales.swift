import CX11
import Foundation
import XUIKitCore

/// The scales of the screen's monitors (R40.1, R40.2), and what they come from: the desktop's
/// DPI (the XSETTINGS manager's `Xft/DPI`, else the `Xft.dpi` X resource) and the monitors XRandR
/// reports (RandR 1.5 `XRRGetMonitors`, each with its pixel rectangle and physical size).
///
/// The rule: the desktop's DPI / 96 is the scale of the reference monitor (the primary one, else
/// the first). Every other monitor with a known physical size is scaled by its density relative
/// to the reference monitor's, rounded to a quarter: a monitor of twice the pixels per millimetre
/// draws at twice the scale. A monitor without a physical size, or one screen with one monitor,
/// draws at the desktop's scale. `XUIKIT_SCALE` (or `GDK_SCALE`) forces one scale everywhere.
@MainActor
final class X11ScreenScales {
    /// One monitor: its rectangle on the root window in pixels and its physical size in millimetres.
    struct Monitor: Equatable, Sendable {
        /// Where the monitor is on the root window, in pixels.
        var frame: CGRect
        /// Its physical size in millimetres; zero when unknown.
        var millimetres: CGSize
        /// Whether RandR marks it primary.
        var isPrimary = false

        /// Horizontal pixels per millimetre, or nil when the physical size is unknown.
        var density: CGFloat? {
            millimetres.width > 0 && frame.width > 0 ? frame.width / millimetres.width : nil
        }
    }

    private let display: OpaquePointer
    /// RandR's first event number, or nil without the extension (then one monitor: the screen).
    let randrEventBase: Int32?
    /// The monitors as last read.
    private(set) var monitors: [Monitor] = []
    /// The DPI from the X resources (`Xft.dpi`), as last read.
    private var resourceDPI: CGFloat?
    /// The DPI from XSETTINGS (`Xft/DPI`), as last reported.
    private var settingsDPI: CGFloat?

    init(display: OpaquePointer, settingsDPI: CGFloat?) {
        self.display = display
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        if XRRQueryExtension(display, &eventBase, &errorBase) != 0, XRRQueryVersion(display, &major, &minor) != 0,
           major > 1 || (major == 1 && minor >= 5) {
            randrEventBase = eventBase
            // Outputs and CRTCs changing (a monitor plugged, a mode set) are screen changes.
            XRRSelectInput(display, XDefaultRootWindow(display),
                           Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
        } else {
            randrEventBase = nil
        }
        self.settingsDPI = settingsDPI
        resourceDPI = X11Backend.resourceDPI(display: display)
        monitors = readMonitors()
    }

    /// The desktop's scale: its DPI / 96 (R15.5); 1 when it says nothing or the value is out of range.
    var desktopScale: CGFloat {
        guard let dpi = settingsDPI ?? resourceDPI, dpi.isFinite, dpi > 0 else { return 1 }
        return dpi / 96
    }

    /// The scale of the reference monitor, which `UIScreen.main` reports.
    var referenceScale: CGFloat { UIScreen.resolvedScale(desktopScale: desktopScale) }

    /// The scale of a window whose rectangle on the root window is `frame` (pixels): that of the
    /// monitor holding most of it (R40.2), the reference scale when it is on none.
    func scale(forWindowAt frame: CGRect) -> CGFloat {
        let best = monitors.max { area($0.frame.intersection(frame)) < area($1.frame.intersection(frame)) }
        guard let best, area(best.frame.intersection(frame)) > 0 else { return referenceScale }
        return UIScreen.resolvedScale(desktopScale: Self.monitorScale(best, monitors: monitors, desktopScale: desktopScale))
    }

    /// The scale of a window moved to `frame` (pixels, drawn at `current`), given the scale
    /// `scaleAt` answers for a rectangle (R40.2): the scale of the monitor holding most of it, but
    /// only if, resized to that scale with its top-left corner kept, it is still mostly on a monitor
    /// of that scale; else `current`, so that a window across two monitors does not flip between
    /// their scales at each resize.
    nonisolated static func scaleAfterMove(from current: CGFloat, frame: CGRect,
                                           scaleAt: (CGRect) -> CGFloat) -> CGFloat {
        let candidate = scaleAt(frame)
        guard candidate != current, candidate > 0, current > 0 else { return candidate > 0 ? candidate : current }
        let resized = CGRect(origin: frame.origin, size: CGSize(width: frame.width / current * candidate,
                                                                 height: frame.height / current * candidate))
        return scaleAt(resized) == candidate ? candidate : current
    }

    /// Whether a window's position can change its scale: more than one monitor.
    var hasSeveralMonitors: Bool { monitors.count > 1 }

    /// The scale of `monitor` among `monitors` for a desktop at `desktopScale` (R40.1).
    nonisolated static func monitorScale(_ monitor: Monitor, monitors: [Monitor], desktopScale: CGFloat) -> CGFloat {
        let reference = monitors.first(where: \.isPrimary) ?? monitors.first
        guard let reference, let density = monitor.density, let referenceDensity = reference.density,
              referenceDensity > 0 else { return desktopScale }
        let ratio = ((density / referenceDensity) * 4).rounded() / 4
        return desktopScale * max(ratio, 0.25)
    }

    // MARK: - Changes

    /// The root window's X resources changed: reads `Xft.dpi` again. True when the scale changed.
    func resourcesChanged() -> Bool {
        let before = desktopScale
        resourceDPI = X11Backend.resourceDPI(display: display)
        return desktopScale != before
    }

    /// The XSETTINGS manager reported settings with `dpi`. True when the scale changed.
    func settingsChanged(dpi: CGFloat?) -> Bool {
        let before = desktopScale
        settingsDPI = dpi
        return desktopScale != before
    }

    /// Handles a RandR event (the screen or an output changed): reads the monitors again. Returns
    /// nil for other events, else whether the monitors changed.
    func handleRandREvent(_ event: inout XEvent) -> Bool? {
        guard let base = randrEventBase, event.type == base + RRScreenChangeNotify || event.type == base + RRNotify else {
            return nil
        }
        if event.type == base + RRScreenChangeNotify { XRRUpdateConfiguration(&event) }
        let read = readMonitors()
        guard read != monitors else { return false }
        monitors = read
        return true
    }

    /// The active monitors RandR 1.5 reports; empty without RandR 1.5.
    private func readMonitors() -> [Monitor] {
        guard randrEventBase != nil else { return [] }
        var count: Int32 = 0
        guard let list = XRRGetMonitors(display, XDefaultRootWindow(display), 1, &count) else { return [] }
        defer { XRRFreeMonitors(list) }
        return (0..<Int(max(count, 0))).map { index in
            let info = list[index]
            return Monitor(frame: CGRect(x: Int(info.x), y: Int(info.y), width: Int(info.width), height: Int(info.height)),
                           millimetres: CGSize(width: Int(info.mwidth), height: Int(info.mheight)),
                           isPrimary: info.primary != 0)
        }
    }

    private func area(_ rect: CGRect) -> CGFloat { rect.isNull ? 0 : rect.width * rect.height }
}

import CX11
import Foundation
import XUIKitCore

extension X11Backend {
    /// The refresh rate of the monitor, from XRandR: the highest rate among the active CRTCs'
    /// modes (dot clock over total pixels a frame), or 60 when the server has no RandR or
    /// reports no usable mode (Xvfb). Asked once per connection, then remembered.
    public var refreshRate: Double {
        if let cachedRefreshRate { return cachedRefreshRate }
        let rate = connection.isOpen ? Self.queryRefreshRate(display: connection.display) ?? 60 : 60
        cachedRefreshRate = rate
        return rate
    }

    private static func queryRefreshRate(display: OpaquePointer) -> Double? {
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
        let root = XDefaultRootWindow(display)
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        var best: Double?
        for index in 0..<Int(resources.pointee.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(display, resources, resources.pointee.crtcs[index]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let mode = crtc.pointee.mode
            guard mode != 0 else { continue }
            for m in 0..<Int(resources.pointee.nmode) where resources.pointee.modes[m].id == mode {
                let info = resources.pointee.modes[m]
                let pixels = Double(info.hTotal) * Double(info.vTotal)
                guard pixels > 0, info.dotClock > 0 else { continue }
                let rate = Double(info.dotClock) / pixels
                if rate >= 10, rate <= 1000 { best = max(best ?? 0, rate) }
            }
        }
        return best
    }
}


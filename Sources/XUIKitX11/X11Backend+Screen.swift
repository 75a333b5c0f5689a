import CX11
import Foundation
import XUIKitCore

// The screen: its scale from the `Xft.dpi` resource (R15.5), its size, and its refresh rate from
// XRandR. Points become device pixels here, at the border: window frames on the way out, input
// locations, sizes and exposed rectangles on the way in.

extension X11Backend {
    /// `Xft.dpi` from the root window's RESOURCE_MANAGER property (what `xrdb` writes), or nil.
    static func resourceDPI(display: OpaquePointer) -> CGFloat? {
        // A predefined atom: no round trip to intern it.
        let atom = XA_RESOURCE_MANAGER
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, XDefaultRootWindow(display), atom, 0, 1 << 20, 0, XA_STRING, &type, &format,
                                 &count, &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        let text = String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
        return dpi(inResources: text)
    }

    /// The value of the `Xft.dpi` line of X resources text, or nil.
    nonisolated static func dpi(inResources text: String) -> CGFloat? {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces)).map { CGFloat($0) }
        }
        return nil
    }

    /// Device pixels per point of the reference monitor: the environment's override, else the
    /// desktop's DPI's (R40.1). Root coordinates (drags between clients) use it.
    var pointScale: CGFloat { UIScreen.resolvedScale(desktopScale: displayScale) }

    /// A rectangle in points as device pixels at `scale` (a window's, R40.2).
    func devicePixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard scale != 1 else { return rect }
        return CGRect(x: (rect.minX * scale).rounded(), y: (rect.minY * scale).rounded(),
                      width: (rect.width * scale).rounded(.up), height: (rect.height * scale).rounded(.up))
    }

    /// A rectangle in device pixels as points at `scale` (a window's, R40.2).
    func points(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard scale != 1 else { return rect }
        return CGRect(x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale)
    }

    /// Input with its locations in points at `scale` (its window's, R40.2).
    func inPoints(_ kind: InputEvent.Kind, scale: CGFloat) -> InputEvent.Kind {
        guard scale != 1 else { return kind }
        func point(_ location: CGPoint) -> CGPoint { CGPoint(x: location.x / scale, y: location.y / scale) }
        switch kind {
        case .touch(var touch): touch.location = point(touch.location); return .touch(touch)
        case .pointerButton(var button): button.location = point(button.location); return .pointerButton(button)
        case .pointerMotion(var motion): motion.location = point(motion.location); return .pointerMotion(motion)
        case .pointerCrossing(let entered, let location, let device):
            return .pointerCrossing(entered: entered, location: point(location), device: device)
        case .scroll(var scroll): scroll.location = point(scroll.location); return .scroll(scroll)
        case .transform(var transform):
            transform.location = point(transform.location)
            transform.translation = point(transform.translation)
            return .transform(transform)
        default: return kind
        }
    }
}

import CX11
import Foundation
import XUIKitCore

/// The input method's composition (R35.7) and the caret it follows (R35.9).
extension X11Backend: InputMethodCaretFollowing {
    /// Hands each window's changed composition to the core, after the input read with it.
    func deliverCompositions() {
        for (id, window) in windows.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let composition = window.composition, composition.needsDelivery else { continue }
            composition.needsDelivery = false
            InputMethodComposition.update(composition.text, caret: composition.caretInCharacters, in: id)
        }
    }

    /// Moves the input method's spot (`XNSpotLocation`: the caret's bottom left, in window
    /// pixels) when the caret of the focused editor moved.
    public func inputMethodCaretDidMove(to rect: CGRect, in id: WindowID) {
        guard connection.isOpen, let window = windows[id], let context = window.inputContext else { return }
        let pixels = devicePixels(rect, scale: window.scale)
        let spot = CGPoint(x: pixels.minX.rounded(), y: pixels.maxY.rounded())
        guard window.inputMethodSpot != spot else { return }
        window.inputMethodSpot = spot
        cx11_ic_set_spot(context, Int16(clamping: Int(spot.x)), Int16(clamping: Int(spot.y)))
    }
}

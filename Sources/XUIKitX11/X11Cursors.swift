import CX11
import Foundation
import XUIKitCore

/// Themed pointer shapes through libXcursor (R15.8): each shape is loaded once by its CSS name
/// from the desktop's cursor theme (`XCURSOR_THEME`, the `Xcursor.theme` resource), then by the
/// older X names themes also ship, and falls back to the core cursor font.
@MainActor
final class X11Cursors {
    private let display: OpaquePointer
    private var loaded: [PointerShape: Cursor] = [:]

    init(display: OpaquePointer) { self.display = display }

    /// The cursor for `shape`, loaded on first use.
    func cursor(for shape: PointerShape) -> Cursor {
        if let cursor = loaded[shape] { return cursor }
        var cursor: Cursor = 0
        for name in [shape.cssName] + Self.legacyNames(shape) where cursor == 0 {
            cursor = XcursorLibraryLoadCursor(display, name)
        }
        if cursor == 0 { cursor = XCreateFontCursor(display, Self.fontGlyph(shape)) }
        loaded[shape] = cursor
        return cursor
    }

    /// Frees every loaded cursor.
    func release() {
        for cursor in loaded.values { XFreeCursor(display, cursor) }
        loaded.removeAll()
    }

    /// The X11 names older cursor themes use.
    private static func legacyNames(_ shape: PointerShape) -> [String] {
        switch shape {
        case .arrow: return ["left_ptr"]
        case .iBeam: return ["xterm"]
        case .pointingHand: return ["hand2", "hand1"]
        case .crosshair: return ["cross"]
        case .notAllowed: return ["crossed_circle"]
        case .resizeLeftRight: return ["sb_h_double_arrow"]
        case .resizeUpDown: return ["sb_v_double_arrow"]
        // R34.6: the XDND names themes ship besides the CSS ones, then GTK's fallbacks.
        case .dragCopy: return ["dnd-copy", "copy"]
        case .dragMove: return ["dnd-move", "move"]
        case .dragForbidden: return ["dnd-none", "not-allowed", "crossed_circle"]
        }
    }

    /// The core cursor font's glyph for a shape (X11/cursorfont.h).
    private static func fontGlyph(_ shape: PointerShape) -> UInt32 {
        switch shape {
        case .arrow: return UInt32(XC_left_ptr)
        case .iBeam: return UInt32(XC_xterm)
        case .pointingHand: return UInt32(XC_hand2)
        case .crosshair: return UInt32(XC_crosshair)
        case .notAllowed: return UInt32(XC_X_cursor)
        case .resizeLeftRight: return UInt32(XC_sb_h_double_arrow)
        case .resizeUpDown: return UInt32(XC_sb_v_double_arrow)
        case .dragCopy: return UInt32(XC_plus)
        case .dragMove: return UInt32(XC_fleur)
        case .dragForbidden: return UInt32(XC_X_cursor)
        }
    }
}

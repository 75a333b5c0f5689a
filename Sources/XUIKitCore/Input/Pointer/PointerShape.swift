// The pointer over a window, the desktop way: its shape (the cursor theme's arrow, I-beam or
// hand) and the hover highlight of buttons.
//
// - `PointerShape` (this file): the shapes a backend can show (X11: Xcursor's themed cursors).
// - `UIPointerInteraction.swift`: UIKit's way for a view to ask for a pointer style, and
//   `UIPointerStyle`/`UIPointerShape` mapped to desktop shapes.
// - `UIWindow+Pointer.swift`: which shape a point of the window shows (an interaction on the
//   view or an ancestor, else the I-beam over an enabled text field, else the arrow), told to
//   the backend when it changes, and which button is hovered. `HoverTracker` calls it.

import Foundation

/// The pointer's look over part of a window, as a backend shows it (X11: a cursor from the
/// desktop's cursor theme). XUIKit addition.
public enum PointerShape: String, Sendable, CaseIterable {
    /// The default arrow.
    case arrow = "default"
    /// The text I-beam, over editable text.
    case iBeam = "text"
    /// The pointing hand, over links and views with a pointer interaction.
    case pointingHand = "pointer"
    /// A crosshair.
    case crosshair = "crosshair"
    /// The "not allowed" sign.
    case notAllowed = "not-allowed"
    /// The left-right resize arrows.
    case resizeLeftRight = "ew-resize"
    /// The up-down resize arrows.
    case resizeUpDown = "ns-resize"
    /// A drag would copy here (R34.6).
    case dragCopy = "copy"
    /// A drag would move here (R34.6).
    case dragMove = "move"
    /// A drag cannot be dropped here (R34.6).
    case dragForbidden = "no-drop"

    /// The CSS cursor name (the name in freedesktop cursor themes), such as `text`.
    public var cssName: String { rawValue }
}

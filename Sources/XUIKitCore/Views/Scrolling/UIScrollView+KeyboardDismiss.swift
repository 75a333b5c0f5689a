extension UIScrollView {
    /// How dragging a scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none = 0
        /// A drag dismisses the keyboard as it begins.
        case onDrag = 1
        /// On iOS the keyboard follows the finger; XUIKit dismisses it as a drag begins.
        case interactive = 2
        /// As `onDrag`, and the accessory view goes too.
        case onDragWithAccessory = 3
        /// As `interactive`, and the accessory view goes too.
        case interactiveWithAccessory = 4
    }

    /// A drag begins: any mode but `.none` ends editing in the window when an input view (the
    /// desktop's on-screen keyboard) is docked. With a hardware keyboard only there is no keyboard
    /// to dismiss, and the text field keeps its focus (R17.6).
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let window, window.presentedInputView != nil else { return }
        window.endEditing(true)
    }
}

import Foundation

// The keyboard notifications a window posts when it docks or removes a responder's `inputView`
// (and `inputAccessoryView`), the desktop's only "on-screen keyboard" (R17.3). A hardware
// keyboard posts nothing: focusing a text field with no input view changes no frame.

extension UIWindow {
    /// The docked input view and accessory together, in window coordinates; nil when none is
    /// docked.
    var dockedInputFrame: CGRect? {
        let frames = [presentedInputView, presentedInputAccessoryView].compactMap { $0?.frame }
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Removes the docked input views and announces that the keyboard went away.
    func dismissInputViewsAnnouncing() {
        let previous = dockedInputFrame
        dismissInputViews()
        announceKeyboardFrameChange(from: previous, to: nil)
    }

    /// Posts UIKit's keyboard notifications for a docked input area going from `old` to `new`
    /// (window coordinates; nil is "not shown"), in iOS's order: will change frame, will show or
    /// hide, did change frame, did show or hide (R17.3). The frames in `userInfo` are in screen
    /// coordinates; a hidden keyboard's frame is the same size just below the window.
    func announceKeyboardFrameChange(from old: CGRect?, to new: CGRect?) {
        guard old != new, let shown = new ?? old else { return }
        let offscreen = CGRect(x: shown.minX, y: bounds.maxY, width: shown.width, height: shown.height)
        let origin = frame.origin
        func screen(_ rect: CGRect) -> NSValue { NSValue(cgRect: rect.offsetBy(dx: origin.x, dy: origin.y)) }
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: screen(old ?? offscreen),
            UIResponder.keyboardFrameEndUserInfoKey: screen(new ?? offscreen),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            // iOS's keyboard curve is 7, a private curve outside `UIView.AnimationCurve`.
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        func post(_ name: Notification.Name) { center.post(name: name, object: nil, userInfo: userInfo) }
        let (will, did): (Notification.Name?, Notification.Name?) = switch (old, new) {
        case (nil, _?): (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
        case (_?, nil): (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
        default: (nil, nil)
        }
        post(UIResponder.keyboardWillChangeFrameNotification)
        if let will { post(will) }
        post(UIResponder.keyboardDidChangeFrameNotification)
        if let did { post(did) }
    }
}

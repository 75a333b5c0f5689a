import Foundation

// The keyboard notifications keyboard-aware UIKit code observes, and their user-info keys.
//
// On iOS they announce the on-screen keyboard (or a custom `inputView`) sliding in and out. On the
// desktop a window posts them when it docks or removes a responder's `inputView` or
// `inputAccessoryView` (UIWindow+KeyboardNotifications.swift); a hardware keyboard never posts
// them: focusing a plain text field posts none (R17.3).

extension UIResponder {
    /// Posted before the on-screen keyboard appears; on the desktop, only for an `inputView` (R17.3).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the on-screen keyboard appeared; on the desktop, only for an `inputView` (R17.3).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the on-screen keyboard disappears; on the desktop, only for an `inputView` (R17.3).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the on-screen keyboard disappeared; on the desktop, only for an `inputView` (R17.3).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the on-screen keyboard's frame changes; on the desktop, only for an `inputView` (R17.3).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the on-screen keyboard's frame changed; on the desktop, only for an `inputView` (R17.3).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates: an `NSValue` (`cgRectValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates: an `NSValue` (`cgRectValue`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation lasts, in seconds: an `NSNumber` (`doubleValue`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard animation's curve: an `NSNumber` holding a `UIView.AnimationCurve` raw value.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` (`boolValue`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding `rect`, as UIKit's keyboard notifications carry frames.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle this value holds.
    public var cgRectValue: CGRect { rectValue }
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point this value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size this value holds.
    public var cgSizeValue: CGSize { sizeValue }
}

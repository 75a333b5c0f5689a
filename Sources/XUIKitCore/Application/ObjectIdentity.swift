// UIKit's objects are NSObject subclasses on Apple platforms, so they are Equatable and Hashable
// by identity (`isEqual:` is `==` of pointers unless a class overrides it): apps write
// `buttons.firstIndex(of: sender)`, keep `Set<UIView>`s and put a `UIImage` in a Hashable model.
// XUIKit does not root its classes in Foundation's NSObject (see the Porting article for why); it
// gives them the same identity equality instead (R17.1). `UIColor`, `UIFont` and the traits stay
// equal by value, as their `isEqual:` is on Apple platforms.

/// Responders — views, controls, view controllers, windows, the application — are equal only to
/// themselves (R17.1).
extension UIResponder: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Images are equal only to themselves, as `UIImage`'s `isEqual:` is for distinct objects (R17.1).
extension UIImage: Hashable {
    /// True when both are the same object.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Layers are equal only to themselves (R17.1).
extension CALayer: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Constraints are equal only to themselves (R17.1).
extension NSLayoutConstraint: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Layout guides are equal only to themselves (R17.1).
extension UILayoutGuide: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Alert actions are equal only to themselves (R17.1).
extension UIAlertAction: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: UIAlertAction, rhs: UIAlertAction) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Menu elements — actions, commands, menus — are equal only to themselves (R17.1).
extension UIMenuElement: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Bézier paths are equal only to themselves (R17.1).
extension UIBezierPath: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: UIBezierPath, rhs: UIBezierPath) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Bar items — bar button items, tab bar items — and navigation items are equal only to themselves
/// (R17.1): apps look them up with `firstIndex(of:)` among a bar's `items`.
extension UIBarItem: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Navigation items are equal only to themselves (R17.1).
extension UINavigationItem: Hashable {
    /// True when both are the same object.
    public nonisolated static func == (lhs: UINavigationItem, rhs: UINavigationItem) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

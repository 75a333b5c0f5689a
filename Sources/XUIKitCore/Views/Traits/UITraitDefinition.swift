import Foundation

/// A trait a collection holds, named by type for `registerForTraitChanges(_:handler:)`, as in
/// iOS 17: `view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`.
public protocol UITraitDefinition {
    /// A unique name for the trait.
    static var identifier: String { get }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The interface style trait (`userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// `"UITraitUserInterfaceStyle"`.
    public static let identifier = "UITraitUserInterfaceStyle"
}

/// The display scale trait (`displayScale`).
public enum UITraitDisplayScale: UITraitDefinition {
    /// `"UITraitDisplayScale"`.
    public static let identifier = "UITraitDisplayScale"
}

/// The content size category trait (`preferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// `"UITraitPreferredContentSizeCategory"`.
    public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// `"UITraitHorizontalSizeClass"`.
    public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// `"UITraitVerticalSizeClass"`.
    public static let identifier = "UITraitVerticalSizeClass"
}

/// A registration returned by `registerForTraitChanges(_:handler:)`, to unregister it.
public protocol UITraitChangeRegistration: Sendable {}

/// One handler and the traits it watches.
struct TraitRegistration: UITraitChangeRegistration {
    let id: UInt64
    let traits: [String]
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    /// Whether any watched trait differs between the two collections.
    func isAffected(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.contains { trait in
            switch trait {
            case UITraitUserInterfaceStyle.identifier: return old.userInterfaceStyle != new.userInterfaceStyle
            case UITraitDisplayScale.identifier: return old.displayScale != new.displayScale
            case UITraitPreferredContentSizeCategory.identifier:
                return old.preferredContentSizeCategory != new.preferredContentSizeCategory
            case UITraitHorizontalSizeClass.identifier: return old.horizontalSizeClass != new.horizontalSizeClass
            case UITraitVerticalSizeClass.identifier: return old.verticalSizeClass != new.verticalSizeClass
            case UITraitAccessibilityContrast.identifier: return old.accessibilityContrast != new.accessibilityContrast
            default: return old != new
            }
        }
    }
}

/// Views and view controllers keep registrations.
@MainActor
protocol TraitObserving: AnyObject {
    var traitState: TraitState { get set }
}

extension UIView: TraitObserving {}
extension UIViewController: TraitObserving {}

@MainActor private var nextRegistrationID: UInt64 = 1

extension UITraitEnvironment {
    /// Calls `handler` with this view or view controller and the previous collection after any
    /// of `traits` changed (R15.3). Returns a registration for `unregisterForTraitChanges(_:)`.
    /// On an environment that is neither a view nor a view controller, nothing is registered.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping @MainActor (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitRegistration(id: nextRegistrationID, traits: traits.map { $0.identifier }) { object, previous in
            if let environment = object as? Self { handler(environment, previous) }
        }
        nextRegistrationID += 1
        if let observing = self as? TraitObserving {
            observing.traitState.registrations.append(registration)
            if observing.traitState.last == nil { observing.traitState.last = traitCollection }
        }
        return registration
    }

    /// Removes a registration made by `registerForTraitChanges(_:handler:)` on this environment.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? TraitRegistration, let observing = self as? TraitObserving else { return }
        observing.traitState.registrations.removeAll { $0.id == registration.id }
    }
}

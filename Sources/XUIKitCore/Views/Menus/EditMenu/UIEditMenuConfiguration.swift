import Foundation

/// What an edit menu is presented for: an identifier the delegate can tell menus apart by, and
/// the point (in the interaction's view) the menu shows at (R33.13).
@preconcurrency @MainActor
public final class UIEditMenuConfiguration {
    /// Tells this menu from others the same interaction presents; nil when not given.
    public let identifier: AnyHashable?
    /// Where the menu shows, in the interaction's view.
    public let sourcePoint: CGPoint
    /// Where UIKit would put the menu's arrow. XUIKit's edit menu is a popup menu with no arrow;
    /// the value is kept for the delegate.
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Makes a configuration for a menu at `sourcePoint`.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}

/// Where an edit menu's arrow points.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// As the system decides.
    case automatic = 0
    /// Up.
    case up = 1
    /// Down.
    case down = 2
    /// Left.
    case left = 3
    /// Right.
    case right = 4
}

/// Animations and completions that go with an edit menu appearing or going away.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` alongside the menu's. XUIKit's menus appear without animation, so they
    /// run at once.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Runs `completion` once the menu has appeared or gone.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator handed to the delegate: menus appear and go at once, so animations run when
/// added and completions right after the menu showed or closed.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var completions: [@MainActor () -> Void] = []
    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }
    func finish() {
        let pending = completions
        completions = []
        pending.forEach { $0() }
    }
}

import Foundation

// UIKit's scenes are NSObjects, equal only to themselves; `connectedScenes` is a Set of them.
// (If UIResponder itself becomes Hashable by identity, this file goes.)
extension UIScene: Hashable {
    /// True only for the same scene.
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    /// Hashes the scene's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

import Foundation

/// An activity a scene can be opened to continue: Foundation's `NSUserActivity`, which Foundation
/// on Linux lacks. XUIKit keeps only what a scene request carries — a type, a title and a
/// dictionary — and hands it to the new scene in `UIScene.ConnectionOptions.userActivities`.
/// There is no Handoff, search indexing or state restoration behind it.
@preconcurrency @MainActor
open class NSUserActivity {
    /// The kind of activity, usually a reverse-DNS string the app defines.
    public let activityType: String
    /// A title for the activity.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }
}

extension NSUserActivity: Hashable {
    /// True only for the same activity.
    nonisolated public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    /// Hashes the activity's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

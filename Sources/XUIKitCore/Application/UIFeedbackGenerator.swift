import Foundation

// Haptics (R17.9). A desktop has no taptic engine: the generators exist so iOS code compiles and
// runs unchanged, and every call does nothing, as on a Mac or an iPad without haptics. Listed in
// the "What is not there yet" article under "Inert on the desktop".

/// The base of the haptic feedback generators; `prepare()` does nothing on the desktop.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// Makes a generator.
    public init() {}
    /// Readies the haptic engine; does nothing on the desktop (R17.9).
    open func prepare() {}
}

/// Haptics for a collision; inert on the desktop (R17.9).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A rigid impact.
        case rigid = 4
    }

    /// The impact's style.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium-impact generator.
    public override convenience init() { self.init(style: .medium) }

    /// Plays the impact; does nothing on the desktop (R17.9).
    open func impactOccurred() {}
    /// Plays the impact at `intensity` (0…1); does nothing on the desktop (R17.9).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for a changing selection; inert on the desktop (R17.9).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick; does nothing on the desktop (R17.9).
    open func selectionChanged() {}
}

/// Haptics for a task's outcome; inert on the desktop (R17.9).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback announces.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// Plays the feedback for `notificationType`; does nothing on the desktop (R17.9).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

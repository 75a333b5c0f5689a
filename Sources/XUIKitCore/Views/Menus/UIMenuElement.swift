import Foundation

/// What a menu holds: an action (`UIAction`), a command sent through the responder chain
/// (`UICommand`), a submenu or inline group (`UIMenu`), or elements made when the menu opens
/// (`UIDeferredMenuElement`).
@preconcurrency @MainActor
open class UIMenuElement {
    var titleStorage: String
    var imageStorage: UIImage?
    /// The text shown for the element.
    open var title: String { titleStorage }
    /// The image shown before the title, tinted like the text.
    open var image: UIImage? { imageStorage }
    /// A second line under the title; nil by default.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
    }

    /// How an action or command is shown and whether it can run.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing (R11.9).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all (R11.9).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check state of an action or command, shown as a mark before the title.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A dash: some of what it stands for is on.
        case mixed = 2
    }
}

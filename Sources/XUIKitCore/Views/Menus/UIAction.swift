import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and image: a menu item, and a control's action (R3.12).
///
/// Added to a control with `addAction(_:for:)`, it runs with the control as `sender`. In a menu
/// (`UIMenu`, a context menu, `UIButton.menu`) it is one item; choosing it closes the menu, then
/// runs the handler (R11.7).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Actions with the same identifier replace each other on a control.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's text.
        public let rawValue: String
        /// Makes an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The item's title.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The item's image, tinted like its title.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// A longer title for places that list commands (a help or shortcuts overlay).
    open var discoverabilityTitle: String?
    /// Disabled, destructive, hidden (R11.9).
    open var attributes: UIMenuElement.Attributes
    /// The check mark shown before the title.
    open var state: UIMenuElement.State
    let handler: UIActionHandler
    /// The control or menu interaction that sent the action, while its handler runs.
    public internal(set) weak var sender: AnyObject?

    /// Makes an action. Everything but the handler has a default, as in UIKit.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUIDString.next())
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// Unique identifiers for actions created without one.
@MainActor
enum UUIDString {
    /// A static, not application state: identifiers stay unique across the whole process, even
    /// for actions kept from one app to the next; nothing else is kept.
    private static var counter = 0
    static func next() -> String {
        counter += 1
        return "com.xuikit.action.\(counter)"
    }
}

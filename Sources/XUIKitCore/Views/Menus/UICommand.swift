import Foundation

/// A menu item that sends an action through the responder chain when chosen.
///
/// The action goes up the responder chain from the first responder of the key window behind the
/// menu — or, when there is none, from the view the menu belongs to — to the first responder that
/// implements it, with the command as sender (R11.9). `propertyList` tells several commands with one action apart.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The item's title.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The item's image.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The action sent when the item is chosen.
    public let action: Selector
    /// A value the action's implementation can read from the sender.
    public let propertyList: Any?
    /// A longer title for places that list commands.
    open var discoverabilityTitle: String?
    /// Disabled, destructive, hidden (R11.9).
    open var attributes: UIMenuElement.Attributes
    /// The check mark shown before the title.
    open var state: UIMenuElement.State

    /// Makes a command.
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// The title, attributes and state as the app made them, kept at the first validation so
    /// each validation starts from them (R33.5).
    private var validationBase: (title: String, attributes: UIMenuElement.Attributes, state: UIMenuElement.State)?

    /// Puts back what the app made before validation changes it again (R33.5).
    func restoreValidationBase() {
        guard let validationBase else {
            validationBase = (title, attributes, state)
            return
        }
        title = validationBase.title
        attributes = validationBase.attributes
        state = validationBase.state
    }
}

/// Menu elements made only when the menu opens, by a closure that hands them over.
///
/// XUIKit shows the elements the provider hands over before it returns; a provider that answers
/// later shows nothing in the menu already open, and is asked again next time.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    /// Makes a deferred element; `elementProvider` gets a completion to call with the elements.
    public init(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        super.init(title: "", image: nil)
    }

    /// The elements the provider hands over at once.
    func resolve() -> [UIMenuElement] {
        let box = ElementsBox()
        provider { box.elements = $0 }
        return box.elements
    }
}

/// Holds what a deferred provider hands over.
@MainActor
private final class ElementsBox {
    var elements: [UIMenuElement] = []
}

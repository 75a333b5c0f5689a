import Foundation

extension UIView {
    /// The tooltip shown when the pointer rests over the view (R15.10); nil for none.
    ///
    /// Mac Catalyst offers this on `UIControl` (which XUIKit's inherits); XUIKit has it on every
    /// view. Setting it adds, updates or removes the view's `UIToolTipInteraction`.
    public var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if let interaction = toolTipInteraction {
                if newValue == nil { removeInteraction(interaction) } else { interaction.defaultToolTip = newValue }
            } else if let newValue {
                addInteraction(UIToolTipInteraction(defaultToolTip: newValue))
            }
        }
    }

    /// The view's first tooltip interaction.
    var toolTipInteraction: UIToolTipInteraction? {
        for case let interaction as UIToolTipInteraction in interactionStorage { return interaction }
        return nil
    }
}

import Foundation

extension UIButton {
    /// Sets the image drawn behind the title and image in `state`, stretched over the button's
    /// bounds (a resizable image keeps its cap insets); `.normal`'s is used for states with none
    /// (R41.9). It is drawn instead of the per-state background colour.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The background image for `state`, or `.normal`'s when it has none.
    public func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Draws the current background image over the bounds; false when there is none.
    func drawBackgroundImage() -> Bool {
        guard let image = currentBackgroundImage else { return false }
        image.draw(in: bounds)
        return true
    }
}

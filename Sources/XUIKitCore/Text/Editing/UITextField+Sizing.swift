import Foundation

extension UITextField {
    /// Space between a border and the text, on each side (the text rectangle's inset).
    static let borderedTextInset: CGFloat = 7
    /// Space above and below a line of text inside a border.
    static let borderedVerticalPadding: CGFloat = 7

    /// `intrinsicContentSize` and `sizeThatFits`: the displayed text's width (the placeholder's
    /// while empty) plus the text rectangle's insets and the clear button when it shows; a line
    /// of the font in height, plus padding inside a border. Whole points.
    var fittingSize: CGSize {
        let shown = displayedText.isEmpty ? (placeholder ?? "") : displayedText
        let bordered = borderStyle != .none
        var width = displayedText.isEmpty
            ? TextEngine.shared.block(for: shown, font: resolvedFont, options: TextBlock.Options()).size.width
            : displayedBlock.size.width
        if bordered { width += Self.borderedTextInset * 2 }
        if isClearButtonShown {
            let clear = clearButtonRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
            width += clear.width + 6
        }
        let height = resolvedFont.lineHeight + (bordered ? Self.borderedVerticalPadding * 2 : 0)
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }
}

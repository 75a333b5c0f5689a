import Foundation

// First and last baselines for Auto Layout, from font metrics: text is drawn centred
// vertically in labels, buttons and text fields, so a baseline is
// `top + height / 2 - textHeight / 2 + ascender`, linear in the view's top and height.

extension LayoutEngine {
    /// The baseline as an expression over the variables of the view that carries the text.
    func baselineExpression(_ view: UIView, first: Bool) -> Cassowary.Expression? {
        let source = view.baselineSource(first: first)
        guard let item = register(source) else { return nil }
        guard let (textHeight, ascender, lastLineOffset) = source.baselineMetrics(intrinsicHeight: installedIntrinsicHeight(of: source)),
              textHeight > 0 || ascender > 0 else {
            return item.top + item.height   // a view without text: its bottom edge, as in UIKit
        }
        let offset = Double(ascender - textHeight / 2 + (first ? 0 : lastLineOffset))
        return Cassowary.Expression([.init(item.top), .init(item.height, 0.5)], constant: offset)
    }

    /// The intrinsic height the engine holds for `view` when it is current, so a label's text is
    /// not measured a second time for its baseline (text measuring was a fifth of a form's build).
    private func installedIntrinsicHeight(of view: UIView) -> CGFloat? {
        guard !contentDirty.contains(where: { $0 === view }),
              let height = contentConstraints[ObjectIdentifier(view)]?.first(where: { $0.firstAttribute == .height }) else { return nil }
        return height.constant
    }
}

extension UIView {
    /// The view whose text gives this view's baseline: a stack view's first or last visible
    /// arranged subview, a button's title label, or the view itself.
    func baselineSource(first: Bool) -> UIView {
        if let stack = self as? UIStackView {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            if let edge = first ? visible.first : visible.last { return edge.baselineSource(first: first) }
        }
        return self
    }

    /// (height of the text block, font ascender, distance from the first to the last baseline),
    /// or nil for a view without text. `intrinsicHeight`, when given, is the view's current
    /// `intrinsicContentSize.height`.
    func baselineMetrics(intrinsicHeight: CGFloat? = nil) -> (CGFloat, CGFloat, CGFloat)? {
        if let label = self as? UILabel, let font = label.font {
            let height = max(intrinsicHeight ?? label.intrinsicContentSize.height, font.lineHeight)
            return (height, font.ascender, height - font.lineHeight)
        }
        if let button = self as? UIButton, let font = button.titleLabel?.font {
            return (font.lineHeight, font.ascender, 0)
        }
        if let field = self as? UITextField {
            return (field.resolvedFont.lineHeight, field.resolvedFont.ascender, 0)
        }
        return nil
    }
}

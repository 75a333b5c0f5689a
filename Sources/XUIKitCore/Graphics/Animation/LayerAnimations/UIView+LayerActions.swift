import Foundation

/// Actions for a view's own layer (R30.23): what `UIView.action(for:forKey:)` answers by default,
/// and the run of an action when a property of the layer that the view does not animate itself
/// changes (a shape layer's `path`, `shadowPath`, `borderColor`…). The keys the view animates
/// (its alpha, centre, bounds, transform, colour and corner radius) go through the view's own
/// animations, never through an action, so a change is never animated twice.
extension UIView {
    /// The layer keys whose changes the view animates itself inside an animation block.
    static let keysAnimatedWithView: Set<String> = ["position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius"]

    /// `action(for:forKey:)`'s default (R30.23).
    func defaultLayerAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let context = AnimationRecorder.current, context.animates, Self.keysAnimatedWithView.contains(event) else {
            return NSNull.shared
        }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = (layer.presentation() ?? layer).value(forKey: event)
        animation.duration = context.duration
        animation.timingFunction = context.curve.mediaTimingFunction
        if context.delay > 0 {
            animation.beginTime = CACurrentMediaTime() + context.delay
            animation.fillMode = .backwards
        }
        if context.options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = context.options.contains(.autoreverse)
        return animation
    }
}

extension CALayer {
    /// Runs the action for `key` of a view's own layer after it changed from `oldValue`
    /// (R30.23): only for keys the view does not animate itself, only on screen, and only when
    /// the lookup (`action(forKey:)`, which asks the view first) finds one.
    func runViewLayerAction(forKey key: String, from oldValue: Any?) {
        guard let view, view.window != nil, !isRestoringForActionLookup, !UIView.keysAnimatedWithView.contains(key),
              !CATransaction.disableActions(), let action = actionBeforeChange(forKey: key, from: oldValue) else { return }
        run(action, forKey: key) { oldValue }
    }
}

extension NSNull {
    /// The one `NSNull` the layer actions answer with, instead of one made per property change.
    static let shared = NSNull()
}

extension TimingCurve {
    /// The curve as a media timing function: a Bézier curve as it is; a spring as ease-in-ease-out.
    var mediaTimingFunction: CAMediaTimingFunction {
        if case let .bezier(x1, y1, x2, y2) = self {
            return CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
        }
        return CAMediaTimingFunction(name: .easeInEaseOut)
    }
}

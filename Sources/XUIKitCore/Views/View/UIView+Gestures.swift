import Foundation

extension UIView {
    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.detachGestureRecognizer(recognizer)      // R8.14: one view at a time
        gestureRecognizerStorage = (gestureRecognizerStorage ?? []) + [recognizer]
        recognizer.view = self
    }

    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.environment.withdraw(recognizer)
        gestureRecognizerStorage?.removeAll { $0 === recognizer }  // stays [] rather than nil (R8.14)
        recognizer.view = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]?) {
        for recognizer in gestureRecognizerStorage ?? [] { detachGestureRecognizer(recognizer) }
        for recognizer in recognizers ?? [] { attachGestureRecognizer(recognizer) }
        if recognizers == nil { gestureRecognizerStorage = nil }
    }
}

import Foundation
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A text-view delegate that logs every call into a shared recorder and answers as told.
@MainActor
final class LoggingTextViewDelegate: UITextViewDelegate {
    let recorder: ControlEventRecorder
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    var changes: [(NSRange, String)] = []

    init(_ recorder: ControlEventRecorder) { self.recorder = recorder }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { recorder.note("shouldBegin"); return shouldBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { recorder.note("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { recorder.note("shouldEnd"); return shouldEnd }
    func textViewDidEndEditing(_ textView: UITextView) { recorder.note("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        recorder.note("shouldChange"); changes.append((range, text)); return shouldChange
    }
    func textViewDidChange(_ textView: UITextView) { recorder.note("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { recorder.note("didChangeSelection") }
}

/// A 300×200 text view at (20, 20) in a harness window, its delegate calls and notifications
/// logged in one recorder.
@MainActor
struct TextViewFixture {
    let harness = Harness()
    let view: UITextView
    let recorder = ControlEventRecorder()
    let delegate: LoggingTextViewDelegate
    private var tokens: [NSObjectProtocol] = []

    init(frame: CGRect = CGRect(x: 20, y: 20, width: 300, height: 200), font: UIFont? = nil) {
        view = UITextView(frame: frame)
        if let font { view.font = font }
        harness.window.addSubview(view)
        delegate = LoggingTextViewDelegate(recorder)
        view.delegate = delegate
        let names: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "note.begin"),
            (UITextView.textDidChangeNotification, "note.change"),
            (UITextView.textDidEndEditingNotification, "note.end"),
        ]
        for (name, label) in names {
            // Posting is synchronous on the poster's (main-actor) thread, so the block runs there.
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: view, queue: nil) { [recorder] _ in
                MainActor.assumeIsolated { recorder.note(label) }
            })
        }
    }

    var log: [String] { recorder.log }
    func clearLog() { recorder.log = [] }

    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }

    /// The window point of the insertion point before character `offset`, at mid-line.
    func windowPoint(ofCharacter offset: Int) -> CGPoint {
        let caret = view.caretRect(atCharacter: offset)
        return view.contentView.convert(CGPoint(x: caret.minX, y: caret.midY), to: harness.window)
    }
}

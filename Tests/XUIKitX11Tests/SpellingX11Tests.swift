import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Spelling on a real server (R38.5, R38.7–R38.9): a word typed with XTest into a text view is
/// underlined in red once the insertion point has left it, a right click on it offers its
/// guesses, and choosing the first one corrects the text.
@Suite("Spelling on Xvfb", .serialized)
@MainActor
struct SpellingX11Tests {
    private func pump(timeout: TimeInterval = 10, until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline {
            UIApplication.shared.runPendingWork()
            usleep(5_000)
        }
        UIApplication.shared.runPendingWork()
    }

    /// Red pixels in the band under characters `range` of `textView`, read back from the server.
    private func redPixels(under range: Range<Int>, of textView: UITextView, in window: UIWindow, _ session: X11Session) -> Int {
        let start = caret(textView, range.lowerBound, in: window), end = caret(textView, range.upperBound, in: window)
        let band = CGRect(x: start.minX + 1, y: start.maxY - 5, width: max(1, end.minX - start.minX - 2), height: 7)
        return session.pixels(of: window, in: band).filter { pixel in
            (pixel >> 16) & 0xFF > 180 && (pixel >> 8) & 0xFF < 110 && pixel & 0xFF < 110
        }.count
    }

    /// The insertion point before character `offset`, in `window`'s coordinates.
    private func caret(_ textView: UITextView, _ offset: Int, in window: UIWindow) -> CGRect {
        let position = textView.position(from: textView.beginningOfDocument, offset: offset) ?? textView.endOfDocument
        return textView.convert(textView.caretRect(for: position), to: window)
    }

    @Test("R38.5, R38.9: a typed misspelt word is underlined red (a correct one is not); a right click's first guess replaces it")
    func underlineAndCorrect() throws {
        try FileManager.default.createDirectory(atPath: NSTemporaryDirectory() + "xuikit-enchant-x11-\(getpid())",
                                                withIntermediateDirectories: true)
        SpellingTesting.useConfigurationDirectory(NSTemporaryDirectory() + "xuikit-enchant-x11-\(getpid())")
        try withX11App { session in
            let controller = UIViewController()
            let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 280, height: 120))
            controller.view.addSubview(textView)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            session.show(window)
            session.click(x: 100, y: 60)
            #expect(textView.isFirstResponder)

            try session.client.type("wrold is")
            pump { textView.text == "wrold is" }
            #expect(textView.text == "wrold is")
            pump(timeout: 2) { redPixels(under: 0 ..< 5, of: textView, in: window, session) >= 8 }
            #expect(redPixels(under: 0 ..< 5, of: textView, in: window, session) >= 8, "the misspelt word is underlined")
            #expect(redPixels(under: 6 ..< 8, of: textView, in: window, session) == 0, "the correct word is not")

            let word = caret(textView, 2, in: window)
            session.client.click(x: Int32(word.midX), y: Int32(word.midY), button: 3)
            pump { OpenMenu.window != nil }
            let menuWindow = try #require(OpenMenu.window)
            let titles = OpenMenu.rowTitles
            let guess = try #require(titles.first)
            // Guesses, a separator, Learn and Ignore Spelling, a separator, then the usual items (R38.9).
            let learn = try #require(titles.firstIndex(of: "Learn Spelling"), "\(titles)")
            #expect(learn >= 2 && titles[learn - 1] == "" && titles[learn + 1] == "Ignore Spelling", "\(titles)")
            #expect(titles.suffix(from: learn).contains("Select All"), "\(titles)")
            let row = try #require(OpenMenu.rowFrame(0))
            session.client.click(x: Int32(menuWindow.frame.minX + row.midX), y: Int32(menuWindow.frame.minY + row.midY))
            pump { textView.text != "wrold is" }
            #expect(textView.text == "\(guess) is")
            #expect(guess == "world")
            #expect(OpenMenu.window == nil)

            session.client.type(XK_z, modifiers: [XK_Control_L])
            pump { textView.text == "wrold is" }
            #expect(textView.text == "wrold is", "the correction is one undoable edit")
        }
    }
}

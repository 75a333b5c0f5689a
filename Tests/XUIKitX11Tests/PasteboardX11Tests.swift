import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// UIPasteboard's images and URLs over the X CLIPBOARD (R35.4–R35.6), both ways, with xclip.
@Suite("UIPasteboard images and URLs on Xvfb", .serialized)
@MainActor
struct PasteboardX11Tests {
    private func pump(timeout: TimeInterval = 10, until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline {
            UIApplication.shared.runPendingWork()
            usleep(5_000)
        }
        UIApplication.shared.runPendingWork()
    }

    private var xclip: String {
        get throws { try #require(TestProcess.executable(named: "xclip"), "xclip is not installed (apt-get install xclip)") }
    }

    /// The bytes `xclip -selection clipboard -o -t target` prints, the app answering meanwhile.
    private func read(_ session: X11Session, target: String) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-paste-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let tool = try xclip
        let paste = try TestProcess("/bin/sh", ["-c", "exec \"$0\" -selection clipboard -o -t \"$1\" > \"$2\"", tool, target, file.path],
                                    environment: ["DISPLAY": session.displayName])
        pump { paste.waitForExit(timeout: 0) != nil }
        #expect(paste.waitForExit(timeout: 0) == 0, "xclip: \(paste.standardError)")
        return (try? Data(contentsOf: file)) ?? Data()
    }

    /// Starts `xclip -selection clipboard -i -t type` serving `data` and waits until it owns the CLIPBOARD.
    private func serve(_ session: X11Session, _ data: Data, type: String) throws -> TestProcess {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-copy-\(UUID().uuidString)")
        try data.write(to: file)
        let copy = try TestProcess(try xclip, ["-selection", "clipboard", "-i", "-quiet", "-t", type, file.path],
                                   environment: ["DISPLAY": session.displayName])
        let clipboard = XInternAtom(session.backend.display, "CLIPBOARD", 0)
        let deadline = Date(timeIntervalSinceNow: 10)
        while XGetSelectionOwner(session.backend.display, clipboard) == 0, Date() < deadline { usleep(10_000) }
        // Ownership passing from the app to xclip arrives as SelectionClear.
        pump(timeout: 0.2) { false }
        return copy
    }

    private func redImage() -> UIImage {
        scaleOneRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
    }

    @Test("R35.4: an image the app copies is read by xclip as image/png, and TARGETS lists it")
    func imageOut() throws {
        try withX11App { session in
            let image = redImage()
            UIPasteboard.general.image = image
            let png = try read(session, target: "image/png")
            #expect(png == image.pngData())
            #expect(UIImage(data: png)?.size == CGSize(width: 4, height: 3))
            let targets = String(decoding: try read(session, target: "TARGETS"), as: UTF8.self)
            #expect(targets.split(separator: "\n").contains("image/png"), "\(targets)")
        }
    }

    @Test("R35.4: a PNG another app copies is the pasteboard's image, typed public.png")
    func imageIn() throws {
        try withX11App { session in
            let png = try #require(redImage().pngData())
            let copy = try serve(session, png, type: "image/png")
            defer { copy.stop() }
            let pasteboard = UIPasteboard.general
            #expect(pasteboard.hasImages)
            #expect(pasteboard.types.contains("public.png"))
            #expect(pasteboard.image?.size == CGSize(width: 4, height: 3))
            #expect(pasteboard.data(forPasteboardType: "public.png") == png)
            #expect(pasteboard.numberOfItems == 1)
        }
    }

    @Test("R35.5: URLs the app copies are one text/uri-list and their text for xclip")
    func urlsOut() throws {
        try withX11App { session in
            UIPasteboard.general.urls = [URL(string: "https://example.com/a")!, URL(fileURLWithPath: "/tmp/b")]
            let list = String(decoding: try read(session, target: "text/uri-list"), as: UTF8.self)
            let text = String(decoding: try read(session, target: "UTF8_STRING"), as: UTF8.self)
            #expect(list == "https://example.com/a\r\nfile:///tmp/b\r\n")
            #expect(text == "https://example.com/a\nfile:///tmp/b")
        }
    }

    @Test("R35.5, R35.6: a uri-list another app copies gives urls; changeCount counts the app's copy and the loss")
    func urlsInAndChangeCount() throws {
        try withX11App { session in
            let pasteboard = UIPasteboard.general
            let before = pasteboard.changeCount
            pasteboard.string = "mine"
            #expect(pasteboard.changeCount == before + 1)
            let copy = try serve(session, Data("file:///home/u/a.txt\r\nhttps://example.org/\r\n".utf8), type: "text/uri-list")
            defer { copy.stop() }
            #expect(pasteboard.changeCount == before + 2, "another app took the clipboard")
            #expect(pasteboard.hasURLs && !pasteboard.hasImages)
            #expect(pasteboard.urls == [URL(string: "file:///home/u/a.txt")!, URL(string: "https://example.org/")!])
            #expect(pasteboard.items.first?["public.url"] as? URL == URL(string: "file:///home/u/a.txt"))
        }
    }
}

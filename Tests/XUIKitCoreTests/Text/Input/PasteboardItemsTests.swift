import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// UIPasteboard beyond text on the headless backend, which carries only text: the items stay in
/// the pasteboard (R35.4–R35.6), and what a data-carrying backend would be handed is checked
/// through `representations(of:)`.
@MainActor
@Suite("UIPasteboard items, images and URLs (§35, R35.4–R35.6)")
struct PasteboardItemsTests {
    private func redImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
    }

    @Test("R35.4: an image set is read back, typed public.png, and its data is PNG")
    func image() throws {
        _ = Harness()
        let pasteboard = UIPasteboard.general
        pasteboard.image = redImage()
        let image = try #require(pasteboard.image)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(pasteboard.hasImages && !pasteboard.hasURLs && !pasteboard.hasStrings)
        #expect(pasteboard.types == ["public.png"])
        let data = try #require(pasteboard.data(forPasteboardType: "public.png"))
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(UIImage(data: data)?.size == CGSize(width: 3, height: 2))
    }

    @Test("R35.5: URLs set are read back in order; one item each")
    func urls() {
        _ = Harness()
        let pasteboard = UIPasteboard.general
        let urls = [URL(string: "https://example.com/a")!, URL(fileURLWithPath: "/tmp/b c.txt")]
        pasteboard.urls = urls
        #expect(pasteboard.urls == urls)
        #expect(pasteboard.url == urls[0])
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.hasURLs && !pasteboard.hasImages)
    }

    @Test("R35.6: items, addItems, types, data by type, value by type and changeCount")
    func items() {
        _ = Harness()
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        pasteboard.setItems([["public.utf8-plain-text": "one", "org.example.custom": Data([1, 2, 3])]])
        #expect(pasteboard.changeCount == before + 1)
        #expect(pasteboard.string == "one")
        #expect(pasteboard.types == ["org.example.custom", "public.utf8-plain-text"])
        #expect(pasteboard.data(forPasteboardType: "org.example.custom") == Data([1, 2, 3]))
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("one".utf8))
        #expect(pasteboard.contains(pasteboardTypes: ["public.png", "org.example.custom"]))
        pasteboard.addItems([["public.utf8-plain-text": "two"]])
        #expect(pasteboard.changeCount == before + 2)
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.strings == ["one", "two"])
        pasteboard.setData(Data("x".utf8), forPasteboardType: "public.utf8-plain-text")
        #expect(pasteboard.value(forPasteboardType: "public.utf8-plain-text") as? Data == Data("x".utf8))
        #expect(pasteboard.string == "x", "text set as data is text")
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0)
    }

    @Test("R35.6: a data-carrying backend is handed the first item's types as MIME types and every item's URLs in one list")
    func representations() {
        let urls = [URL(string: "https://example.com/a")!, URL(string: "file:///tmp/b")!]
        let handed = UIPasteboard.representations(of: urls.map { ["public.url": $0] })
        #expect(handed.map(\.type) == ["text/uri-list", "text/plain;charset=utf-8"])
        #expect(handed.first?.data == Data("https://example.com/a\r\nfile:///tmp/b\r\n".utf8))
        #expect(handed.last?.data == Data("https://example.com/a\nfile:///tmp/b".utf8))

        let mixed = UIPasteboard.representations(of: [["public.utf8-plain-text": "hi", "public.png": Data([9])],
                                                      ["public.utf8-plain-text": "ignored"]])
        #expect(mixed == [ClipboardRepresentation(type: "image/png", data: Data([9])),
                          ClipboardRepresentation(type: "text/plain;charset=utf-8", data: Data("hi".utf8))])
        #expect(UIPasteboard.representations(of: []).isEmpty)
    }

    @Test("R35.4: type identifiers and X11 target names map both ways")
    func typeMapping() {
        #expect(PasteboardTypes.mimeType(for: "public.png") == "image/png")
        #expect(PasteboardTypes.mimeType(for: "public.url") == "text/uri-list")
        #expect(PasteboardTypes.mimeType(for: "public.utf8-plain-text") == "text/plain;charset=utf-8")
        #expect(PasteboardTypes.mimeType(for: "org.example.custom") == "org.example.custom")
        #expect(PasteboardTypes.identifier(forClipboardType: "UTF8_STRING") == "public.utf8-plain-text")
        #expect(PasteboardTypes.identifier(forClipboardType: "text/plain;charset=UTF-8") == "public.utf8-plain-text")
        #expect(PasteboardTypes.identifier(forClipboardType: "image/png") == "public.png")
        #expect(PasteboardTypes.identifier(forClipboardType: "TARGETS") == nil)
        #expect(PasteboardTypes.identifier(forClipboardType: "application/x-thing") == "application/x-thing")
        #expect(PasteboardTypes.urls(fromURIList: Data("# comment\r\nfile:///a\r\n\r\nhttps://b/\r\n".utf8))
                == [URL(string: "file:///a")!, URL(string: "https://b/")!])
    }
}

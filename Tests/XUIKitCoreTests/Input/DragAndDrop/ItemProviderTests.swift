import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("NSItemProvider: registering and loading by type (R34.2, R34.3)")
struct ItemProviderTests {
    @Test("A String provides UTF-8 plain text, conforming to public.text and public.data, not to public.image")
    func stringTypes() {
        _ = Harness()
        let provider = NSItemProvider(object: "hello")
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.data"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
    }

    @Test("R34.2: loadObject completes after it returns, on the next turn, with the object")
    func loadsLater() {
        let harness = Harness()
        let provider = NSItemProvider(object: "grüße")
        var loaded: [String] = []
        provider.loadObject(ofClass: String.self) { text, error in
            #expect(error == nil)
            if let text { loaded.append(text) }
        }
        #expect(loaded.isEmpty, "not inside the call")
        harness.display()
        #expect(loaded == ["grüße"])
    }

    @Test("A file URL provides file-url and url, a web URL only url; both load back")
    func urls() {
        let harness = Harness()
        let web = NSItemProvider(object: URL(string: "https://example.org/a?b=1")!)
        #expect(web.registeredTypeIdentifiers == ["public.url"])
        #expect(!web.hasItemConformingToTypeIdentifier("public.file-url"))
        var webURL: URL?
        web.loadObject(ofClass: URL.self) { url, _ in webURL = url }
        harness.display()
        #expect(webURL?.absoluteString == "https://example.org/a?b=1")
        let file = NSItemProvider(object: URL(fileURLWithPath: "/tmp/a b.txt"))
        #expect(file.registeredTypeIdentifiers == ["public.file-url", "public.url"])
        var fileURL: URL?
        file.loadObject(ofClass: URL.self) { url, _ in fileURL = url }
        harness.display()
        #expect(fileURL?.path == "/tmp/a b.txt")
        #expect(fileURL?.isFileURL == true)
    }

    @Test("A missing type fails with an error, and a registered data representation loads by a type it conforms to")
    func dataRepresentations() {
        let harness = Harness()
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([1, 2, 3]), nil)
            return nil
        }
        var image: Data?, missing: (any Error)?
        provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in image = data }
        provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { _, error in missing = error }
        harness.display()
        #expect(image == Data([1, 2, 3]))
        #expect(missing as? NSItemProviderError == .unavailableCoercion("public.utf8-plain-text"))
    }

    @Test("init(contentsOf:) names the file, loads its bytes, and hands a temporary copy removed after the handler")
    func fileContents() throws {
        let harness = Harness()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID().uuidString).txt")
        try Data("file text".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(NSItemProvider(contentsOf: url))
        #expect(provider.suggestedName == url.lastPathComponent)
        #expect(provider.registeredTypeIdentifiers.first == "public.utf8-plain-text")
        var copy: URL?, copyText: String?
        provider.loadFileRepresentation(forTypeIdentifier: "public.utf8-plain-text") { file, _ in
            copy = file
            copyText = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        }
        harness.display()
        #expect(copyText == "file text")
        #expect(copy?.lastPathComponent == url.lastPathComponent)
        #expect(copy.map { FileManager.default.fileExists(atPath: $0.path) } == false)
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.org/x.txt")!) == nil)
    }

    @Test("R34.3: text/uri-list: CRLF lines, comments skipped, file URIs percent-decoded; and back")
    func uriList() {
        let list = Data("# from a file manager\r\nfile:///tmp/a%20b.txt\r\nhttps://example.org/\r\n\r\nnot a uri\r\n".utf8)
        let urls = TypeIdentifierMapping.urls(fromURIList: list)
        #expect(urls.map(\.absoluteString) == ["file:///tmp/a%20b.txt", "https://example.org/"])
        #expect(urls.first?.path == "/tmp/a b.txt")
        #expect(String(decoding: TypeIdentifierMapping.uriList(urls), as: UTF8.self)
                == "file:///tmp/a%20b.txt\r\nhttps://example.org/\r\n")
        #expect(TypeIdentifierMapping.typeIdentifiers(forMIMEType: "UTF8_STRING") == ["public.utf8-plain-text"])
        #expect(TypeIdentifierMapping.typeIdentifiers(forMIMEType: "text/uri-list") == ["public.file-url", "public.url"])
        #expect(TypeIdentifierMapping.mimeTypes(forTypeIdentifier: "public.png") == ["image/png"])
    }
}

import Foundation

/// The type identifiers drag and drop knows, how they conform to each other, and their names in
/// MIME — the names X11 peers offer (XDND, the freedesktop conventions) (R34.3).
///
/// A small table, not UTType: the UniformTypeIdentifiers module adds the full one.
enum TypeIdentifierMapping {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let fileURL = "public.file-url"
    static let url = "public.url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let image = "public.image"
    static let data = "public.data"
    static let item = "public.item"

    /// The list of URIs, one a line, CRLF-separated (RFC 2483): files and links.
    static let uriListMIME = "text/uri-list"

    /// What each identifier directly conforms to.
    private static let parents: [String: [String]] = [
        utf8PlainText: [plainText], plainText: [text], text: [data],
        fileURL: [url], url: [data],
        png: [image], jpeg: [image], image: [data],
        data: [item],
    ]

    /// True when `type` is `other` or conforms to it through the table; every type conforms to
    /// public.data and public.item, except the URL types, which name data rather than hold it.
    static func conforms(_ type: String, to other: String) -> Bool {
        if type == other || other == item { return true }
        var frontier = [type], steps = 0
        while let current = frontier.popLast(), steps < 16 {
            steps += 1
            for parent in parents[current] ?? [] {
                if parent == other { return true }
                frontier.append(parent)
            }
        }
        return other == data && parents[type] == nil && !type.hasPrefix("public.") && type.contains(".")
    }

    /// The MIME names data of `typeIdentifier` is offered under to other apps, best first.
    static func mimeTypes(forTypeIdentifier typeIdentifier: String) -> [String] {
        switch typeIdentifier {
        case utf8PlainText, plainText, text: return ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING", "TEXT"]
        case fileURL, url: return [uriListMIME]
        case png: return ["image/png"]
        case jpeg: return ["image/jpeg"]
        default: return typeIdentifier.contains("/") ? [typeIdentifier] : []
        }
    }

    /// The type identifiers data another app offers as `mimeType` stands for, or [] for one
    /// drag and drop does not take.
    static func typeIdentifiers(forMIMEType mimeType: String) -> [String] {
        switch mimeType.lowercased() {
        case "text/plain;charset=utf-8", "utf8_string", "text/plain", "string", "text": return [utf8PlainText]
        case uriListMIME: return [fileURL, url]
        case "image/png": return [png]
        case "image/jpeg": return [jpeg]
        default: return []
        }
    }

    /// The type of a file with extension `pathExtension`.
    static func typeIdentifier(forFileExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "txt", "text", "md": return utf8PlainText
        case "png": return png
        case "jpg", "jpeg": return jpeg
        default: return data
        }
    }

    /// The extension a file of `typeIdentifier` is written with.
    static func fileExtension(forTypeIdentifier typeIdentifier: String) -> String {
        switch typeIdentifier {
        case utf8PlainText, plainText, text: return "txt"
        case png: return "png"
        case jpeg: return "jpeg"
        default: return "data"
        }
    }

    /// The URIs of a `text/uri-list`: lines split on CRLF (or LF), comments (`#`) and blanks
    /// skipped, at most `limit` of them; `file:` URIs are percent-decoded into file URLs.
    static func urls(fromURIList data: Data, limit: Int = 4096) -> [URL] {
        let text = String(decoding: data, as: UTF8.self)
        var urls: [URL] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) where urls.count < limit {
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty, !entry.hasPrefix("#"), let url = URL(string: entry), url.scheme != nil else { continue }
            if url.isFileURL {
                urls.append(URL(fileURLWithPath: url.path))   // `path` is percent-decoded
            } else {
                urls.append(url)
            }
        }
        return urls
    }

    /// A `text/uri-list` of `urls`: each absolute string (percent-encoded) and CRLF.
    static func uriList(_ urls: [URL]) -> Data {
        Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8)
    }
}

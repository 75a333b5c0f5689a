import Foundation

/// The pasteboard's type identifiers (Uniform Type Identifiers, as strings) and the MIME types
/// the X11 clipboard carries them as (R35.4).
///
/// `UIPasteboard` speaks UTType identifiers ("public.png"); X11 selections speak target names
/// (MIME types and a few ICCCM names). The table is small and explicit: the common types map both
/// ways; any other identifier travels under its own name (so two XUIKit apps can exchange it) and
/// a MIME type nobody maps comes back as itself.
enum PasteboardTypes {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let image = "public.image"

    /// The MIME type of UTF-8 text.
    static let textMIME = "text/plain;charset=utf-8"
    /// The MIME type of a URL list (RFC 2483): one URL a line, CRLF between.
    static let uriListMIME = "text/uri-list"

    private static let mimeByIdentifier: [String: String] = [
        utf8PlainText: textMIME, plainText: textMIME, text: textMIME,
        url: uriListMIME, fileURL: uriListMIME,
        png: "image/png", jpeg: "image/jpeg", "public.tiff": "image/tiff", "com.compuserve.gif": "image/gif",
        "public.html": "text/html", "public.rtf": "text/rtf", "public.json": "application/json",
        "com.adobe.pdf": "application/pdf", "public.svg-image": "image/svg+xml",
    ]

    private static let identifierByMIME: [String: String] = [
        textMIME: utf8PlainText, "text/plain": utf8PlainText, "UTF8_STRING": utf8PlainText, "STRING": utf8PlainText,
        "TEXT": utf8PlainText, uriListMIME: url, "image/png": png, "image/jpeg": jpeg, "image/tiff": "public.tiff",
        "image/gif": "com.compuserve.gif", "text/html": "public.html", "text/rtf": "public.rtf",
        "application/json": "public.json", "application/pdf": "com.adobe.pdf", "image/svg+xml": "public.svg-image",
    ]

    /// The clipboard type an identifier travels as: its MIME type, or the identifier itself.
    static func mimeType(for identifier: String) -> String {
        mimeByIdentifier[identifier] ?? identifier
    }

    /// The identifier a clipboard type reads back as; nil for the selection machinery's own
    /// targets (TARGETS, MULTIPLE, TIMESTAMP, …), which are no data.
    static func identifier(forClipboardType type: String) -> String? {
        if let known = identifierByMIME[type] { return known }
        if type.hasPrefix("text/plain") { return utf8PlainText }
        let machinery: Set = ["TARGETS", "MULTIPLE", "TIMESTAMP", "SAVE_TARGETS", "DELETE", "INCR",
                              "COMPOUND_TEXT", "_GTK_TEXT_BUFFER_CONTENTS"]
        return machinery.contains(type) || type.hasPrefix("text/plain") ? nil : type
    }

    /// Whether values under `identifier` are text.
    static func isText(_ identifier: String) -> Bool { [utf8PlainText, plainText, text].contains(identifier) }
    /// Whether values under `identifier` are URLs.
    static func isURL(_ identifier: String) -> Bool { identifier == url || identifier == fileURL }
    /// Whether values under `identifier` are images XUIKit decodes.
    static func isImage(_ identifier: String) -> Bool { [png, jpeg, image, "public.tiff", "com.compuserve.gif"].contains(identifier) }

    /// A URL list (RFC 2483) as URLs: comment lines and blank lines skipped.
    static func urls(fromURIList data: Data) -> [URL] {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .compactMap { URL(string: $0) }
    }

    /// URLs as a URL list: each on its line, CRLF-terminated.
    static func uriList(_ urls: [URL]) -> Data {
        Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8)
    }
}

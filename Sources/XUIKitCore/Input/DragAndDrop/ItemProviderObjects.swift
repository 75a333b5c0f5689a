import Foundation

/// A class whose objects an item provider can make from data (UIKit: String, URL, UIImage).
@preconcurrency @MainActor
public protocol NSItemProviderReading {
    /// The type identifiers the class reads, the most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose objects an item provider can hand out as data.
@preconcurrency @MainActor
public protocol NSItemProviderWriting {
    /// The type identifiers objects of the class write, the most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this object writes, the most faithful first; the class's by default.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes the data of `typeIdentifier` and calls `completionHandler` once with it.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's types.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

extension String: NSItemProviderReading, NSItemProviderWriting {
    /// UTF-8 text, then any plain text, then URLs (their text).
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifierMapping.utf8PlainText, TypeIdentifierMapping.plainText, TypeIdentifierMapping.url]
    }
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifierMapping.utf8PlainText] }

    /// The text in `data`, decoded as UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw NSItemProviderError.cannotDecode("\(typeIdentifier) is not UTF-8 text")
        }
        return text
    }

    /// The string's UTF-8 bytes.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }
}

extension URL: NSItemProviderReading, NSItemProviderWriting {
    /// File URLs, then any URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifierMapping.fileURL, TypeIdentifierMapping.url] }
    /// File URLs and any URL (each URL writes what fits it: `writableTypeIdentifiersForItemProvider`).
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifierMapping.fileURL, TypeIdentifierMapping.url] }
    /// A file URL writes `public.file-url` and `public.url`; any other only `public.url`.
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? [TypeIdentifierMapping.fileURL, TypeIdentifierMapping.url] : [TypeIdentifierMapping.url]
    }

    /// The URL whose absolute string `data` holds (UTF-8).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text) else { throw NSItemProviderError.cannotDecode("not a URL: \(text.prefix(80))") }
        return url
    }

    /// The absolute string, UTF-8; a non-file URL refuses `public.file-url`.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress? {
        if typeIdentifier == TypeIdentifierMapping.fileURL && !isFileURL {
            completionHandler(nil, NSItemProviderError.unavailableCoercion("\(absoluteString) is not a file URL"))
        } else {
            completionHandler(Data(absoluteString.utf8), nil)
        }
        return nil
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// PNG, JPEG, then any image.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifierMapping.png, TypeIdentifierMapping.jpeg, TypeIdentifierMapping.image]
    }
    /// PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifierMapping.png] }

    /// The image `data` decodes to.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        guard let image = UIImage(data: data) else { throw NSItemProviderError.cannotDecode("\(typeIdentifier) is not an image XUIKit decodes") }
        return image
    }

    /// The image as PNG.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress? {
        if let data = pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, NSItemProviderError.unavailableCoercion("the image has no PNG form"))
        }
        return nil
    }
}

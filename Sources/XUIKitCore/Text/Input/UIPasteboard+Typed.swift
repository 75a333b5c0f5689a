import Foundation

/// The pasteboard's typed accessors (strings, URLs, images) and the conversions between item
/// values, bytes and the backend's representations (R35.4–R35.6).
extension UIPasteboard {
    // MARK: - Strings

    /// The first item's text, or nil. Setting replaces the items with one holding the text (nil
    /// empties the pasteboard).
    public var string: String? {
        get {
            if dataClipboard != nil, holdsOwnItems { return ownItems.lazy.compactMap { Self.text(in: $0) }.first }
            return backend.clipboardText()
        }
        set { setItems(newValue.map { [[PasteboardTypes.utf8PlainText: $0]] } ?? []) }
    }

    /// Every item's text. Setting makes one item per string.
    public var strings: [String]? {
        get {
            if holdsOwnItems { return Self.nonEmpty(items.compactMap { Self.text(in: $0) }) }
            return string.map { [$0] }
        }
        set { setItems((newValue ?? []).map { [PasteboardTypes.utf8PlainText: $0] }) }
    }

    /// Whether the pasteboard holds non-empty text.
    public var hasStrings: Bool {
        if dataClipboard != nil, !holdsOwnItems { return foreignTypes().contains(where: PasteboardTypes.isText) }
        return !(string ?? "").isEmpty
    }

    // MARK: - URLs

    /// The first URL, or nil. Setting replaces the items with one holding the URL, offered to
    /// other apps as `text/uri-list` and as text.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Every item's URL (another app's `text/uri-list`, line by line). Setting makes one item
    /// per URL.
    public var urls: [URL]? {
        get {
            if holdsOwnItems { return Self.nonEmpty(items.compactMap { Self.url(in: $0) }) }
            return dataClipboard?.clipboardData(forType: PasteboardTypes.uriListMIME)
                .flatMap { Self.nonEmpty(PasteboardTypes.urls(fromURIList: $0)) }
        }
        set { setItems((newValue ?? []).map { [PasteboardTypes.url: $0] }) }
    }

    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool {
        if holdsOwnItems { return items.contains { Self.url(in: $0) != nil } }
        return foreignTypes().contains(where: PasteboardTypes.isURL)
    }

    // MARK: - Images

    /// The first image, or nil. Setting replaces the items with one holding the image, offered
    /// to other apps as `image/png`.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image (another app's `image/png`, else `image/jpeg`). Setting makes one
    /// item per image.
    public var images: [UIImage]? {
        get {
            if holdsOwnItems { return Self.nonEmpty(items.compactMap { Self.image(in: $0) }) }
            guard let dataClipboard else { return nil }
            let types = foreignTypes()
            for type in [PasteboardTypes.png, PasteboardTypes.jpeg] where types.contains(type) {
                if let data = dataClipboard.clipboardData(forType: PasteboardTypes.mimeType(for: type)),
                   let image = UIImage(data: data) { return [image] }
            }
            return nil
        }
        set { setItems((newValue ?? []).map { [PasteboardTypes.png: $0] }) }
    }

    /// Whether the pasteboard holds an image.
    public var hasImages: Bool {
        if holdsOwnItems { return items.contains { Self.image(in: $0) != nil } }
        return foreignTypes().contains(where: PasteboardTypes.isImage)
    }

    // MARK: - Another app's clipboard

    /// The identifiers of the types another app's clipboard offers, in its order, once each.
    func foreignTypes() -> [String] {
        var seen: Set<String> = []
        return (dataClipboard?.clipboardTypes() ?? []).compactMap(PasteboardTypes.identifier(forClipboardType:))
            .filter { seen.insert($0).inserted }
    }

    /// Another app's clipboard as one item: each type with its value.
    func foreignItem() -> [String: Any]? {
        guard let dataClipboard else { return nil }
        var item: [String: Any] = [:]
        for type in foreignTypes() {
            guard let data = dataClipboard.clipboardData(forType: PasteboardTypes.mimeType(for: type)) else { continue }
            item[type] = Self.value(of: data, as: type)
        }
        return item.isEmpty ? nil : item
    }

    /// On a backend that carries text only: the backend's text as one item when something other
    /// than the pasteboard changed it (`setClipboardText` called directly), else nil.
    func backendTextItemsIfChanged() -> [[String: Any]]? {
        guard dataClipboard == nil else { return nil }
        let text = backend.clipboardText() ?? ""
        let own = ownItems.lazy.compactMap { Self.text(in: $0) }.first ?? ""
        guard text != own else { return nil }
        return text.isEmpty ? [] : [[PasteboardTypes.utf8PlainText: text]]
    }

    // MARK: - Conversions

    /// What the backend is handed for `items`: the first item's types as MIME types (text last,
    /// once), every item's URLs in one URL list, and the URLs as text when no item has text.
    static func representations(of items: [[String: Any]]) -> [ClipboardRepresentation] {
        guard let first = items.first else { return [] }
        var representations: [ClipboardRepresentation] = []
        func add(_ type: String, _ data: Data?) {
            guard let data, !representations.contains(where: { $0.type == type }) else { return }
            representations.append(ClipboardRepresentation(type: type, data: data))
        }
        let urls = items.compactMap { url(in: $0) }
        if !urls.isEmpty { add(PasteboardTypes.uriListMIME, PasteboardTypes.uriList(urls)) }
        for key in first.keys.sorted() where !PasteboardTypes.isText(key) && !PasteboardTypes.isURL(key) {
            add(PasteboardTypes.mimeType(for: key), first[key].flatMap { data(of: $0, as: key) })
        }
        if let text = text(in: first) {
            add(PasteboardTypes.textMIME, Data(text.utf8))
        } else if !urls.isEmpty {
            add(PasteboardTypes.textMIME, Data(urls.map(\.absoluteString).joined(separator: "\n").utf8))
        }
        return representations
    }

    /// `value` (String, URL, UIImage or Data) as the bytes of `type`.
    static func data(of value: Any, as type: String) -> Data? {
        switch value {
        case let data as Data: return data
        case let image as UIImage: return image.pngData()
        case let url as URL:
            return PasteboardTypes.isURL(type) ? PasteboardTypes.uriList([url]) : Data(url.absoluteString.utf8)
        case let string as String:
            if PasteboardTypes.isURL(type), let url = URL(string: string) { return PasteboardTypes.uriList([url]) }
            return Data(string.utf8)
        default: return nil
        }
    }

    /// Bytes of `type` as an item value: text as `String`, URLs as `URL`, else `Data`.
    static func value(of data: Data, as type: String) -> Any? {
        if PasteboardTypes.isText(type) { return String(decoding: data, as: UTF8.self) }
        if PasteboardTypes.isURL(type) { return PasteboardTypes.urls(fromURIList: data).first }
        return data
    }

    /// The item's text, under any of the text identifiers.
    static func text(in item: [String: Any]) -> String? {
        for key in [PasteboardTypes.utf8PlainText, PasteboardTypes.plainText, PasteboardTypes.text] {
            if let text = item[key] as? String { return text }
            if let data = item[key] as? Data { return String(decoding: data, as: UTF8.self) }
        }
        return nil
    }

    /// The item's URL, under `public.url` or `public.file-url`.
    static func url(in item: [String: Any]) -> URL? {
        for key in [PasteboardTypes.url, PasteboardTypes.fileURL] {
            if let url = item[key] as? URL { return url }
            if let string = item[key] as? String, let url = URL(string: string) { return url }
            if let data = item[key] as? Data, let url = PasteboardTypes.urls(fromURIList: data).first { return url }
        }
        return nil
    }

    /// The item's image, from a `UIImage` or image bytes under an image identifier.
    static func image(in item: [String: Any]) -> UIImage? {
        for (key, value) in item.sorted(by: { $0.key < $1.key }) where PasteboardTypes.isImage(key) {
            if let image = value as? UIImage { return image }
            if let data = value as? Data, let image = UIImage(data: data) { return image }
        }
        return nil
    }

    static func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}

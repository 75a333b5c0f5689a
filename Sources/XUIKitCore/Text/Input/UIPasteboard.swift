import Foundation

/// The system clipboard: text, URLs, images and data by type (R35.4–R35.6).
///
/// How the pieces fit: the pasteboard holds *items*, each a dictionary from a type identifier
/// ("public.utf8-plain-text", "public.url", "public.png") to a value (`String`, `URL`,
/// `UIImage`, `Data`). What the app sets is kept here (`ownItems`) and offered to the display
/// backend: one backend item whose representations are the first item's types, as MIME types
/// (Text/Input/PasteboardTypes.swift); URLs of every item go into one `text/uri-list`. A backend
/// whose clipboard carries typed data (`ClipboardDataServing`: X11's CLIPBOARD) serves them to
/// other apps, and reads another app's clipboard as one item whose types are the owner's targets.
/// A backend without it (the headless one) receives only the text, and the items stay here.
///
/// Reading is synchronous, as UIKit's is: while the app's own item is on the clipboard it answers
/// from memory; otherwise the backend asks the owner and waits a bounded time (X11: one second).
/// `requestString(_:)` reads the text without waiting.
///
/// Not mapped from UIKit: several items reach other apps as one (X11 selections carry one set of
/// targets); `OptionsKey.expirationDate` and `.localOnly` are accepted and ignored; named
/// pasteboards (`withUniqueName()`) are not there.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    /// Options for `setItems(_:options:)`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key with this name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// When the items expire. Accepted and ignored in XUIKit.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        /// Whether the items stay on this device. Every XUIKit item does: accepted and ignored.
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }

    /// Posted when the app changes the pasteboard's contents.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The items the app set last.
    var ownItems: [[String: Any]] = []
    /// The backend's change count right after the app's last write: while it is unchanged, the
    /// app's items are on the clipboard.
    var ownChangeCount: Int?
    /// Counts the app's writes, for backends that count nothing.
    private var localChangeCount = 0

    private init() {}

    var backend: any PlatformBackend { UIApplication.shared.backend }
    var dataClipboard: (any ClipboardDataServing)? { backend as? any ClipboardDataServing }

    /// Whether the items the app set are still what the clipboard holds.
    var holdsOwnItems: Bool {
        guard let dataClipboard else { return true }
        return ownChangeCount == dataClipboard.clipboardChangeCount
    }

    // MARK: - Items

    /// The items: the app's own while they are on the clipboard, else the clipboard's one item
    /// (each type the owner offers, with its value: `String` for text, `URL` for URLs, `Data`
    /// otherwise). Setting replaces them.
    public var items: [[String: Any]] {
        get {
            if holdsOwnItems { return backendTextItemsIfChanged() ?? ownItems }
            return foreignItem().map { [$0] } ?? []
        }
        set { setItems(newValue) }
    }

    /// Replaces the items. `options` are accepted and ignored (see the type's notes).
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        ownItems = items
        localChangeCount += 1
        if let dataClipboard {
            dataClipboard.setClipboardRepresentations(Self.representations(of: items))
            ownChangeCount = dataClipboard.clipboardChangeCount
        } else {
            backend.setClipboardText(items.lazy.compactMap { Self.text(in: $0) }.first ?? "")
        }
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// Adds items after the current ones.
    public func addItems(_ items: [[String: Any]]) {
        setItems(self.items + items)
    }

    /// How many items there are (another app's clipboard is one item).
    public var numberOfItems: Int { holdsOwnItems ? items.count : (types.isEmpty ? 0 : 1) }

    /// The types of the first item, as type identifiers.
    public var types: [String] {
        if holdsOwnItems { return items.first.map { Array($0.keys).sorted() } ?? [] }
        return foreignTypes()
    }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        !Set(types).isDisjoint(with: pasteboardTypes)
    }

    /// Counts changes of the pasteboard's contents: each write by the app, and (where the
    /// backend knows of it) each time another app put something there.
    public var changeCount: Int { dataClipboard?.clipboardChangeCount ?? localChangeCount }

    // MARK: - Data by type

    /// The first item's value for `pasteboardType` as bytes (text as UTF-8, URLs as a URL list,
    /// images as PNG), or nil.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        if holdsOwnItems {
            return items.lazy.compactMap { $0[pasteboardType].flatMap { Self.data(of: $0, as: pasteboardType) } }.first
        }
        return dataClipboard?.clipboardData(forType: PasteboardTypes.mimeType(for: pasteboardType))
    }

    /// Replaces the items with one holding `data` as `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    /// The first item's value for `pasteboardType`: text as `String`, URLs as `URL`, else `Data`.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        if holdsOwnItems { return items.lazy.compactMap { $0[pasteboardType] }.first }
        return data(forPasteboardType: pasteboardType).flatMap { Self.value(of: $0, as: pasteboardType) }
    }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// Calls `completion` with the clipboard's text once the backend has it, without waiting for
    /// another app inside this call. XUIKit addition.
    public func requestString(_ completion: @escaping @MainActor (String?) -> Void) {
        backend.requestClipboardText(completion)
    }
}

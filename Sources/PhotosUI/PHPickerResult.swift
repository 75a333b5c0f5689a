import XUIKitCore

/// One picked asset, as in PhotosUI: an item provider for its data, and the identifier of the
/// photo-library asset it came from.
public struct PHPickerResult: Hashable, Sendable {
    /// The asset's data: a provider made from the picked file (`NSItemProvider(contentsOf:)`),
    /// typed by the file's extension, whose `suggestedName` is the file's name. Load it with
    /// `loadObject(ofClass:)` (`UIImage`) or `loadFileRepresentation(forTypeIdentifier:)`.
    public let itemProvider: NSItemProvider
    /// The photo-library asset's identifier: always nil, as for a picker made without a photo
    /// library (`PHPickerConfiguration()`); on the desktop a picked asset is a file.
    public let assetIdentifier: String?

    /// A result for `itemProvider`.
    init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }

    /// Results are equal when they hold the same provider (the same object) and identifier.
    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    /// Hashes the provider's identity and the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}

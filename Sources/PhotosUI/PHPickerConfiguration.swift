/// How a `PHPickerViewController` behaves: what it offers, how many assets may be picked, and in
/// which representation they are handed over, as in PhotosUI.
public struct PHPickerConfiguration: Hashable, Sendable {
    /// Which representation of an asset the picker hands over.
    public enum AssetRepresentationMode: Int, Hashable, Sendable {
        /// The picker's choice (the default). On the desktop, the file itself.
        case automatic = 0
        /// The asset as it is stored. On the desktop, the file itself.
        case current = 1
        /// The most compatible representation (transcoded in Photos). On the desktop the file
        /// is handed as it is: XUIKit does not transcode.
        case compatible = 2
    }

    /// What the picker offers; nil (the default) offers every kind of asset: images and videos.
    public var filter: PHPickerFilter?
    /// How many assets may be picked: 1 by default, 0 for no limit (R32.16). A negative limit
    /// prints a diagnostic and counts as 1.
    public var selectionLimit: Int = 1
    /// Which representation is handed over; `.automatic` by default.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic

    /// A configuration with the defaults: every kind of asset, one at a time, `.automatic`.
    public init() {}
}

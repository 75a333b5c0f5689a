import UniformTypeIdentifiers

/// Which assets a picker offers: images, videos, Live Photos, and their unions and complements,
/// as in PhotosUI.
///
/// A filter is a set of asset kinds (still image, Live Photo, video); `.images` holds stills and
/// Live Photos (a Live Photo is an image, as in Photos), `any(of:)` is the union, `all(of:)` the
/// intersection and `not(_:)` the complement (R32.15). On the desktop a file is a still image or
/// a video: no file is a Live Photo, so a filter that keeps Live Photos keeps image files (a Live
/// Photo's still), and one that keeps only Live Photos shows image files too.
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of asset a filter can hold.
    struct Kinds: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let stillImages = Kinds(rawValue: 1 << 0)
        static let livePhotos = Kinds(rawValue: 1 << 1)
        static let videos = Kinds(rawValue: 1 << 2)
        static let all: Kinds = [.stillImages, .livePhotos, .videos]
    }

    /// The kinds this filter keeps.
    let kinds: Kinds

    init(kinds: Kinds) { self.kinds = kinds }

    /// Images, Live Photos included.
    public static let images = PHPickerFilter(kinds: [.stillImages, .livePhotos])
    /// Videos.
    public static let videos = PHPickerFilter(kinds: .videos)
    /// Live Photos (on the desktop: image files, a Live Photo's still).
    public static let livePhotos = PHPickerFilter(kinds: .livePhotos)

    /// What any of `subfilters` keeps (their union).
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: subfilters.reduce(into: Kinds()) { $0.formUnion($1.kinds) })
    }

    /// What all of `subfilters` keep (their intersection).
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: subfilters.reduce(into: Kinds.all) { $0.formIntersection($1.kinds) })
    }

    /// What `filter` does not keep (its complement).
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(kinds: Kinds.all.subtracting(filter.kinds))
    }

    /// The content types of the files this filter keeps, in the file dialog's filter (R32.15):
    /// `.image` for stills and Live Photos, `.movie` for videos; empty when it keeps nothing.
    public var contentTypes: [UTType] {
        var types: [UTType] = []
        if !kinds.isDisjoint(with: [.stillImages, .livePhotos]) { types.append(.image) }
        if kinds.contains(.videos) { types.append(.movie) }
        return types
    }

    /// The kinds kept, for debugging: "images, videos".
    public var description: String {
        var names: [String] = []
        if kinds.contains(.stillImages) { names.append("still images") }
        if kinds.contains(.livePhotos) { names.append("Live Photos") }
        if kinds.contains(.videos) { names.append("videos") }
        return "PHPickerFilter(" + (names.isEmpty ? "nothing" : names.joined(separator: ", ")) + ")"
    }
}

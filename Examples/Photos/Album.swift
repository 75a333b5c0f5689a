import XUIKit

/// An album of photos, and the sidebar's folders of albums.
struct Album: Hashable, Sendable {
    let name: String
    let symbol: String
    let photoCount: Int
    let hue: CGFloat

    static let all: [Album] = [
        Album(name: "All Photos", symbol: "photo.on.rectangle", photoCount: 60, hue: 0.58),
        Album(name: "Favourites", symbol: "heart", photoCount: 8, hue: 0.95),
        Album(name: "Recents", symbol: "clock", photoCount: 20, hue: 0.12),
    ]

    static let mine: [Album] = [
        Album(name: "Travel", symbol: "airplane", photoCount: 12, hue: 0.52),
        Album(name: "Family", symbol: "person.2", photoCount: 24, hue: 0.08),
        Album(name: "Pets", symbol: "face.smiling", photoCount: 9, hue: 0.3),
    ]
}

/// One photo of an album: its place in the album is its identity.
struct Photo: Hashable, Sendable {
    let album: String
    let number: Int
    let month: Int
}

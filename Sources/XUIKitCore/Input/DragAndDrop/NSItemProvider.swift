// Drag and drop, UIKit's way, within the app and with other apps (R34).
//
// How the pieces fit:
// - `NSItemProvider` (this file, +Loading): the data of one dragged thing, registered by type
//   identifier ("public.utf8-plain-text", "public.file-url", "public.png") and loaded lazily.
//   `NSItemProviderReading`/`Writing` (ItemProviderObjects.swift) let String, URL and UIImage go
//   in and come out. `TypeIdentifierMapping` names each identifier in MIME, as X11 peers speak.
// - `UIDragItem` wraps a provider; `UIDragInteraction` (+ its lift recognizer) starts a drag
//   from a view; `UIDropInteraction` lets a view take drops; both ask their delegates as UIKit
//   does, with `UIDropProposal`s saying what a drop would do.
// - `DragDropSession` is the `UIDragSession`/`UIDropSession` both sides see.
// - `DragController` (on the app) conducts: it follows the pointer, finds the drop interaction
//   under it (in any of the app's windows), calls the delegates in UIKit's order, shows the
//   operation as the pointer's shape, and cancels on Escape. Where the pointer is over another
//   app, and when another app drags over ours, it goes through the backend's
//   `DragAndDropPlatform` (X11: XDND version 5, XUIKitX11's X11DragAndDrop*.swift).

import Foundation

/// Who may see a registered representation. XUIKit shares every representation with every app.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Apps of the same team (treated as `.all`).
    case team = 1
    /// Apps of the same group (treated as `.all`).
    case group = 2
    /// Only this process.
    case ownProcess = 3
}

/// Errors an item provider's loads report.
public enum NSItemProviderError: Error, Sendable, Equatable {
    /// No representation of the type asked for is registered.
    case unavailableCoercion(String)
    /// The data could not be turned into the class asked for.
    case cannotDecode(String)
    /// The data never came (the other app went away or did not answer).
    case unavailable(String)
}

/// The data of one item being dragged, copied or shared, by type: registered lazily by its
/// owner and loaded, in any of its registered types, by whoever receives it.
///
/// Type identifiers are UTType identifier strings ("public.utf8-plain-text", "public.file-url",
/// "public.url", "public.png", "public.jpeg", "public.data"). Completion handlers run on the
/// main actor, after the load returns (never inside it).
@preconcurrency @MainActor
open class NSItemProvider {
    /// One registered representation: its type, who may see it, and how to make its data.
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: @MainActor (@escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress?
    }

    /// The representations, in registration order (the most faithful first, as UIKit asks).
    var representations: [Representation] = []
    /// The file the provider was made from (`init(contentsOf:)`), if any.
    var sourceFileURL: URL?
    /// Loads asked for whose completion has not run yet.
    var loadsInFlight = 0

    /// A name for the data, used as a file name when it is written out; nil by default.
    open var suggestedName: String?

    /// An empty provider.
    public init() {}

    /// A provider of `object`'s representations (`NSItemProviderWriting`): a String, URL or UIImage.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of a file's contents, typed by its extension, with the file's name as
    /// `suggestedName`; nil when `fileURL` is not a file URL. The file is read when loaded.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL else { return nil }
        self.init()
        sourceFileURL = fileURL
        suggestedName = fileURL.lastPathComponent
        let type = TypeIdentifierMapping.typeIdentifier(forFileExtension: fileURL.pathExtension)
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            do {
                completion(try Data(contentsOf: fileURL), nil)
            } catch {
                completion(nil, error)
            }
            return nil
        }
        // The file's own URL too, so a drop elsewhere can take the file itself.
        registerObject(fileURL, visibility: .all)
    }

    /// Registers a representation of `typeIdentifier`; `loadHandler` makes its data when someone
    /// loads it and calls its argument once with the data or an error.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @MainActor (@escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Registers every representation `object` can write, in the order it lists them.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// The registered type identifiers, in registration order, without repeats.
    open var registeredTypeIdentifiers: [String] {
        var seen = Set<String>()
        return representations.map(\.typeIdentifier).filter { seen.insert($0).inserted }
    }

    /// True when a registered type is `typeIdentifier` or conforms to it ("public.png" conforms
    /// to "public.image" and "public.data").
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { TypeIdentifierMapping.conforms($0, to: typeIdentifier) }
    }

    /// True when a registered representation conforms to one of `typeIdentifiers`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// The first representation of `typeIdentifier`, or of a type conforming to it.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        representations.first { $0.typeIdentifier == typeIdentifier }
            ?? representations.first { TypeIdentifierMapping.conforms($0.typeIdentifier, to: typeIdentifier) }
    }
}

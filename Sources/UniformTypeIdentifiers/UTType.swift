// UniformTypeIdentifiers: Apple's content types (`UTType`) on Linux, with Foundation only.
//
// How the pieces fit:
// - `UTType` (this file): a type is an identifier ("public.png") with its tags (filename
//   extensions, MIME types) and the identifiers it conforms to; equality is the identifier's.
//   Lookups by identifier, extension and MIME type, conformance, supertypes.
// - `UTType+Standard.swift`: the static types apps name (`.plainText`, `.png`, `.folder`…).
// - `TypeDeclarations.swift`: the built-in table of Apple's system declarations: identifiers,
//   conformances, extensions and MIME types, in Apple's preferred order (R32.1).
// - `SharedMIMEInfo.swift`: the freedesktop shared-mime-info database (`globs2`, `subclasses`,
//   `aliases`), read lazily once, for extensions and MIME types the table does not know (R32.2).
//   A type found there is dynamic, as Apple's are for undeclared tags.
import Foundation

/// A content type: what kind of data a file or a piece of data holds, named by a reverse-DNS
/// identifier ("public.jpeg"), with its filename extensions and MIME types, and the more general
/// types it conforms to ("public.jpeg" conforms to "public.image", which conforms to
/// "public.data" and "public.content").
///
/// The common types are statics (`UTType.png`, `.plainText`, `.folder`). Unknown extensions and
/// MIME types are looked up in the freedesktop shared-mime-info database; a type found there or
/// nowhere is *dynamic* (`isDynamic`), with an identifier starting "dyn.".
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier ("public.png"; "dyn.…" for dynamic types).
    public let identifier: String
    /// Filename extensions, the preferred first, without the dot.
    let filenameExtensions: [String]
    /// MIME types, the preferred first.
    let mimeTypes: [String]
    /// The identifiers this type directly conforms to.
    let parentIdentifiers: [String]
    /// A short human-readable description, or nil.
    public let localizedDescription: String?
    /// Whether the type was made up for a tag nothing declares.
    public let isDynamic: Bool
    /// Whether the type is one the system declares (Apple's and shared-mime-info's are).
    public let isDeclared: Bool

    init(identifier: String, extensions: [String], mimeTypes: [String], conformsTo: [String],
         description: String?, isDynamic: Bool, isDeclared: Bool) {
        self.identifier = identifier
        self.filenameExtensions = extensions
        self.mimeTypes = mimeTypes
        self.parentIdentifiers = conformsTo
        self.localizedDescription = description
        self.isDynamic = isDynamic
        self.isDeclared = isDeclared
    }

    init(_ declaration: TypeDeclaration) {
        self.init(identifier: declaration.identifier, extensions: declaration.extensions, mimeTypes: declaration.mimeTypes,
                  conformsTo: declaration.conformsTo, description: declaration.description, isDynamic: false, isDeclared: true)
    }

    // MARK: - Finding a type

    /// The declared type named `identifier`, or nil when nothing declares it (R32.1).
    public init?(_ identifier: String) {
        guard let type = UTType.declared(identifier) else { return nil }
        self = type
    }

    /// The type of files with extension `filenameExtension` (no dot; any case), conforming to
    /// `supertype` (`.data` by default). Looked up in the built-in table, then in shared-mime-info;
    /// an unknown extension gives a dynamic type. Nil when the extension is empty or contains
    /// a slash, or when the type found does not conform to `supertype` (R32.1, R32.2).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let tag = filenameExtension.lowercased()
        guard !tag.isEmpty, !tag.contains("/"), !tag.contains("\0") else { return nil }
        let type = UTType.lookUp(extension: tag)
        guard type.conforms(to: supertype) else { return nil }
        self = type
    }

    /// The type of data with MIME type `mimeType` (any case; parameters such as ";charset=" are
    /// ignored), conforming to `supertype` (`.data` by default); dynamic when nothing declares it.
    /// Nil for a string that is not a MIME type or a type that does not conform (R32.1, R32.2).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let essence = mimeType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let tag = essence.trimmingCharacters(in: .whitespaces).lowercased()
        let parts = tag.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !tag.contains(" ") else { return nil }
        let type = UTType.lookUp(mimeType: tag)
        guard type.conforms(to: supertype) else { return nil }
        self = type
    }

    /// A type this app declares as its own (Apple reads it from the app's Info.plist): the
    /// declared type if the system already knows `identifier`, else a type conforming to
    /// `parentType` (`.data` when nil), with no tags.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType.declared(identifier) ?? UTType(identifier: identifier, extensions: [], mimeTypes: [],
                                                      conformsTo: [(parentType ?? .data).identifier], description: nil,
                                                      isDynamic: false, isDeclared: true)
    }

    /// A type another app owns and this one uses: the system's declaration when there is one,
    /// else as `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    // MARK: - Tags

    /// The extension files of this type are given by default, or nil.
    public var preferredFilenameExtension: String? { filenameExtensions.first }
    /// The MIME type this type is sent as by default, or nil.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// The type's tags by class: filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !filenameExtensions.isEmpty { tags[.filenameExtension] = filenameExtensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }

    // MARK: - Conformance

    /// Whether this type is `type` or conforms to it through its supertypes (R32.3).
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypeIdentifiers.contains(type.identifier)
    }

    /// Whether this type is a supertype of `type`.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) && type != self }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && type != self }

    /// Every type this one conforms to, directly or not (itself excluded).
    public var supertypes: Set<UTType> {
        Set(supertypeIdentifiers.compactMap { UTType.declared($0) })
    }

    /// The identifiers of every supertype, walked breadth first; a cycle in a declaration ends
    /// the walk instead of looping.
    var supertypeIdentifiers: Set<String> {
        var found: Set<String> = []
        var queue = parentIdentifiers
        while let next = queue.first {
            queue.removeFirst()
            guard next != identifier, found.insert(next).inserted else { continue }
            queue.append(contentsOf: UTType.declared(next)?.parentIdentifiers ?? [])
        }
        return found
    }

    /// Whether the identifier is in Apple's reserved "public." domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    // MARK: - Description

    /// The identifier.
    public var description: String { identifier }
    /// The identifier, with the preferred tags.
    public var debugDescription: String {
        "<UTType \(identifier) ext=\(preferredFilenameExtension ?? "-") mime=\(preferredMIMEType ?? "-")>"
    }

    /// Types are equal when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// The kinds of tag a type is found by.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    /// The class's identifier ("public.filename-extension").
    public let rawValue: String
    /// A tag class.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions ("png").
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types ("image/png").
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

extension UTType {
    /// The declared type with `identifier`: the built-in table, or a type shared-mime-info
    /// declares ("dyn." identifiers made for its MIME types are found again here).
    static func declared(_ identifier: String) -> UTType? {
        if let declaration = TypeDeclarations.byIdentifier[identifier] { return UTType(declaration) }
        if let mime = DynamicIdentifier.mimeType(in: identifier) { return dynamicType(mimeType: mime, extension: nil) }
        if let ext = DynamicIdentifier.filenameExtension(in: identifier) { return lookUp(extension: ext) }
        return nil
    }

    /// The type of `ext` (lowercased): the table, then shared-mime-info, else a dynamic data type.
    static func lookUp(extension ext: String) -> UTType {
        if let declaration = TypeDeclarations.byExtension[ext] { return UTType(declaration) }
        if let mime = SharedMIMEInfo.shared.mimeType(forExtension: ext) {
            if let declaration = TypeDeclarations.byMIMEType[mime] { return UTType(declaration) }
            return dynamicType(mimeType: mime, extension: ext)
        }
        return UTType(identifier: DynamicIdentifier.make(extension: ext), extensions: [ext], mimeTypes: [],
                      conformsTo: [UTType.data.identifier], description: nil, isDynamic: true, isDeclared: false)
    }

    /// The type of `mime` (lowercased): the table (through shared-mime-info's aliases), else dynamic.
    static func lookUp(mimeType mime: String) -> UTType {
        if let declaration = TypeDeclarations.byMIMEType[mime] { return UTType(declaration) }
        let canonical = SharedMIMEInfo.shared.canonical(mime)
        if let declaration = TypeDeclarations.byMIMEType[canonical] { return UTType(declaration) }
        return dynamicType(mimeType: canonical, extension: nil)
    }

    /// A dynamic type for a MIME type nothing in the table declares. It conforms to the nearest
    /// declared type up shared-mime-info's subclass chain ("text/x-csrc" → "text/plain" →
    /// public.plain-text), else to its media type's ("text/…" → public.text), else to public.data.
    static func dynamicType(mimeType mime: String, extension ext: String?) -> UTType {
        let database = SharedMIMEInfo.shared
        var extensions = database.extensions(forMIMEType: mime)
        if let ext, !extensions.contains(ext) { extensions.insert(ext, at: 0) }
        var parents: [String] = []
        for ancestor in database.ancestors(of: mime) {
            if let declaration = TypeDeclarations.byMIMEType[ancestor] { parents = [declaration.identifier]; break }
        }
        if parents.isEmpty {
            switch mime.split(separator: "/").first ?? "" {
            case "text": parents = [UTType.plainText.identifier]
            case "image": parents = [UTType.image.identifier]
            case "audio": parents = [UTType.audio.identifier]
            case "video": parents = [UTType.movie.identifier]
            default: parents = [UTType.data.identifier]
            }
        }
        let known = database.knows(mime)
        return UTType(identifier: DynamicIdentifier.make(mimeType: mime), extensions: extensions, mimeTypes: [mime],
                      conformsTo: parents, description: nil, isDynamic: true, isDeclared: known)
    }
}

/// The identifiers of dynamic types. Apple encodes the tags in a private base-32 alphabet; XUIKit
/// writes them readably ("dyn.mime.text/x-csrc", "dyn.ext.xyz"), which round-trip through
/// `UTType(_:)`. Code should not parse either.
enum DynamicIdentifier {
    static func make(mimeType mime: String) -> String { "dyn.mime." + mime }
    static func make(extension ext: String) -> String { "dyn.ext." + ext }

    static func mimeType(in identifier: String) -> String? {
        guard identifier.hasPrefix("dyn.mime.") else { return nil }
        let mime = String(identifier.dropFirst("dyn.mime.".count))
        return mime.contains("/") ? mime : nil
    }

    static func filenameExtension(in identifier: String) -> String? {
        guard identifier.hasPrefix("dyn.ext.") else { return nil }
        let ext = String(identifier.dropFirst("dyn.ext.".count))
        return ext.isEmpty || ext.contains("/") ? nil : ext
    }
}

extension UTType {
    /// Every filename extension the built-in table declares, in table order (for file dialogs'
    /// filters: XUIKit's own modules only).
    package static var knownFilenameExtensions: [String] {
        TypeDeclarations.all.flatMap(\.extensions)
    }
}

import Foundation
import UniformTypeIdentifiers

extension FileFilter {
    /// Filters for content types, as the document picker hands them to a file chooser (R32.4):
    /// one filter naming every type, with each type's MIME types (abstract types as "image/*",
    /// "text/*"…) and "*.ext" globs for every extension the built-in table knows of it. No filter
    /// when a type is as broad as `.data`, `.content` or `.item`: every file is shown.
    package static func filters(for contentTypes: [UTType]) -> [FileFilter] {
        let broad: [UTType] = [.item, .data, .content, .directory, .folder]
        guard !contentTypes.isEmpty, !contentTypes.contains(where: { type in broad.contains(type) }) else { return [] }
        var mimeTypes: [String] = []
        var globs: [String] = []
        for type in contentTypes {
            for mime in type.tags[.mimeType] ?? [] where !mimeTypes.contains(mime) { mimeTypes.append(mime) }
            if type.preferredMIMEType == nil, let wildcard = wildcardMIMEType(of: type), !mimeTypes.contains(wildcard) {
                mimeTypes.append(wildcard)
            }
            for ext in extensions(conformingTo: type) where !globs.contains("*." + ext) { globs.append("*." + ext) }
        }
        let name = contentTypes.map { $0.localizedDescription ?? $0.preferredFilenameExtension ?? $0.identifier }
            .joined(separator: ", ")
        return [FileFilter(name: name.prefix(1).uppercased() + name.dropFirst(), mimeTypes: mimeTypes, globs: globs)]
    }

    /// "image/*" for `.image`, and the like for the media types; nil for types with no media type.
    static func wildcardMIMEType(of type: UTType) -> String? {
        if type.conforms(to: .image) { return "image/*" }
        if type.conforms(to: .audio) { return "audio/*" }
        if type.conforms(to: .movie) { return "video/*" }
        if type.conforms(to: .text) { return "text/*" }
        return nil
    }

    /// Every extension of every declared type conforming to `type`, its own first.
    static func extensions(conformingTo type: UTType) -> [String] {
        var found = type.tags[.filenameExtension] ?? []
        for ext in UTType.knownFilenameExtensions where !found.contains(ext) {
            if let candidate = UTType(filenameExtension: ext), candidate.conforms(to: type) { found.append(ext) }
        }
        return found
    }

    /// Whether the built-in dialog shows the file at `url` under this filter: a glob matches its
    /// name, ignoring case, or a MIME type (or "type/*") matches its type's (R32.7).
    func matches(_ url: URL) -> Bool {
        if mimeTypes.isEmpty && globs.isEmpty { return true }
        let name = url.lastPathComponent.lowercased()
        if globs.contains(where: { FileFilter.glob($0.lowercased(), matches: name) }) { return true }
        guard !mimeTypes.isEmpty, let type = UTType(filenameExtension: url.pathExtension) else { return false }
        var fileMIMEs = type.tags[.mimeType] ?? []
        for supertype in type.supertypes { fileMIMEs += supertype.tags[.mimeType] ?? [] }
        return mimeTypes.contains { wanted in
            let wanted = wanted.lowercased()
            if wanted.hasSuffix("/*") { return fileMIMEs.contains { $0.hasPrefix(wanted.dropLast()) } || type.conforms(toWildcard: wanted) }
            return fileMIMEs.contains(wanted)
        }
    }

    /// Shell-style `*` and `?` matching (the globs file dialogs use), iteratively.
    static func glob(_ pattern: String, matches name: String) -> Bool {
        let p = Array(pattern), n = Array(name)
        var pi = 0, ni = 0, star = -1, mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || p[pi] == n[ni] { pi += 1; ni += 1 }
            else if pi < p.count, p[pi] == "*" { star = pi; mark = ni; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; ni = mark }
            else { return false }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

extension UTType {
    /// Whether this type belongs under a wildcard MIME type: "image/*" takes every image type.
    func conforms(toWildcard wildcard: String) -> Bool {
        switch wildcard {
        case "image/*": return conforms(to: .image)
        case "audio/*": return conforms(to: .audio)
        case "video/*": return conforms(to: .movie)
        case "text/*": return conforms(to: .text)
        default: return false
        }
    }
}

import Foundation
import XUIKitCore
import XUIKitDBus

/// The portal's `OpenFile` / `SaveFile` call for a `FileChooserRequest`: which method, and its
/// options (`a{sv}`, without `handle_token`, which the Request pattern adds) (R31.5).
struct FileChooserOptions {
    /// `OpenFile` or `SaveFile`.
    let method: String
    /// The options, in the order they are sent.
    let options: [(String, DBusValue)]

    init(_ request: FileChooserRequest) {
        var options: [(String, DBusValue)] = [("modal", .bool(true))]
        if let label = request.acceptLabel { options.append(("accept_label", .string(label))) }
        switch request.mode {
        case .open, .openFolder:
            method = "OpenFile"
            options.append(("multiple", .bool(request.allowsMultipleSelection)))
            options.append(("directory", .bool(request.mode == .openFolder)))
        case .save:
            method = "SaveFile"
            if let name = request.suggestedName { options.append(("current_name", .string(name))) }
        }
        if !request.filters.isEmpty {
            let filters = request.filters.map(Self.filter)
            options.append(("filters", .array(element: "(sa(us))", filters)))
            // The first filter is the one selected (FileChooserRequest.filters).
            options.append(("current_filter", filters[0]))
        }
        if let directory = request.directory, directory.isFileURL {
            options.append(("current_folder", Self.pathBytes(directory)))
        }
        self.options = options
    }

    /// A filter as the portal's `(sa(us))`: its name and its patterns, globs (kind 0) then MIME
    /// types (kind 1).
    static func filter(_ filter: FileFilter) -> DBusValue {
        let patterns = filter.globs.map { DBusValue.structure([.uint32(0), .string($0)]) }
            + filter.mimeTypes.map { DBusValue.structure([.uint32(1), .string($0)]) }
        return .structure([.string(filter.name), .array(element: "(us)", patterns)])
    }

    /// A path as the portal's `ay`: its bytes, NUL-terminated.
    static func pathBytes(_ url: URL) -> DBusValue {
        .bytes(Array(url.standardizedFileURL.path.utf8) + [0])
    }

    /// The files a successful `Response` chose: its `uris` (`as`), each a `file:` URL on this
    /// host; anything else is untrusted input, answered as `.unavailable` (R31.3).
    static func response(_ response: PortalResponse) -> FileChooserResponse {
        switch response {
        case .failed(let reason):
            return .unavailable(reason)
        case .response(code: 1, results: _):
            return .cancelled
        case .response(code: 0, results: let results):
            guard let uris = results["uris"]?.stringArray, results["uris"]?.signature == "as" else {
                return .unavailable("the portal's file chooser answered without a string array 'uris'")
            }
            let urls = uris.compactMap(fileURL)
            guard !urls.isEmpty, urls.count == uris.count else {
                return .unavailable("the portal's file chooser answered \(uris.count - urls.count) URIs that are not local file URLs")
            }
            return .chosen(urls)
        case .response(let code, results: _):
            return .unavailable("the portal ended the file chooser with response \(code)")
        }
    }

    /// `uri` as a file URL, or nil unless it is `file:` with no host but `localhost`.
    static func fileURL(_ uri: String) -> URL? {
        guard let url = URL(string: uri), url.scheme?.lowercased() == "file", url.host.map({ $0.isEmpty || $0 == "localhost" }) ?? true,
              !url.path.isEmpty else { return nil }
        return URL(fileURLWithPath: url.path)
    }
}

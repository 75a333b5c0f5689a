import Foundation

/// The freedesktop shared-mime-info database, as `update-mime-database` writes it under each
/// `$XDG_DATA_HOME/mime` and `$XDG_DATA_DIRS/mime` folder: `globs2` (weight:type:glob), `subclasses`
/// (type parent) and `aliases` (alias type). Read once, on the first lookup the built-in table
/// cannot answer (R32.2).
///
/// Hostile or broken files never stop a lookup: files over 8 MB are skipped, lines that do not
/// parse are skipped, bytes that are not UTF-8 are replaced, and subclass cycles end the walk.
/// Only globs of the form `*.ext` map extensions (GLib does the same for its fast path).
final class SharedMIMEInfo: Sendable {
    /// The database of this user's folders, read on first use.
    static let shared = SharedMIMEInfo(directories: SharedMIMEInfo.defaultDirectories())

    /// [IMPL] Files larger than this are not read.
    static let maximumFileSize = 8 << 20

    private let mimeByExtension: [String: String]
    private let extensionsByMIME: [String: [String]]
    private let parents: [String: [String]]
    private let aliases: [String: String]
    private let known: Set<String>

    /// The database of the `mime` folders in `directories`, the most important first (an entry
    /// there wins over the same entry further on).
    init(directories: [URL]) {
        var weightedExtensions: [String: (weight: Int, mime: String)] = [:]
        var extensionsByMIME: [String: [String]] = [:]
        var parents: [String: [String]] = [:]
        var aliases: [String: String] = [:]
        var known: Set<String> = []
        for directory in directories {
            for line in SharedMIMEInfo.lines(of: directory.appendingPathComponent("globs2")) {
                let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
                guard fields.count >= 3, let weight = Int(fields[0]), SharedMIMEInfo.isMIMEType(fields[1]) else { continue }
                let mime = fields[1].lowercased()
                known.insert(mime)
                let glob = fields[2]
                guard glob.hasPrefix("*."), let ext = Optional(glob.dropFirst(2).lowercased()), !ext.isEmpty,
                      !ext.contains(where: { "*?[]/".contains($0) }) else { continue }
                if let current = weightedExtensions[ext], current.weight >= weight { } else {
                    weightedExtensions[ext] = (weight, mime)
                }
                if !(extensionsByMIME[mime]?.contains(ext) ?? false) { extensionsByMIME[mime, default: []].append(ext) }
            }
            for line in SharedMIMEInfo.lines(of: directory.appendingPathComponent("subclasses")) {
                let fields = line.split(separator: " ")
                guard fields.count == 2, SharedMIMEInfo.isMIMEType(fields[0]), SharedMIMEInfo.isMIMEType(fields[1]) else { continue }
                let child = fields[0].lowercased(), parent = fields[1].lowercased()
                if !(parents[child]?.contains(parent) ?? false) { parents[child, default: []].append(parent) }
                known.insert(child)
            }
            for line in SharedMIMEInfo.lines(of: directory.appendingPathComponent("aliases")) {
                let fields = line.split(separator: " ")
                guard fields.count == 2, SharedMIMEInfo.isMIMEType(fields[0]), SharedMIMEInfo.isMIMEType(fields[1]) else { continue }
                if aliases[fields[0].lowercased()] == nil { aliases[fields[0].lowercased()] = fields[1].lowercased() }
            }
        }
        self.mimeByExtension = weightedExtensions.mapValues(\.mime)
        self.extensionsByMIME = extensionsByMIME
        self.parents = parents
        self.aliases = aliases
        self.known = known
    }

    /// The MIME type files ending in `.ext` have (the heaviest glob), or nil.
    func mimeType(forExtension ext: String) -> String? { mimeByExtension[ext] }

    /// The extensions of `mime`, the heaviest first.
    func extensions(forMIMEType mime: String) -> [String] { extensionsByMIME[canonical(mime)] ?? [] }

    /// The type `mime` is an alias of, or `mime` itself.
    func canonical(_ mime: String) -> String { aliases[mime] ?? mime }

    /// Whether the database declares `mime`.
    func knows(_ mime: String) -> Bool { known.contains(canonical(mime)) }

    /// `mime`'s ancestors up the subclass chains, nearest first (breadth first), each once; a
    /// cycle ends the walk. `mime` itself is not included.
    func ancestors(of mime: String) -> [String] {
        var seen: Set<String> = [canonical(mime)]
        var order: [String] = []
        var queue = parents[canonical(mime)] ?? []
        while !queue.isEmpty, order.count < 64 {
            let next = canonical(queue.removeFirst())
            guard seen.insert(next).inserted else { continue }
            order.append(next)
            queue.append(contentsOf: parents[next] ?? [])
        }
        return order
    }

    /// The lines of `file` that are not comments, or none when it is missing, unreadable or too large.
    static func lines(of file: URL) -> [Substring] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              (attributes[.type] as? FileAttributeType) == .typeRegular,
              let size = attributes[.size] as? Int, size <= maximumFileSize,
              let data = try? Data(contentsOf: file) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") }
    }

    /// Whether `text` looks like "type/subtype" with no spaces.
    static func isMIMEType(_ text: Substring) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && text.count < 256
            && !text.contains(where: { $0.isWhitespace || $0 == "\u{FFFD}" })
    }

    /// `$XDG_DATA_HOME/mime` then each `$XDG_DATA_DIRS/mime`, with the basedir spec's defaults.
    static func defaultDirectories() -> [URL] {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.local/share")
        let dataDirectories = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return ([home] + dataDirectories.split(separator: ":").map(String.init))
            .map { URL(fileURLWithPath: $0).appendingPathComponent("mime") }
    }
}

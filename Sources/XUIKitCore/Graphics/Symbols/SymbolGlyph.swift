import CCairo
import CRsvg
import Foundation
import Synchronization

/// One icon's SVG, parsed once by librsvg and drawn as vectors into any Cairo context, so it is
/// sharp at any scale (R24.4). Glyphs are shared: `glyph(at:)` parses each file once per process.
/// librsvg itself is opened the first time a glyph is loaded (Sources/CRsvg/shim.h), so apps that
/// show no system image never load it.
///
/// `@unchecked Sendable`: the handle is never changed after it is loaded, and every use of it
/// (rendering reads the handle's internal caches) happens inside `lock`, so images carrying a
/// glyph may be drawn from any thread.
final class SymbolGlyph: @unchecked Sendable {
    /// The SVG file, for descriptions and tests.
    let path: String
    /// The `RsvgHandle`.
    private let handle: UnsafeMutableRawPointer
    private let lock = Mutex(())

    private init(path: String, handle: UnsafeMutableRawPointer) {
        self.path = path
        self.handle = handle
    }

    deinit { xuikit_rsvg_handle_free(handle) }

    /// Every glyph loaded so far, by file.
    private static let loaded = Mutex<[String: SymbolGlyph]>([:])

    /// The glyph of the SVG file at `path`, parsed on first use; nil when the file cannot be read
    /// or is not SVG, or librsvg is not installed.
    static func glyph(at path: String) -> SymbolGlyph? {
        loaded.withLock { glyphs in
            if let glyph = glyphs[path] { return glyph }
            guard let handle = xuikit_rsvg_handle_new_from_file(path) else { return nil }
            let glyph = SymbolGlyph(path: path, handle: handle)
            glyphs[path] = glyph
            return glyph
        }
    }

    /// Draws the icon, in its own colours, fitted into `rect` (user space of `cairo`, kept square
    /// and centred as the SVG's viewBox asks). Whatever transform `cairo` has, librsvg fills the
    /// paths at device resolution.
    func render(into cairo: OpaquePointer, rect: CGRect) {
        lock.withLock { _ in
            xuikit_rsvg_handle_render_document(handle, UnsafeMutableRawPointer(cairo), Double(rect.minX), Double(rect.minY),
                                               Double(rect.width), Double(rect.height))
        }
    }
}

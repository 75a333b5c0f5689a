import CCairo
import CRsvg
import Foundation
import Synchronization

/// One icon's SVG, parsed once by librsvg and drawn as vectors into any Cairo context, so it is
/// sharp at any scale (R24.4). Glyphs are shared: `glyph(at:)` parses each file once per process.
///
/// `@unchecked Sendable`: the handle is never changed after it is loaded, and every use of it
/// (rendering reads the handle's internal caches) happens inside `lock`, so images carrying a
/// glyph may be drawn from any thread.
final class SymbolGlyph: @unchecked Sendable {
    /// The SVG file, for descriptions and tests.
    let path: String
    private let handle: UnsafeMutablePointer<RsvgHandle>
    private let lock = Mutex(())

    private init(path: String, handle: UnsafeMutablePointer<RsvgHandle>) {
        self.path = path
        self.handle = handle
    }

    deinit { g_object_unref(handle) }

    /// Every glyph loaded so far, by file.
    private static let loaded = Mutex<[String: SymbolGlyph]>([:])

    /// The glyph of the SVG file at `path`, parsed on first use; nil when the file cannot be read
    /// or is not SVG.
    static func glyph(at path: String) -> SymbolGlyph? {
        loaded.withLock { glyphs in
            if let glyph = glyphs[path] { return glyph }
            var error: UnsafeMutablePointer<GError>?
            guard let handle = rsvg_handle_new_from_file(path, &error) else {
                if let error { g_error_free(error) }
                return nil
            }
            let glyph = SymbolGlyph(path: path, handle: handle)
            glyphs[path] = glyph
            return glyph
        }
    }

    /// Draws the icon, in its own colours, fitted into `rect` (user space of `cairo`, kept square
    /// and centred as the SVG's viewBox asks). Whatever transform `cairo` has, librsvg fills the
    /// paths at device resolution.
    func render(into cairo: OpaquePointer, rect: CGRect) {
        var viewport = RsvgRectangle(x: Double(rect.minX), y: Double(rect.minY),
                                     width: Double(rect.width), height: Double(rect.height))
        lock.withLock { _ in
            var error: UnsafeMutablePointer<GError>?
            _ = rsvg_handle_render_document(handle, cairo, &viewport, &error)
            if let error { g_error_free(error) }
        }
    }
}

import CCairo
import Foundation

/// A clip to an image mask in force: drawing goes into a Cairo group until the state saved
/// before it is restored, then the group is painted through the mask.
struct MaskClip {
    /// `savedStates.count` when the clip was set: the `restoreGState()` that pops below it ends it.
    let depth: Int
    /// An A8 surface: the coverage of each mask pixel.
    let coverage: OpaquePointer
    /// Maps the mask's pixels to Cairo's user space at the time of the clip.
    let matrix: cairo_matrix_t
}

// Clipping to a mask image (R29.7). Cairo clips only to paths, so drawing after
// `clip(to:mask:)` goes into a group, painted through the mask when the state saved before the
// clip is restored (or the drawing scope of a view's `draw(_:)` or an image renderer ends).
extension CGContext {
    /// Restricts later drawing to `rect` through `mask`, stretched over `rect`: where the mask is
    /// opaque drawing shows, where it is transparent nothing does. A mask with alpha is read by
    /// its alpha; an opaque image (Core Graphics' greyscale masks) by its grey level, white
    /// showing. As in Core Graphics in a UIKit context, the mask is drawn in Core Graphics' own
    /// y-up image space: its first row lies along `rect`'s bottom edge (flip the context first to
    /// draw it upright). The clip lasts until the state saved before it is restored.
    public func clip(to rect: CGRect, mask: UIImage) {
        guard rect.width > 0, rect.height > 0, rect.hasFiniteEdges, mask.pixelWidth > 0, mask.pixelHeight > 0,
              let coverage = Self.coverage(of: mask) else {
            // An empty mask or area lets nothing through.
            cairo_new_path(cairo)
            cairo_rectangle(cairo, 0, 0, 0, 0)
            cairo_clip(cairo)
            return
        }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cairo, &ctm)
        var toRect = cairo_matrix_t()
        cairo_matrix_init(&toRect, Double(rect.width) / Double(mask.pixelWidth), 0, 0,
                          -Double(rect.height) / Double(mask.pixelHeight), Double(rect.minX), Double(rect.maxY))
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &toRect, &ctm)
        maskClips.append(MaskClip(depth: savedStateCount, coverage: coverage, matrix: matrix))
        cairo_push_group(cairo)
    }

    /// Ends the mask clips set since the state at `depth` was saved, innermost first: what was
    /// drawn under each is painted through its mask.
    func finishMaskClips(downTo depth: Int) {
        while let clip = maskClips.last, clip.depth >= depth {
            maskClips.removeLast()
            cairo_pop_group_to_source(cairo)
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            var matrix = clip.matrix
            cairo_set_matrix(cairo, &matrix)
            // The mask's own pixels bound the clip; its edge pixels carry on to the rect's edge.
            cairo_rectangle(cairo, 0, 0, Double(cairo_image_surface_get_width(clip.coverage)),
                            Double(cairo_image_surface_get_height(clip.coverage)))
            cairo_clip(cairo)
            let pattern = cairo_pattern_create_for_surface(clip.coverage)!
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_mask(cairo, pattern)
            cairo_pattern_destroy(pattern)
            cairo_restore(cairo)
            cairo_surface_destroy(clip.coverage)
        }
    }

    /// The coverage of each pixel of `image`: its alpha, or for an opaque image its grey level.
    private static func coverage(of image: UIImage) -> OpaquePointer? {
        let width = image.pixelWidth, height = image.pixelHeight
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(image.surface)
        guard let source = cairo_image_surface_get_data(image.surface), let target = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let hasAlpha = cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32
        let sourceStride = Int(cairo_image_surface_get_stride(image.surface)), targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(source).load(fromByteOffset: y * sourceStride + x * 4, as: UInt32.self)
                let value: UInt32
                if hasAlpha {
                    value = word >> 24
                } else {
                    // Rec. 601 luma, as Core Graphics converts RGB to grey.
                    let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    value = (299 * r + 587 * g + 114 * b + 500) / 1000
                }
                target[y * targetStride + x] = UInt8(value)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

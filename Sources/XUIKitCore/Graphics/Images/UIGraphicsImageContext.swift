import CCairo
import Foundation

// The image-context functions older UIKit code draws with, before `UIGraphicsImageRenderer`:
// `UIGraphicsBeginImageContextWithOptions` pushes a bitmap context that becomes
// `UIGraphicsGetCurrentContext()`, `UIGraphicsGetImageFromCurrentImageContext()` copies what it
// holds, and `UIGraphicsEndImageContext()` pops it (R17.11). The bitmaps live on the calling
// thread's context stack (`GraphicsContextStack.imageContexts`), innermost last: any thread may
// draw this way, each into its own contexts (R29.20).

/// Starts drawing into a new bitmap of `size` points at `scale` pixels per point (0: the screen's
/// scale), opaque (starting white) or transparent; it becomes the current context until
/// `UIGraphicsEndImageContext()`. An empty or non-finite size gets a 1×1-pixel bitmap and a
/// one-line message, where UIKit logs an error and draws nothing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale > 0 && scale.isFinite ? scale : UIImage.screenScale
    func pixels(_ length: CGFloat) -> Int32? {
        guard length.isFinite, length >= 0.5 else { return nil }
        return Int32(min(length.rounded(.up), CGFloat(ImageDecoder.Limits.maximumDimension)))
    }
    let width = pixels(size.width * resolved), height = pixels(size.height * resolved)
    if width == nil || height == nil {
        Diagnostics.reportFromAnyThread("UIGraphicsBeginImageContext: size \(size) is empty or not finite; drawing into a 1×1 bitmap")
    }
    let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, width ?? 1, height ?? 1)!
    let cairo = cairo_create(surface)!
    if opaque {
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
    }
    cairo_scale(cairo, Double(resolved), Double(resolved))
    let context = CGContext(cairo: cairo)
    let stack = GraphicsContextStack.current
    stack.imageContexts.append(ImageContext(surface: surface, cairo: cairo, context: context, scale: resolved))
    stack.push(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`, as UIKit documents.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// A picture of what the innermost image context holds now; nil when no image context is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = GraphicsContextStack.current.imageContexts.last else { return nil }
    cairo_surface_flush(current.surface)
    return UIGraphicsImageRenderer.image(copying: current.surface, scale: current.scale)
}

/// Ends the innermost image context: the context before it is current again. Without an open
/// image context it does nothing and says so in one line (UIKit logs an error).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let current = stack.imageContexts.popLast() else {
        Diagnostics.reportFromAnyThread("UIGraphicsEndImageContext: no image context is open (call UIGraphicsBeginImageContext first)")
        return
    }
    stack.remove(current.context)
    cairo_destroy(current.cairo)
    cairo_surface_destroy(current.surface)
}

/// Makes `context` the current context (`UIGraphicsGetCurrentContext()`) until
/// `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.push(context)
}

/// Makes the context before the last pushed one current again.
public func UIGraphicsPopContext() {
    GraphicsContextStack.current.pop()
}

/// One open image context: its bitmap, the Cairo context drawing into it and its scale.
struct ImageContext {
    let surface: OpaquePointer
    let cairo: OpaquePointer
    let context: CGContext
    let scale: CGFloat
}

import XUIKit

/// An image renderer drawing at scale 1, whatever the shared app's screen says: tests running
/// beside one that draws an image set that screen's scale (to 1.5 and 2, among others), and an
/// image drawn meanwhile with the default format came out 1.5 times its size in pixels. A PNG made
/// from it then decodes larger than the test expects (a CI run once saw ImageViewX11Tests' red
/// square blended half with green and moved off its probe).
@MainActor
func scaleOneRenderer(size: CGSize) -> UIGraphicsImageRenderer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format)
}

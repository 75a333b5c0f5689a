import CCairo
import Foundation

extension UIImage {
    /// The scale XUIKit draws at: `UIScreen.main.scale` on the main actor (R15.5); elsewhere the
    /// scale 1 (R29.20).
    static var screenScale: CGFloat {
        guard MainActorCheck.isOnMainActor else { return 1 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }

    /// The image named `name` in the app's main bundle, or nil when there is none or it cannot
    /// be read. `name` may leave out the extension (`png`, then `jpg`/`jpeg` are tried); an
    /// `@2x` or `@3x` variant is chosen by the screen's scale, as UIKit does.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), e.g. `Bundle.module` for a
    /// package's resources. See `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?) {
        self.init(named: name, in: bundle, preferredScale: UIImage.screenScale)
    }

    /// The lookup behind `init?(named:in:)`, for a given screen scale: first the variant for that
    /// scale (`name@2x.png` at 2), then the plain file, then the other variants, largest first.
    convenience init?(named name: String, in bundle: Bundle?, preferredScale: CGFloat) {
        guard !name.isEmpty,
              let (path, scale) = UIImage.resourcePath(named: name, in: bundle ?? .main, preferredScale: preferredScale),
              let surface = UIImage.surface(contentsOfFile: path) else { return nil }
        self.init(surface: surface, scale: scale)
    }

    /// The image in the file at `path` (PNG or JPEG), or nil when the file is missing, a
    /// directory, or not a readable image, or over the decoding limit (see `init?(data:)`). A
    /// name ending in `@2x` or `@3x` sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let surface = UIImage.surface(contentsOfFile: path) else { return nil }
        self.init(surface: surface, scale: UIImage.scale(ofFileNamed: (path as NSString).deletingPathExtension))
    }

    /// The image encoded in `data` (PNG or JPEG) at scale 1, or nil when the data is empty,
    /// truncated, damaged or in another format.
    ///
    /// An image over the decoding limit — more than 2²⁶ pixels (8192 × 8192, 256 MiB of pixels,
    /// Qt's default allocation limit) or 32 767 a side — is refused from the sizes in its header,
    /// before any pixel memory is taken: nil, and one line through `Diagnostics.report`. A
    /// larger JPEG opens decoded smaller with `init?(data:maximumPixelSize:scale:)`.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data` (PNG or JPEG) with `scale` pixels a point, or nil as for
    /// `init?(data:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let surface = ImageDecoder.surface(from: data) else { return nil }
        self.init(surface: surface, scale: scale)
    }

    // MARK: - Finding files

    private static let extensions = ["png", "jpg", "jpeg"]

    /// The decoded file at `path`, no larger than `maximumPixelSize` a side when given.
    static func surface(contentsOfFile path: String, maximumPixelSize: Int? = nil) -> OpaquePointer? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return ImageDecoder.surface(from: data, maximumPixelSize: maximumPixelSize)
    }

    /// `@2x` → 2, `@3x` → 3, otherwise 1.
    static func scale(ofFileNamed base: String) -> CGFloat {
        for scale in [2, 3] where base.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }

    private static func resourcePath(named name: String, in bundle: Bundle,
                                     preferredScale: CGFloat) -> (String, CGFloat)? {
        let given = (name as NSString).pathExtension.lowercased()
        let base = extensions.contains(given) ? (name as NSString).deletingPathExtension : name
        let types = extensions.contains(given) ? [given] : extensions
        let preferred = max(1, Int(preferredScale.rounded()))
        var scales = [preferred, 1] + [3, 2].filter { $0 != preferred }
        if preferred == 1 { scales = [1, 3, 2] }
        for scale in scales {
            let variant = scale == 1 ? base : "\(base)@\(scale)x"
            for type in types {
                if let path = bundle.path(forResource: variant, ofType: type) { return (path, CGFloat(scale)) }
            }
        }
        // Any other extension is looked up as given; the file must still hold PNG or JPEG.
        if !extensions.contains(given), let path = bundle.path(forResource: name, ofType: nil) {
            return (path, scale(ofFileNamed: (name as NSString).deletingPathExtension))
        }
        return nil
    }
}

import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// An image view subclass overriding UIKit's designated initializers (R29.19).
@MainActor
final class BadgedImageView: UIImageView {
    private(set) var madeBy = ""

    override init(image: UIImage?) {
        super.init(image: image)
        madeBy = "init(image:)"
    }

    override init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(image: image, highlightedImage: highlightedImage)
        madeBy = "init(image:highlightedImage:)"
    }

    required init?(coder: NSCoder) { return nil }
}

@MainActor
@Suite("UIImage() and UIImageView's designated initializers")
struct ImageInitializerTests {
    @Test("UIImage() is empty: size zero, scale 1, draws nothing (R29.18)")
    func emptyImage() {
        let empty = UIImage()
        #expect(empty.size == .zero && empty.scale == 1)
        let image = drawnImage(CGSize(width: 4, height: 4)) { _ in empty.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(image.pixel(x: 2, y: 2)?.alpha == 0)
    }

    @Test("A subclass overrides init(image:) and init(image:highlightedImage:) (R29.19)")
    func subclassOverrides() {
        let picture = drawnImage(CGSize(width: 30, height: 20)) { _ in }
        let view = BadgedImageView(image: picture)
        #expect(view.madeBy == "init(image:)" && view.image === picture)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(!view.isUserInteractionEnabled)
        let both = BadgedImageView(image: picture, highlightedImage: UIImage())
        #expect(both.madeBy == "init(image:highlightedImage:)" && both.highlightedImage?.size == .zero)
        #expect(UIImageView(image: picture).bounds.size == CGSize(width: 30, height: 20))
    }
}

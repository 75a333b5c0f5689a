import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// The box around the pixels of `image` with alpha over 128, or nil when there are none.
func inkBox(_ image: UIImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth where (image.pixel(x: x, y: y)?.alpha ?? 0) > 128 {
            box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
        }
    }
    return box
}

@MainActor
@Suite("CATextLayer")
struct TextLayerTests {
    func layer(_ string: Any?, width: CGFloat = 200, height: CGFloat = 60, size: CGFloat = 20) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.string = string
        layer.fontSize = size
        return layer
    }

    func drawn(_ layer: CATextLayer) -> UIImage {
        drawnImage(layer.bounds.size) { layer.drawLayerContent(in: $0) }
    }

    @Test("Defaults: 36 pt, opaque white, not wrapped, not truncated, natural alignment (R29.12)")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil)
        #expect(layer.fontSize == 36 && layer.foregroundColor == UIColor.white)
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(layer.resolvedFont.pointSize == 36)
    }

    @Test("A string draws from the top in the foreground colour, white by default (R29.12)")
    func drawsWhiteText() {
        let image = drawn(layer("HHH"))
        let box = inkBox(image)
        #expect(box != nil)
        if let box {
            #expect(box.minY < 12 && box.maxY < 30, "one 20 pt line at the top: \(box)")
            #expect(box.minX < 6, "natural alignment is left for Latin text: \(box)")
            let middle = image.pixel(x: box.minX + 1, y: (box.minY + box.maxY) / 2)!
            #expect(middle.red > 200 && middle.green > 200 && middle.blue > 200)
        }
        let red = layer("HHH")
        red.foregroundColor = UIColor.red
        let redImage = drawn(red)
        if let box = inkBox(redImage) {
            let stem = redImage.pixel(x: box.minX + 1, y: (box.minY + box.maxY) / 2)!
            #expect(stem.red > 200 && stem.green < 40)
        }
    }

    @Test("alignmentMode: centre and right place the line in the bounds (R29.14)")
    func alignment() {
        let centred = layer("HHH")
        centred.alignmentMode = .center
        let right = layer("HHH")
        right.alignmentMode = .right
        if let c = inkBox(drawn(centred)), let r = inkBox(drawn(right)) {
            #expect(abs((c.minX + c.maxX) / 2 - 100) <= 3, "centred: \(c)")
            #expect(r.maxX > 192, "right: \(r)")
        } else {
            Issue.record("no ink")
        }
    }

    @Test("isWrapped wraps at the width; unwrapped text stays on one line (R29.14)")
    func wrapping() {
        let words = "word word word word word"
        let wrapped = layer(words, width: 80, height: 120)
        wrapped.isWrapped = true
        let single = layer(words, width: 80, height: 120)
        guard let w = inkBox(drawn(wrapped)), let s = inkBox(drawn(single)) else { Issue.record("no ink"); return }
        #expect(w.maxY > 40, "several lines: \(w)")
        #expect(s.maxY < 30, "one line: \(s)")
    }

    @Test("truncationMode cuts a line that does not fit with an ellipsis; .none does not (R29.15)")
    func truncation() {
        let long = layer("a long line of text that cannot fit", width: 80)
        #expect(long.textBlock(width: 80, height: 60)?.isEllipsized == false)
        long.truncationMode = .end
        #expect(long.textBlock(width: 80, height: 60)?.isEllipsized == true)
        long.truncationMode = .middle
        #expect(long.textBlock(width: 80, height: 60)?.options.lineBreakMode == .byTruncatingMiddle)
    }

    @Test("font: a UIFont's face at fontSize, or a name (R29.13)")
    func fonts() {
        let layer = CATextLayer()
        layer.font = UIFont.boldSystemFont(ofSize: 10)
        layer.fontSize = 24
        #expect(layer.resolvedFont.pointSize == 24 && layer.resolvedFont.familyName == UIFont.boldSystemFont(ofSize: 10).familyName)
        layer.font = "DejaVu Sans"
        #expect(layer.resolvedFont.pointSize == 24)
    }

    @Test("An attributed string draws in its own colours (R29.12)")
    func attributed() {
        let text = NSAttributedString(string: "HHH", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 20)])
        let image = drawn(layer(text))
        guard let box = inkBox(image) else { Issue.record("no ink"); return }
        let stem = image.pixel(x: box.minX + 1, y: (box.minY + box.maxY) / 2)!
        #expect(stem.blue > 200 && stem.red < 40)
    }

    @Test("Keys: fontSize and foregroundColor; presentation copies keep the text (R29.12)")
    func keys() {
        let layer = CATextLayer()
        layer.setValue(18, forKey: "fontSize")
        layer.setValue(UIColor.green, forKey: "foregroundColor")
        #expect(layer.fontSize == 18 && layer.value(forKey: "foregroundColor") as? UIColor == .green)
        layer.string = "x"
        let copy = layer.makePresentationCopy() as? CATextLayer
        #expect(copy?.string as? String == "x" && copy?.fontSize == 18)
        #expect(CATextLayer.makeInstance() is CATextLayer)
    }
}

import Foundation

/// Positions across paragraphs: each `Character` offset of the whole text is a paragraph and an
/// offset in it (a line break belongs to the paragraph it ends), and each point a paragraph by
/// its top and a point in its block. Answers as `TextBlock+Caret` and `TextBlock+Lines` do for one
/// layout, in the same coordinates (from the text's top left).
extension ParagraphStack: VisualCaretMovement {
    /// Paragraph `index`'s character range, without its line break.
    private func characters(ofParagraph index: Int) -> Range<Int> {
        let paragraph = paragraphs[index]
        return paragraph.characterStart ..< paragraph.characterStart + paragraph.characterCount
    }

    /// The paragraph of `offset` (clamped to the text) and the offset inside it.
    private func local(_ offset: Int) -> (index: Int, offset: Int) {
        let clamped = min(max(0, offset), characterCount)
        let index = paragraphIndex(ofCharacter: clamped)
        let range = characters(ofParagraph: index)
        return (index, min(clamped, range.upperBound) - range.lowerBound)
    }

    /// The insertion point before character `offset`: a zero-width rectangle as tall as its line.
    func caretRect(atCharacter offset: Int) -> CGRect {
        let (index, inner) = local(offset)
        let rect = block(at: index).caretRect(atCharacter: inner)
        return rect.offsetBy(dx: 0, dy: top(ofParagraph: index))
    }

    /// The character boundary nearest to `point`.
    func characterOffset(at point: CGPoint) -> Int {
        let index = paragraphIndex(atY: point.y)
        let block = block(at: index)
        let top = top(ofParagraph: index)
        return characters(ofParagraph: index).lowerBound + block.characterOffset(at: CGPoint(x: point.x, y: point.y - top))
    }

    /// The boundary one step from `offset` on screen (`direction` +1 right, −1 left); past a
    /// paragraph's end it goes on to the next paragraph's start, before its start to the previous
    /// one's end, as across a line break in one layout.
    func characterOffset(visuallyFrom offset: Int, direction: Int) -> Int {
        let (index, inner) = local(offset)
        let range = characters(ofParagraph: index)
        let moved = block(at: index).characterOffset(visuallyFrom: inner, direction: direction)
        if moved != inner || isSingleLayout { return range.lowerBound + moved }
        if direction > 0, inner == range.count, index + 1 < paragraphs.count {
            return paragraphs[index + 1].characterStart
        }
        if direction < 0, inner == 0, index > 0 { return range.lowerBound - 1 }
        return range.lowerBound + moved
    }

    /// The first and last character boundaries of the line that holds the insertion point before
    /// `offset` (the end is before its line break).
    func lineRange(aroundCharacter offset: Int) -> Range<Int> {
        let (index, inner) = local(offset)
        let block = block(at: index)
        let line = block.characterRange(ofLine: block.lineIndex(ofCharacter: inner))
        let start = characters(ofParagraph: index).lowerBound
        return start + line.lowerBound ..< start + line.upperBound
    }

    /// The boundary on the line above (`direction` −1) or below (+1) nearest to `x`, in this
    /// paragraph or the next one over; the text's start or end when there is no such line.
    func characterOffset(verticallyFrom offset: Int, direction: Int, x: CGFloat) -> Int {
        let (index, inner) = local(offset)
        let block = block(at: index)
        let line = block.lineIndex(ofCharacter: inner) + direction
        if line >= 0, line < block.lineCount {
            return characters(ofParagraph: index).lowerBound + block.characterOffset(verticallyFrom: inner, direction: direction, x: x)
        }
        let target = index + direction
        if target < 0 { return 0 }
        if target >= paragraphs.count { return characterCount }
        let next = self.block(at: target)
        let lineRange = next.characterRange(ofLine: direction < 0 ? next.lineCount - 1 : 0)
        let midY = next.caretRect(atCharacter: lineRange.lowerBound).midY
        let hit = min(max(next.characterOffset(at: CGPoint(x: x, y: midY)), lineRange.lowerBound), lineRange.upperBound)
        return characters(ofParagraph: target).lowerBound + hit
    }

    /// The rectangles a selection of characters `range` covers within the band from `minY` to
    /// `maxY` (all of them when unbounded): one or more per line, and a narrow mark at the end
    /// of a line whose line break is selected.
    func selectionRects(_ range: Range<Int>, from minY: CGFloat = -.infinity, to maxY: CGFloat = .infinity) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        if isSingleLayout { return block(at: 0).selectionRects(range) }
        let first = max(paragraphIndex(ofCharacter: range.lowerBound), paragraphIndex(atY: minY))
        var rects: [CGRect] = []
        var index = first
        while index < paragraphs.count, paragraphs[index].characterStart < range.upperBound {
            let top = top(ofParagraph: index)
            if top > maxY { break }
            let block = block(at: index)
            let own = characters(ofParagraph: index)
            let inner = max(range.lowerBound, own.lowerBound) - own.lowerBound ..< min(range.upperBound, own.upperBound) - own.lowerBound
            rects += block.selectionRects(inner).map { $0.offsetBy(dx: 0, dy: top) }
            if paragraphs[index].breakBytes > 0, range.lowerBound <= own.upperBound, range.upperBound > own.upperBound {
                let end = block.caretRect(atCharacter: own.count)
                rects.append(CGRect(x: end.minX, y: top + end.minY, width: 4, height: end.height))
            }
            index += 1
        }
        return rects
    }

    /// Draws the paragraphs that reach into `visible` (in the text's coordinates), with the
    /// text's top left at `origin`, in `color`.
    func draw(at origin: CGPoint, visible: CGRect, color: UIColor, context: CGContext) {
        let band = visible.offsetBy(dx: -origin.x, dy: -origin.y)
        for (_, top, block) in laidOutParagraphs(from: band.minY, to: band.maxY) {
            block.draw(in: CGRect(origin: CGPoint(x: origin.x, y: origin.y + top), size: block.size), color: color,
                       context: context)
        }
    }
}

/// What visual cursor movement (Left and Right through bidi runs) needs from laid-out text: one
/// layout (`TextBlock`) or a text view's paragraphs (`ParagraphStack`).
@MainActor
protocol VisualCaretMovement: AnyObject {
    /// The boundary one step from `offset` on screen: `direction` +1 moves right, −1 left.
    func characterOffset(visuallyFrom offset: Int, direction: Int) -> Int
}

extension TextBlock: VisualCaretMovement {}

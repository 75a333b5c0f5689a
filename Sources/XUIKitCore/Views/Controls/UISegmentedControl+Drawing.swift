import Foundation

/// How a segmented control draws: a grey rounded track, a raised rounded fill behind the
/// selected segment, thin dividers between unselected ones, and centred titles or images.
extension UISegmentedControl {
    /// The track, the selection, the dividers and the titles; a pressed segment is shaded and a
    /// disabled one dimmed.
    func drawSegments() {
        guard let context = UIGraphicsGetCurrentContext(), !segments.isEmpty else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        UIColor.controlTrack.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()

        let selected = isMomentary ? (pressedSegment ?? UISegmentedControl.noSegment) : selectedSegmentIndex
        for index in segments.indices {
            let segmentRect = rectForSegment(index)
            if index == selected {
                (selectedSegmentTintColor ?? .selectedSegment).setFill()
                UIBezierPath(roundedRect: segmentRect.insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
            } else if index == pressedSegment {
                UIColor.controlPressed.setFill()
                UIBezierPath(roundedRect: segmentRect.insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
            }
            if index > 0, index != selected, index - 1 != selected {
                UIColor.controlDivider.setFill()
                context.fill(CGRect(x: segmentRect.minX - 0.5, y: segmentRect.minY + 8, width: 1,
                                    height: max(segmentRect.height - 16, 0)))
            }
            drawTitle(of: index, in: segmentRect, context: context)
            drawImage(of: index, in: segmentRect, context: context)
        }
        context.restoreGState()
    }

    /// A segment's image, centred at its own size (scaled down to fit), drawn as a template in
    /// the title colour.
    private func drawImage(of index: Int, in segmentRect: CGRect, context: CGContext) {
        guard let image = segments[index].image, image.size.width > 0, image.size.height > 0 else { return }
        let room = segmentRect.insetBy(dx: 4, dy: 4)
        let scale = min(1, room.width / image.size.width, room.height / image.size.height)
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let origin = CGPoint(x: (segmentRect.midX - size.width / 2).rounded(), y: (segmentRect.midY - size.height / 2).rounded())
        let color: UIColor = segments[index].isEnabled ? .label : UIColor.disabledControlLabel
        image.withRenderingMode(.alwaysTemplate).draw(in: CGRect(origin: origin, size: size), context: context, tint: color)
    }

    private func drawTitle(of index: Int, in segmentRect: CGRect, context: CGContext) {
        guard let title = segments[index].title, !title.isEmpty else { return }
        let block = TextEngine.shared.block(for: title, font: UISegmentedControl.titleFont,
                                            options: TextBlock.Options(width: max(segmentRect.width - 8, 1), maximumLines: 1,
                                                                       lineBreakMode: .byTruncatingTail, alignment: .center))
        let top = segmentRect.minY + ((segmentRect.height - block.size.height) / 2).rounded(.down)
        let color: UIColor = segments[index].isEnabled ? .label : UIColor.disabledControlLabel
        block.draw(in: CGRect(x: segmentRect.minX + 4, y: top, width: segmentRect.width - 8, height: block.size.height),
                   color: color, context: context)
    }
}

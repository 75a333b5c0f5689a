import Foundation

/// How a segmented control draws: a grey rounded track, a raised rounded fill behind the
/// selected segment, thin dividers between unselected ones, and centred titles.
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
        }
        context.restoreGState()
    }

    private func drawTitle(of index: Int, in segmentRect: CGRect, context: CGContext) {
        guard let title = segments[index].title, !title.isEmpty else { return }
        let layout = TextLayout(text: title, font: UISegmentedControl.titleFont, width: nil)
        let top = segmentRect.minY + ((segmentRect.height - layout.size.height) / 2).rounded(.down)
        let color: UIColor = segments[index].isEnabled ? .label : UIColor.disabledControlLabel
        layout.draw(in: CGRect(x: segmentRect.minX, y: top, width: segmentRect.width, height: layout.size.height),
                    color: color, alignment: .center, context: context)
    }
}

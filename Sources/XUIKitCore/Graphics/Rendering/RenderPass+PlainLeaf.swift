import Foundation

/// The short way through both walks for the commonest view: a plain `UIView` (its class exactly)
/// with no subviews, no layer, no animation and its bounds at the origin, all it paints being its
/// background. Its values are read straight from storage, and the front-to-back walk asks the
/// grid "is it covered?" and "which of its tiles are free?" in one look
/// (`OcclusionGrid.keepUncoveredUnlessCovered`). The pixels are those of the general walk
/// (RenderPass.swift), which every other view takes.
extension RenderPass {
    /// The front-to-back walk's part for such a view, whose frame meets the clip in `content`
    /// (`cull` checked the rest). Its free tiles are what it will paint (`paintPlainLeaf`); with
    /// none free it is covered and left out. An opaque view then claims its tiles.
    mutating func cullPlainLeaf(_ view: UIView, values: RenderedViewValues, content: CGRect, translucent: Bool) {
        let kept = grid.keepUncoveredUnlessCovered(content)
        if case .covered = kept { return }
        view.renderCache.passNumber = number
        view.renderCache.plainLeafPass = number
        let order = nextOrder
        nextOrder -= 1
        view.renderCache.paintOrder = order
        if case .kept(let tiles) = kept { view.renderCache.uncovered = tiles } else { view.renderCache.uncovered = nil }
        if !translucent, values.alpha >= 1, view.isOpaqueStorage, let background = view.backgroundColorStorage,
           background.alpha >= 1 {
            grid.cover(content, within: area, order: order)
        }
    }

    /// A view `cullPlainLeaf` kept: its background, over its free tiles.
    func paintPlainLeaf(_ view: UIView, origin: CGPoint, clip: CGRect, direct: Bool) {
        install(view.renderCache.interfaceStyle)
        let frame = CGRect(origin: view.frameOrigin, size: view.boundsStorage.size).offsetBy(dx: origin.x, dy: origin.y)
        let contentArea = frame.clipped(to: clip)
        guard !contentArea.isNull, !contentArea.isEmpty, let background = view.backgroundColorStorage, background.alpha > 0 else { return }
        fill(frame, area: contentArea, color: background, alpha: view.alphaStorage, order: view.renderCache.paintOrder,
             uncovered: view.renderCache.uncovered, direct: direct)
    }
}

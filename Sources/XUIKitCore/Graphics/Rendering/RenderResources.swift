import Foundation

/// What every render pass of an application shares, kept on the application
/// (`UIApplication.renderResources`, as the animation clock is) so that a fresh application
/// starts with fresh ones and no list has to reset them.
///
/// The storage is reused from pass to pass, so a frame allocates nothing for it once the
/// largest window has been drawn.
@MainActor
final class RenderResources {
    /// The occlusion grid's storage: lent to each pass (`RenderPass.render`) and handed back.
    var grid = OcclusionGrid()
    /// The number of the last pass: each view notes the number of the pass that kept it to paint,
    /// so numbers are never reused while views remember them (0 is never a pass's).
    var passCount: UInt32 = 0
    /// The background fills `PixelTarget` holds back until something else draws.
    let fillBatch = FillBatch()

    /// A number for a new pass.
    func nextPassNumber() -> UInt32 {
        passCount &+= 1
        if passCount == 0 { passCount = 1 }
        return passCount
    }
}

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
    ///
    /// The one static of the render state, on purpose: the numbers tag views, and a view can
    /// outlive the application whose pass tagged it (a view made before a test's fresh
    /// application, then shown in its window). One sequence for the process keeps a fresh
    /// application from reissuing a number a surviving view remembers. Main-actor isolated, as
    /// every pass is, so it needs no lock.
    private static var passCount: UInt32 = 0
    /// The background fills `PixelTarget` holds back until something else draws.
    let fillBatch = FillBatch()
    /// Rounded rectangles' coverage, kept for buttons' pressed and hovered looks.
    let roundedRectMasks = RoundedRectMasks()

    /// A number for a new pass.
    func nextPassNumber() -> UInt32 {
        Self.passCount &+= 1
        if Self.passCount == 0 { Self.passCount = 1 }
        return Self.passCount
    }
}

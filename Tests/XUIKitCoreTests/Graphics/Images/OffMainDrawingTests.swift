import Dispatch
import Foundation
import Testing
@testable import XUIKitCore

/// Images made, drawn and encoded off the main actor (R29.20): several threads at once, each with
/// its own context stack, and every result checked by its pixels.
@Suite("Drawing and encoding images off the main actor")
struct OffMainDrawingTests {
    /// What one worker drew, with where it ran.
    struct Drawn: Sendable {
        let png: Data
        let jpeg: Data
        let onMainThread: Bool
        let contextLeftOver: Bool
    }

    /// The right half's colour for worker `index`.
    static func colour(_ index: Int) -> (red: Int, green: Int, blue: Int) { (index * 20, 128, 255 - index * 20) }

    /// Draws worker `index`'s 20 × 20 picture on the calling thread: `UIGraphicsImageRenderer`
    /// fills a red left half and a right half of `colour(index)` (a `UIBezierPath`); the legacy
    /// image context draws that image with `UIImage.draw(at:)` and a blue corner with the
    /// `CGContext`; the result is encoded as PNG and JPEG.
    static func draw(_ index: Int) -> Drawn {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let c = colour(index)
        let right = UIColor(red: CGFloat(c.red) / 255, green: CGFloat(c.green) / 255, blue: CGFloat(c.blue) / 255, alpha: 1)
        let halves = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            right.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 20)).fill()
        }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), true, 1)
        halves.draw(at: .zero)
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(UIColor.blue)
        context?.fill(CGRect(x: 0, y: 14, width: 6, height: 6))
        let picture = UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
        UIGraphicsEndImageContext()
        return Drawn(png: picture.pngData() ?? Data(), jpeg: picture.jpegData(compressionQuality: 1) ?? Data(),
                     onMainThread: Thread.isMainThread, contextLeftOver: UIGraphicsGetCurrentContext() != nil)
    }

    /// Checks a decoded picture of worker `index` within `tolerance` per channel.
    @MainActor
    static func check(_ data: Data, index: Int, tolerance: Int) {
        guard let image = UIImage(data: data) else {
            Issue.record("worker \(index): the data does not decode")
            return
        }
        #expect(image.size == CGSize(width: 20, height: 20))
        func near(_ x: Int, _ y: Int, _ expected: (red: Int, green: Int, blue: Int)) -> Bool {
            guard let p = image.pixel(x: x, y: y) else { return false }
            return abs(p.red - expected.red) <= tolerance && abs(p.green - expected.green) <= tolerance
                && abs(p.blue - expected.blue) <= tolerance
        }
        #expect(near(4, 4, (255, 0, 0)), "worker \(index): red left half")
        #expect(near(15, 4, colour(index)), "worker \(index): its own right half")
        #expect(near(2, 17, (0, 0, 255)), "worker \(index): blue corner")
        #expect(near(15, 17, colour(index)), "worker \(index): right half below")
    }

    @Test("R29.20: eight detached tasks draw and encode at once, each its own picture")
    func detachedTasks() async {
        let tasks = (0..<8).map { index in Task.detached { (index, Self.draw(index)) } }
        var results: [(Int, Drawn)] = []
        for task in tasks { results.append(await task.value) }
        #expect(results.count == 8)
        for (index, drawn) in results {
            #expect(!drawn.contextLeftOver)
            await Self.check(drawn.png, index: index, tolerance: 0)
            await Self.check(drawn.jpeg, index: index, tolerance: 12)
        }
    }

    @Test("R29.20: DispatchQueue workers draw on their own threads, not the main one")
    func dispatchWorkers() async {
        let box = Results()
        DispatchQueue.concurrentPerform(iterations: 6) { index in box.append(index, Self.draw(index)) }
        let results = box.all
        #expect(results.count == 6)
        #expect(results.contains { !$0.1.onMainThread })
        for (index, drawn) in results {
            #expect(!drawn.contextLeftOver)
            await Self.check(drawn.png, index: index, tolerance: 0)
        }
    }

    @Test("R29.20: a context opened on another thread is not current on the main actor, and stays that thread's")
    @MainActor
    func stacksPerThread() {
        // The other thread holds its context open while the main actor looks; the main actor holds
        // none across a suspension (other main-actor tests run in between).
        let opened = DispatchSemaphore(value: 0), looked = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let seen = Flags()
        let thread = Thread {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
            let mine = UIGraphicsGetCurrentContext()
            opened.signal()
            looked.wait()
            seen.set(otherStillCurrent: mine != nil && UIGraphicsGetCurrentContext() === mine)
            UIGraphicsEndImageContext()
            seen.set(otherEnded: UIGraphicsGetCurrentContext() == nil)
            done.signal()
        }
        thread.start()
        opened.wait()
        let mainSees = UIGraphicsGetCurrentContext()
        looked.signal()
        done.wait()
        #expect(mainSees == nil, "the other thread's context is not the main actor's")
        #expect(seen.otherStillCurrent && seen.otherEnded)
    }

    /// Flags set on another thread, read after it signalled.
    final class Flags: @unchecked Sendable {
        private let lock = NSLock()
        private var still = false, ended = false
        func set(otherStillCurrent value: Bool) { lock.lock(); still = value; lock.unlock() }
        func set(otherEnded value: Bool) { lock.lock(); ended = value; lock.unlock() }
        var otherStillCurrent: Bool { lock.lock(); defer { lock.unlock() }; return still }
        var otherEnded: Bool { lock.lock(); defer { lock.unlock() }; return ended }
    }

    @Test("R29.20: on the main actor a renderer's context is the application's, whichever thread serves the main actor")
    @MainActor
    func mainActorRenderer() {
        var inside: CGContext?
        var applicationTop: CGContext?
        var rendererContext: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            rendererContext = context.cgContext
            inside = UIGraphicsGetCurrentContext()
            applicationTop = UIApplication.shared.graphicsContexts.current
        }
        #expect(inside != nil && inside === rendererContext && inside === applicationTop)
        #expect(UIApplication.shared.graphicsContexts.current == nil)
    }

    @Test("R29.20: an image drawn in a detached task crosses back to the main actor (UIImage is Sendable)")
    @MainActor
    func imageCrossesActors() async {
        let image: UIImage = await Task.detached {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            return UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { _ in
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 1))
            }
        }.value
        #expect(image.size == CGSize(width: 3, height: 3) && image.scale == 2)
        let top = image.pixel(x: 3, y: 1), below = image.pixel(x: 3, y: 4)
        #expect(top?.green == 255 && top?.red == 0 && top?.alpha == 255, "the strip drawn off the main actor")
        #expect(below?.alpha == 0, "transparent where nothing was drawn")
        let view = UIImageView(image: image)
        #expect(view.bounds.size == CGSize(width: 3, height: 3))
    }

    /// Results collected from several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [(Int, Drawn)] = []
        func append(_ index: Int, _ drawn: Drawn) { lock.lock(); items.append((index, drawn)); lock.unlock() }
        var all: [(Int, Drawn)] { lock.lock(); defer { lock.unlock() }; return items }
    }
}

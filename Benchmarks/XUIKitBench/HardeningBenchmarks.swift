import Foundation
@_spi(Testing) import XUIKitCore

// Issue 14's costs that must not grow with state: a tap in a 100 000-character text field
// (characterIndex(at:) over cached advances), and a touch began while many never-ended touches of
// other devices are down (capped per device and in all).

@MainActor
func runHardeningBenchmarks() {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 380, height: 34))
    window.addSubview(field)
    window.makeKeyAndVisible()
    app.runPendingWork()
    let id = window.windowID!
    var now: TimeInterval = 5000
    func tap(_ x: CGFloat) {
        now += 1   // far apart: never a double tap
        app.handle(InputEvent(timestamp: now, window: id, kind: .touch(.init(id: 1, phase: .began, location: CGPoint(x: x, y: 27)))))
        app.handle(InputEvent(timestamp: now + 0.05, window: id, kind: .touch(.init(id: 1, phase: .ended, location: CGPoint(x: x, y: 27)))))
    }
    for length in [1_000, 16_000, 100_000] {
        field.text = String(repeating: "Lorem ipsum dolor sit amet ", count: length / 27 + 1).prefix(length).description
        tap(200)   // becomes first responder; measures the text once
        var x: CGFloat = 20
        median("text field tap at \(length) characters") {
            x = x > 350 ? 20 : x + 37
            tap(x)
        }
    }
    field.text = String(repeating: "x", count: 100_000)
    median("text field tap right after a 100 000-character edit", runs: 11) {
        field.insertText("y")
        tap(100)
    }

    let crowdedApp = UIApplication.makeFreshForTesting()
    let crowded = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = UIView(frame: crowded.bounds)
    view.isMultipleTouchEnabled = true
    crowded.addSubview(view)
    crowded.makeKeyAndVisible()
    let crowdedID = crowded.windowID!
    Diagnostics.handler = { _ in }
    for device in 0..<2_000 {
        for finger in 0..<10 {
            crowdedApp.handle(InputEvent(timestamp: now, window: crowdedID,
                                  kind: .touch(.init(device: 100 + device, id: finger, phase: .began, location: CGPoint(x: 50, y: 50)))))
        }
    }
    median("touch began + ended after 20 000 never-ended touches") {
        now += 1
        crowdedApp.handle(InputEvent(timestamp: now, window: crowdedID, kind: .touch(.init(id: 1, phase: .began, location: CGPoint(x: 60, y: 60)))))
        crowdedApp.handle(InputEvent(timestamp: now + 0.01, window: crowdedID, kind: .touch(.init(id: 1, phase: .ended, location: CGPoint(x: 60, y: 60)))))
    }
}

import CX11
import Foundation
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

// XUIKit's side of scripts/bench-peers.sh: the scenes Benchmarks/peers/tk-scene.tcl and
// gtk-scene.c draw, through XUIKit's public API (plus XSync for the round trip to the server).
//
//   XUIKitPeer scene opaque|alpha RUNS   median ms of a full redraw + present of 1000 views
//   XUIKitPeer text RUNS                 median ms of a full redraw + present of 500 labels,
//                                        Latin and CJK (gtk-scene.c's 500 GtkLabels)
//   XUIKitPeer rings RUNS                (hook, see below) median ms of a frame of 1000
//                                        CAShapeLayer rings animating strokeEnd
//   XUIKitPeer fade RUNS                 median ms of a frame of a full-window fade: the 1000
//                                        views animate alpha 1 → 0.2 with UIView.animate; a frame
//                                        is a 1/60 s clock step, the redraw and the present
//   XUIKitPeer button RUNS               median ms of redrawing one button
//   XUIKitPeer press RUNS                median ms of redrawing a button pressed and released in
//                                        turn (its highlighted look), without routing input
//   XUIKitPeer tap RUNS                  median ms of a press or release handed to the app and
//                                        drawn: click to photons without the X server's side
//   XUIKitPeer hittest RUNS              median µs of one hitTest among 10 000 siblings
//   XUIKitPeer hello                     a window with one button; its action prints
//                                        "action <CLOCK_REALTIME ns>"

/// Nanoseconds on the wall clock, which the click driver and the other toolkits also read.
func realtimeNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

/// The scene every toolkit draws: 1000 overlapping 80×60 rectangles in 1280×800.
func sceneFrame(_ index: Int) -> CGRect {
    CGRect(x: (index * 37) % 1200, y: (index * 53) % 740, width: 80, height: 60)
}

func sceneColor(_ index: Int) -> UIColor {
    UIColor(red: CGFloat(index % 7) / 7, green: CGFloat(index % 5) / 5, blue: CGFloat(index % 3) / 3, alpha: 1)
}

@MainActor
func openBackend() -> X11Backend {
    do {
        let backend = try X11Backend()
        UIApplication.shared.install(backend: backend)
        return backend
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}

/// Shows `window` and lets it map and draw its first frame.
@MainActor
func show(_ window: UIWindow, backend: X11Backend) {
    window.makeKeyAndVisible()
    for _ in 0..<5 {
        UIApplication.shared.runPendingWork()
        XSync(backend.display, 0)
        usleep(20_000)
    }
}

/// Times `runs` repetitions of `body` followed by drawing and a round trip; prints the median.
/// The drawing is `layer.displayIfNeeded()` (R12.9): only the redraw, as Tk's `update idletasks`
/// and GTK's `gdk_window_process_updates` are, not a whole turn of the event loop.
///
/// Where the time goes, as CPU time (wall time cannot split it: on a busy machine the server
/// often runs on this process's core the moment the pixels are sent): "LABEL_ours" is the median
/// of this process's CPU time in a frame (`body`, the render pass into the shared-memory image,
/// Xlib), "LABEL_server" that of the X server's, read from /proc/PID/schedstat when
/// XUIKIT_PEER_SERVER_PID names it (copying the pixels out of shared memory into the window).
/// "LABEL_render" is the median wall time of `body` and the drawing alone, before the round trip:
/// the render pass and the queued request, steadier than the rest when the machine is noisy.
@MainActor
func timeFrames(_ label: String, runs: Int, backend: X11Backend, window: UIWindow, _ body: () -> Void) {
    let server = ProcessInfo.processInfo.environment["XUIKIT_PEER_SERVER_PID"].map { "/proc/\($0)/schedstat" }
    var samples: [Double] = [], ours: [Double] = [], servers: [Double] = [], renders: [Double] = []
    for _ in 0..<runs {
        let serverStart = server.flatMap(runtimeNanoseconds)
        let cpuStart = processCPUNanoseconds()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        window.layer.displayIfNeeded()
        let drawn = DispatchTime.now().uptimeNanoseconds
        XSync(backend.display, 0)
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / 1e6)
        renders.append(Double(drawn - start) / 1e6)
        ours.append(Double(processCPUNanoseconds() - cpuStart) / 1e6)
        if let serverStart, let serverEnd = server.flatMap(runtimeNanoseconds) {
            servers.append(Double(serverEnd - serverStart) / 1e6)
        }
    }
    print("\(label) \(String(format: "%.3f", median(samples)))")
    print("\(label)_ours \(String(format: "%.3f", median(ours)))")
    print("\(label)_render \(String(format: "%.4f", median(renders)))")
    if !servers.isEmpty { print("\(label)_server \(String(format: "%.3f", median(servers)))") }
}

/// This process's CPU time, every thread, in nanoseconds.
func processCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The CPU time a task has run, in nanoseconds: the first field of its /proc/…/schedstat.
func runtimeNanoseconds(_ path: String) -> UInt64? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 64)
    guard fread(&buffer, 1, 63, file) > 0 else { return nil }
    return UInt64(strtoull(buffer, nil, 10))
}

/// The text of label `index` of the text scene: Latin and CJK lines in turn (as gtk-scene.c's).
func labelText(_ index: Int) -> String { index % 2 == 0 ? "Label \(index): brown fox" : "标签 \(index) 東京の天気" }

/// A white 320 × 200 window showing one system button "Say hello" at (20, 20), 160 × 44.
@MainActor
func buttonWindow(backend: X11Backend) -> (UIWindow, UIButton) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.backgroundColor = .white
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
    button.setTitle("Say hello", for: .normal)
    window.addSubview(button)
    show(window, backend: backend)
    return (window, button)
}

@MainActor
final class HelloController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.setTitle("Say hello", for: .normal)
        button.addTarget(nil, action: .peerHello, for: .touchUpInside)
        view.addSubview(button)
    }
    func hello() { print("action \(realtimeNanoseconds())") }
}

extension Selector { static let peerHello = Selector("hello", HelloController.hello) }

@MainActor
final class HelloDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = HelloController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func main() {
    let arguments = CommandLine.arguments
    let mode = arguments.count > 1 ? arguments[1] : "hello"
    let runs = Int(arguments.last ?? "") ?? 30
    switch mode {
    case "scene":
        let backend = openBackend()
        let alpha: CGFloat = arguments.count > 2 && arguments[2] == "alpha" ? 0.8 : 1
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        for index in 0..<1000 {
            let view = UIView(frame: sceneFrame(index))
            view.backgroundColor = sceneColor(index)
            view.alpha = alpha
            window.addSubview(view)
        }
        show(window, backend: backend)
        timeFrames("redraw_ms", runs: runs, backend: backend, window: window) { window.setNeedsDisplay() }
    case "text":
        let backend = openBackend()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        let font = UIFont.systemFont(ofSize: 12)
        for index in 0..<500 {
            let label = UILabel(frame: CGRect(x: (index % 10) * 128, y: (index / 10) * 16, width: 128, height: 16))
            label.font = font
            label.textColor = .black
            label.text = labelText(index)
            window.addSubview(label)
        }
        show(window, backend: backend)
        timeFrames("text_ms", runs: runs, backend: backend, window: window) { window.setNeedsDisplay() }
    case "rings":
        // 1000 CAShapeLayer rings animating strokeEnd at 60 Hz, against gtk-scene.c's "rings"
        // (the same arcs with cairo): circles of radius 12 starting at 12 o'clock, clockwise,
        // lineWidth 4, no fill, each a CABasicAnimation of "strokeEnd" 0 → 1 over runs / 60 s,
        // on a manual clock stepped 1/60 s a frame (as "fade").
        // XUIKIT_PEER_NO_SHORTCUTS=1: the painter's and animations' shortcuts off (RenderShortcuts),
        // to measure what they save in one build.
        if ProcessInfo.processInfo.environment["XUIKIT_PEER_NO_SHORTCUTS"] == "1" { RenderShortcuts.enabled = false }
        let backend = openBackend()
        let app = UIApplication.shared
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        show(window, backend: backend)
        var time: TimeInterval = 1000
        app.useManualClock(startingAt: time)
        for index in 0..<1000 {
            let ring = CAShapeLayer()
            let center = CGPoint(x: 16 + (index % 40) * 32, y: 16 + (index / 40) * 32)
            ring.path = UIBezierPath(arcCenter: center, radius: 12, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                     clockwise: true).cgPath
            ring.lineWidth = 4
            ring.fillColor = nil
            ring.strokeColor = sceneColor(index)
            window.layer.addSublayer(ring)
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = Double(runs) / 60
            ring.add(grow, forKey: "grow")
        }
        timeFrames("rings_ms", runs: runs, backend: backend, window: window) {
            time += 1.0 / 60
            app.advanceClock(to: time)
        }
    case "fade":
        let backend = openBackend()
        let app = UIApplication.shared
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        var views: [UIView] = []
        for index in 0..<1000 {
            let view = UIView(frame: sceneFrame(index))
            view.backgroundColor = sceneColor(index)
            window.addSubview(view)
            views.append(view)
        }
        show(window, backend: backend)
        // The animation clock steps 1/60 s a frame, as the display link would at 60 Hz.
        var time: TimeInterval = 1000
        app.useManualClock(startingAt: time)
        UIView.animate(withDuration: Double(runs) / 60, delay: 0, options: .curveLinear, animations: {
            for view in views { view.alpha = 0.2 }
        })
        timeFrames("fade_ms", runs: runs, backend: backend, window: window) {
            time += 1.0 / 60
            app.advanceClock(to: time)
        }
    case "button":
        let backend = openBackend()
        let (window, button) = buttonWindow(backend: backend)
        timeFrames("button_ms", runs: runs, backend: backend, window: window) { button.setNeedsDisplay() }
    case "press":
        // XUIKit's own: the redraw of a press and a release (the button's highlighted look in
        // turn), without the input's routing: the part of click to photons after the event.
        let backend = openBackend()
        let (window, button) = buttonWindow(backend: backend)
        timeFrames("press_ms", runs: runs, backend: backend, window: window) { button.isHighlighted.toggle() }
    case "tap":
        // XUIKit's own: a pointer press and release on the button handed to the application as
        // the X backend hands them on (routing, the control's tracking, the action), each drawn
        // and presented: click to photons without the X server's side.
        let backend = openBackend()
        let app = UIApplication.shared
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = HelloController()
        show(window, backend: backend)
        let id = window.windowID!
        var time = Date().timeIntervalSinceReferenceDate, down = false
        timeFrames("tap_ms", runs: runs, backend: backend, window: window) {
            down.toggle()
            time += 0.05
            app.handle(InputEvent(timestamp: time, window: id,
                                  kind: .pointerButton(.init(button: 1, isDown: down, location: CGPoint(x: 100, y: 42)))))
        }
    case "hittest":
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        for index in 0..<10_000 {
            window.addSubview(UIView(frame: CGRect(x: (index * 37) % 1200, y: (index * 53) % 740, width: 80, height: 60)))
        }
        var samples: [Double] = []
        for run in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<1000 {
                _ = window.hitTest(CGPoint(x: (i * 97 + run) % 1280, y: (i * 61) % 800), with: nil)
            }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / 1000)
        }
        print("hittest_us \(String(format: "%.3f", median(samples)))")
    default:
        // Launched exactly as an app's @main is (XUIKit's UIApplicationDelegate.main), so the
        // start-up figure measures what apps do.
        HelloDelegate.main()
    }
}

MainActor.assumeIsolated { main() }

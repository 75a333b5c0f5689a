import XUIKit

/// A stopwatch that shows the event loop at work: a `Timer` ticks the label, a background
/// computation reports back on `DispatchQueue.main`, a `Task` runs on the main actor and a block
/// waits for the run loop's next pass (`RunLoop.main.perform`).
/// Each of them also prints a line, so tests (and you) can watch the loop from a terminal.
/// It starts from `main.swift`, as iOS apps without `@main` do.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 150))
        window.title = "Ticker"
        window.rootViewController = TickerViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class TickerViewController: UIViewController {
    private let label = UILabel(frame: CGRect(x: 20, y: 20, width: 220, height: 40))
    private let button = UIButton(type: .system)
    private var timer: Timer?
    private var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.font = .monospacedSystemFont(ofSize: 28, weight: .regular)
        label.textAlignment = .center
        label.text = "0.0 s"
        view.addSubview(label)
        button.frame = CGRect(x: 60, y: 80, width: 140, height: 44)
        button.setTitle("Stop", for: .normal)
        button.addTarget(nil, action: .toggleTicking, for: .touchUpInside)
        view.addSubview(button)
        startTicking()

        DispatchQueue.global().async {
            let sum = (1...1_000).reduce(0, +)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { print("main queue: background sum \(sum)") }
            }
        }
        Task { @MainActor in
            print("task: ran on the main actor")
        }
        RunLoop.main.perform {
            MainActor.assumeIsolated { print("run loop: perform block ran") }
        }
    }

    private func startTicking() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    private func tick() {
        ticks += 1
        label.text = String(format: "%.1f s", Double(ticks) / 10)
        if ticks == 3 { print("timer: 3 ticks") }
    }

    func toggleTicking() {
        if let timer {
            timer.invalidate()
            self.timer = nil
            button.setTitle("Start", for: .normal)
            print("stopped at \(ticks) ticks")
        } else {
            startTicking()
            button.setTitle("Stop", for: .normal)
        }
    }
}

extension Selector {
    static let toggleTicking = Selector("toggleTicking", TickerViewController.toggleTicking)
}

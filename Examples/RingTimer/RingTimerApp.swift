import XUIKit

/// A countdown timer written as iOS code writes one with Core Animation: a progress ring that is a
/// `CAShapeLayer` whose `strokeEnd` a `CABasicAnimation` runs down, a header view whose
/// `layerClass` is `CAGradientLayer`, a `CATextLayer` badge, a `CAReplicatorLayer` of pulsing
/// dots, and a keyframe shake. Run `swift run RingTimer` (add `--dark` or `--light`,
/// `--seconds N` for the length of a round).
///
/// Prints one line per event, for tests and for you: `ready`, `started`, `paused`, `resumed`,
/// `reset`, `done`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 560))
        window.title = "Ring Timer"
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--dark") { window.overrideUserInterfaceStyle = .dark }
        if arguments.contains("--light") { window.overrideUserInterfaceStyle = .light }
        var seconds: TimeInterval = 25
        if let index = arguments.firstIndex(of: "--seconds"), index + 1 < arguments.count,
           let value = TimeInterval(arguments[index + 1]), value > 0 {
            seconds = value
        }
        window.rootViewController = TimerViewController(duration: seconds)
        window.makeKeyAndVisible()
        self.window = window
        print("ready")
        return true
    }
}

import XUIKit

/// A counter: a button and a label that says how often it was tapped.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.title = "MyApp"
        window.rootViewController = CounterViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class CounterViewController: UIViewController {
    private let total = UILabel(frame: CGRect(x: 20, y: 84, width: 280, height: 30))
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.setTitle("Count", for: .normal)
        button.accessibilityIdentifier = "count"     // what the UI test finds it by
        button.addTarget(nil, action: .countTap, for: .touchUpInside)
        total.text = "Tapped 0 times"
        view.addSubview(button)
        view.addSubview(total)
    }

    func countTap() {
        taps += 1
        total.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
    }
}

extension Selector { static let countTap = Selector("countTap", CounterViewController.countTap) }

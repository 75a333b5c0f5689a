import XUIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = HelloViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class HelloViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.setTitle("Say hello", for: .normal)
        button.accessibilityIdentifier = "hello-button"
        button.addTarget(nil, action: .hello, for: .touchUpInside)
        view.addSubview(button)
    }
    func hello() { print("Hello from the responder chain") }
}

extension Selector { static let hello = Selector("hello", HelloViewController.hello) }

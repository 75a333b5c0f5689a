import XUIKit

/// Every standard control on one screen, in the light or the dark appearance, at any scale.
///
///     swift run Gallery            # follows the desktop (XSETTINGS), light without one
///     swift run Gallery --dark     # or --light: overrides the window's interface style
///     XUIKIT_SCALE=2 swift run Gallery
///     swift run Gallery --tabs     # inside a tab bar controller, with a second "Bars" tab
///
/// Prints `ready WxH scale=S` once laid out, `button=(x, y, w, h)` and `field=x,y` (the text
/// field's centre; window points) for tests,
/// and one line per action: `tapped`, `switch on`, `slider 0.70`, `stepper 3`, `segment 1`,
/// `bar add`, `bar share`, `editing on`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 440, height: 560))
        window.title = "Gallery"
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--dark") { window.overrideUserInterfaceStyle = .dark }
        if arguments.contains("--light") { window.overrideUserInterfaceStyle = .light }
        let gallery = UINavigationController(rootViewController: GalleryViewController())
        if arguments.contains("--tabs") {
            let tabs = UITabBarController()
            gallery.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 0)
            let bars = UINavigationController(rootViewController: BarsViewController())
            bars.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
            bars.tabBarItem.title = "Bars"
            bars.tabBarItem.badgeValue = "3"
            tabs.viewControllers = [gallery, bars]
            window.rootViewController = tabs
        } else {
            window.rootViewController = gallery
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class GalleryViewController: UIViewController {
    let button = UIButton(type: .system)
    let toggle = UISwitch()
    let slider = UISlider()
    let stepper = UIStepper()
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let field = UITextField()
    let progress = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .medium)
    let pages = UIPageControl()
    private var stack: UIStackView!
    private var reported = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: .barAdd),
            UIBarButtonItem(barButtonSystemItem: .action, target: self, action: .barShare),
        ]

        let heading = UILabel()
        heading.text = "Every control"
        heading.font = .boldSystemFont(ofSize: 20)
        let note = UILabel()
        note.text = "Secondary text follows the appearance"
        note.textColor = .secondaryLabel

        button.setTitle("Press me", for: .normal)
        button.addTarget(nil, action: .tapped, for: .touchUpInside)
        button.toolTip = "Reports the press below"
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let buttons = UIStackView(arrangedSubviews: [button, disabled])
        buttons.spacing = 16

        toggle.isOn = true
        toggle.addTarget(nil, action: .switched, for: .valueChanged)
        slider.value = 0.4
        slider.addTarget(nil, action: .slid, for: .valueChanged)
        stepper.value = 2
        stepper.addTarget(nil, action: .stepped, for: .valueChanged)
        segments.selectedSegmentIndex = 1
        segments.addTarget(nil, action: .segmented, for: .valueChanged)
        field.placeholder = "Type here"
        field.borderStyle = .roundedRect
        progress.progress = 0.6
        spinner.startAnimating()
        pages.numberOfPages = 4
        pages.currentPage = 1

        let swatches = UIStackView(arrangedSubviews: [UIColor.systemRed, .systemOrange, .systemYellow, .systemGreen,
                                                      .systemTeal, .systemBlue, .systemIndigo, .systemPurple, .systemPink]
            .map { color in
                let swatch = UIView()
                swatch.backgroundColor = color
                swatch.layer.cornerRadius = 4
                return swatch
            })
        swatches.distribution = .fillEqually
        swatches.spacing = 6

        stack = UIStackView(arrangedSubviews: [
            heading, note, buttons,
            row("Switch", toggle), row("Slider", slider), row("Stepper", stepper),
            segments, field, row("Progress", progress), row("Activity", spinner), pages, swatches,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            slider.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            progress.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            swatches.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    /// A label on the left and a control on the right.
    private func row(_ text: String, _ control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = text
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 12
        row.alignment = .center
        return row
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        stack.layoutIfNeeded()
        let frame = button.convert(button.bounds, to: nil)
        let fieldFrame = field.convert(field.bounds, to: nil)
        let line = "ready \(Int(view.bounds.width))x\(Int(view.bounds.height)) scale=\(UIScreen.main.scale)\n"
            + "button=(\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width)), \(Int(frame.height)))\n"
            + "field=\(Int(fieldFrame.midX)),\(Int(fieldFrame.midY))"
        if line != reported, frame.width > 0 {
            reported = line
            print(line)
        }
    }

    func tapped() { print("tapped") }
    func switched() { print("switch \(toggle.isOn ? "on" : "off")") }
    func slid() { print("slider \(String(format: "%.2f", slider.value))") }
    func stepped() { print("stepper \(Int(stepper.value))") }
    func segmented() { print("segment \(segments.selectedSegmentIndex)") }
    func barAdd() { print("bar add") }
    func barShare() { print("bar share") }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        print("editing \(editing ? "on" : "off")")
    }
}

/// The second tab of `--tabs`: every system bar button item, in the navigation bar and a toolbar.
final class BarsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bars"
        view.backgroundColor = .systemBackground
        navigationItem.prompt = "System items, drawn as UIKit draws them"
        navigationItem.rightBarButtonItems = ([.done, .save] as [UIBarButtonItem.SystemItem]).map { UIBarButtonItem(systemItem: $0) }
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        let glyphs: [UIBarButtonItem.SystemItem] = [.add, .compose, .reply, .action, .organize, .bookmarks, .search,
                                                   .refresh, .stop, .camera, .trash, .play, .pause, .rewind,
                                                   .fastForward, .undo, .redo, .close]
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 140, width: 440, height: 44))
        toolbar.items = glyphs.prefix(9).map { UIBarButtonItem(systemItem: $0) }
        let second = UIToolbar(frame: CGRect(x: 0, y: 200, width: 440, height: 44))
        second.items = glyphs.dropFirst(9).map { UIBarButtonItem(systemItem: $0) }
        view.addSubview(toolbar)
        view.addSubview(second)
        toolbarItems = [UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil), .flexibleSpace(),
                        UIBarButtonItem(title: "Done style", style: .done, target: nil, action: nil)]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: false)
    }
}

extension Selector {
    static let tapped = Selector("tapped", GalleryViewController.tapped)
    static let switched = Selector("switched", GalleryViewController.switched)
    static let slid = Selector("slid", GalleryViewController.slid)
    static let stepped = Selector("stepped", GalleryViewController.stepped)
    static let segmented = Selector("segmented", GalleryViewController.segmented)
    static let barAdd = Selector("barAdd", GalleryViewController.barAdd)
    static let barShare = Selector("barShare", GalleryViewController.barShare)
}

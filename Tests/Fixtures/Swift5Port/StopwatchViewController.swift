import XUIKit

final class StopwatchViewController: UIViewController {
    private let timeLabel = UILabel()
    private let startButton = RoundButton(title: "Start", color: #colorLiteral(red: 0.2, green: 0.7, blue: 0.3, alpha: 1))
    private var timer: Timer?
    private var elapsed: TimeInterval = 0
    private var laps: [TimeInterval] = []
    private var heightConstraint = NSLayoutConstraint()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .light)
        timeLabel.attributedText = "0.0".attributed(size: 48, color: .label)
        timeLabel.textAlignment = .center
        view.addSubview(timeLabel)
        view.addSubview(startButton.button)
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        startButton.button.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            timeLabel.centerXAnchor == view.centerXAnchor,
            timeLabel.topAnchor == view.safeAreaLayoutGuide.topAnchor + 40,
            startButton.button.centerXAnchor == view.centerXAnchor,
            startButton.button.topAnchor == timeLabel.bottomAnchor + 20,
        ])
        heightConstraint = startButton.button.heightAnchor.constraint(equalToConstant: 44)
        heightConstraint.isActive = true
        startButton.button.addTarget(self, action: .toggleTimer, for: .touchUpInside)
        NotificationCenter.default.addObserver(self, selector: .keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        // Kept for the life of the app, so their results are dropped, as Apple's SDK allows.
        NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification,
                                               object: nil, queue: .main) { _ in print("stopwatch: bye") }
        Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in print("stopwatch: a minute in") }
        title = "Stopwatch"
    }

    private func toggleTimer() {
        if let timer = timer {
            timer.invalidate()
            self.timer = nil
            startButton.setTitle("Start")
            laps.append(elapsed)
            return
        }
        startButton.setTitle("Stop")
        // A Timer block and a main-queue closure: not main-actor isolated in Swift 5 code.
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            guard let self = self else { return }
            self.elapsed += 0.1
            self.timeLabel.text = String(format: "%.1f", self.elapsed)
        }
        DispatchQueue.main.async {
            self.timeLabel.textColor = .systemGreen
            UIView.animate(withDuration: 0.25) {
                self.startButton.button.alpha = 0.8
            }
        }
        DispatchQueue.global().async {
            let total = self.laps.reduce(0, +)
            DispatchQueue.main.async {
                self.title = "Total \(Int(total))"
            }
        }
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        additionalSafeAreaInsets.bottom = frame.height
    }

    func reset() {
        elapsed = 0
        perform(.reset, with: nil, afterDelay: 1)
        UIResponder.cancelPreviousPerformRequests(withTarget: self)
        if let index = laps.firstIndex(of: 0) { laps.remove(at: index) }
    }
}

// The private-action form: a Selector in the class's scope, re-exported for `.name` call sites.
extension StopwatchViewController {
    nonisolated static let toggleTimerAction = Selector("toggleTimer", toggleTimer)
    nonisolated static let keyboardWillShowAction = Selector("keyboardWillShow:", keyboardWillShow)
}

extension Selector {
    static let toggleTimer = StopwatchViewController.toggleTimerAction
    static let keyboardWillShow = StopwatchViewController.keyboardWillShowAction
    static let reset = Selector("reset", StopwatchViewController.reset)
}

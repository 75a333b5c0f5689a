import XUIKit

/// The timer screen: a gradient header with a `CATextLayer` badge, the ring with the time left
/// in its middle, a row of pulsing dots (a `CAReplicatorLayer`) while it runs, and Start/Pause
/// and Reset buttons. Reset shakes the time with a `CAKeyframeAnimation`.
final class TimerViewController: UIViewController {
    private let duration: TimeInterval
    private let header = GradientHeaderView()
    private let titleLabel = UILabel()
    private let badge = CATextLayer()
    private let ring = RingView()
    private let timeLabel = UILabel()
    private let dots = CAReplicatorLayer()
    private let dot = CALayer()
    private let startButton = UIButton(type: .system)
    private let resetButton = UIButton(type: .system)
    private var ticker: Timer?
    private var running = false
    private var rounds = 0

    init(duration: TimeInterval) {
        self.duration = duration
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Focus"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        badge.string = "ROUND 1"
        badge.fontSize = 12
        badge.foregroundColor = UIColor.white.cgColor
        badge.backgroundColor = UIColor.black.withAlphaComponent(0.25).cgColor
        badge.alignmentMode = .center
        badge.cornerRadius = 10
        badge.contentsScale = UIScreen.main.scale
        header.layer.addSublayer(badge)

        timeLabel.font = .monospacedDigitSystemFont(ofSize: 44, weight: .medium)
        timeLabel.textAlignment = .center
        timeLabel.text = format(duration)

        dot.backgroundColor = UIColor.systemPink.cgColor
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.position = CGPoint(x: 5, y: 5)
        dot.opacity = 0.2
        dots.addSublayer(dot)
        dots.instanceCount = 5
        dots.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        dots.instanceDelay = 0.15
        ring.layer.addSublayer(dots)

        startButton.setTitle("Start", for: .normal)
        resetButton.setTitle("Reset", for: .normal)
        startButton.addTarget(self, action: Selector("toggle", TimerViewController.toggle), for: .touchUpInside)
        resetButton.addTarget(self, action: Selector("reset", TimerViewController.reset), for: .touchUpInside)
        ring.onFinish = { [weak self] in self?.finished() }

        let buttons = UIStackView(arrangedSubviews: [resetButton, startButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 24

        for subview in [header, titleLabel, ring, timeLabel, buttons] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 110),
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -18),
            ring.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 36),
            ring.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ring.widthAnchor.constraint(equalToConstant: 260),
            ring.heightAnchor.constraint(equalToConstant: 260),
            timeLabel.centerXAnchor.constraint(equalTo: ring.centerXAnchor),
            timeLabel.centerYAnchor.constraint(equalTo: ring.centerYAnchor, constant: -8),
            buttons.topAnchor.constraint(equalTo: ring.bottomAnchor, constant: 36),
            buttons.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            buttons.widthAnchor.constraint(equalToConstant: 240),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        badge.frame = CGRect(x: header.bounds.width - 100, y: header.bounds.height - 46, width: 80, height: 20)
        dots.frame = CGRect(x: ring.bounds.midX - 45, y: ring.bounds.midY + 34, width: 90, height: 10)
    }

    private func toggle() {
        if running {
            running = false
            ring.pause()
            stopPulsing()
            ticker?.invalidate()
            startButton.setTitle("Start", for: .normal)
            print("paused")
            return
        }
        var left = ring.fractionLeft
        if left <= 0.001 { left = 1 }
        running = true
        ring.run(from: left, duration: duration * Double(left))
        startPulsing()
        startButton.setTitle("Pause", for: .normal)
        ticker = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        print(left < 0.999 ? "resumed" : "started")
    }

    private func reset() {
        running = false
        ticker?.invalidate()
        stopPulsing()
        ring.reset()
        timeLabel.text = format(duration)
        startButton.setTitle("Start", for: .normal)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -12, 12, -8, 8, 0]
        shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        timeLabel.layer.add(shake, forKey: "shake")
        print("reset")
    }

    private func tick() {
        timeLabel.text = format(duration * Double(ring.fractionLeft))
    }

    private func finished() {
        running = false
        ticker?.invalidate()
        stopPulsing()
        timeLabel.text = format(0)
        rounds += 1
        badge.string = "ROUND \(rounds + 1)"
        startButton.setTitle("Start", for: .normal)
        print("done")
    }

    private func startPulsing() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 0.2
        pulse.toValue = 1
        pulse.duration = 0.45
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")
    }

    private func stopPulsing() {
        dot.removeAnimation(forKey: "pulse")
    }

    private func format(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        return String(format: "%02d:%02d", whole / 60, whole % 60)
    }
}

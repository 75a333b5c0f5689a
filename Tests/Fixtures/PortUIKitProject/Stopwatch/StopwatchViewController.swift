//
//  StopwatchViewController.swift
//  Stopwatch
//

import UIKit

class StopwatchViewController: UIViewController {
    private let timeLabel = UILabel()
    private var timer: Timer?
    private var elapsed: TimeInterval = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stopwatch"
        view.backgroundColor = .systemBackground
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .light)
        timeLabel.text = "0.0"
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(timeLabel)
        NSLayoutConstraint.activate([
            timeLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            timeLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Start", style: .plain, target: self, action: #selector(toggle))
    }

    @objc private func toggle() {
        if let timer = timer {
            timer.invalidate()
            self.timer = nil
            navigationItem.rightBarButtonItem?.title = "Start"
        } else {
            timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            navigationItem.rightBarButtonItem?.title = "Stop"
        }
    }

    @objc private func tick() {
        elapsed += 0.1
        timeLabel.text = String(format: "%.1f", elapsed)
    }
}

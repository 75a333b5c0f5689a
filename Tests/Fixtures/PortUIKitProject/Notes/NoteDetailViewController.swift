//
//  NoteDetailViewController.swift
//  Notes
//

import UIKit

final class NoteDetailViewController: UIViewController {

    private let textView = UITextView()
    private let text: String
    private let saveButton = UIButton(type: .system)
    @IBOutlet weak var footerLabel: UILabel!
    @IBInspectable var pulses: Bool = true

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.text = text
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.frame = view.bounds.insetBy(dx: 16, dy: 16)
        view.addSubview(textView)
        saveButton.setTitle("Save", for: .normal)
        saveButton.addTarget(self, action: #selector(save(_:forEvent:)), for: .touchUpInside)
        view.addSubview(saveButton)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        view.addGestureRecognizer(tap)
        Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { timer in
            print("note open for \(timer.timeInterval) s")
        }
    }

    @objc private func save(_ sender: Any?, forEvent event: UIEvent?) {
        textView.resignFirstResponder()
        UIView.animate(withDuration: 0.25) {
            self.saveButton.alpha = 0.5
        }
        guard pulses else { return }
        let pulse = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        pulse.fromValue = 1
        pulse.toValue = 0.4
        pulse.autoreverses = true
        pulse.setValue(saveButton.layer, forKey: "pulsedLayer")
        saveButton.layer.add(pulse, forKey: #keyPath(CALayer.opacity))
        let move = CABasicAnimation(keyPath: #keyPath(CALayer.position.x))
        move.byValue = 4
        saveButton.layer.add(move, forKey: nil)
    }

    @IBAction private func dismissKeyboard() {
        view.endEditing(true)
    }
}

//
//  NotesViewController.swift
//  Notes
//

import Foundation
import UIKit
import CoreGraphics

class NotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    private var notes: [String] = ["Groceries", "Ideas"]
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var refreshTimer: Timer?

    let addButton: UIButton = {
        let button = UIButton(type: .contactAdd)
        button.addTarget(self, action: #selector(addNote), for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            print("Notes is active")
        }
        title = "Notes"
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        tableView.estimatedRowHeight = 44
        view.addSubview(tableView)
        view.addSubview(addButton)
        addButton.frame = CGRect(x: 20, y: 20, width: 22, height: 22)

        let clear = UIButton(type: .system)
        clear.setTitle("Clear", for: .normal)
        clear.addTarget(self, action: #selector(clearTapped(_:)), for: .touchUpInside)
        view.addSubview(clear)

        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(self.handleLongPress(_:)))
        tableView.addGestureRecognizer(longPress)

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        refreshTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
    }

    @objc private func addNote() {
        notes.append("Note \(notes.count + 1)")
        tableView.reloadData()
        navigationController?.pushViewController(NoteDetailViewController(text: notes.last ?? ""), animated: true)
    }

    @objc private func clearTapped(_ sender: UIButton) {
        let alert = UIAlertController(title: "Clear all?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { _ in
            self.notes.removeAll()
            self.tableView.reloadData()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.setValue(NSAttributedString(string: "Clear all?"), forKey: "attributedTitle")
        present(alert, animated: true)
    }

    @objc func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let point = recognizer.location(in: tableView)
        if let indexPath = tableView.indexPathForRow(at: point) {
            notes.remove(at: indexPath.row)
            tableView.reloadData()
        }
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        tableView.contentInset.bottom = frame.height
    }

    @objc func refresh() {
        DispatchQueue.main.async {
            self.tableView.reloadData()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }
}

import Foundation
@_spi(Testing) import XUIKitCore

// Issue 25's hostile text (scripts/bench-text.sh writes the files, and lays the same ones out with
// pango-view and with Pango as XUIKit set it up before the bounds): a label of each file measured
// at 300 pt wide (numberOfLines 0) and unwrapped, then measured and drawn again (the cache), and
// big pastes into a text view and a text field. CPU seconds and the process's peak resident
// memory; figures only.

/// The CPU time this process has used, in seconds.
func cpuSeconds() -> Double {
    var usage = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &usage)
    return Double(usage.tv_sec) + Double(usage.tv_nsec) / 1e9
}

/// A `/proc/self/status` field in KiB (VmRSS, VmHWM).
func procStatusKiB(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
}

@MainActor
func runTextFileBenchmarks(_ paths: [String]) {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    Diagnostics.handler = { _ in }
    for path in paths {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { print("cannot read \(path)"); continue }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        label.numberOfLines = 0
        label.text = text
        window.addSubview(label)
        var start = cpuSeconds()
        let wrapped = label.sizeThatFits(CGSize(width: 300, height: 0))
        let first = cpuSeconds() - start
        start = cpuSeconds()
        for _ in 0..<5 { _ = label.sizeThatFits(CGSize(width: 300, height: 0)) }
        label.setNeedsDisplay()
        app.runPendingWork()
        let again = cpuSeconds() - start
        start = cpuSeconds()
        let line = label.sizeThatFits(.zero)
        let unwrapped = cpuSeconds() - start
        label.removeFromSuperview()
        let name = (path as NSString).lastPathComponent
        print(String(format: "xuikit %@ (%d KB): wrapped at 300 pt %.3f s (%.0f × %.0f pt); 5 more measurements + a draw %.3f s; unwrapped %.3f s (%.0f pt wide); peak RSS %d MiB",
                     name, text.utf8.count / 1000, first, wrapped.width, wrapped.height, again, unwrapped, line.width,
                     procStatusKiB("VmHWM") / 1024))
    }
}

@MainActor
func runPasteBenchmarks(megabytes: Int) {
    let app = UIApplication.makeFreshForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.makeKeyAndVisible()
    let line = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.\n"
    let pasted = String(repeating: line, count: megabytes * 1_000_000 / line.utf8.count)
    for kind in ["UITextView", "UITextField"] {
        let editor: UIView & UIKeyInput = kind == "UITextView"
            ? UITextView(frame: CGRect(x: 0, y: 0, width: 380, height: 300))
            : UITextField(frame: CGRect(x: 0, y: 0, width: 380, height: 34))
        window.addSubview(editor)
        _ = editor.becomeFirstResponder()
        app.runPendingWork()
        UIPasteboard.general.string = pasted
        let rss = procStatusKiB("VmRSS")
        let start = cpuSeconds()
        if let view = editor as? UITextView { view.paste(nil) } else if let field = editor as? UITextField { field.paste(nil) }
        app.runPendingWork()
        let seconds = cpuSeconds() - start
        print(String(format: "paste %d MB into %@: %.2f s CPU, RSS +%d MiB (peak %d MiB)",
                     megabytes, kind, seconds, (procStatusKiB("VmRSS") - rss) / 1024, procStatusKiB("VmHWM") / 1024))
        editor.removeFromSuperview()
    }
}

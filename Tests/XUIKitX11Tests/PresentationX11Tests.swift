import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Counts a presentation delegate's didDismiss.
@MainActor
private final class DismissCounter: UIAdaptivePresentationControllerDelegate {
    var dismissed = 0
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed += 1 }
}

/// Records the updater's calls.
@MainActor
private final class UpdaterLog: UISearchResultsUpdating {
    var texts: [String] = []
    func updateSearchResults(for searchController: UISearchController) { texts.append(searchController.searchBar.text ?? "") }
}

/// Issue 21 on a real server: Escape dismisses a sheet, a click outside dismisses a popover,
/// typing into a search bar reaches the results updater — all with XTest input.
@Suite("Presentation and search on Xvfb", .serialized)
@MainActor
struct PresentationX11Tests {
    private func show(_ controller: UIViewController, in session: X11Session, size: CGSize = CGSize(width: 800, height: 600)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        session.show(window)
        return window
    }

    private func settle(_ seconds: TimeInterval = 0.5) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            UIApplication.shared.runPendingWork()
            usleep(10_000)
        }
    }

    @Test("R18.4, R18.5: Escape typed with XTest dismisses a page sheet and the delegate hears didDismiss")
    func escapeDismissesSheet() throws {
        try withX11App { session in
            let root = UIViewController()
            _ = show(root, in: session)
            let sheet = UIViewController()
            sheet.view.backgroundColor = .systemBackground
            let counter = DismissCounter()
            sheet.presentationController?.delegate = counter
            root.present(sheet, animated: true)
            settle()
            #expect(root.presentedViewController === sheet)
            session.client.type(XK_Escape)
            settle()
            #expect(root.presentedViewController == nil)
            #expect(sheet.viewIfLoaded?.window == nil)
            #expect(counter.dismissed == 1)
        }
    }

    @Test("R18.4: a click outside a popover, with XTest, dismisses it; a click inside does not")
    func clickOutsidePopover() throws {
        try withX11App { session in
            let root = UIViewController()
            let source = UIView(frame: CGRect(x: 100, y: 60, width: 60, height: 30))
            root.view.addSubview(source)
            _ = show(root, in: session)
            let content = UIViewController()
            content.view.backgroundColor = .systemYellow
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 240, height: 160)
            content.popoverPresentationController?.sourceView = source
            root.present(content, animated: false)
            settle(0.2)
            let frame = content.view.convert(content.view.bounds, to: nil)
            session.click(x: Int32(frame.midX), y: Int32(frame.midY))
            settle(0.2)
            #expect(root.presentedViewController === content)
            session.click(x: 700, y: 500)
            settle()
            #expect(root.presentedViewController == nil)
        }
    }

    @Test("R18.20, R18.21: text typed with XTest into a search bar reaches the results updater, key by key")
    func typingIntoSearchBar() throws {
        try withX11App { session in
            let root = UIViewController()
            let search = UISearchController(searchResultsController: nil)
            let log = UpdaterLog()
            search.searchResultsUpdater = log
            search.obscuresBackgroundDuringPresentation = false
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            table.tableHeaderView = search.searchBar
            root.view.addSubview(table)
            _ = show(root, in: session, size: CGSize(width: 400, height: 300))
            let field = search.searchBar.searchTextField
            let centre = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
            session.click(x: Int32(centre.x), y: Int32(centre.y))
            #expect(search.isActive)
            for keysym in [XK_t, XK_e, XK_a] {
                session.client.type(keysym)
                UIApplication.shared.runPendingWork()
            }
            settle(0.2)
            #expect(search.searchBar.text == "tea")
            #expect(log.texts == ["", "t", "te", "tea"])
        }
    }
}

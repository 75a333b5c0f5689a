import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Five pages, in order, and a log of the delegate's calls.
@MainActor
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = (0 ..< 5).map { index -> UIViewController in
        let page = UIViewController()
        page.title = "page \(index)"
        return page
    }
    var log: [String] = []

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("willTransitionTo \(pendingViewControllers.first?.title ?? "")")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("didFinish from \(previousViewControllers.first?.title ?? "") completed \(completed)")
    }
}

@MainActor
@Suite("UIPageViewController")
struct PageViewControllerTests {
    private func makeBook() -> (Harness, UIPageViewController, PageBook) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let book = PageBook()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        harness.window.rootViewController = pager
        harness.display()
        return (harness, pager, book)
    }

    @Test("R18.40: Right arrow turns to the data source's next page: willTransitionTo, the slide, then didFinishAnimating")
    func arrowKeysTurn() {
        let (harness, pager, book) = makeBook()
        #expect(pager.isFirstResponder, "it takes the keyboard when nothing else has it")
        harness.press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(book.log == ["willTransitionTo page 1"])
        harness.advance(by: 0.5)
        #expect(book.log == ["willTransitionTo page 1", "didFinish from page 0 completed true"])
        #expect(pager.pageControl.currentPage == 1 && pager.pageControl.numberOfPages == 5)
        harness.press(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        harness.advance(by: 0.5)
        #expect(pager.viewControllers?.first === book.pages[0])
        harness.press(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        #expect(pager.viewControllers?.first === book.pages[0], "nothing before the first page")
        #expect(book.log.count == 4)
    }

    @Test("R18.40: setViewControllers shows the page, runs the completion, and does not call the delegate")
    func setViewControllersIsSilent() {
        let (harness, pager, book) = makeBook()
        var completed: Bool?
        pager.setViewControllers([book.pages[3]], direction: .forward, animated: true) { completed = $0 }
        #expect(book.pages[3].view.superview === pager.view)
        #expect(book.pages[0].viewIfLoaded?.superview == nil)
        harness.advance(by: 0.5)
        #expect(completed == true)
        #expect(book.log.isEmpty)
        #expect(pager.children.map { $0 } .count == 1 && pager.children.first === book.pages[3])
    }

    @Test("R18.40: dragging the page left past a third of its width turns to the next page")
    func dragTurns() {
        let (harness, pager, book) = makeBook()
        harness.drag(from: CGPoint(x: 350, y: 150), to: CGPoint(x: 100, y: 150))
        harness.advance(by: 0.5)
        #expect(pager.viewControllers?.first === book.pages[1])
    }
}

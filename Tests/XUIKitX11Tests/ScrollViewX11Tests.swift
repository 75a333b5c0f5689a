import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11

/// UIScrollView on Xvfb: an XTest wheel click goes through the X11 backend, the scroll view's pan
/// and its `contentOffset` to the pixels on the server. Input is followed by `XSync`, so one
/// `runPendingWork()` handles and draws it: no sleeps.
@Suite("UIScrollView on Xvfb", .serialized)
@MainActor
struct ScrollViewX11Tests {
    @Test("A wheel click over a UIScrollView moves contentOffset by 40 and the content's pixels up by 40")
    func wheelScrollsContentPixels() throws {
        try withX11App { session in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.backgroundColor = .white
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.backgroundColor = .white
            scrollView.contentSize = CGSize(width: 320, height: 600)
            let band = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 40))
            band.backgroundColor = .red
            scrollView.addSubview(band)
            window.addSubview(scrollView)
            session.show(window)
            #expect(session.pixel(of: window, x: 160, y: 120) == 0xFF0000, "the band before scrolling")
            #expect(session.pixel(of: window, x: 160, y: 70) == 0xFFFFFF)

            session.client.click(x: 160, y: 100, button: 5)      // one click towards the user
            UIApplication.shared.runPendingWork()

            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
            #expect(session.pixel(of: window, x: 160, y: 70) == 0xFF0000, "the band moved up 40 pt")
            #expect(session.pixel(of: window, x: 160, y: 139 - 40) == 0xFF0000)
            #expect(session.pixel(of: window, x: 160, y: 120) == 0xFFFFFF, "where the band's bottom was")
        }
    }
}

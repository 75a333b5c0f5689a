import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Debug descriptions")
struct DebugDescriptionTests {
    @Test("The view tree prints one indented line per view with frame and flags")
    func viewTree() {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = UIViewController()
        harness.window.rootViewController = controller
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        controller.view.addSubview(button)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        controller.view.addSubview(hidden)
        let lines = harness.window.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(lines[0] == "UIWindow frame=(0, 0, 320, 200)")
        #expect(lines[1] == "   | UIView frame=(0, 0, 320, 200) controller=UIViewController")
        #expect(lines[2] == "   |    | UIButton frame=(20, 20, 160, 44)")
        #expect(lines[3].hasPrefix("   |    |    | UILabel frame="))
        #expect(lines[3].hasSuffix("userInteractionEnabled=false"))
        #expect(lines[4] == "   |    | UIView frame=(0, 0, 10, 10) hidden")
    }
}

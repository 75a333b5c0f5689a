import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

extension MenuPresenter {
    /// The root of the menu open in the shared app, if one is.
    static var current: MenuPresenter? { UIApplication.shared.menuTracking.openMenu }
}

/// A view with a context menu interaction whose delegate builds the menu given, and a log of
/// what ran.
@MainActor
final class ContextMenuFixture: UIContextMenuInteractionDelegate {
    let harness: Harness
    let target = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var log: [String] = []
    var locations: [CGPoint] = []
    var ended = 0
    /// The menu the delegate returns; nil for no menu.
    var menu: UIMenu?

    init(harness: Harness = Harness()) {
        self.harness = harness
        harness.window.addSubview(target)
        target.addInteraction(UIContextMenuInteraction(delegate: self))
        harness.display()
    }

    /// An action that logs its title, and whether the menu was already closed when it ran.
    func action(_ title: String, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) -> UIAction {
        UIAction(title: title, attributes: attributes, state: state) { [unowned self] _ in
            self.log.append(MenuPresenter.current == nil ? "\(title) after close" : "\(title) while open")
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        locations.append(location)
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration) {
        ended += 1
    }

    /// A right click (button 2 in UIKit's numbering) at a point of the main window.
    func rightClick(_ x: CGFloat, _ y: CGFloat) {
        harness.button(2, down: true, x, y)
        harness.button(2, down: false, x, y)
        harness.display()
    }

    /// The open menu's innermost level.
    var openLevel: MenuPresenter? {
        var level = MenuPresenter.current
        while let child = level?.child { level = child }
        return level
    }

    /// The titles of the open level's rows ("-" for a separator).
    var rowTitles: [String] {
        openLevel?.view.rows.map { $0.kind == .separator ? "-" : $0.title } ?? []
    }

    /// A click on row `index` of the open level, sent to the popup window itself.
    func clickRow(_ index: Int) {
        guard let level = openLevel, let id = level.window.windowID else { return }
        let rect = level.view.rowRect(index)
        let point = CGPoint(x: rect.midX, y: rect.midY)
        harness.now += 0.01
        UIApplication.shared.handle(InputEvent(timestamp: harness.now, window: id,
                                               kind: .pointerButton(.init(button: 1, isDown: true, location: point))))
        harness.now += 0.01
        UIApplication.shared.handle(InputEvent(timestamp: harness.now, window: id,
                                               kind: .pointerButton(.init(button: 1, isDown: false, location: point))))
    }
}

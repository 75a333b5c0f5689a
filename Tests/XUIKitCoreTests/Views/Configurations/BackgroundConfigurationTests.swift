import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIBackgroundConfiguration: styles, states and drawing rectangle (R23.4)")
struct BackgroundConfigurationTests {
    func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }

    @Test("R23.4: the styles' colours, light and dark")
    func styles() {
        let tint = UIColor.systemBlue
        #expect(components(UIBackgroundConfiguration.listPlainCell().resolvedBackgroundColor(for: tint)) == [255, 255, 255, 255])
        #expect(components(UIBackgroundConfiguration.listPlainCell().resolvedBackgroundColor(for: tint), .dark) == [0, 0, 0, 255])
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor === UIColor.secondarySystemGroupedBackground)
        #expect(components(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: tint))[3] == 0)
        #expect(components(UIBackgroundConfiguration.listSidebarCell().resolvedBackgroundColor(for: tint))[3] == 0)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(components(UIBackgroundConfiguration.listGroupedHeaderFooter().resolvedBackgroundColor(for: tint))[3] == 0)
        // The list-environment styles take the plain looks; the accompanied sidebar the sidebar's.
        #expect(UIBackgroundConfiguration.listCell().style == .listPlainCell)
        #expect(UIBackgroundConfiguration.listHeader().style == .listPlainHeaderFooter)
        #expect(UIBackgroundConfiguration.listAccompaniedSidebarCell().style == .listSidebarCell)
    }

    @Test("R23.4: selected or highlighted rows turn systemGray4 (plain, grouped) or the tint (sidebar); back again")
    func stateLooks() {
        let tint = UIColor.systemGreen
        let plain = UIBackgroundConfiguration.listPlainCell().updated(for: state(selected: true))
        #expect(components(plain.resolvedBackgroundColor(for: tint)) == [209, 209, 214, 255])
        #expect(components(plain.resolvedBackgroundColor(for: tint), .dark) == [58, 58, 60, 255])
        let grouped = UIBackgroundConfiguration.listGroupedCell().updated(for: state(highlighted: true))
        #expect(components(grouped.resolvedBackgroundColor(for: tint)) == [209, 209, 214, 255])
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state(selected: true))
        #expect(sidebar.resolvedBackgroundColor(for: tint) === tint)
        let normal = sidebar.updated(for: state())
        #expect(components(normal.resolvedBackgroundColor(for: tint))[3] == 0)
        #expect(components(plain.updated(for: state()).resolvedBackgroundColor(for: tint)) == [255, 255, 255, 255])
        // A header does not change.
        let header = UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: state(selected: true))
        #expect(components(header.resolvedBackgroundColor(for: tint)) == [255, 255, 255, 255])
    }

    @Test("R23.4: a nil background or stroke colour is the tint; the transformers apply")
    func nilColoursAndTransformers() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = nil
        #expect(configuration.resolvedBackgroundColor(for: .systemRed) === UIColor.systemRed)
        #expect(configuration.resolvedStrokeColor(for: .systemRed) === UIColor.systemRed)
        configuration.backgroundColor = .red
        configuration.backgroundColorTransformer = .grayscale
        // 0.2126 × 255 = 54.2
        #expect(components(configuration.resolvedBackgroundColor(for: .systemBlue)) == [54, 54, 54, 255])
        configuration.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        configuration.strokeColor = .blue
        #expect(components(configuration.resolvedStrokeColor(for: .systemRed)) == [0, 0, 255, 128])
    }

    @Test("R23.4: the background is drawn inside its insets plus the layout margins of the edges that add them")
    func backgroundRect() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        cell.layoutMargins = UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 10)
        var configuration = UIBackgroundConfiguration.listGroupedCell()
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        let view = BackgroundConfigurationView(configuration: configuration)
        cell.addSubview(view)
        view.frame = cell.bounds
        // x: 2 + 20; y: 1; width: 300 - 22 - (4 + 10); height: 50 - 1 - 3.
        #expect(view.backgroundRect == CGRect(x: 22, y: 1, width: 264, height: 46))
        let custom = UIView(frame: .zero)
        configuration.customView = custom
        configuration.cornerRadius = 6
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(custom.superview === view)
        #expect(custom.frame == CGRect(x: 22, y: 1, width: 264, height: 46))
        #expect(custom.layer.cornerRadius == 6)
    }
}

import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("UIListContentConfiguration and UIListContentView: styles and layout (R23.1–R23.3)")
struct ListContentConfigurationTests {
    /// A content view for `configuration`, `width` wide and as tall as it asks, laid out.
    func laidOut(_ configuration: UIListContentConfiguration, width: CGFloat = 320) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: width, height: 0)
        view.frame.size.height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        view.layoutIfNeeded()
        return view
    }

    @Test("R23.1: cell() is body text in label colour, subheadline secondary in secondaryLabel, 11/16 margins")
    func cellStyle() {
        let configuration = UIListContentConfiguration.cell()
        #expect(configuration.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(configuration.textProperties.color === UIColor.label)
        #expect(configuration.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(configuration.secondaryTextProperties.color === UIColor.secondaryLabel)
        #expect(configuration.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(configuration.axesPreservingSuperviewLayoutMargins == .both)
        #expect(!configuration.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(UIListContentConfiguration.groupedHeader().textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(UIListContentConfiguration.plainHeader().textProperties.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(UIListContentConfiguration.header().textProperties.font == UIListContentConfiguration.plainHeader().textProperties.font)
    }

    @Test("R23.1: a one-line cell is 44 pt tall (at least), its text at the 16 pt leading margin, centred")
    func oneLineCell() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Wi-Fi"
        let view = laidOut(configuration)
        let textHeight = lineHeight("Wi-Fi", .preferredFont(forTextStyle: .body))
        // 11 + text + 11, and never under UIKit's 44 pt row.
        let expected = max(44, (11 + textHeight + 11).rounded(.up))
        #expect(view.frame.height == expected)
        #expect(view.textLabel.frame.minX == 16)
        #expect(view.textLabel.frame.width == CGFloat(320 - 16 - 16))
        #expect(abs(view.textLabel.frame.midY - expected / 2) < 0.5)
        #expect(view.secondaryTextLabel.isHidden)
    }

    @Test("R23.1: a subtitle cell stacks the secondary text 3 pt under the text; the height adds both lines")
    func subtitleCell() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Detail"
        let view = laidOut(configuration)
        let text = lineHeight("Title", .preferredFont(forTextStyle: .body))
        let detail = lineHeight("Detail", .preferredFont(forTextStyle: .subheadline))
        // 11 + text + 3 + detail + 11 (over 44 with these fonts).
        #expect(view.frame.height == max(44, (11 + text + 3 + detail + 11).rounded(.up)))
        #expect(view.secondaryTextLabel.frame.minY == view.textLabel.frame.maxY + 3)
        #expect(view.secondaryTextLabel.frame.minX == 16)
    }

    @Test("R23.1: a value cell puts the secondary text at the trailing margin, on the text's line")
    func valueCell() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Name"
        configuration.secondaryText = "iPad"
        let view = laidOut(configuration)
        let valueWidth = lineWidth("iPad", .preferredFont(forTextStyle: .body))
        #expect(view.secondaryTextLabel.frame.maxX == CGFloat(320 - 16))
        #expect(abs(view.secondaryTextLabel.frame.width - valueWidth) < 0.5)
        #expect(abs(view.secondaryTextLabel.frame.midY - view.textLabel.frame.midY) < 0.5)
        #expect(view.textLabel.frame.minX == 16)
        let textHeight = lineHeight("Name", .preferredFont(forTextStyle: .body))
        #expect(view.frame.height == max(44, (11 + textHeight + 11).rounded(.up)))   // one line's height
    }

    @Test("R23.1: a value cell whose texts do not fit side by side stacks them")
    func valueCellStacks() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "A rather long setting name"
        configuration.secondaryText = "and an even longer value here"
        let view = laidOut(configuration, width: 200)
        #expect(view.secondaryTextLabel.frame.minY >= view.textLabel.frame.maxY)
        #expect(view.secondaryTextLabel.frame.minX == 16)
    }

    @Test("R23.1: the superview's larger layout margin wins along the preserved axes, not along others")
    func preservedMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        container.layoutMargins = UIEdgeInsets(top: 2, left: 24, bottom: 2, right: 30)
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Text"
        let view = UIListContentView(configuration: configuration)
        container.addSubview(view)
        view.frame = container.bounds
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 24)
        #expect(view.textLabel.frame.maxX == CGFloat(320 - 30))
        configuration.axesPreservingSuperviewLayoutMargins = .vertical
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 16)
    }

    @Test("R23.2: the image sits at the leading margin and moves the text by its width plus imageToTextPadding")
    func imageAndPadding() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Photos"
        configuration.image = solidImage(CGSize(width: 20, height: 20))
        configuration.imageToTextPadding = 10
        let view = laidOut(configuration)
        #expect(view.imageView.frame == CGRect(x: 16, y: (view.frame.height - 20) / 2, width: 20, height: 20))
        #expect(view.textLabel.frame.minX == CGFloat(16 + 20 + 10))
    }

    @Test("R23.2: maximumSize scales a large image down (aspect kept); reservedLayoutSize widens its slot")
    func imageSizing() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Photos"
        configuration.image = solidImage(CGSize(width: 60, height: 30))
        configuration.imageProperties.maximumSize = CGSize(width: 30, height: 30)
        var view = laidOut(configuration)
        #expect(view.imageView.frame.size == CGSize(width: 30, height: 15))
        #expect(view.textLabel.frame.minX == CGFloat(16 + 30 + 16))
        configuration.image = solidImage(CGSize(width: 10, height: 10))
        configuration.imageProperties.maximumSize = .zero
        configuration.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        view = laidOut(configuration)
        // A 40 pt slot, the image centred in it: x = 16 + 15.
        #expect(view.imageView.frame.minX == 31)
        #expect(view.textLabel.frame.minX == CGFloat(16 + 40 + 16))
    }

    @Test("R23.1: the view sizes itself: a long text in numberOfLines 0 grows the row at a narrow width")
    func selfSizing() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = String(repeating: "A long line of text that wraps. ", count: 6)
        let wide = UIListContentView(configuration: configuration).sizeThatFits(CGSize(width: 2000, height: 0)).height
        let narrow = UIListContentView(configuration: configuration).sizeThatFits(CGSize(width: 200, height: 0)).height
        // One line: 11 + the line + 11 (at least 44); many lines at 200 pt: much taller.
        #expect(wide == max(44, (11 + lineHeight("A", .preferredFont(forTextStyle: .body)) + 11).rounded(.up)))
        #expect(narrow > wide + 40)
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        #expect(view.intrinsicContentSize.height == narrow)
    }

    @Test("R23.1: the text transform changes the shown case; attributed text is shown as given")
    func transformAndAttributes() {
        var configuration = UIListContentConfiguration.groupedHeader()
        configuration.text = "Section"
        configuration.textProperties.transform = .uppercase
        var view = laidOut(configuration)
        #expect(view.textLabel.text == "SECTION")
        configuration.attributedText = NSAttributedString(string: "Bold", attributes: [.foregroundColor: UIColor.red])
        #expect(configuration.text == nil)
        view = laidOut(configuration)
        #expect(view.textLabel.attributedText?.string == "Bold")
        #expect(view.textLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }

    @Test("R23.3: a selected sidebar cell has white text and image; deselected, its own colours come back")
    func sidebarSelectedLook() {
        var configuration = UIListContentConfiguration.sidebarCell()
        configuration.text = "Library"
        configuration.textProperties.color = .systemPurple
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let selected = configuration.updated(for: state)
        #expect(components(selected.textProperties.resolvedColor()) == [255, 255, 255, 255])
        #expect(components(selected.imageProperties.resolvedTintColor(for: .systemBlue)) == [255, 255, 255, 255])
        #expect(selected.textProperties.color === UIColor.systemPurple)   // what was set is kept
        state.isSelected = false
        let normal = selected.updated(for: state)
        #expect(normal.textProperties.resolvedColor() === UIColor.systemPurple)
        // A plain row does not change with selection (the background shows it).
        state.isSelected = true
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.resolvedColor() === UIColor.label)
    }

    @Test("R23.1: a content view given another kind of configuration reports it and keeps its own")
    func foreignConfiguration() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: any UIConfigurationState) -> Other { self }
        }
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Kept"
        let view = UIListContentView(configuration: configuration)
        #expect(!view.supports(Other()))
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        let messages = capturingDiagnostics { view.configuration = Other() }
        #expect(messages.count == 1)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Kept")
    }
}

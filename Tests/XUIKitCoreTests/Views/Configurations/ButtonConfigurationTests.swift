import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// What a button's configuration update handler saw, and the order of calls.
@MainActor
final class ButtonLog {
    var entries: [String] = []
}

@MainActor
@Suite("UIButton.Configuration: layout, looks and updates (R23.7–R23.10)")
struct ButtonConfigurationTests {
    let body = UIFont.preferredFont(forTextStyle: .body)

    func button(_ configuration: UIButton.Configuration) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    @Test("R23.9: a medium button is its title plus 12 pt at the sides and 7 pt above and below")
    func intrinsicSizeMedium() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = button(configuration)
        let width = lineWidth("Continue", body), height = lineHeight("Continue", body)
        #expect(button.intrinsicContentSize == CGSize(width: (width + 24).rounded(.up), height: (height + 14).rounded(.up)))
        #expect(button.titleLabel?.frame.minX == (button.bounds.width - width) / 2)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test("R23.9: button sizes set the insets; set insets survive a size change until reset; borderless has none")
    func sizesAndInsets() {
        var configuration = UIButton.Configuration.gray()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .mini
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        #expect(UIButton.Configuration.borderless().contentInsets == .zero)
        #expect(configuration.titleFont == UIFont.preferredFont(forTextStyle: .footnote))
    }

    @Test("R23.9: a leading image sits imagePadding before the title, the pair centred; trailing swaps them")
    func leadingAndTrailingImage() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Share"
        configuration.image = solidImage(CGSize(width: 18, height: 18))
        configuration.imagePadding = 6
        let button = button(configuration)
        let title = lineWidth("Share", body), titleHeight = lineHeight("Share", body)
        // 18 + 6 + title wide, max(18, title height) tall, plus the insets.
        #expect(button.bounds.size == CGSize(width: (18 + 6 + title + 24).rounded(.up), height: (max(18, titleHeight) + 14).rounded(.up)))
        let image = button.imageView!.frame
        let start = (button.bounds.width - (18 + 6 + title)) / 2
        #expect(image.minX == start && image.width == 18)
        #expect(button.titleLabel?.frame.minX == start + 18 + 6)
        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.minX == start)
        #expect(button.imageView?.frame.minX == start + title + 6)
    }

    @Test("R23.9: a top image stacks over the title; the height adds both and the padding")
    func topImage() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Camera"
        configuration.image = solidImage(CGSize(width: 24, height: 24))
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        let button = button(configuration)
        let title = lineWidth("Camera", body), titleHeight = lineHeight("Camera", body)
        #expect(button.bounds.height == (24 + 4 + titleHeight + 14).rounded(.up))
        #expect(button.bounds.width == (max(24, title) + 24).rounded(.up))
        // The group is centred in the rounded-up height: within half a point of the 7 pt inset.
        let imageTop = button.imageView?.frame.minY ?? 0
        #expect(abs(imageTop - 7) < 0.5)
        #expect(button.titleLabel?.frame.minY == imageTop + 24 + 4)
        #expect(abs((button.imageView?.frame.midX ?? 0) - button.bounds.midX) < 0.5)
    }

    @Test("R23.9: a subtitle sits titlePadding under the title; with a leading image both line up at the leading edge")
    func subtitle() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.titlePadding = 2
        configuration.image = solidImage(CGSize(width: 16, height: 16))
        configuration.imagePadding = 8
        let button = button(configuration)
        let title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(subtitle.minY == title.maxY + 2)
        #expect(subtitle.minX == title.minX)
        #expect(button.subtitleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
                == UIFont.preferredFont(forTextStyle: .subheadline))
    }

    @Test("R23.8: filled is white on the tint, tinted the tint on 15 % of it, gray the tint on systemGray5")
    func styleColours() {
        let tint = UIColor.systemBlue
        var filled = UIButton.Configuration.filled()
        #expect(filled.resolvedBackgroundColor(tint: tint) === tint)
        #expect(filled.resolvedForegroundColor(tint: tint) === UIColor.white)
        filled.baseBackgroundColor = .systemRed
        #expect(filled.resolvedBackgroundColor(tint: tint) === UIColor.systemRed)
        let tinted = UIButton.Configuration.tinted()
        #expect(components(tinted.resolvedBackgroundColor(tint: tint)) == [0, 122, 255, 38])   // 0.15 × 255
        #expect(tinted.resolvedForegroundColor(tint: tint) === tint)
        #expect(UIButton.Configuration.gray().resolvedBackgroundColor(tint: tint) === UIColor.systemGray5)
        #expect(components(UIButton.Configuration.plain().resolvedBackgroundColor(tint: tint))[3] == 0)
        #expect(UIButton.Configuration.borderedProminent().resolvedForegroundColor(tint: tint) === UIColor.white)
        var custom = UIButton.Configuration.gray()
        custom.background.backgroundColor = .systemOrange
        custom.baseBackgroundColor = .systemRed
        #expect(custom.resolvedBackgroundColor(tint: tint) === UIColor.systemOrange)
    }

    @Test("R23.8: highlighted dims fill and title to 70 %; disabled is grey; selected takes the filled look")
    func stateColours() {
        let button = UIButton(configuration: .tinted())
        let configuration = button.configuration!
        button.isHighlighted = true
        let highlighted = configuration.updated(for: button)
        #expect(components(highlighted.resolvedForegroundColor(tint: .systemBlue)) == [0, 122, 255, Int((0.7 * 255).rounded())])
        button.isHighlighted = false
        button.isEnabled = false
        let disabled = configuration.updated(for: button)
        #expect(disabled.resolvedForegroundColor(tint: .systemBlue) === UIColor.tertiaryLabel)
        #expect(disabled.resolvedBackgroundColor(tint: .systemBlue) === UIColor.tertiarySystemFill)
        button.isEnabled = true
        button.isSelected = true
        let selected = configuration.updated(for: button)
        #expect(selected.resolvedBackgroundColor(tint: .systemBlue) === UIColor.systemBlue)
        #expect(selected.resolvedForegroundColor(tint: .systemBlue) === UIColor.white)
        var manual = configuration
        manual.automaticallyUpdateForSelection = false
        #expect(components(manual.updated(for: button).resolvedBackgroundColor(tint: .systemBlue))[3] == 38)
    }

    @Test("R23.9: corner styles: fixed, small, medium, large, capsule, and dynamic by size")
    func corners() {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration.resolvedCornerRadius(height: 34) == 8)
        configuration.buttonSize = .large
        #expect(configuration.resolvedCornerRadius(height: 50) == 12)
        configuration.cornerStyle = .capsule
        #expect(configuration.resolvedCornerRadius(height: 50) == 25)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        #expect(configuration.resolvedCornerRadius(height: 50) == 3)
        configuration.cornerStyle = .small
        #expect(configuration.resolvedCornerRadius(height: 50) == 4)
        configuration.cornerStyle = .capsule
        configuration.title = "Go"
        let button = button(configuration)
        let background = button.subviews.first as? BackgroundConfigurationView
        #expect(background?.configuration.cornerRadius == button.bounds.height / 2)
    }

    @Test("R23.7: a touch down highlights the button and runs updateConfiguration, then the handler, with the new state")
    func highlightRunsHandler() {
        let harness = Harness()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Press"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        harness.window.addSubview(button)
        button.layoutIfNeeded()
        let log = ButtonLog()
        button.configurationUpdateHandler = { button in
            log.entries.append("handler highlighted=\(button.isHighlighted)")
            var updated = button.configuration
            updated?.title = button.isHighlighted ? "Pressed" : "Press"
            button.configuration = updated
        }
        button.layoutIfNeeded()
        log.entries.removeAll()
        harness.touch(.began, 60, 40)
        button.layoutIfNeeded()
        #expect(log.entries == ["handler highlighted=true"])
        #expect(button.titleLabel?.text == "Pressed")
        harness.touch(.ended, 60, 40)
        button.layoutIfNeeded()
        #expect(log.entries == ["handler highlighted=true", "handler highlighted=false"])
        #expect(button.titleLabel?.text == "Press")
        // The filled look while highlighted: the white title at 70 %.
        harness.touch(.began, 60, 40)
        button.layoutIfNeeded()
        let color = button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(components(color) == [255, 255, 255, Int((0.7 * 255).rounded())])
        harness.touch(.ended, 60, 40)
    }

    @Test("R23.10: changesSelectionAsPrimaryAction toggles isSelected before the action runs")
    func togglesSelection() {
        let harness = Harness()
        let log = ButtonLog()
        let button = UIButton(configuration: .gray(), primaryAction: UIAction(title: "Bold") { action in
            MainActor.assumeIsolated {
                log.entries.append("selected=\((action.sender as? UIButton)?.isSelected ?? false)")
            }
        })
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        harness.window.addSubview(button)
        #expect(button.configuration?.title == "Bold")
        harness.tap(50, 40)
        harness.tap(50, 40, after: 1)
        #expect(log.entries == ["selected=true", "selected=false"])
    }

    @Test("R23.9: showsActivityIndicator puts an animating indicator in the image's place")
    func activityIndicator() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.image = solidImage(CGSize(width: 18, height: 18))
        configuration.showsActivityIndicator = true
        let button = button(configuration)
        let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(indicator?.isAnimating == true)
        #expect(indicator?.frame.width == 20)
        #expect(button.imageView?.image == nil)
        #expect(components(indicator?.color) == [255, 255, 255, 255])
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.subviews.allSatisfy { !($0 is UIActivityIndicatorView) })
        #expect(button.imageView?.image != nil)
    }

    @Test("R23.7: an attributed title keeps its own colour; the transformer changes the font")
    func attributedTitle() {
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Red")
        title.foregroundColor = .red
        configuration.attributedTitle = title
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 20)
            return outgoing
        }
        let button = button(configuration)
        let shown = button.titleLabel?.attributedText
        #expect(shown?.string == "Red")
        #expect(shown?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(shown?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(configuration.title == nil)
    }

    @Test("R23.7: removing the configuration brings back the per-state title and intrinsic size")
    func removeConfiguration() {
        let button = UIButton(type: .system)
        button.setTitle("Legacy", for: .normal)
        let legacy = button.intrinsicContentSize
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        button.configuration = configuration
        #expect(button.titleLabel?.text == "Configured")
        button.configuration = nil
        #expect(button.titleLabel?.text == "Legacy")
        #expect(button.intrinsicContentSize == legacy)
    }
}

@MainActor
@Suite("UIButton.changesSelectionAsPrimaryAction from the keyboard (R23.10)")
struct ButtonSelectionKeyboardTests {
    @Test("R23.10: Return on a focused toggle button toggles isSelected before its action runs")
    func returnToggles() {
        let harness = Harness()
        let log = ButtonLog()
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Italic") { action in
            MainActor.assumeIsolated {
                log.entries.append("selected=\((action.sender as? UIButton)?.isSelected ?? false)")
            }
        })
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        harness.window.addSubview(button)
        harness.key("\t", code: .keyboardTab, down: true)
        harness.key("\t", code: .keyboardTab, down: false)
        #expect(button.isFocused)
        harness.key("\r", code: .keyboardReturnOrEnter, down: true)
        harness.key("\r", code: .keyboardReturnOrEnter, down: false)
        #expect(log.entries == ["selected=true"])
        #expect(button.isSelected)
    }
}

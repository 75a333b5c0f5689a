import Foundation

/// One element of the app under test, found by its query each time it is used.
///
/// Reading a property or acting on an element that does not exist throws an `XCUIError` naming
/// what is there instead.
public final class XCUIElement {
    /// What kind of element it is, from its AT-SPI role.
    public enum ElementType: Sendable, Equatable {
        case any, button, staticText, textField, secureTextField, `switch`, slider, stepper, image, link,
             progressIndicator, tabBar, table, cell, other

        init(role: UInt32) {
            switch role {
            case 43: self = .button
            case 29, 83, 116: self = .staticText
            case 79, 61: self = .textField
            case 40: self = .secureTextField
            case 62, 7: self = .switch
            case 51: self = .slider
            case 52: self = .stepper
            case 27: self = .image
            case 88: self = .link
            case 42: self = .progressIndicator
            case 38: self = .tabBar
            case 55: self = .table
            case 56: self = .cell
            default: self = .other
            }
        }

        var noun: String {
            switch self {
            case .any: return "element"
            case .button: return "button"
            case .staticText: return "static text"
            case .textField: return "text field"
            case .secureTextField: return "secure text field"
            case .switch: return "switch"
            case .slider: return "slider"
            case .stepper: return "stepper"
            case .image: return "image"
            case .link: return "link"
            case .progressIndicator: return "progress indicator"
            case .tabBar: return "tab bar"
            case .table: return "table"
            case .cell: return "cell"
            case .other: return "other element"
            }
        }
    }

    /// What a predicate sees of an element.
    public struct Attributes: Sendable {
        /// The accessibility identifier ("" when none).
        public let identifier: String
        /// The accessibility label.
        public let label: String
        /// The accessibility value ("1" for an on switch, a text field's text), if any.
        public let value: String?
        /// The element's type.
        public let elementType: ElementType
        /// Whether the element is enabled.
        public let isEnabled: Bool
        /// Whether the element is selected.
        public let isSelected: Bool
        /// Whether the element has keyboard focus.
        public let hasFocus: Bool
        /// The frame in screen coordinates.
        public let frame: CGRect

        init(_ snapshot: ElementSnapshot) {
            identifier = snapshot.identifier
            label = snapshot.label
            value = snapshot.value
            elementType = ElementType(role: snapshot.role)
            isEnabled = snapshot.states.contains(8)
            isSelected = snapshot.states.contains(23)
            hasFocus = snapshot.states.contains(12)
            frame = snapshot.frame
        }
    }

    let query: XCUIElementQuery
    let key: String?
    let index: Int

    init(query: XCUIElementQuery, key: String?, index: Int) {
        self.query = query
        self.key = key
        self.index = index
    }

    var app: XCUIApplication { query.app }

    /// Whether the element is there now.
    public var exists: Bool { resolveIfPresent() != nil }

    /// Waits up to `timeout` seconds for the element to exist; true when it does.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        app.poll(timeout: timeout) { exists }
    }

    /// The element's attributes now.
    public func attributes() throws -> Attributes { Attributes(try resolve()) }
    /// The accessibility label.
    public var label: String { get throws { try attributes().label } }
    /// The accessibility value.
    public var value: String? { get throws { try attributes().value } }
    /// The accessibility identifier.
    public var identifier: String { get throws { try attributes().identifier } }
    /// Whether the element is enabled.
    public var isEnabled: Bool { get throws { try attributes().isEnabled } }
    /// Whether the element is selected.
    public var isSelected: Bool { get throws { try attributes().isSelected } }
    /// Whether the element has keyboard focus.
    public var hasFocus: Bool { get throws { try attributes().hasFocus } }
    /// The frame in screen coordinates.
    public var frame: CGRect { get throws { try attributes().frame } }

    // MARK: - Acting through the X server (XTest)

    /// A click (a tap) at the element's centre.
    public func tap() throws { try input().tap(at: center()) }
    /// Two clicks in quick succession at the centre.
    public func doubleTap() throws { try input().tap(at: center(), count: 2) }
    /// Holds the button down at the centre for `duration` seconds.
    public func press(forDuration duration: TimeInterval) throws {
        try input().press(at: center(), duration: duration)
    }
    /// A quick drag 100 points to the left from the centre.
    public func swipeLeft() throws { try swipe(dx: -100, dy: 0) }
    /// A quick drag 100 points to the right from the centre.
    public func swipeRight() throws { try swipe(dx: 100, dy: 0) }
    /// A quick drag 100 points up from the centre.
    public func swipeUp() throws { try swipe(dx: 0, dy: -100) }
    /// A quick drag 100 points down from the centre.
    public func swipeDown() throws { try swipe(dx: 0, dy: 100) }

    /// Types `text` with the keyboard. The element is tapped first unless it has focus.
    public func typeText(_ text: String) throws {
        if try !hasFocus { try tap() }
        try input().type(text)
    }

    private func swipe(dx: CGFloat, dy: CGFloat) throws {
        let start = try center()
        try input().drag(from: start, to: CGPoint(x: start.x + dx, y: start.y + dy))
    }

    func center() throws -> CGPoint {
        let frame = try frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func input() throws -> XTestInput {
        guard let input = app.input else { throw XCUIError("the app is not running; call launch() first") }
        return input
    }

    // MARK: - Resolving

    private func resolveIfPresent() -> ElementSnapshot? {
        let matches = query.matches(key: key)
        return matches.indices.contains(index) ? matches[index] : nil
    }

    func resolve() throws -> ElementSnapshot {
        if let snapshot = resolveIfPresent() { return snapshot }
        throw XCUIError("no \(query.type.noun) \(what) — \(query.presentDescription())")
    }

    private var what: String {
        if let key { return "'\(key)'" }
        return index == 0 ? "at all" : "at index \(index)"
    }
}

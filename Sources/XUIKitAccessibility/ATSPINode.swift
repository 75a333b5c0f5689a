import Foundation
@_spi(AssistiveTechnology) import XUIKitCore

/// One object of the exported tree: the application, one of its windows, or an element an
/// assistive technology reads in a window (`AccessibilityTree`).
enum ATSPINode {
    case application
    case window(UIWindow)
    case element(UIResponder)

    var object: UIResponder? {
        switch self {
        case .application: return nil
        case .window(let window): return window
        case .element(let element): return element
        }
    }
}

/// What AT-SPI asks of a node, answered from the UIKit accessibility properties.
@MainActor
extension ATSPINode {
    static var processName: String { ProcessInfo.processInfo.processName }

    /// Windows on screen, in the application's order.
    static var windows: [UIWindow] { UIApplication.shared.windows.filter { !$0.isHidden } }

    var name: String {
        switch self {
        case .application: return Self.processName
        case .window(let window): return window.title ?? Self.processName
        case .element(let element):
            if let label = element.accessibilityLabel { return label }
            // A row cell reads as what it shows, as UIKit joins a cell's labels.
            guard element is UITableViewCell, ATSPIContainers.isContainer(element) else { return "" }
            return children.map(\.name).filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    var description: String {
        if case .element(let element) = self { return element.accessibilityHint ?? "" }
        return ""
    }

    var children: [ATSPINode] {
        switch self {
        case .application: return Self.windows.map { .window($0) }
        case .window(let window): return ATSPIContainers.children(of: window, in: window).map { .element($0) }
        case .element(let element):
            guard ATSPIContainers.isContainer(element), let window = AccessibilityTree.window(of: element) else { return [] }
            return ATSPIContainers.children(of: element, in: window).map { .element($0) }
        }
    }

    var parent: ATSPINode? {
        switch self {
        case .application: return nil
        case .window: return .application
        case .element(let element):
            if let container = ATSPIContainers.enclosing(element).last { return .element(container) }
            return AccessibilityTree.window(of: element).map { .window($0) }
        }
    }

    var role: ATSPIRole {
        switch self {
        case .application: return .application
        case .window(let window): return AccessibilityTree.isPopup(window) ? .window : .frame   // R37.3
        case .element(let element): return Self.role(of: element)
        }
    }

    private static func role(of element: UIResponder) -> ATSPIRole {
        if let declared = declaredRole(of: element) { return declared }   // R37.1, R37.3
        switch element {
        case is UITableView: return .table
        case let cell as UITableViewCell where ATSPIContainers.table(of: cell) != nil: return .tableCell
        case is UISegmentedControl: return .panel
        case let field as UITextField: return field.isSecureTextEntry ? .passwordText : .entry
        case is UISwitch: return .toggleButton
        case is UIStepper: return .spinButton
        case is UIProgressView: return .progressBar
        default: break
        }
        let traits = element.accessibilityTraits
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
        if traits.contains(.header) { return .heading }
        if traits.contains(.tabBar) { return .pageTabList }
        if traits.contains(.image) { return .image }
        return .label
    }

    var states: Set<ATSPIState> {
        switch self {
        case .application:
            return []
        case .window(let window):
            var states: Set<ATSPIState> = [.enabled, .sensitive, .showing, .visible]
            // R37.5: a popup's window is never active; the window it opened over stays so.
            if AccessibilityTree.activeWindow(of: UIApplication.shared) === window { states.insert(.active) }
            return states
        case .element(let element):
            return Self.states(of: element)
        }
    }

    private static func states(of element: UIResponder) -> Set<ATSPIState> {
        var states: Set<ATSPIState> = [.showing, .visible]
        let traits = element.accessibilityTraits
        if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
        if traits.contains(.selected) { states.insert(.selected) }
        if element is UIControl || element.canBecomeFirstResponder { states.insert(.focusable) }
        if element.isFirstResponder, let window = AccessibilityTree.window(of: element),
           UIApplication.shared.keyWindow === window {
            states.insert(.focused)
        }
        if hasFocusInModalUI(element) { states.insert(.focused) }   // R37.4
        if let toggle = element as? UISwitch {
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        }
        if element is UIAccessibilityElement, traits.contains(.button) { states.insert(.selectable) }
        if let field = element as? UITextField {
            states.formUnion([.singleLine, .selectableText])
            if field.isEnabled { states.insert(.editable) }
        }
        if let table = element as? UITableView {
            // Rows come and go with scrolling (R13.8), as GTK's tree view says of its cells.
            states.insert(.managesDescendants)
            if table.allowsMultipleSelection { states.insert(.multiselectable) }
        }
        if let cell = element as? UITableViewCell, let table = ATSPIContainers.table(of: cell) {
            states.insert(.focusable)
            if table.allowsSelection || table.allowsMultipleSelection { states.insert(.selectable) }
            if cell.isSelected { states.insert(.selected) }
        }
        adjustStatesForDeclaredRole(of: element, &states)
        return states
    }

    var interfaces: [String] {
        var names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        switch self {
        case .application:
            names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application", "org.a11y.atspi.Collection"]
        case .window:
            names.append("org.a11y.atspi.Collection")
        case .element(let element):
            switch element {
            case is UITableView:
                names += ["org.a11y.atspi.Table", "org.a11y.atspi.Selection", "org.a11y.atspi.Collection"]
            case is UISegmentedControl:
                names.append("org.a11y.atspi.Selection")
            case let cell as UITableViewCell where ATSPIContainers.table(of: cell) != nil:
                names.append("org.a11y.atspi.TableCell")
            default:
                break
            }
            if !actionNames.isEmpty { names.append("org.a11y.atspi.Action") }
            if UIAccessibility.valueRange(of: element) != nil { names.append("org.a11y.atspi.Value") }
            if text != nil { names.append("org.a11y.atspi.Text") }
            if element is UITextField { names.append("org.a11y.atspi.EditableText") }
        }
        return names
    }

    /// The `Action` interface's actions: the default activation first, then custom actions.
    var actionNames: [String] {
        // A segmented control is a container: its segments act (R13.9).
        guard case .element(let element) = self, !(element is UISegmentedControl) else { return [] }
        var names: [String] = []
        let traits = element.accessibilityTraits
        if element is UISwitch { names.append("toggle") }
        else if element is UITextField { names.append("activate") }
        else if element is UIControl || traits.contains(.button) || traits.contains(.link) { names.append("click") }
        if traits.contains(.adjustable) { names += ["increment", "decrement"] }
        names += (element.accessibilityCustomActions ?? []).map(\.name)
        return names
    }

    /// The text the `Text` interface reads: a text field's value (hidden for a secure one), a
    /// static text's label.
    var text: String? {
        guard case .element(let element) = self else { return nil }
        if element is UITextField { return element.accessibilityValue ?? "" }
        if element.accessibilityTraits.contains(.staticText) { return element.accessibilityLabel ?? "" }
        return nil
    }

    var attributes: [String: String] {
        var attributes = ["toolkit": "XUIKit"]
        if let identified = object as? UIAccessibilityIdentification, let id = identified.accessibilityIdentifier {
            attributes["id"] = id
        }
        if let object { attributes["class"] = String(describing: type(of: object)) }
        // UIKit's accessibilityValue as it is ("1" for an on switch), for tests and scripts.
        if case .element(let element) = self, let value = element.accessibilityValue { attributes["value"] = value }
        return attributes
    }

    var identifier: String { attributes["id"] ?? "" }

    /// The frame in screen coordinates.
    var extents: CGRect {
        switch self {
        case .application: return .zero
        case .window(let window): return UIAccessibility.convertToScreenCoordinates(window.bounds, in: window)
        case .element(let element): return element.accessibilityFrame
        }
    }

    /// The screen origin of the node's window, for extents in window coordinates.
    var windowOrigin: CGPoint {
        switch self {
        case .application: return .zero
        case .window: return extents.origin
        case .element: return parent?.extents.origin ?? .zero
        }
    }
}

import CDBus
import Foundation
import XUIKitDBus
@_spi(AssistiveTechnology) import XUIKitCore

/// `org.freedesktop.DBus.Properties` for the AT-SPI interfaces' properties.
extension ATSPIBridge {
    func properties(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                    _ message: OpaquePointer) -> Bool {
        guard let interface = arguments.string() else { return false }
        switch member {
        case "Get":
            guard let name = arguments.string() else { return false }
            guard let value = properties(of: node, interface: interface).first(where: { $0.0 == name })?.1 else {
                return fail(message, "org.freedesktop.DBus.Error.UnknownProperty", "no property \(interface).\(name)")
            }
            return reply(to: message) { value.appendVariant(to: $0) }
        case "GetAll":
            let all = properties(of: node, interface: interface)
            return reply(to: message) { writer in
                writer.array(of: "{sv}") { array in
                    for (name, value) in all { array.dictEntry { $0.string(name); value.appendVariant(to: $0) } }
                }
            }
        case "Set":
            guard let name = arguments.string() else { return false }
            switch (interface, name, node) {
            case ("org.a11y.atspi.Application", "Id", _):
                // Any client may send any number: one that is no Int32 is refused, never trapped.
                guard let number = arguments.variantNumber(), let id = Int32(exactly: number) else {
                    return fail(message, Self.invalidArguments, "Application.Id takes a 32-bit integer")
                }
                applicationID = id
            case ("org.a11y.atspi.Value", "CurrentValue", .element(let element)):
                // NaN and infinities are refused; a finite value is pinned into the control's range.
                guard let number = arguments.variantNumber(), number.isFinite else {
                    return fail(message, Self.invalidArguments, "Value.CurrentValue takes a finite number")
                }
                UIAccessibility.setValue(number, of: element)
            default:
                return fail(message, "org.freedesktop.DBus.Error.PropertyReadOnly", "\(interface).\(name) cannot be set")
            }
            return reply(to: message) { _ in }
        default:
            return false
        }
    }

    private func properties(of node: ATSPINode, interface: String) -> [(String, DBusValue)] {
        switch interface {
        case "org.a11y.atspi.Accessible":
            return [("Name", .string(node.name)), ("Description", .string(node.description)),
                    ("Parent", .reference(node.parent.map { reference(to: $0) } ?? ATSPIReference.desktop)),
                    ("ChildCount", .int32(Int32(clamping: node.children.count))), ("Locale", .string(Locale.current.identifier)),
                    ("AccessibleId", .string(node.identifier)), ("HelpText", .string(node.description))]
        case "org.a11y.atspi.Application":
            return [("ToolkitName", .string("XUIKit")), ("Version", .string("1.0")),
                    ("AtspiVersion", .string("2.1")), ("Id", .int32(applicationID))]
        case "org.a11y.atspi.Action":
            return [("NActions", .int32(Int32(clamping: node.actionNames.count)))]
        case "org.a11y.atspi.Value":
            guard case .element(let element) = node, let range = UIAccessibility.valueRange(of: element) else { return [] }
            return [("MinimumValue", .double(range.minimum)), ("MaximumValue", .double(range.maximum)),
                    ("MinimumIncrement", .double(range.step)), ("CurrentValue", .double(range.current)),
                    ("Text", .string(element.accessibilityValue ?? ""))]
        case "org.a11y.atspi.Text":
            guard let text = node.text else { return [] }
            var caret = text.count
            if case .element(let element) = node, let field = element as? UITextField {
                caret = UIAccessibility.caretOffset(of: field)
            }
            return [("CharacterCount", .int32(Int32(clamping: text.count))), ("CaretOffset", .int32(Int32(clamping: caret)))]
        case "org.a11y.atspi.Table", "org.a11y.atspi.TableCell", "org.a11y.atspi.Selection":
            return tableProperties(of: node, interface: interface)
        default:
            return []
        }
    }
}

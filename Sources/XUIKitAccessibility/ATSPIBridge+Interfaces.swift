import CDBus
import Foundation
import XUIKitDBus
@_spi(AssistiveTechnology) import XUIKitCore

/// The AT-SPI interfaces, one method call at a time. Signatures follow at-spi2-core's
/// `xml/*.xml`.
extension ATSPIBridge {
    /// Answers a method call on one of our paths; false for anything else (signals, replies,
    /// other paths), which libdbus then handles.
    func handle(_ message: OpaquePointer) -> Bool {
        guard dbus_message_get_type(message) == cdbus_message_method_call,
              let path = dbus_message_get_path(message).map({ String(cString: $0) }),
              let member = dbus_message_get_member(message).map({ String(cString: $0) }) else { return false }
        let interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        if path == "/org/a11y/atspi/cache" {
            // No bulk cache: clients then ask object by object.
            return reply(to: message) { $0.array(of: "((so)(so)(so)iiassusau)") { _ in } }
        }
        guard path == ATSPIReference.rootPath || path.hasPrefix(ATSPIReference.pathPrefix) else { return false }
        guard let node = node(at: path) else {
            return fail(message, "org.freedesktop.DBus.Error.UnknownObject", "\(path) is gone")
        }
        // A method we answer, called with arguments of other types or another number of them.
        if let expected = ATSPISignatures.expected(interface, member), Self.signature(of: message) != expected {
            return fail(message, Self.invalidArguments,
                        "\(interface).\(member) takes (\(expected)), not (\(Self.signature(of: message)))")
        }
        var arguments = DBusReader(message)
        let answered = UIAccessibility.withWindowOriginsCached {
            answer(interface, member, node, &arguments, message)
        }
        if !answered {
            // A method we answer, called with arguments of the wrong types or too few of them.
            if arguments.mismatched {
                return fail(message, Self.invalidArguments, "wrong arguments (\(Self.signature(of: message))) for \(interface).\(member)")
            }
            return fail(message, "org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(member) is not supported on \(path)")
        }
        return true
    }

    /// D-Bus's error for arguments a method cannot take.
    static let invalidArguments = "org.freedesktop.DBus.Error.InvalidArgs"

    /// The message's argument signature, for error messages.
    static func signature(of message: OpaquePointer) -> String {
        dbus_message_get_signature(message).map { String(cString: $0) } ?? ""
    }

    private func answer(_ interface: String, _ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                        _ message: OpaquePointer) -> Bool {
        switch interface {
        case "org.freedesktop.DBus.Properties": return properties(member, node, &arguments, message)
        case "org.freedesktop.DBus.Introspectable": return introspect(member, node, message)
        case "org.a11y.atspi.Accessible": return accessible(member, node, &arguments, message)
        case "org.a11y.atspi.Application": return application(member, message)
        case "org.a11y.atspi.Component": return component(member, node, &arguments, message)
        case "org.a11y.atspi.Action": return action(member, node, &arguments, message)
        case "org.a11y.atspi.Text": return text(member, node, &arguments, message)
        case "org.a11y.atspi.EditableText": return editableText(member, node, &arguments, message)
        case "org.a11y.atspi.Selection": return selection(member, node, &arguments, message)
        case "org.a11y.atspi.Table": return table(member, node, &arguments, message)
        case "org.a11y.atspi.TableCell": return tableCell(member, node, message)
        case "org.a11y.atspi.Collection": return collection(member, node, &arguments, message)
        default: return false
        }
    }

    // MARK: - Replies

    @discardableResult
    func reply(to message: OpaquePointer, _ body: (DBusWriter) -> Void) -> Bool {
        guard let reply = dbus_message_new_method_return(message) else { return true }
        defer { dbus_message_unref(reply) }
        DBusWriter.append(to: reply, body)
        connection.send(reply)
        return true
    }

    @discardableResult
    func fail(_ message: OpaquePointer, _ name: String, _ text: String) -> Bool {
        guard let reply = dbus_message_new_error(message, name, text) else { return true }
        defer { dbus_message_unref(reply) }
        connection.send(reply)
        return true
    }

    // MARK: - Accessible

    private func accessible(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                            _ message: OpaquePointer) -> Bool {
        switch member {
        case "GetChildAtIndex":
            guard let index = arguments.int32() else { return false }
            let children = node.children
            let child = children.indices.contains(Int(index)) ? children[Int(index)] : nil
            return reply(to: message) { $0.reference(reference(to: child)) }
        case "GetChildren":
            let children = node.children
            return reply(to: message) { writer in
                writer.array(of: "(so)") { array in for child in children { array.reference(reference(to: child)) } }
            }
        case "GetIndexInParent":
            return reply(to: message) { $0.int32(Int32(clamping: indexInParent(node))) }
        case "GetRelationSet":
            return reply(to: message) { $0.array(of: "(ua(so))") { _ in } }
        case "GetRole":
            return reply(to: message) { $0.uint32(node.role.rawValue) }
        case "GetRoleName", "GetLocalizedRoleName":
            return reply(to: message) { $0.string(node.role.name) }
        case "GetState":
            let words = ATSPIState.words(node.states)
            return reply(to: message) { writer in writer.array(of: "u") { array in words.forEach(array.uint32) } }
        case "GetAttributes":
            let attributes = node.attributes
            return reply(to: message) { writer in
                writer.array(of: "{ss}") { array in
                    for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                        array.dictEntry { $0.string(key); $0.string(value) }
                    }
                }
            }
        case "GetApplication":
            return reply(to: message) { $0.reference(reference(to: .application)) }
        case "GetInterfaces":
            let names = node.interfaces
            return reply(to: message) { writer in writer.array(of: "s") { array in names.forEach(array.string) } }
        default:
            return false
        }
    }

    func indexInParent(_ node: ATSPINode) -> Int {
        guard let object = node.object, let parent = node.parent else { return -1 }
        return parent.children.firstIndex { $0.object === object } ?? -1
    }

    private func application(_ member: String, _ message: OpaquePointer) -> Bool {
        guard member == "GetLocale" else { return false }
        return reply(to: message) { $0.string(Locale.current.identifier) }
    }

    // MARK: - Component

    private func component(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                           _ message: OpaquePointer) -> Bool {
        switch member {
        case "GetExtents", "GetPosition", "GetSize":
            let coordinates = member == "GetSize" ? 0 : (arguments.uint32() ?? 0)
            let frame = extents(of: node, coordinates: coordinates)
            return reply(to: message) { writer in
                writer.structure { inner in
                    if member != "GetSize" { inner.int32(Int32(saturating: frame.minX)); inner.int32(Int32(saturating: frame.minY)) }
                    if member != "GetPosition" { inner.int32(Int32(saturating: frame.width)); inner.int32(Int32(saturating: frame.height)) }
                }
            }
        case "Contains", "GetAccessibleAtPoint":
            guard let x = arguments.int32(), let y = arguments.int32() else { return false }
            let coordinates = arguments.uint32() ?? 0
            let point = CGPoint(x: Int(x), y: Int(y))
            if member == "Contains" {
                return reply(to: message) { $0.bool(Self.frame(extents(of: node, coordinates: coordinates), holds: point)) }
            }
            let hit = node.children.last { Self.frame(extents(of: $0, coordinates: coordinates), holds: point) }
            return reply(to: message) { $0.reference(reference(to: hit)) }
        case "GetLayer":
            // ATSPI_LAYER_WINDOW (7) for frames, ATSPI_LAYER_WIDGET (3) inside them.
            var layer: UInt32 = 7
            if case .element = node { layer = 3 }
            return reply(to: message) { $0.uint32(layer) }
        case "GetMDIZOrder":
            return reply(to: message) { $0.int16(0) }
        case "GetAlpha":
            return reply(to: message) { $0.double(1) }
        case "GrabFocus":
            return reply(to: message) { $0.bool(grabFocus(node)) }
        default:
            return false
        }
    }

    /// Extents in screen coordinates (0) or relative to the window (1, and 2 for the parent,
    /// which for our elements is the window).
    private func extents(of node: ATSPINode, coordinates: UInt32) -> CGRect {
        let frame = node.extents
        guard coordinates != 0 else { return frame }
        let origin = node.windowOrigin
        return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Whether `point` lies in `frame`, by comparing numbers: Foundation's `CGRect.contains`
    /// traps on a frame with a NaN or infinite edge, which a NaN layout constant produces; here
    /// such a frame holds no point.
    static func frame(_ frame: CGRect, holds point: CGPoint) -> Bool {
        let left = frame.origin.x, right = frame.origin.x + frame.size.width
        let top = frame.origin.y, bottom = frame.origin.y + frame.size.height
        return point.x >= min(left, right) && point.x < max(left, right)
            && point.y >= min(top, bottom) && point.y < max(top, bottom)
    }

    private func grabFocus(_ node: ATSPINode) -> Bool {
        switch node {
        case .application: return false
        case .window(let window):
            window.makeKey()
            return true
        case .element(let element):
            if let window = AccessibilityTree.window(of: element) { window.makeKey() }
            return element.becomeFirstResponder()
        }
    }

    // MARK: - Action

    private func action(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                        _ message: OpaquePointer) -> Bool {
        let names = node.actionNames
        switch member {
        case "GetNActions":
            return reply(to: message) { $0.int32(Int32(clamping: names.count)) }
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            guard let index = arguments.int32() else { return false }
            let name = names.indices.contains(Int(index)) && member != "GetKeyBinding" ? names[Int(index)] : ""
            return reply(to: message) { $0.string(member == "GetDescription" ? "" : name) }
        case "GetActions":
            return reply(to: message) { writer in
                writer.array(of: "(sss)") { array in
                    for name in names { array.structure { $0.string(name); $0.string(""); $0.string("") } }
                }
            }
        case "DoAction":
            guard let index = arguments.int32() else { return false }
            guard case .element(let element) = node, names.indices.contains(Int(index)) else {
                return reply(to: message) { $0.bool(false) }
            }
            return reply(to: message) { $0.bool(perform(names[Int(index)], at: Int(index), on: element)) }
        default:
            return false
        }
    }

    private func perform(_ name: String, at index: Int, on element: UIResponder) -> Bool {
        switch name {
        case "increment" where element.accessibilityTraits.contains(.adjustable):
            element.accessibilityIncrement()
            return true
        case "decrement" where element.accessibilityTraits.contains(.adjustable):
            element.accessibilityDecrement()
            return true
        default:
            let custom = element.accessibilityCustomActions ?? []
            let firstCustom = ATSPINode.element(element).actionNames.count - custom.count
            if index >= firstCustom { return custom[index - firstCustom].perform() }
            return UIAccessibility.activate(element)
        }
    }

    // MARK: - Text and EditableText

    private func text(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                      _ message: OpaquePointer) -> Bool {
        let characters = Array(node.text ?? "")
        switch member {
        case "GetText":
            guard let start = arguments.int32(), let end = arguments.int32() else { return false }
            let range = Self.range(start, end, count: characters.count)
            return reply(to: message) { $0.string(String(characters[range])) }
        case "GetCharacterAtOffset":
            guard let offset = arguments.int32() else { return false }
            let scalar = characters.indices.contains(Int(offset)) ? characters[Int(offset)].unicodeScalars.first?.value ?? 0 : 0
            return reply(to: message) { $0.int32(Int32(bitPattern: scalar)) }
        case "SetCaretOffset":
            return reply(to: message) { $0.bool(false) }
        case "GetNSelections":
            return reply(to: message) { $0.int32(0) }
        default:
            return false
        }
    }

    private func editableText(_ member: String, _ node: ATSPINode, _ arguments: inout DBusReader,
                              _ message: OpaquePointer) -> Bool {
        guard case .element(let element) = node, let field = element as? UITextField else { return false }
        let count = (field.text ?? "").count
        let done: Bool
        switch member {
        case "SetTextContents":
            guard let text = arguments.string() else { return false }
            done = UIAccessibility.replaceText(in: field, range: 0..<count, with: text)
        case "InsertText":
            guard let position = arguments.int32(), let text = arguments.string() else { return false }
            let offset = max(0, min(Int(position), count))
            done = UIAccessibility.replaceText(in: field, range: offset..<offset, with: text)
        case "DeleteText":
            guard let start = arguments.int32(), let end = arguments.int32() else { return false }
            done = UIAccessibility.replaceText(in: field, range: Self.range(start, end, count: count), with: "")
        default:
            return false
        }
        return reply(to: message) { $0.bool(done) }
    }

    /// AT-SPI's character range: an `end` of -1 means the end of the text; both are clamped.
    static func range(_ start: Int32, _ end: Int32, count: Int) -> Range<Int> {
        let lower = max(0, min(Int(start), count))
        let upper = end < 0 ? count : max(lower, min(Int(end), count))
        return lower..<upper
    }

    // MARK: - Introspectable

    private func introspect(_ member: String, _ node: ATSPINode, _ message: OpaquePointer) -> Bool {
        guard member == "Introspect" else { return false }
        let body = node.interfaces.map { "  <interface name=\"\($0)\"/>\n" }.joined()
        return reply(to: message) { $0.string("<node>\n\(body)</node>\n") }
    }
}

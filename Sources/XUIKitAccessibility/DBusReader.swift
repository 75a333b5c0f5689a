import CDBus

/// Reads a D-Bus message's arguments in order; each read answers nil when the next argument is
/// not of the asked type (a client's mistake, answered with an error reply).
struct DBusReader {
    private var iterator = DBusMessageIter()
    private var hasArguments: Bool

    init(_ message: OpaquePointer) {
        hasArguments = dbus_message_iter_init(message, &iterator) != 0
    }

    private init(recursingInto parent: inout DBusMessageIter) {
        hasArguments = true
        dbus_message_iter_recurse(&parent, &iterator)
    }

    mutating func string() -> String? {
        let kind = currentType()
        guard kind == cdbus_type_string || kind == cdbus_type_object_path else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        advance()
        return pointer.map { String(cString: $0) }
    }

    mutating func int32() -> Int32? { basic(cdbus_type_int32, Int32(0)) }
    mutating func uint32() -> UInt32? { basic(cdbus_type_uint32, UInt32(0)) }
    mutating func double() -> Double? { basic(cdbus_type_double, Double(0)) }

    /// A number inside a variant (as `Properties.Set` sends), whatever numeric type it has.
    mutating func variantNumber() -> Double? {
        guard currentType() == cdbus_type_variant else { return nil }
        var inner = DBusReader(recursingInto: &iterator)
        advance()
        switch inner.currentType() {
        case cdbus_type_double: return inner.double()
        case cdbus_type_int32: return inner.int32().map(Double.init)
        case cdbus_type_uint32: return inner.uint32().map(Double.init)
        default: return nil
        }
    }

    private mutating func currentType() -> Int32 {
        hasArguments ? dbus_message_iter_get_arg_type(&iterator) : cdbus_type_invalid
    }

    private mutating func basic<T: BitwiseCopyable>(_ expected: Int32, _ zero: T) -> T? {
        guard currentType() == expected else { return nil }
        var value = zero
        withUnsafeMutableBytes(of: &value) { dbus_message_iter_get_basic(&iterator, $0.baseAddress) }
        advance()
        return value
    }

    private mutating func advance() {
        hasArguments = dbus_message_iter_next(&iterator) != 0
    }
}

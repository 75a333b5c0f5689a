import CDBus

/// Reads a D-Bus message's arguments in order; each read answers nil when the next argument is
/// not of the asked type (a client's mistake, answered with an error reply) and marks the reader
/// `mismatched`, so the caller can answer `InvalidArgs`.
package struct DBusReader {
    private var iterator = DBusMessageIter()
    private var hasArguments: Bool
    /// Whether a read found another type than the one asked for, or no argument at all.
    package private(set) var mismatched = false

    package init(_ message: OpaquePointer) {
        hasArguments = dbus_message_iter_init(message, &iterator) != 0
    }

    private init(recursingInto parent: inout DBusMessageIter) {
        hasArguments = dbus_message_iter_get_arg_type(&parent) != cdbus_type_invalid
        dbus_message_iter_recurse(&parent, &iterator)
    }

    package mutating func string() -> String? {
        let kind = currentType()
        guard kind == cdbus_type_string || kind == cdbus_type_object_path else { return mismatch() }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        advance()
        return pointer.map { String(cString: $0) }
    }

    package mutating func int32() -> Int32? { basic(cdbus_type_int32, Int32(0)) }
    package mutating func uint32() -> UInt32? { basic(cdbus_type_uint32, UInt32(0)) }
    package mutating func double() -> Double? { basic(cdbus_type_double, Double(0)) }
    package mutating func bool() -> Bool? { basic(cdbus_type_boolean, dbus_bool_t(0)).map { $0 != 0 } }

    /// A number inside a variant (as `Properties.Set` sends), whatever numeric type it has.
    package mutating func variantNumber() -> Double? {
        guard currentType() == cdbus_type_variant else { return mismatch() }
        var inner = DBusReader(recursingInto: &iterator)
        advance()
        switch inner.currentType() {
        case cdbus_type_double: return inner.double()
        case cdbus_type_int32: return inner.int32().map(Double.init)
        case cdbus_type_uint32: return inner.uint32().map(Double.init)
        default: return mismatch()
        }
    }

    /// Reads an array of 32-bit integers (empty when the next argument is not one); nil when it
    /// holds more than `limit` elements, which are then not read.
    package mutating func int32Array(limit: Int = .max) -> [Int32]? {
        var values: [Int32] = []
        let complete = array(limit: limit) { element in if let value = element.int32() { values.append(value) } }
        return complete ? values : nil
    }

    /// Reads an array, calling `element` once per element with a reader positioned on it.
    /// Stops after `limit` elements and answers false when there were more (a hostile client's
    /// million-element array costs no more than `limit` of them).
    @discardableResult
    package mutating func array(limit: Int = .max, _ element: (inout DBusReader) -> Void) -> Bool {
        guard currentType() == cdbus_type_array else {
            mismatched = true
            return true
        }
        var inner = DBusReader(recursingInto: &iterator)
        advance()
        var count = 0
        while inner.currentType() != cdbus_type_invalid {
            guard count < limit else { return false }
            count += 1
            let before = inner.position
            element(&inner)
            if inner.position == before { inner.skip() }
        }
        if inner.mismatched { mismatched = true }
        return true
    }

    /// Reads a struct, dict entry or variant: `body` reads its fields.
    package mutating func container<T>(_ body: (inout DBusReader) -> T) -> T? {
        let kind = currentType()
        guard kind == cdbus_type_struct || kind == cdbus_type_dict_entry || kind == cdbus_type_variant else { return mismatch() }
        var inner = DBusReader(recursingInto: &iterator)
        advance()
        let value = body(&inner)
        if inner.mismatched { mismatched = true }
        return value
    }

    /// Runs `body` on the iterator positioned at the next argument (without moving it), then
    /// moves past that argument; nil, and `mismatched`, when there is none or `body` answers nil.
    package mutating func withCurrentIterator<T>(_ body: (inout DBusMessageIter) -> T?) -> T? {
        guard currentType() != cdbus_type_invalid else { return mismatch() }
        let value = body(&iterator)
        advance()
        if value == nil { mismatched = true }
        return value
    }

    /// Skips one argument of any type.
    package mutating func skip() { advance() }

    /// How many arguments were read, to notice a reader that read nothing.
    private var position: Int { readCount }

    private mutating func currentType() -> Int32 {
        hasArguments ? dbus_message_iter_get_arg_type(&iterator) : cdbus_type_invalid
    }

    private mutating func basic<T: BitwiseCopyable>(_ expected: Int32, _ zero: T) -> T? {
        guard currentType() == expected else { return mismatch() }
        var value = zero
        withUnsafeMutableBytes(of: &value) { dbus_message_iter_get_basic(&iterator, $0.baseAddress) }
        advance()
        return value
    }

    private var readCount = 0

    private mutating func mismatch<T>() -> T? {
        mismatched = true
        return nil
    }

    private mutating func advance() {
        readCount += 1
        hasArguments = dbus_message_iter_next(&iterator) != 0
    }
}

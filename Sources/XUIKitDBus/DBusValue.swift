import CDBus

/// One D-Bus value of any type, as another client sent it or as an option dictionary (`a{sv}`)
/// is built: what the typed reads of `DBusReader` cannot say ahead of time, because the variant's
/// type is the sender's choice.
///
/// Reading never trusts the sender: arrays stop at `DBusValue.elementLimit` elements and nesting
/// at `DBusValue.depthLimit` levels (deeper or longer input reads as nil), and a caller asks for
/// the type it expects (`string`, `stringArray`, …), which answers nil for any other.
package indirect enum DBusValue: Equatable, Sendable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array; `element` is its elements' signature, which an empty array needs too.
    case array(element: String, [DBusValue])
    case structure([DBusValue])
    case dictEntry(DBusValue, DBusValue)
    case variant(DBusValue)

    /// The most elements one array may hold when read (a hostile sender's million-element
    /// array costs no more than this).
    package static let elementLimit = 4096
    /// The deepest nesting read (D-Bus itself allows 64).
    package static let depthLimit = 16

    // MARK: - Building

    /// An `as` array.
    package static func strings(_ values: [String]) -> DBusValue { .array(element: "s", values.map(DBusValue.string)) }

    /// An `ay` array of `bytes`.
    package static func bytes(_ values: [UInt8]) -> DBusValue { .array(element: "y", values.map(DBusValue.byte)) }

    /// An `a{sv}` dictionary, in the given order.
    package static func dictionary(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    /// The value's D-Bus signature ("s", "a(sa(us))", …).
    package var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    // MARK: - Asking for a type

    /// The string (or object path), or nil for any other type.
    package var string: String? {
        switch self {
        case .string(let value), .objectPath(let value): value
        default: nil
        }
    }

    /// The number as an unsigned 32-bit value, or nil for any other type (or a negative one).
    package var uint32: UInt32? {
        switch self {
        case .uint32(let value): value
        case .byte(let value): UInt32(value)
        case .uint16(let value): UInt32(value)
        case .int32(let value): UInt32(exactly: value)
        default: nil
        }
    }

    /// The number as a double, or nil for any other type.
    package var double: Double? {
        switch self {
        case .double(let value): value
        case .int32(let value): Double(value)
        case .uint32(let value): Double(value)
        default: nil
        }
    }

    /// The boolean, or nil for any other type.
    package var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The strings of an `as` array, or nil when this is not one.
    package var stringArray: [String]? {
        guard case .array(let element, let values) = self, element == "s" else { return nil }
        return values.compactMap(\.string)
    }

    /// The fields of a struct, or nil when this is not one.
    package var fields: [DBusValue]? {
        if case .structure(let fields) = self { return fields }
        return nil
    }

    /// What a variant holds (variants inside variants unwrapped), or the value itself.
    package var unwrapped: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// The entries of an `a{s…}` dictionary, variants unwrapped (`a{sv}`: each value as sent), or
    /// nil when this is not such a dictionary. A key sent twice keeps its first value.
    package var stringKeyedDictionary: [String: DBusValue]? {
        guard case .array(let element, let entries) = self, element.hasPrefix("{s") else { return nil }
        var dictionary: [String: DBusValue] = [:]
        for case .dictEntry(.string(let key), let value) in entries where dictionary[key] == nil {
            dictionary[key] = value.unwrapped
        }
        return dictionary
    }
}

// MARK: - Reading from libdbus

extension DBusValue {
    /// Reads the value `iterator` is on, or nil for a type it does not know (a Unix descriptor),
    /// an array longer than `elementLimit` or nesting deeper than `depthLimit`.
    package static func read(_ iterator: inout DBusMessageIter, depth: Int = 0) -> DBusValue? {
        guard depth <= depthLimit else { return nil }
        let kind = dbus_message_iter_get_arg_type(&iterator)
        switch kind {
        case cdbus_type_byte: return .byte(basic(&iterator, UInt8(0)))
        case cdbus_type_boolean: return .bool(basic(&iterator, dbus_bool_t(0)) != 0)
        case cdbus_type_int16: return .int16(basic(&iterator, Int16(0)))
        case cdbus_type_uint16: return .uint16(basic(&iterator, UInt16(0)))
        case cdbus_type_int32: return .int32(basic(&iterator, Int32(0)))
        case cdbus_type_uint32: return .uint32(basic(&iterator, UInt32(0)))
        case cdbus_type_int64: return .int64(basic(&iterator, Int64(0)))
        case cdbus_type_uint64: return .uint64(basic(&iterator, UInt64(0)))
        case cdbus_type_double: return .double(basic(&iterator, Double(0)))
        case cdbus_type_string, cdbus_type_object_path, cdbus_type_signature:
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &pointer)
            let text = pointer.map { String(cString: $0) } ?? ""
            return kind == cdbus_type_string ? .string(text) : kind == cdbus_type_object_path ? .objectPath(text) : .signature(text)
        case cdbus_type_array:
            var inner = DBusMessageIter()
            let element = dbus_message_iter_get_signature(&iterator).map { pointer in
                defer { dbus_free(pointer) }
                return String(String(cString: pointer).dropFirst())
            } ?? ""
            dbus_message_iter_recurse(&iterator, &inner)
            guard let values = readAll(&inner, depth: depth + 1, limit: elementLimit) else { return nil }
            return .array(element: element, values)
        case cdbus_type_struct, cdbus_type_dict_entry, cdbus_type_variant:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            guard let values = readAll(&inner, depth: depth + 1, limit: 64) else { return nil }
            if kind == cdbus_type_struct { return .structure(values) }
            if kind == cdbus_type_variant { return values.count == 1 ? .variant(values[0]) : nil }
            return values.count == 2 ? .dictEntry(values[0], values[1]) : nil
        default:
            return nil
        }
    }

    /// Every value from `iterator` on, or nil when one cannot be read or there are over `limit`.
    private static func readAll(_ iterator: inout DBusMessageIter, depth: Int, limit: Int) -> [DBusValue]? {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != cdbus_type_invalid {
            guard values.count < limit, let value = read(&iterator, depth: depth) else { return nil }
            values.append(value)
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    private static func basic<T: BitwiseCopyable>(_ iterator: inout DBusMessageIter, _ zero: T) -> T {
        var value = zero
        withUnsafeMutableBytes(of: &value) { dbus_message_iter_get_basic(&iterator, $0.baseAddress) }
        return value
    }
}

// MARK: - Writing

extension DBusWriter {
    /// Appends `value` with its own signature.
    package func value(_ value: DBusValue) {
        switch value {
        case .byte(let number): basic(cdbus_type_byte, number)
        case .bool(let flag): bool(flag)
        case .int16(let number): int16(number)
        case .uint16(let number): basic(cdbus_type_uint16, number)
        case .int32(let number): int32(number)
        case .uint32(let number): uint32(number)
        case .int64(let number): basic(cdbus_type_int64, number)
        case .uint64(let number): basic(cdbus_type_uint64, number)
        case .double(let number): double(number)
        case .string(let text): string(text)
        case .objectPath(let text): objectPath(text)
        case .signature(let text):
            text.withCString { pointer in
                var pointer: UnsafePointer<CChar>? = pointer
                _ = dbus_message_iter_append_basic(iterator, cdbus_type_signature, &pointer)
            }
        case .array(let element, let values): array(of: element) { inner in values.forEach(inner.value) }
        case .structure(let fields): structure { inner in fields.forEach(inner.value) }
        case .dictEntry(let key, let entry): dictEntry { inner in inner.value(key); inner.value(entry) }
        case .variant(let inner): variant(inner.signature) { $0.value(inner) }
        }
    }

    /// Appends a Unix file descriptor (`h`); libdbus sends a duplicate, so the caller still owns
    /// and closes `descriptor`.
    package func unixFileDescriptor(_ descriptor: Int32) { basic(cdbus_type_unix_fd, descriptor) }

    private func basic<T: BitwiseCopyable>(_ type: Int32, _ value: T) {
        var value = value
        _ = withUnsafeMutableBytes(of: &value) { dbus_message_iter_append_basic(iterator, type, $0.baseAddress) }
    }
}

extension DBusReader {
    /// Reads the next argument whatever its type (as `DBusValue.read` does), or nil.
    package mutating func value() -> DBusValue? {
        withCurrentIterator { iterator in DBusValue.read(&iterator) }
    }
}

import CDBus

/// Appends arguments to a D-Bus message through libdbus's iterators, one call per value;
/// containers take a closure that appends their contents.
package struct DBusWriter {
    package let iterator: UnsafeMutablePointer<DBusMessageIter>

    /// Appends to `message`'s arguments.
    package static func append(to message: OpaquePointer, _ body: (DBusWriter) -> Void) {
        let iterator = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { iterator.deallocate() }
        dbus_message_iter_init_append(message, iterator)
        body(DBusWriter(iterator: iterator))
    }

    package func string(_ value: String) { text(cdbus_type_string, value) }
    package func objectPath(_ value: String) { text(cdbus_type_object_path, value) }

    package func int32(_ value: Int32) {
        var value = value
        _ = dbus_message_iter_append_basic(iterator, cdbus_type_int32, &value)
    }
    package func int16(_ value: Int16) {
        var value = value
        _ = dbus_message_iter_append_basic(iterator, cdbus_type_int16, &value)
    }
    package func uint32(_ value: UInt32) {
        var value = value
        _ = dbus_message_iter_append_basic(iterator, cdbus_type_uint32, &value)
    }
    package func double(_ value: Double) {
        var value = value
        _ = dbus_message_iter_append_basic(iterator, cdbus_type_double, &value)
    }
    package func bool(_ value: Bool) {
        var value: dbus_bool_t = value ? 1 : 0
        _ = dbus_message_iter_append_basic(iterator, cdbus_type_boolean, &value)
    }

    package func structure(_ body: (DBusWriter) -> Void) { container(cdbus_type_struct, signature: nil, body) }
    package func array(of elementSignature: String, _ body: (DBusWriter) -> Void) {
        container(cdbus_type_array, signature: elementSignature, body)
    }
    package func variant(_ signature: String, _ body: (DBusWriter) -> Void) {
        container(cdbus_type_variant, signature: signature, body)
    }
    package func dictEntry(_ body: (DBusWriter) -> Void) { container(cdbus_type_dict_entry, signature: nil, body) }

    private func container(_ type: Int32, signature: String?, _ body: (DBusWriter) -> Void) {
        let inner = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { inner.deallocate() }
        if let signature {
            _ = signature.withCString { dbus_message_iter_open_container(iterator, type, $0, inner) }
        } else {
            _ = dbus_message_iter_open_container(iterator, type, nil, inner)
        }
        body(DBusWriter(iterator: inner))
        _ = dbus_message_iter_close_container(iterator, inner)
    }

    private func text(_ type: Int32, _ value: String) {
        value.withCString { pointer in
            var pointer: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(iterator, type, &pointer)
        }
    }
}

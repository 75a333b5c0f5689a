import CDBus
import XUIKitDBus

extension DBusWriter {
    /// An object reference, AT-SPI's `(so)`: a bus name and an object path.
    func reference(_ reference: ATSPIReference) {
        structure { $0.string(reference.busName); $0.objectPath(reference.path) }
    }
}

/// A value inside a variant, for properties.
package enum DBusValue {
    case string(String)
    case int32(Int32)
    case uint32(UInt32)
    case double(Double)
    case bool(Bool)
    case reference(ATSPIReference)
    /// Two integers, `(ii)` (a table cell's position).
    case pair(Int32, Int32)

    package var signature: String {
        switch self {
        case .string: return "s"
        case .int32: return "i"
        case .uint32: return "u"
        case .double: return "d"
        case .bool: return "b"
        case .reference: return "(so)"
        case .pair: return "(ii)"
        }
    }

    /// Appends the value wrapped in a variant.
    package func appendVariant(to writer: DBusWriter) {
        writer.variant(signature) { inner in
            switch self {
            case .string(let value): inner.string(value)
            case .int32(let value): inner.int32(value)
            case .uint32(let value): inner.uint32(value)
            case .double(let value): inner.double(value)
            case .bool(let value): inner.bool(value)
            case .reference(let value): inner.reference(value)
            case .pair(let first, let second): inner.structure { $0.int32(first); $0.int32(second) }
            }
        }
    }
}

import Foundation
import XUIKitCore

/// The XSETTINGS wire format (freedesktop.org XSETTINGS specification 0.5): the
/// `_XSETTINGS_SETTINGS` property an XSETTINGS manager keeps on its selection window.
///
/// A byte-order byte (0 little-endian, 1 big-endian), three unused bytes, a CARD32 serial, a
/// CARD32 count, then that many settings: CARD8 type (0 integer, 1 string, 2 colour), an unused
/// byte, CARD16 name length, the name padded to 4 bytes, CARD32 last-change serial, and the value:
/// an INT32; a CARD32 length and the bytes padded to 4; or four CARD16 (red, green, blue, alpha).
enum XSettings {
    /// One setting's value.
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The settings in `bytes`, by name; nil when the data is truncated or malformed (a setting
    /// cut short, an unknown type), so a broken manager changes nothing.
    static func parse(_ bytes: [UInt8]) -> [String: Value]? {
        guard bytes.count >= 12, bytes[0] <= 1 else { return nil }
        let bigEndian = bytes[0] == 1
        var offset = 4
        func card16() -> Int? {
            guard offset + 2 <= bytes.count else { return nil }
            let (a, b) = (Int(bytes[offset]), Int(bytes[offset + 1]))
            offset += 2
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        func card32() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            let word = bytes[offset..<offset + 4].enumerated().reduce(UInt32(0)) { value, item in
                value | UInt32(item.element) << UInt32(bigEndian ? (3 - item.offset) * 8 : item.offset * 8)
            }
            offset += 4
            return word
        }
        func padded(_ length: Int) -> [UInt8]? {
            guard length >= 0, offset + length <= bytes.count else { return nil }
            let slice = Array(bytes[offset..<offset + length])
            offset += (length + 3) & ~3
            return offset <= bytes.count ? slice : nil
        }
        guard card32() != nil, let count = card32(), count <= 10_000 else { return nil }
        var settings: [String: Value] = [:]
        for _ in 0..<count {
            guard offset + 4 <= bytes.count else { return nil }
            let type = bytes[offset]
            offset += 2
            guard let nameLength = card16(), let nameBytes = padded(nameLength), card32() != nil else { return nil }
            let name = String(decoding: nameBytes, as: UTF8.self)
            switch type {
            case 0:
                guard let raw = card32() else { return nil }
                settings[name] = .integer(Int32(bitPattern: raw))
            case 1:
                guard let length = card32(), let text = padded(Int(length)) else { return nil }
                settings[name] = .string(String(decoding: text, as: UTF8.self))
            case 2:
                guard let red = card16(), let green = card16(), let blue = card16(), let alpha = card16() else { return nil }
                settings[name] = .color(red: UInt16(red), green: UInt16(green), blue: UInt16(blue), alpha: UInt16(alpha))
            default:
                return nil
            }
        }
        return settings
    }

    /// The appearance settings XUIKit reads from parsed XSETTINGS.
    static func desktopSettings(from settings: [String: Value]) -> DesktopSettings {
        var result = DesktopSettings()
        if case .string(let theme)? = settings["Net/ThemeName"] { result.themeName = theme }
        if case .integer(let dark)? = settings["Gtk/ApplicationPreferDarkTheme"] { result.prefersDarkTheme = dark != 0 }
        if case .string(let font)? = settings["Gtk/FontName"] { result.fontName = font }
        if case .integer(let dpi)? = settings["Xft/DPI"], dpi > 0 { result.dpi = CGFloat(dpi) / 1024 }
        return result
    }

    /// Encodes settings in the wire format (little-endian), for tests that act as a manager.
    static func encode(_ settings: [(String, Value)], serial: UInt32 = 0) -> [UInt8] {
        var bytes: [UInt8] = [0, 0, 0, 0]
        func card16(_ value: Int) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func card32(_ value: UInt32) { bytes += (0..<4).map { UInt8(value >> UInt32($0 * 8) & 0xFF) } }
        func pad() { while bytes.count % 4 != 0 { bytes.append(0) } }
        card32(serial)
        card32(UInt32(settings.count))
        for (name, value) in settings {
            let type: UInt8
            switch value { case .integer: type = 0; case .string: type = 1; case .color: type = 2 }
            bytes += [type, 0]
            card16(name.utf8.count)
            bytes += Array(name.utf8)
            pad()
            card32(serial)
            switch value {
            case .integer(let number): card32(UInt32(bitPattern: number))
            case .string(let text): card32(UInt32(text.utf8.count)); bytes += Array(text.utf8); pad()
            case .color(let red, let green, let blue, let alpha): [red, green, blue, alpha].forEach { card16(Int($0)) }
            }
        }
        return bytes
    }
}

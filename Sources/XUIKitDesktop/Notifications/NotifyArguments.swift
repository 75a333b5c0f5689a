import CDBus
import XUIKitCore
import XUIKitDBus

/// The arguments of `Notify` (signature `susssasa{sv}i`): app_name, replaces_id, app_icon,
/// summary, body, actions as flat (key, label) pairs, hints (`sound-name`, `desktop-entry`,
/// `urgency` as a byte) and expire_timeout (R37.6).
enum NotifyArguments {
    static func write(_ notification: DesktopNotification, to writer: DBusWriter) {
        writer.string(notification.appName)
        writer.uint32(notification.replacesID)
        writer.string(notification.appIcon)
        writer.string(notification.summary)
        writer.string(notification.body)
        writer.array(of: "s") { actions in
            for action in notification.actions {
                actions.string(action.key)
                actions.string(action.label)
            }
        }
        writer.array(of: "{sv}") { hints in
            if let sound = notification.soundName {
                hints.dictEntry { $0.string("sound-name"); $0.variant("s") { $0.string(sound) } }
            }
            if let entry = notification.desktopEntry {
                hints.dictEntry { $0.string("desktop-entry"); $0.variant("s") { $0.string(entry) } }
            }
            hints.dictEntry { $0.string("urgency"); $0.variant("y") { $0.notificationByte(notification.urgency.rawValue) } }
        }
        writer.int32(notification.expireTimeout)
    }
}

extension DBusWriter {
    /// Appends a byte (`y`), which `DBusWriter` has no call for yet.
    fileprivate func notificationByte(_ value: UInt8) {
        var value = value
        _ = dbus_message_iter_append_basic(iterator, Int32(UInt8(ascii: "y")), &value)
    }
}

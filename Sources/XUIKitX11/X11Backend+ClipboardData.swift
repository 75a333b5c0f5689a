import CX11
import Foundation
import XUIKitCore

/// The CLIPBOARD with typed data (R35.4–R35.6): `UIPasteboard`'s item is offered as X targets
/// named by their MIME types (image/png, text/uri-list, …), its text also as UTF8_STRING, STRING,
/// TEXT and text/plain; another app's targets are read with the bounded wait of X11Clipboard.
extension X11Backend: ClipboardDataServing {
    /// Takes the CLIPBOARD with the item's representations; an empty list gives it up.
    public func setClipboardRepresentations(_ representations: [ClipboardRepresentation]) {
        guard connection.isOpen else { return }
        guard !representations.isEmpty else { return clipboard.setOffer(nil, time: lastInputTime) }
        var offer = X11SelectionOffer()
        for representation in representations {
            if representation.type == "text/plain;charset=utf-8" {
                let text = String(decoding: representation.data, as: UTF8.self)
                offer.text = { text }
            } else {
                offer.data.append((XInternAtom(connection.display, representation.type, 0), [UInt8](representation.data)))
            }
        }
        clipboard.setOffer(offer, time: lastInputTime)
    }

    /// The names of the targets the CLIPBOARD's owner offers, TARGETS included.
    public func clipboardTypes() -> [String] {
        guard connection.isOpen else { return [] }
        let targets = clipboard.targets(time: lastInputTime)
        return targets.compactMap { atom -> String? in
            guard atom != 0, let name = XGetAtomName(connection.display, atom) else { return nil }
            defer { XFree(name) }
            return String(cString: name)
        }
    }

    /// The CLIPBOARD's bytes as `type`; UTF-8 text is asked as UTF8_STRING (then STRING) when
    /// the owner does not offer the MIME name.
    public func clipboardData(forType type: String) -> Data? {
        guard connection.isOpen else { return nil }
        if type == "text/plain;charset=utf-8" {
            return clipboard.text(time: lastInputTime).map { Data($0.utf8) }
        }
        let target = XInternAtom(connection.display, type, 0)
        return clipboard.data(for: target, time: lastInputTime).map { Data($0) }
    }

    /// Each offer the app made and each loss of the CLIPBOARD to another client.
    public var clipboardChangeCount: Int { clipboard.changeCount }
}

import CX11
import Foundation
import XUIKitCore

/// What the app offers on a selection it owns (ICCCM §2.6): text, read when a client asks, and
/// typed data by target.
struct X11SelectionOffer {
    /// The text, read when asked; nil for an offer without text. PRIMARY reads the editor's
    /// selection now, so it answers with the current selection however it changed (R35.1).
    var text: (@MainActor () -> String?)?
    /// Other targets and their bytes, in the order offered (image/png, text/uri-list, …).
    var data: [(target: Atom, bytes: [UInt8])] = []

    /// The targets offered, TARGETS first; the text targets when there is text.
    @MainActor
    func targets(atoms: X11Atoms) -> [Atom] {
        var targets = [atoms.targets]
        if text != nil { targets += [atoms.utf8String, XA_STRING, atoms.text, atoms.textPlainUTF8, atoms.textPlain] }
        for (target, _) in data where !targets.contains(target) { targets.append(target) }
        return targets
    }

    /// The bytes for `target`: typed data first, then the text in the encoding `target` names;
    /// nil when the offer has nothing for it.
    @MainActor
    func bytes(for target: Atom, atoms: X11Atoms) -> [UInt8]? {
        if let entry = data.first(where: { $0.target == target }) { return entry.bytes }
        guard let text = text?() else { return nil }
        switch target {
        case atoms.utf8String, atoms.textPlainUTF8, atoms.text: return Array(text.utf8)
        case XA_STRING, atoms.textPlain: return [UInt8](text.data(using: .isoLatin1, allowLossyConversion: true) ?? Data())
        default: return nil
        }
    }
}

extension X11Clipboard {
    /// Answers another client's request for the selection (ICCCM §2.2): TARGETS, the text
    /// targets (UTF8_STRING, STRING, TEXT, text/plain;charset=utf-8, text/plain), the offer's
    /// typed data, or a refusal. A text request made while the offered text is nil (PRIMARY
    /// whose editor lost its selection) is refused. Data too large for one request is refused
    /// with a message (serving is single-shot: no INCR).
    func answer(_ request: XSelectionRequestEvent) {
        let display = connection.display
        // Obsolete clients pass no property; the target then names it.
        let property = request.property != 0 ? request.property : request.target
        var converted = false
        if request.selection == selection, request.owner == window, let offer {
            if request.target == atoms.targets {
                // Format-32 data is an array of C longs, which is what Atom is.
                let targets = offer.targets(atoms: atoms)
                targets.withUnsafeBytes { bytes in
                    _ = XChangeProperty(display, request.requestor, property, XA_ATOM, 32, PropModeReplace,
                                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(targets.count))
                }
                converted = true
            } else if let bytes = offer.bytes(for: request.target, atoms: atoms) {
                converted = write(bytes, type: answerType(for: request.target), to: request.requestor, property: property)
            }
        }
        request.sendReply(on: display, property: property, converted: converted)
    }

    /// The type an answer's property carries: TEXT is answered as UTF8_STRING (ICCCM lets the
    /// owner choose), every other target as itself.
    private func answerType(for target: Atom) -> Atom {
        target == atoms.text ? atoms.utf8String : target
    }

    /// Writes `bytes` into the requestor's property in one request; false (and a message) when
    /// they exceed what one request can carry.
    private func write(_ bytes: [UInt8], type: Atom, to requestor: Window, property: Atom) -> Bool {
        let display = connection.display
        let limit = max(Int(XExtendedMaxRequestSize(display)), Int(XMaxRequestSize(display))) * 4 - 1024
        guard bytes.count <= limit else {
            Diagnostics.handler("copy: \(bytes.count) bytes exceed what the X server takes in one request (\(limit)); the \(name) request was refused")
            return false
        }
        XChangeProperty(display, requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
        return true
    }
}

import CX11
import Foundation
import XUIKitCore

/// On-the-spot XIM preedit for one window (R35.7): the input context is made with
/// `XIMPreeditCallbacks`, so the input method does not draw its composition in a window of its
/// own but reports it here (start, draw, caret, done), and XUIKit draws it as marked text in the
/// focused editor.
///
/// The callbacks run inside `XFilterEvent`, while the backend reads events; the composition is
/// kept here and handed to the core after the batch of input read with it
/// (`X11Backend.deliverCompositions()`), so keys typed before it reach the editor first.
@MainActor
final class X11Composition {
    /// The window whose input context reports here.
    let xid: Window
    /// The composition, in the characters (code points) XIM counts in.
    private(set) var scalars: [Unicode.Scalar] = []
    /// The input method's caret, in code points into the composition.
    private(set) var caret = 0
    /// True when the composition changed since the core was last told.
    var needsDelivery = false
    /// The callbacks handed to Xlib; they live as long as the input context.
    private let callbacks: UnsafeMutablePointer<XICCallback>

    init(xid: Window) {
        self.xid = xid
        callbacks = .allocate(capacity: 4)
        let client = XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
        callbacks[0] = XICCallback(client_data: client, callback: preeditStart)
        callbacks[1] = XICCallback(client_data: client, callback: preeditDone)
        callbacks[2] = XICCallback(client_data: client, callback: preeditDraw)
        callbacks[3] = XICCallback(client_data: client, callback: preeditCaret)
    }

    isolated deinit { callbacks.deallocate() }

    /// An on-the-spot input context on `inputMethod` reporting here, or nil when the input method
    /// refuses one.
    func makeInputContext(_ inputMethod: XIM) -> XIC? {
        cx11_create_ic_on_the_spot(inputMethod, xid, callbacks, callbacks + 1, callbacks + 2, callbacks + 3)
    }

    /// The composition as text, and its caret in Characters.
    var text: String { String(String.UnicodeScalarView(scalars)) }
    var caretInCharacters: Int { String(String.UnicodeScalarView(scalars.prefix(caret))).count }

    // MARK: - What the callbacks report

    /// A draw: `length` code points from `first` are replaced by `replacement` (nil: removed).
    func draw(caret newCaret: Int, first: Int, length: Int, replacement: [Unicode.Scalar]?) {
        let start = min(max(first, 0), scalars.count)
        let end = min(start + max(length, 0), scalars.count)
        scalars.replaceSubrange(start ..< end, with: replacement ?? [])
        caret = min(max(newCaret, 0), scalars.count)
        needsDelivery = true
    }

    /// The caret moved within the composition.
    func moveCaret(to position: Int) {
        caret = min(max(position, 0), scalars.count)
        needsDelivery = true
    }

    /// The composition started or ended: it is empty.
    func reset() {
        guard !scalars.isEmpty || caret != 0 else { return }
        scalars = []
        caret = 0
        needsDelivery = true
    }

    /// The code points of an `XIMText` (multi-byte in the locale's encoding, UTF-8 here, or wide).
    nonisolated static func scalars(of text: UnsafeMutablePointer<XIMText>?) -> [Unicode.Scalar]? {
        guard let text else { return nil }
        let count = Int(text.pointee.length)
        if text.pointee.encoding_is_wchar != 0 {
            guard let wide = text.pointee.string.wide_char else { return [] }
            return (0 ..< count).compactMap { Unicode.Scalar(UInt32(bitPattern: wide[$0])) }
        }
        guard let bytes = text.pointee.string.multi_byte else { return [] }
        return Array(String(cString: bytes).unicodeScalars)
    }

    /// The composition whose address Xlib hands back as the callbacks' client data (passed
    /// as an integer, which crosses into the main actor's closure without a pointer).
    nonisolated static func from(_ address: UInt) -> X11Composition? {
        UnsafeRawPointer(bitPattern: address).map { Unmanaged<X11Composition>.fromOpaque($0).takeUnretainedValue() }
    }
}

// The XIM preedit callbacks (Xlib calls them from XFilterEvent, on the main thread).

/// The composition starts: no limit on its length (-1).
private let preeditStart: XICProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { X11Composition.from(address)?.reset() }
    return -1
}

/// The composition ends.
private let preeditDone: XICProc = { _, client, _ in
    let address = UInt(bitPattern: client)
    MainActor.assumeIsolated { X11Composition.from(address)?.reset() }
    return 0
}

/// Part of the composition changed.
private let preeditDraw: XICProc = { _, client, call in
    guard let call else { return 0 }
    let address = UInt(bitPattern: client)
    let draw = UnsafeMutableRawPointer(call).assumingMemoryBound(to: XIMPreeditDrawCallbackStruct.self).pointee
    let replacement = X11Composition.scalars(of: draw.text)
    let caret = Int(draw.caret), first = Int(draw.chg_first), length = Int(draw.chg_length)
    MainActor.assumeIsolated {
        X11Composition.from(address)?.draw(caret: caret, first: first, length: length, replacement: replacement)
    }
    return 0
}

/// The input method moved the caret; only absolute moves are followed.
private let preeditCaret: XICProc = { _, client, call in
    guard let call else { return 0 }
    let address = UInt(bitPattern: client)
    let move = UnsafeMutableRawPointer(call).assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self)
    if move.pointee.direction == XIMAbsolutePosition {
        let position = Int(move.pointee.position)
        MainActor.assumeIsolated { X11Composition.from(address)?.moveCaret(to: position) }
    }
    return 0
}

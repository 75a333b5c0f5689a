import XUIKitCore

/// The one-line diagnostics XUIKit reports (``Diagnostics``) while `body` runs, instead of
/// printing them; the previous handler is back afterwards.
///
/// ```swift
/// let messages = capturingDiagnostics { view.addSubview(view) }
/// #expect(messages.count == 1)
/// ```
@preconcurrency @MainActor
public func capturingDiagnostics(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let saved = Diagnostics.handler
    Diagnostics.handler = { messages.append($0) }
    body()
    Diagnostics.handler = saved
    return messages
}

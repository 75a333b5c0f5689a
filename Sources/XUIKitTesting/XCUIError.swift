/// Why a UI test step failed, as one line that says what was expected and what is there:
/// "no button 'Save' — buttons present: 'Cancel', 'OK'".
public struct XCUIError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Why a UI test step failed, as one line that says what was expected and what is there:
/// "no button 'Save' — buttons present: 'Cancel', 'OK'".
public struct XCUIError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public let description: String
    /// An error with `description` as its message: one line a user can act on.
    public init(_ description: String) { self.description = description }
}

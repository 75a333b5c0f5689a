import Foundation

/// Clear one-line messages for programmer errors UIKit would crash on.
public enum Diagnostics {
    /// Where messages go; stderr unless a test captures them. A static, not application state:
    /// messages come from code with no app at hand (value types, parsing) and go to the process's
    /// stderr.
    @preconcurrency @MainActor public static var handler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("XUIKit: \(message)\n".utf8))
    }

    @MainActor static func report(_ message: String) { handler(message) }
}

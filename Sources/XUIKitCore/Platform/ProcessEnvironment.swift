import Glibc

/// Variables of the process's environment, each read by itself (`getenv`).
///
/// Foundation's `ProcessInfo.processInfo.environment` copies the whole environment into a new
/// dictionary at every call; a launch reads about ten variables (the backend, the display, the
/// scale, the appearance, the languages…) before its window maps, so the code that runs then asks
/// here for the names it reads. Functions that take an environment for their tests are handed
/// only those names (``values(_:)``).
package enum ProcessEnvironment {
    /// The variable `name`, or nil when it is not set.
    package static subscript(name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables of `names` that are set, by name.
    package static func values(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { if let value = self[name] { values[name] = value } }
        return values
    }
}

import Foundation

extension SpellingService {
    /// Points Enchant's personal dictionaries at `directory` for the rest of the process, so
    /// tests never read or write the user's own (R38.4). Closes the current broker and opens a new
    /// one; calling it again with the same directory changes nothing.
    static func useConfigurationDirectory(_ directory: String) {
        if let current = getenv("ENCHANT_CONFIG_DIR"), String(cString: current) == directory, shared.isOpen { return }
        shared.close()
        shared = SpellingService(configurationDirectory: directory)
    }

    /// Whether the broker is open.
    var isOpen: Bool { broker != nil }
}

/// What tests outside the module may do with spelling.
@_spi(Testing)
@preconcurrency @MainActor
public enum SpellingTesting {
    /// Points Enchant's personal dictionaries at `directory` (which must exist) for the rest of
    /// the process, so tests never read or write the user's own (R38.4).
    public static func useConfigurationDirectory(_ directory: String) {
        SpellingService.useConfigurationDirectory(directory)
    }
}

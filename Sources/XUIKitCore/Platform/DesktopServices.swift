import Foundation

/// The desktop's services an app reaches beyond its windows, one slot each, on the app
/// (`UIApplication.shared.desktopServices`).
///
/// The core declares what it asks of each service; an integration fills the slots at launch
/// (XUIKitDesktop: the XDG desktop portals and the freedesktop services over D-Bus). An empty
/// slot means the desktop has no such service, and the core falls back to its own way: for the
/// file chooser, a dialog built from XUIKit views.
@preconcurrency @MainActor
public final class DesktopServices {
    /// Opens and saves files through the desktop's own dialog (`org.freedesktop.portal.FileChooser`),
    /// or nil: then `UIDocumentPickerViewController` shows XUIKit's own dialog.
    public var fileChooser: (any FileChooserService)?
    /// Shows notifications (`org.freedesktop.Notifications`, R37.6), or nil: then
    /// `UNUserNotificationCenter.add` completes with an error.
    public var notifications: (any NotificationService)?

    /// Opens URLs in other apps (`org.freedesktop.portal.OpenURI`), or nil: then
    /// `UIApplication.open(_:options:completionHandler:)` runs `xdg-open` (R31.8).
    public var urlOpener: (any URLOpeningService)?

    /// The fallback opener, `xdg-open` on the process's `PATH` (R31.8).
    lazy var xdgOpen = XDGOpenLauncher(environment: ProcessInfo.processInfo.environment)

    /// An empty set of services.
    public init() {}
}

/// The desktop's file dialog.
@preconcurrency @MainActor
public protocol FileChooserService: AnyObject {
    /// Shows the dialog `request` describes and calls `completion` once, on the main actor, with
    /// what the user chose. `.unavailable` means the service could not show a dialog at all (the
    /// portal went away, a D-Bus error): the caller may fall back to its own dialog.
    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserResponse) -> Void)
}

/// What a file dialog is asked to do (the options of the portal's `OpenFile` and `SaveFile`).
public struct FileChooserRequest: Sendable, Equatable {
    /// What the dialog chooses.
    public enum Mode: Sendable, Equatable {
        /// Existing files to open (`OpenFile`).
        case open
        /// Existing folders (`OpenFile` with `directory`).
        case openFolder
        /// A new file's place and name (`SaveFile`).
        case save
    }

    /// What the dialog chooses.
    public var mode: Mode
    /// The dialog's title.
    public var title: String
    /// The accept button's label, or nil for the dialog's own ("Open", "Save").
    public var acceptLabel: String?
    /// Whether several files may be chosen (`.open` and `.openFolder` only).
    public var allowsMultipleSelection: Bool
    /// The folder the dialog starts in, or nil for the dialog's choice.
    public var directory: URL?
    /// The name a saved file is proposed under (`.save`).
    public var suggestedName: String?
    /// The type filters the user picks from; the first is selected. Empty: all files.
    public var filters: [FileFilter]
    /// The app's window the dialog belongs to (portal: `parent_window`), or nil.
    public var parentWindow: WindowID?

    /// A request; everything but the mode and title has a default.
    public init(mode: Mode, title: String, acceptLabel: String? = nil, allowsMultipleSelection: Bool = false,
                directory: URL? = nil, suggestedName: String? = nil, filters: [FileFilter] = [],
                parentWindow: WindowID? = nil) {
        self.mode = mode
        self.title = title
        self.acceptLabel = acceptLabel
        self.allowsMultipleSelection = allowsMultipleSelection
        self.directory = directory
        self.suggestedName = suggestedName
        self.filters = filters
        self.parentWindow = parentWindow
    }
}

/// One type filter of a file dialog: a name and the files it shows, by MIME type or by glob.
public struct FileFilter: Sendable, Equatable {
    /// The name shown ("Images").
    public var name: String
    /// MIME types ("image/png"); the portal's filter entries of kind 1.
    public var mimeTypes: [String]
    /// Glob patterns ("*.png"); the portal's filter entries of kind 0.
    public var globs: [String]

    /// A filter.
    public init(name: String, mimeTypes: [String] = [], globs: [String] = []) {
        self.name = name
        self.mimeTypes = mimeTypes
        self.globs = globs
    }
}

/// What a file dialog answered.
public enum FileChooserResponse: Sendable, Equatable {
    /// The user chose these files (file URLs), in the dialog's order.
    case chosen([URL])
    /// The user dismissed the dialog.
    case cancelled
    /// No dialog could be shown; the text says why, for a diagnostic.
    case unavailable(String)
}

/// What a backend that can name its windows to other processes offers: the handle the XDG
/// desktop portals take as `parent_window` ("x11:1a00007"), so a dialog stays above its window.
@preconcurrency @MainActor
public protocol WindowHandleExporting: AnyObject {
    /// The handle of window `id`, or nil when the window has no native window (yet).
    func exportedHandle(of id: WindowID) -> String?
}

import Foundation

extension UIApplication {
    /// The app's name, as the desktop shows and groups its windows by (X11: the class in
    /// `WM_CLASS`, capitalised). The executable's name unless the app sets another; it may be
    /// set before or after windows exist (R15.9).
    ///
    /// An XUIKit addition: UIKit apps take their name from the bundle's `CFBundleName`.
    public var applicationName: String {
        get { applicationNameStorage ?? ProcessInfo.processInfo.processName }
        set {
            let name = newValue.trimmingCharacters(in: .whitespacesAndNewlines)
            if name.isEmpty {
                Diagnostics.report("UIApplication.applicationName: an empty name is ignored; the executable's name is used")
                applicationNameStorage = nil
            } else {
                applicationNameStorage = name
            }
            backend.setApplicationName(applicationName)
        }
    }

    /// The image the desktop shows for the app's windows (X11: `_NET_WM_ICON`), nil for none.
    /// It may be set before or after windows exist; every window shows it (R15.9). A square
    /// image of 16–256 pixels a side suits most desktops.
    ///
    /// An XUIKit addition: UIKit apps take their icon from the bundle's asset catalog.
    public var applicationIconImage: UIImage? {
        get { applicationIconImageStorage }
        set {
            applicationIconImageStorage = newValue
            backend.setApplicationIcon(newValue?.applicationIcon)
        }
    }

    /// Hands the app's name and icon to a newly installed backend.
    func applyNameAndIcon(to backend: any PlatformBackend) {
        if applicationNameStorage != nil { backend.setApplicationName(applicationName) }
        if let icon = applicationIconImageStorage?.applicationIcon { backend.setApplicationIcon(icon) }
    }
}

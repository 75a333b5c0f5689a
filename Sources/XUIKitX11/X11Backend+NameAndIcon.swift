import XUIKitCore

extension X11Backend {
    /// Sets WM_CLASS on every window and remembers the name for later ones (R15.9).
    public func setApplicationName(_ name: String) {
        nameAndIcon.name = name
        guard connection.isOpen else { return }
        for window in windows.values { window.setApplicationName(name, display: connection.display) }
    }

    /// Sets `_NET_WM_ICON` on every window and remembers the icon for later ones (R15.9).
    public func setApplicationIcon(_ icon: ApplicationIcon?) {
        nameAndIcon.icon = icon
        guard connection.isOpen else { return }
        for window in windows.values { window.setIcon(icon, display: connection.display, atoms: atoms) }
    }
}

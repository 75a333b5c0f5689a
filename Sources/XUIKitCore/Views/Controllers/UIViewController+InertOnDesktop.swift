// API that means nothing on a desktop, kept so iOS code compiles unchanged, as Mac Catalyst keeps
// it (R17.9): the status bar, the home indicator and device orientation. Listed in the "What is
// not there yet" article under "Inert on the desktop".

/// The style of the iOS status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// A set of device orientations.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, as UIKit numbers them.
    public let rawValue: UInt
    /// A mask with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Rotated with the home button or indicator on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Rotated with the home button or indicator on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside-down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIViewController {
    /// Asks the system to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again. There
    /// is no status bar on the desktop: does nothing (R17.9).
    public func setNeedsStatusBarAppearanceUpdate() {}
    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again; does nothing (R17.9).
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
}

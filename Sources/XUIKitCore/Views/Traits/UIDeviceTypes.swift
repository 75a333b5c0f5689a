// The value types UIDevice reports (§42, R42.1–R42.3): the interface idiom, the physical
// orientation and the battery state, with UIKit's raw values so that stored or logged values match.

import Foundation

/// The kind of interface an app is running in, as UIKit's `UIUserInterfaceIdiom`.
///
/// XUIKit reports `.pad` for its windows and its device, as a Mac Catalyst app does in its default
/// "Scale Interface to Match iPad" mode (R42.1): code that picks a larger layout for `.pad` picks it
/// on the desktop.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// No idiom: the value of an empty trait collection.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad; what XUIKit reports (R42.1).
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// The Mac ("Optimize Interface for Mac").
    case mac = 5
    /// Apple Vision.
    case vision = 6
}

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
///
/// A desktop computer has no orientation sensor: `UIDevice.current.orientation` is `.unknown`
/// (R42.2).
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// The orientation cannot be determined; what a desktop reports.
    case unknown = 0
    /// Upright, the home button (or bottom edge) at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned so that the bottom edge is on the right.
    case landscapeLeft = 3
    /// Turned so that the bottom edge is on the left.
    case landscapeRight = 4
    /// Flat, the screen facing up.
    case faceUp = 5
    /// Flat, the screen facing down.
    case faceDown = 6

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the device lies flat (`.faceUp` or `.faceDown`).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether the orientation is one an interface can take: portrait or landscape, not flat or
    /// unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
    /// Whether the device's battery is charging, full, or on battery, as UIKit's
    /// `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable, Hashable {
        /// Not known: battery monitoring is off, or the computer has no battery (R42.3).
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in and fully charged.
        case full = 3
    }
}

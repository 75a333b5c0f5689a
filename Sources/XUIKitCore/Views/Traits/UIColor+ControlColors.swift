import Foundation

// The colours the standard controls draw with, in one place. Each keeps the control's light look
// and has a dark value matching iOS's dark appearance; the system palette is used where UIKit
// uses it.

extension UIColor {
    /// A segmented control's, stepper's and progress view's track: a translucent grey fill.
    static let controlTrack = appearance(light: UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12),
                                         dark: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.24))
    /// The selected segment's face when no `selectedSegmentTintColor` is set.
    static let selectedSegment = appearance(light: .white, dark: UIColor(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255, alpha: 1))
    /// Shading of a pressed part of a control.
    static let controlPressed = appearance(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 1, alpha: 0.12))
    /// Thin dividers and rims drawn on controls.
    static let controlDivider = appearance(light: UIColor(white: 0, alpha: 0.15), dark: UIColor(white: 1, alpha: 0.15))
    /// The rim shadow under a switch's thumb.
    static let thumbRim = appearance(light: UIColor(white: 0, alpha: 0.12), dark: UIColor(white: 0, alpha: 0.3))
    /// Titles of disabled segments and stepper signs that cannot step.
    static let disabledControlLabel = appearance(light: UIColor(white: 0.6, alpha: 1), dark: UIColor(white: 0.4, alpha: 1))
    /// The stepper's face.
    static let stepperFace = appearance(light: UIColor(red: 0.93, green: 0.93, blue: 0.94, alpha: 1),
                                        dark: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.24))
    /// The slider's track right of the thumb.
    static let sliderMaximumTrack = appearance(light: UIColor(red: 0.89, green: 0.89, blue: 0.91, alpha: 1),
                                               dark: UIColor(red: 58.0 / 255, green: 58.0 / 255, blue: 60.0 / 255, alpha: 1))
    /// The progress view's track.
    static let progressTrack = appearance(light: UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2),
                                          dark: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.36))
    /// A page control's current page dot, and its other dots.
    static let currentPageIndicator = appearance(light: UIColor(white: 0.2, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    static let pageIndicator = appearance(light: UIColor(white: 0.5, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.3))
    /// A rounded-rect text field's face and rim.
    static let textFieldFace = appearance(light: .white, dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    static let textFieldRim = appearance(light: UIColor(white: 0.8, alpha: 1), dark: UIColor(white: 0.3, alpha: 1))
    /// A bezel text field's rim and its darker top edge.
    static let bezelRim = appearance(light: UIColor(white: 0.55, alpha: 1), dark: UIColor(white: 0.45, alpha: 1))
    static let bezelTop = appearance(light: UIColor(white: 0.35, alpha: 1), dark: UIColor(white: 0.65, alpha: 1))
    /// The text field's clear button disc and its cross.
    static let clearButtonDisc = appearance(light: UIColor(white: 0.7, alpha: 1), dark: UIColor(white: 0.45, alpha: 1))
    static let clearButtonCross = appearance(light: .white, dark: UIColor(white: 0.1, alpha: 1))
    /// The thumb of switches and sliders: white in both appearances, as on iOS.
    static let thumb = UIColor.white
}

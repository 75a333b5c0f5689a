import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// Every event method forwards to `next` by default (R1.15–R1.18), so an unhandled event climbs
/// the responder chain. Override `next` to change the chain (R2.12).
@preconcurrency @MainActor
open class UIResponder: CustomStringConvertible {
    /// Makes a responder with no next responder (R1.1).
    public init() {}

    // MARK: - The chain

    /// The next responder in the chain, computed from the current hierarchy each time it is read
    /// (R2.11). `nil` for a plain `UIResponder` (R1.1).
    open var next: UIResponder? { nil }

    /// The window whose first responder this responder can be; nil when it is not in one.
    var responderWindow: UIWindow? { nil }

    // MARK: - First responder

    /// Whether this responder accepts first-responder status; false by default (R1.2).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder gives up first-responder status when asked; true by default (R1.3).
    open var canResignFirstResponder: Bool { true }

    /// True while this responder is its window's first responder (R1.4).
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes this responder the first responder of its window, following R1.5 step by step:
    /// already first → true; not in a window or not eligible → false with nothing changed; the
    /// current first responder may refuse to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }                                  // R1.5 (a)
        guard let window = responderWindow else { return false }             // R1.5 (b)
        guard canBecomeFirstResponder else { return false }                  // R1.5 (c)
        if let current = window.firstResponder {                            // R1.5 (d)
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // An override may return true without calling super (R1.10); the slot is ours now anyway.
            if window.firstResponder === current { window.setFirstResponder(nil) }
        }
        window.setFirstResponder(self)                                       // R1.5 (e)
        return true
    }

    /// Gives up first-responder status. Returns true, also when this responder was not first
    /// responder (R1.7, R1.8).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self {
            window.setFirstResponder(nil)
        }
        return true
    }

    /// Called when this responder stops being first responder because it left its window (R1.11):
    /// it cannot refuse.
    func firstResponderStatusRevoked() {}

    /// The custom input view shown while this responder is first responder; nil by default (R1.12).
    open var inputView: UIView? { nil }
    /// The custom accessory view shown above the input view; nil by default (R1.12).
    open var inputAccessoryView: UIView? { nil }

    /// Updates the shown input views from `inputView`/`inputAccessoryView`; no effect unless this
    /// responder is first responder (R1.14).
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.presentInputViews(for: self)
    }

    /// The undo manager of the nearest responder up the chain that has one; the window always has
    /// one (R1.24).
    open var undoManager: UndoManager? {
        ResponderChainWalk.guarded(from: self, what: "undoManager") { $0.undoManager }
    }

    /// Key commands this responder offers to the whole chain; nil by default (R1.25).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: - Menus (R33.1, R33.5)

    /// Changes a menu system's menus. The main menu system calls it on the application, then on
    /// the app delegate, with the standard menus in `builder` (R33.1). Does nothing by default.
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// Changes a command's title, attributes or state before its menu shows; called on the
    /// responder that will perform it (R33.5). Does nothing by default.
    open func validate(_ command: UICommand) {}

    // MARK: - Touches (R1.15)

    /// Fingers (or a pointer button) went down in this responder. `touches` holds only `.began`
    /// touches for this view; `event` is the reused touches event with all of them (R4.5, R5.11).
    ///
    /// The default passes the same set and event to `next` (R1.15); an override that handles the
    /// touches does not call `super`, which stops them there (R1.19).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "touchesBegan") { $0.touchesBegan(touches, with: event) }
    }
    /// Touches this responder began moved. Stationary touches are not in the set, only in
    /// `event.allTouches` (R5.10). The default forwards to `next` (R1.15).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "touchesMoved") { $0.touchesMoved(touches, with: event) }
    }
    /// Touches this responder began lifted. Each touch a view began ends here or in
    /// `touchesCancelled(_:with:)`, exactly once (R6.14). The default forwards to `next` (R1.15).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "touchesEnded") { $0.touchesEnded(touches, with: event) }
    }
    /// Touches this responder began were taken away: a gesture recognizer recognized, the view left
    /// its window (event `nil`), or the device went away (R6.20, R8.21). Undo what the touches
    /// started. The default forwards to `next` (R1.15).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "touchesCancelled") { $0.touchesCancelled(touches, with: event) }
    }

    // MARK: - Presses (R1.16)

    /// Keys went down while this responder was first responder, or a responder above it passed
    /// them on (R9.1). Key commands matching the key run instead (R9.6). The default forwards to
    /// `next` (R1.16).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ResponderChainWalk.forward(from: self, what: "pressesBegan") { $0.pressesBegan(presses, with: event) }
    }
    /// An analog press changed its value; keyboards never send this (R9.4). The default forwards
    /// to `next` (R1.16).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ResponderChainWalk.forward(from: self, what: "pressesChanged") { $0.pressesChanged(presses, with: event) }
    }
    /// Keys came up; the same `UIPress` objects as in `pressesBegan` (R9.4). The default forwards
    /// to `next` (R1.16).
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ResponderChainWalk.forward(from: self, what: "pressesEnded") { $0.pressesEnded(presses, with: event) }
    }
    /// Presses ended without coming up, such as when the window lost keyboard focus. The default
    /// forwards to `next` (R1.16).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ResponderChainWalk.forward(from: self, what: "pressesCancelled") { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: - Motion and remote control (R1.17, R1.18)

    /// A shake began (`motion == .motionShake`); it goes first to the key window's first responder
    /// (R10.1, R10.2). The default forwards to `next` (R1.17).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "motionBegan") { $0.motionBegan(motion, with: event) }
    }
    /// A shake ended: the usual place to respond to one (R10.1). The default forwards to `next`
    /// (R1.17).
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "motionEnded") { $0.motionEnded(motion, with: event) }
    }
    /// A shake was cancelled instead of ending (R10.4). The default forwards to `next` (R1.17).
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "motionCancelled") { $0.motionCancelled(motion, with: event) }
    }
    /// A media key or remote command (`event.subtype` 100–109), delivered only while the application
    /// receives remote-control events (R10.6, R10.7). The default forwards to `next` (R1.18).
    open func remoteControlReceived(with event: UIEvent?) {
        ResponderChainWalk.forward(from: self, what: "remoteControlReceived") { $0.remoteControlReceived(with: event) }
    }

    // MARK: - Scrolling (XUIKit addition)

    /// Called with a scroll wheel or touchpad scroll over this view (the view under the pointer
    /// first). XUIKit addition, AppKit's name: UIKit offers scrolling only to pan recognizers
    /// (`UIPanGestureRecognizer.allowedScrollTypesMask`). When such a recognizer takes the scroll,
    /// no view gets this call. The default forwards to `next`, so an unhandled scroll climbs the
    /// responder chain like `pressesBegan`.
    open func scrollWheel(with event: UIScrollEvent) {
        ResponderChainWalk.forward(from: self, what: "scrollWheel") { $0.scrollWheel(with: event) }
    }

    // MARK: - Actions

    /// Whether this responder itself implements `action` (R1.20). It does not ask the rest of the
    /// chain — that is `target(forAction:withSender:)`'s job. Override to enable or disable an
    /// action (R1.23). Any sender is fine, including nil (R1.21).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

    /// The responder that will handle `action`: this one if `canPerformAction` says so, otherwise
    /// the answer of `next` (R1.22). Override to redirect an action.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return ResponderChainWalk.guarded(from: self, what: "target(forAction: \(action.name))") {
            $0.target(forAction: action, withSender: sender)
        }
    }

    // MARK: - Accessibility (Views/Accessibility/UIAccessibility.swift)

    /// What this object has been told about accessibility; nil until something is set.
    var accessibilityStorage: AccessibilityStorage?

    /// Whether an assistive technology sees this object as one element. False for plain views and
    /// containers; true for standard controls and labels (UIKit's defaults).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// A short name, such as "Play": a button's title or a label's text by default.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibilityAttributes.label = newValue }
    }
    /// The current value when it is not the label: a switch's "1"/"0", a slider's "50%", a text
    /// field's text.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibilityAttributes.value = newValue }
    }
    /// What activating the element does, such as "Plays the song"; nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// What kind of element this is and what state it is in. Standard controls answer their
    /// kind (`.button`, `.adjustable`, `.staticText`) plus `.notEnabled` and `.selected`.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibilityAttributes.traits = newValue }
    }
    /// The element's frame in screen coordinates. A view answers its bounds converted to the
    /// screen; `.zero` for other objects unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibilityAttributes.frame = newValue }
    }
    /// The elements this container holds, in reading order (views or `UIAccessibilityElement`s);
    /// nil (the default) means its subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? defaultAccessibilityElements }
        set { accessibilityAttributes.elements = newValue }
    }
    /// Whether an assistive technology ignores this view's siblings (and theirs) while it is
    /// visible, as for an alert. False by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityAttributes.viewIsModal = newValue }
    }
    /// Whether the elements inside this container are hidden from assistive technology. False by
    /// default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// Whether the elements inside this container are read together, before anything after the
    /// container. False by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityAttributes.groupsChildren = newValue }
    }
    /// Extra actions an assistive technology offers on this element; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilityAttributes.customActions = newValue }
    }
    /// Called when an assistive technology activates the element (a double tap in VoiceOver).
    /// Return true if you handled it; the default returns false, and the assistive technology
    /// then acts as a tap on the element would (`UIAccessibility.activate(_:)`).
    open func accessibilityActivate() -> Bool { false }
    /// Called to raise an `.adjustable` element's value by one step; a slider moves by a tenth of
    /// its range, a stepper by `stepValue`.
    open func accessibilityIncrement() { defaultAccessibilityAdjust(by: 1) }
    /// Called to lower an `.adjustable` element's value by one step.
    open func accessibilityDecrement() { defaultAccessibilityAdjust(by: -1) }

    // MARK: - Description

    /// The class name, so that a chain prints as `MyView -> MyViewController -> UIWindow`.
    nonisolated open var description: String { String(describing: type(of: self)) }
}

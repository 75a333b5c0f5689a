import Foundation

/// A window: the root of a view tree, shown as one native window by the display backend.
///
/// It holds its first responder (R1.4), delivers events to its views (R6.12) and asks its
/// renderer (`WindowRenderer`) for a frame once per turn of the event loop, which repaints only
/// the dirty region of its surface.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The backend's handle, assigned when the window is first shown.
    public internal(set) var windowID: WindowID?
    /// The window's pixels, once shown.
    public var surface: WindowSurface? { renderer.surface }
    /// The conductor of the window's frames: its dirty region, its pixels, the phases of a frame.
    let renderer = WindowRenderer()
    private var layoutPending = false
    private(set) var firstResponderStorage: UIResponder?
    private lazy var ownUndoManager = UndoManager()
    /// The input view and accessory view currently docked at the bottom (R1.13).
    public private(set) var presentedInputView: UIView?
    /// The accessory view docked above the input view, if any.
    public private(set) var presentedInputAccessoryView: UIView?
    /// Whether `frame` changes came from the backend (so they are not echoed back to it).
    private var applyingBackendResize = false
    /// True once the backend reported the native window on screen, until it is hidden.
    var isMappedByBackend = false
    /// The input door of the app showing this window, handed down when the window is
    /// registered; touches, hover, scroll and transform events reach their deliveries through it.
    weak var inputRouter: InputRouter?
    /// The application showing this window: set when the window registers, cleared when it is
    /// forgotten; `application` (UIView+Application.swift) reads it.
    weak var attachedApplication: UIApplication?
    /// Ends of appearance transitions and presentation completions, run in order after the next
    /// frame is presented (UIWindow+Appearance.swift).
    var pendingAppearanceWork: [() -> Void] = []
    /// The pointer shape last shown and the button under the pointer (Input/Pointer/UIWindow+Pointer.swift).
    var pointerShapeStorage = PointerShape.arrow
    weak var hoveredButton: UIButton?
    /// The view with keyboard focus (Input/Focus/UIFocusSystem.swift).
    weak var focusedViewStorage: UIView?
    /// The minimum size the window manager was asked to keep (UIWindow+MinimumSize.swift).
    var minimumSizeStorage: CGSize?
    /// The engine state the minimum size was last computed from (UIWindow+MinimumSize.swift).
    var minimumSizeSource: MinimumSizeSource?
    /// The scene the window belongs to, held weakly as in UIKit (Application/Scenes/UIWindow+Scene.swift).
    weak var windowSceneStorage: UIWindowScene?

    /// The title the window manager shows; the program's name when nil.
    open var title: String? {
        didSet { if let windowID { application.backend.setWindowTitle(windowID, resolvedTitle) } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A window is hidden until made visible, as in UIKit.
        isHidden = true
        backgroundColor = nil
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }


    // MARK: - Chain

    /// The application (R2.7).
    open override var next: UIResponder? { application }

    /// The window itself (as `UIView.window` finds it), without walking up or casting.
    open override var window: UIWindow? { self }

    open override var undoManager: UndoManager? { ownUndoManager }

    // MARK: - Root view controller

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                controller.loadViewIfNeeded(sizedFor: bounds.size)   // R19.9
                let view = controller.view!
                view.frame = rootContentFrame   // below the menu bar (R33.9)
                // As UIKit: the root view follows the window's size.
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(view, at: 0)
            }
        }
    }

    // MARK: - Key window

    /// True for the app's key window, which receives keys and other non-touch events.
    open var isKeyWindow: Bool { application.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window.
    open func makeKey() {
        application.makeKey(self)
        if let windowID, !isHidden { application.backend.focusWindow(windowID) }
    }

    /// Called when the window becomes the key window.
    open func becomeKey() {}
    /// Called when the window stops being the key window.
    open func resignKey() {}

    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { hideNativeWindow() } else { showNativeWindow() }
        }
    }

    /// The title shown: the window's own, else its scene's (R19.6), else the program's name.
    var resolvedTitle: String { title ?? windowScene?.title ?? ProcessInfo.processInfo.processName }

    /// The kind of native window the backend creates: a normal one; a menu's is a popup.
    var nativeWindowStyle: WindowStyle { .normal }
    /// For a popup, the window and rectangle it is placed against (UIWindow+Popup.swift).
    var popupAnchor: PopupAnchor?

    private func showNativeWindow() {
        let app = application
        let id = app.register(self)
        if windowID == nil {
            windowID = id
            createNativeWindow(id, title: resolvedTitle, backend: app.backend)
            if let minimumSizeStorage { app.backend.setWindowMinimumSize(id, minimumSizeStorage) }
        }
        propagateVisibility(true)
        updateMenuBar()
        // Map first: the pixels are only needed for the first frame, and making them (a shared
        // memory segment takes a round trip) then overlaps with the server mapping the window.
        app.backend.setWindowVisible(id, true)
        allocateSurface()
        invalidate(rect: bounds)
        setNeedsLayout()
    }

    private func hideNativeWindow() {
        guard let windowID else { return }
        isMappedByBackend = false
        let app = application
        app.toolTipController.windowWillHide(self)
        app.menuTracking.windowWillHide(self)
        inputRouter?.windowWillHide(self)
        propagateVisibility(false)
        app.backend.setWindowVisible(windowID, false)
        // No frame will come: the views have left the screen now.
        finishAppearanceTransitions()
        app.windowDidHide(self)
    }

    /// Closes the window for good: hides it and releases the native window.
    func close() {
        isHidden = true
        revokeFirstResponder()
        guard let windowID else { return }
        let app = application
        app.backend.destroyWindow(windowID)
        app.unregister(self)
        self.windowID = nil
        renderer.releaseSurface()
    }

    // MARK: - Geometry changes

    override func boundsSizeDidChange() {
        rootViewController?.viewIfLoaded?.frame = rootContentFrame
        guard windowID != nil, !isHidden else { return }
        allocateSurface()
        invalidate(rect: bounds)
        if !applyingBackendResize, let windowID {
            application.backend.setWindowFrame(windowID, frame)
        }
    }

    func backendDidResize(to size: CGSize) {
        guard size != bounds.size else { return }
        applyingBackendResize = true
        frame.size = size
        applyingBackendResize = false
    }

    /// The screen the window is on.
    public var screen: UIScreen { .main }

    /// A surface of the window's size in device pixels, at the window's scale (R15.5, R40.3).
    func allocateSurface() {
        renderer.sizeSurface(to: bounds.size, scale: windowScale, windowID: windowID, backend: application.backend)
    }

    // MARK: - Redraw

    /// Adds `rect` (window coordinates) to the area repainted on the next turn of the event loop.
    func invalidate(rect: CGRect) {
        renderer.invalidate(rect, within: bounds)
    }

    func scheduleLayoutAndDisplay() { layoutPending = true }

    var needsDisplay: Bool {
        !isHidden && windowID != nil
            && (renderer.hasDirtyRegion || layoutPending || (isMappedByBackend && !pendingAppearanceWork.isEmpty))
    }

    /// Lays out, then asks the renderer for a frame (it repaints the dirty rectangles and presents
    /// them), then — once the window is on screen — ends the appearance transitions under way.
    /// Returns the bounding box of what was presented.
    @discardableResult
    func displayIfNeeded() -> CGRect? {
        guard !isHidden, let windowID else { return nil }
        if layoutPending {
            layoutPending = false
            layoutIfNeeded()
            updateMinimumSizeFromLayout()
        }
        let presented = renderer.renderFrame(of: self, windowID: windowID)
        if isMappedByBackend { finishAppearanceTransitions() }
        return presented
    }

    // MARK: - Overlay

    /// The window's overlay, which its renderer draws above every view of each frame (and
    /// snapshots leave out): the focus ring (Graphics/Rendering/FocusRingOverlay.swift).
    override func drawOverlay(in context: CGContext, origin: CGPoint, clip: CGRect) {
        drawFocusRing(in: context, origin: origin, clip: clip)
    }

    // MARK: - First responder

    /// The window's first responder: the start of key, motion and nil-targeted action delivery.
    public var firstResponder: UIResponder? { firstResponderStorage }

    func setFirstResponder(_ responder: UIResponder?) {
        firstResponderStorage = responder
        // A text field that becomes first responder (a click) takes the keyboard focus (R15.6).
        if let view = responder as? UIView, view.canBecomeFocused { moveFocus(to: view) }
        if let responder {
            presentInputViews(for: responder)
        } else {
            dismissInputViewsAnnouncing()
        }
    }

    /// Ends first-responder status without asking (R1.11, R9.15 forced).
    func revokeFirstResponder() {
        guard let responder = firstResponderStorage else { return }
        firstResponderStorage = nil
        dismissInputViewsAnnouncing()
        responder.firstResponderStatusRevoked()
    }

    /// Revokes first-responder status if the first responder is `view`, inside it, or a view
    /// controller whose view is inside it (R1.11).
    func revokeFirstResponder(ifInside view: UIView) {
        guard let responder = firstResponderStorage else { return }
        let responderView = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        if let responderView, responderView.isDescendant(of: view) { revokeFirstResponder() }
    }

    /// Docks the responder's input view and accessory view at the bottom of the window (R1.13).
    func presentInputViews(for responder: UIResponder) {
        let previousKeyboardFrame = dockedInputFrame
        defer { announceKeyboardFrameChange(from: previousKeyboardFrame, to: dockedInputFrame) }   // R17.3
        dismissInputViews()
        var bottom = bounds.maxY
        if let input = responder.inputView {
            let height = input.frame.height > 0 ? input.frame.height : input.sizeThatFits(bounds.size).height
            input.frame = CGRect(x: 0, y: bottom - height, width: bounds.width, height: height)
            bottom -= height
            addSubview(input)
            presentedInputView = input
        }
        if let accessory = responder.inputAccessoryView {
            let height = accessory.frame.height > 0 ? accessory.frame.height : 44
            accessory.frame = CGRect(x: 0, y: bottom - height, width: bounds.width, height: height)
            addSubview(accessory)
            presentedInputAccessoryView = accessory
        }
    }

    func dismissInputViews() {
        presentedInputView?.removeFromSuperview()
        presentedInputAccessoryView?.removeFromSuperview()
        presentedInputView = nil
        presentedInputAccessoryView = nil
    }

    // MARK: - Events

    /// Delivers an event to this window's views (R6.12): touches to their views (after gesture
    /// recognizers); hover to the `UIHoverGestureRecognizer`s under the pointer; scroll to a pan
    /// recognizer that takes it or else `scrollWheel(with:)` of the view under the pointer;
    /// transform to pinch and rotation recognizers under the pointer; presses, motion and
    /// remote-control events to the first responder, or to the window itself when there is none
    /// (R9.3, R10.3). Override to observe; call `super` to deliver.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches, .hover, .scroll, .transform:
            inputRouter?.deliver(event, in: self)
        case .presses, .motion, .remoteControl:
            deliverToFirstResponderChain(event, from: firstResponder ?? self)
        }
    }
}

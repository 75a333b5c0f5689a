import Foundation

/// The centralized point of control for an app: owns the windows, routes events and actions,
/// and runs the event loop.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys for the launch options dictionary. XUIKit passes none yet.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's state.
    public enum State: Int, Sendable {
        /// Running in the foreground and receiving events.
        case active
        /// Launching, or not receiving events.
        case inactive
        /// In the background: a scene-based app whose scenes all are (their windows iconified,
        /// R19.11).
        case background
    }

    /// The app `shared` answers: made on first use; a test replaces it with a fresh one
    /// (UIApplication+Testing.swift). The one static the app's state hangs from.
    static var sharedInstance: UIApplication?

    /// The app instance. Created on first use, with a headless backend until
    /// `UIApplicationMain` installs a real one.
    public static var shared: UIApplication {
        if let app = sharedInstance { return app }
        let app = UIApplication()
        sharedInstance = app
        return app
    }

    /// The app delegate. The application keeps it alive.
    open var delegate: (any UIApplicationDelegate)?

    /// The display backend windows are shown through.
    public internal(set) var backend: any PlatformBackend {
        didSet { windowScaling = backend as? WindowScaling }
    }
    /// The backend as `WindowScaling`, cast once: every frame and every touch asks a window's scale.
    private(set) var windowScaling: (any WindowScaling)?

    /// `.inactive` until launching finishes; then `.active` for the life of an app without scenes,
    /// and for a scene-based app what its scenes' states make it (R19.11,
    /// UIApplication+StateNotifications.swift).
    public internal(set) var applicationState: State = .inactive

    /// Every window that has been shown and not closed, front-most last. A visible window is
    /// kept alive by the app; a hidden one only as long as the app references it, as in UIKit:
    /// once the last reference goes, it is deallocated and its native window and surface are
    /// released.
    public var windows: [UIWindow] { windowOrder.compactMap { windowsByID[$0]?.window } }
    /// The key window, held weakly: hiding it and dropping it frees it.
    weak var keyWindowStorage: UIWindow?
    /// Every registered window, weakly, by id. (This and the order are read several times in
    /// every turn of the event loop: no run-time exclusivity check, as UIView's hot storage, R27.26.)
    @exclusivity(unchecked)
    var windowsByID: [WindowID: WeakWindow] = [:]
    /// Registered windows' ids, front-most last.
    @exclusivity(unchecked)
    var windowOrder: [WindowID] = []
    /// The visible windows, which the app keeps alive.
    var shownWindows: [WindowID: UIWindow] = [:]
    var nextWindowNumber = 1

    // MARK: - Subsystems
    //
    // Every subsystem's state hangs here, made on first use, so a fresh application is fresh
    // state: nothing lives in statics that a test would have to reset.

    /// Turns raw input into UIEvents.
    lazy var inputRouter = InputRouter(application: self)
    /// The one clock that drives animations, display links and scrolling motion (Animation/).
    lazy var animationClock = AnimationClock(application: self)
    /// The coverage of small arc strokes drawn lately, for rings drawn again (Graphics/Rendering/).
    lazy var arcCoverageMasks = ArcCoverageMask.Cache()
    /// The menu open in this app and the presses its closing swallowed (Views/Menus/).
    lazy var menuTracking = MenuTracking()
    /// The main menu: the built menu bar, its shortcuts and visibility (Views/Menus/MainMenu/).
    lazy var mainMenu = MainMenuState(application: self)
    /// The tooltip that follows the hovering pointer (Views/ToolTips/).
    lazy var toolTipController = ToolTipController(application: self)
    /// The appearance the system asks for: `XUIKIT_APPEARANCE`, else the desktop's (Views/Traits/).
    lazy var systemAppearance = SystemAppearance(environment: ProcessEnvironment.values(["XUIKIT_APPEARANCE"]))
    /// What assistive technologies are told, and whether one is connected (Views/Accessibility/).
    lazy var accessibility = AccessibilityCenter(application: self)
    /// The `XUIKIT_RECORD` recorder, opened at the first input (Input/Replay/).
    lazy var inputRecorder: InputRecorder? = InputRecorder.fromEnvironment()
    /// What every render pass shares: the occlusion grid, the pass counter, the fill batch
    /// (Graphics/Rendering/RenderResources.swift).
    lazy var renderResources = RenderResources()
    /// The contexts being drawn into, behind `UIGraphicsGetCurrentContext()` (Graphics/Drawing/CGContext.swift).
    lazy var graphicsContexts = GraphicsContextStack()
    /// The connected scenes and open sessions, and their life cycles (Application/Scenes/).
    lazy var sceneLifecycle = SceneLifecycle(application: self)
    /// The drag under way, the app's or another app's (Input/DragAndDrop/).
    lazy var dragController = DragController(application: self)

    /// True between `beginReceivingRemoteControlEvents()` and `endReceivingRemoteControlEvents()` (R10.6).
    public internal(set) var isReceivingRemoteControlEvents = false

    var runLoopDriver: RunLoopDriver?

    /// The desktop's services beyond windows (file chooser, …), installed at launch by the
    /// desktop integration (module XUIKitDesktop); empty in tests that install none.
    public let desktopServices = DesktopServices()

    /// Simulated multitouch for people without a touchscreen, like the iOS Simulator: while on,
    /// a primary-button drag with Control held makes two fingers mirrored about the window's
    /// centre (pinch and rotate), and with Control and Shift held two fingers moving together
    /// (two-finger pan). The touches are `.direct` with `isSynthesized == true`. Off by default;
    /// `XUIKIT_SIMULATE_MULTITOUCH=1` in the environment turns it on at launch. XUIKit addition.
    public var simulatesMultitouch = false

    /// Set by `terminate`; the run loop returns this status.
    var exitStatus: Int32?
    /// The name the app set (`applicationName`), nil for the executable's.
    var applicationNameStorage: String?
    /// The icon the app set (`applicationIconImage`).
    var applicationIconImageStorage: UIImage?

    public override init() {
        backend = HeadlessBackend()
        super.init()
        windowScaling = backend as? WindowScaling
        backend.sink = self
    }

    /// Replaces the display backend. Call before showing any window.
    public func install(backend: any PlatformBackend) {
        precondition(windowsByID.isEmpty, "install(backend:) must come before any window is shown")
        self.backend = backend
        backend.sink = self
        applyNameAndIcon(to: backend)
    }

    // MARK: - The chain

    /// The app delegate when it is a responder that is not a view, view controller or the app
    /// itself (R2.8); nil otherwise.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
              !(responder is UIView), !(responder is UIViewController), responder !== self
        else { return nil }
        return responder
    }

    // MARK: - Windows

    /// The window that receives keyboard and other non-touch events.
    open var keyWindow: UIWindow? { keyWindowStorage }

    /// Registers a window being shown (once; later shows keep its id) and keeps it alive while
    /// it is visible.
    func register(_ window: UIWindow) -> WindowID {
        let id: WindowID
        if let existing = window.windowID {
            id = existing
        } else {
            id = WindowID(nextWindowNumber)
            nextWindowNumber += 1
            windowsByID[id] = WeakWindow(window: window)
            windowOrder.append(id)
        }
        shownWindows[id] = window
        window.inputRouter = inputRouter
        window.attachedApplication = self
        return id
    }

    /// A window was hidden: from now on only the app's own references keep it alive.
    func windowDidHide(_ window: UIWindow) {
        guard let id = window.windowID else { return }
        shownWindows[id] = nil
    }

    func unregister(_ window: UIWindow) {
        guard let id = window.windowID else { return }
        forgetWindow(id)
        if keyWindowStorage === window {
            keyWindowStorage = windows.last { !$0.isHidden && !($0 is ToolTipWindow) }
            keyWindowStorage?.becomeKey()
        }
    }

    /// Destroys the native windows of windows that were deallocated (hidden, and no longer
    /// referenced by the app); their surfaces went with them. Runs every turn of the event loop.
    func releaseDeallocatedWindows() {
        for (id, entry) in windowsByID where entry.window == nil {
            backend.destroyWindow(id)
            forgetWindow(id)
        }
    }

    /// Forgets a window that closed or was deallocated.
    func forgetWindow(_ id: WindowID) {
        windowsByID[id]?.window?.attachedApplication = nil
        windowsByID[id] = nil
        shownWindows[id] = nil
        windowOrder.removeAll { $0 == id }
    }

    func window(for id: WindowID) -> UIWindow? { windowsByID[id]?.window }

    func makeKey(_ window: UIWindow) {
        guard keyWindowStorage !== window else { return }
        let previous = keyWindowStorage
        keyWindowStorage = window
        previous?.resignKey()
        window.becomeKey()
    }

    // MARK: - Events

    /// Dispatches an event to the right windows (R6.12): touch and hover events to the windows of
    /// their touches, scroll and transform events to the window they happened in, everything else
    /// to the key window. Override to observe or filter events; call `super` to deliver them.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches, .hover:
            // To the windows of the touches (for hover, of the hovering pointers).
            var seen: Set<ObjectIdentifier> = []
            for window in (event.allTouches ?? []).compactMap(\.window)
            where seen.insert(ObjectIdentifier(window)).inserted {
                window.sendEvent(event)
            }
        case .scroll, .transform:
            (event.targetWindow ?? keyWindow)?.sendEvent(event)
        case .presses, .motion, .remoteControl:
            if let window = keyWindow {
                window.sendEvent(event)
            } else {
                deliverToFirstResponderChain(event, from: self)
            }
        }
    }

    /// Sends an action message, the way controls do.
    ///
    /// - With a target, only that target is asked (R3.2). One that does not implement the action
    ///   gets no call: the result is false and a diagnostic goes to stderr (R3.3) — UIKit would
    ///   crash with "unrecognized selector".
    /// - With a nil target, the walk starts at the key window's first responder, else at the
    ///   sender when it is a responder, else at the key window, else at the app (R3.4), and the
    ///   first responder whose `canPerformAction` is true gets the action once (R3.5).
    ///
    /// - Returns: true if a responder handled the action.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        dispatchAction(action, to: target, from: sender, for: event)
    }

    /// Remote-control events reach responders only after this call (R10.6).
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }
    /// Remote-control events stop reaching responders after this call (R10.6).
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    // MARK: - Lifecycle

    /// Ends the run loop with `status` after the current event: the delegate hears
    /// `applicationWillTerminate(_:)`, observers `willTerminateNotification` (R19.11), then
    /// `UserDefaults.standard` is written to disk, so
    /// settings the app stored survive without a `synchronize()` call. SIGTERM ends the app the
    /// same way.
    public func terminate(status: Int32 = 0) {
        guard exitStatus == nil else { return }
        delegate?.applicationWillTerminate(self)
        postLifecycle(Self.willTerminateNotification)
        UserDefaults.standard.synchronize()
        exitStatus = status
    }
}

extension UIApplication {
    /// True when some window has layout or drawing pending.
    var needsDisplay: Bool {
        for id in windowOrder where windowsByID[id]?.window?.needsDisplay == true { return true }
        return false
    }

    /// Lays out and redraws every window with pending work, then flushes the backend.
    func displayIfNeeded() {
        releaseDeallocatedWindows()
        var presented = false
        // The ids in order, not `windows`: every turn asks twice, and that array is built anew.
        // (A window opened or closed while one draws changes the app's list, not this copy.)
        for id in windowOrder {
            if let window = windowsByID[id]?.window, window.displayIfNeeded() != nil { presented = true }
        }
        if presented { backend.flush() }
    }
}

/// A window held weakly, for the app's table of windows.
struct WeakWindow {
    weak var window: UIWindow?
}

import Foundation

/// The application is the sink every backend hands its input and window changes to.
extension UIApplication: PlatformEventSink {
    /// Raw input, one event. Every value is checked first (`InputValidation`): an event holding
    /// NaN or infinity is dropped with one diagnostic, out-of-range coordinates are pinned.
    public func handle(_ input: InputEvent) {
        inputRecorder?.record([input])
        // R11.7: a click outside an open menu closes it and goes no further.
        guard let input = validatedInputs([input]).first, !menuTracking.intercepts(input) else { return }
        inputRouter.route(input)
    }

    /// Handles input that arrived together (one drain of the native queue). Consecutive touches
    /// of one window in the same phase — fingers that landed, moved or lifted in one hardware
    /// frame — make one touches event, as on iOS: two fingers landing together give one
    /// `touchesBegan` with two touches. Everything else is handled one by one.
    public func handle(_ inputs: [InputEvent]) {
        inputRecorder?.record(inputs)
        let accepted = validatedInputs(inputs).filter { !menuTracking.intercepts($0) }
        for run in InputRouter.touchRuns(accepted) { inputRouter.route(run) }
    }

    /// The run loop's waker: a backend with events queued and no descriptor to show it wakes
    /// the loop through it.
    public var eventLoopWaker: EventLoopWaker? { runLoop.waker }

    /// Redraws `rect` of the window on the next turn of the event loop.
    public func windowNeedsDisplay(_ id: WindowID, rect: CGRect) {
        window(for: id)?.invalidate(rect: rect)
    }

    /// Tells the window the backend mapped it, so its first frame can finish its appearance.
    public func windowDidMap(_ id: WindowID) {
        guard let window = window(for: id) else { return }
        window.backendDidMap()
        sceneLifecycle.windowMapped(window)   // R19.4: restored from iconified
    }

    /// A window the app shows left the screen (iconified): its scene may go to the background
    /// (R19.4).
    public func windowDidUnmap(_ id: WindowID) {
        guard let window = window(for: id) else { return }
        sceneLifecycle.windowIconified(window)
    }

    /// Gives the window its new size and lays it out again.
    public func windowDidResize(_ id: WindowID, to size: CGSize) {
        window(for: id)?.backendDidResize(to: size)
    }

    /// Closes the window; a scene whose last window it was disconnects and its session is
    /// discarded (R19.5); when no visible window is left, the app ends with status 0.
    public func windowCloseRequested(_ id: WindowID) {
        guard let window = window(for: id) else { return }
        let scene = window.windowScene
        window.close()
        sceneLifecycle.windowClosed(in: scene, id: id)
        endIfNoWindowIsShown()
    }

    /// Takes the desktop's settings: when the system appearance changes, every view whose traits
    /// change hears of it and the windows redraw (R15.3).
    public func desktopSettingsDidChange(_ settings: DesktopSettings) {
        systemAppearance.update(settings, windows: windows)
    }

    /// The desktop's appearance settings as the backend last reported them.
    public var desktopSettings: DesktopSettings { systemAppearance.desktopSettings }

    /// Reports `message` on stderr and ends the app with status 1.
    public func backendDidDisconnect(_ message: String) {
        Diagnostics.report(message)
        exitStatus = 1
    }
}

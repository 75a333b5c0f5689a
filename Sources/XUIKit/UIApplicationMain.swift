import Foundation
import XUIKitCore

/// The entry point of an app that starts from `main.swift`, as iOS apps without `@main` do
/// (R19.12): `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,
/// NSStringFromClass(AppDelegate.self))`. It makes the delegate class named by `delegateClassName`
/// and runs the app as `@main` on that class would; it does not return.
///
/// Where UIKit would stop the app without saying why, this prints one line on stderr and exits
/// with status 1: no delegate class name (UIKit would look for one in a main storyboard, which
/// XUIKit has not), a name no class has, a class that is not a `UIApplicationDelegate`, or a call
/// off the main thread. A `principalClassName` other than `UIApplication`'s is said once and the
/// app runs as a `UIApplication` (XUIKit makes no subclass of it).
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("UIApplicationMain: \(message)\n".utf8))
        exit(1)
    }
    guard Thread.isMainThread else { fail("called off the main thread; call it from main.swift") }
    if let principalClassName, !principalClassName.isEmpty,
       principalClassName != "UIApplication", !principalClassName.hasSuffix(".UIApplication") {
        FileHandle.standardError.write(Data("UIApplicationMain: the principal class '\(principalClassName)' is not made; the app runs as a UIApplication\n".utf8))
    }
    guard let name = delegateClassName, !name.isEmpty else {
        fail("no delegate class name; pass NSStringFromClass(AppDelegate.self) (XUIKit has no main storyboard to find one in)")
    }
    return MainActor.assumeIsolated { () -> Int32 in
        guard let found = NSClassFromString(name) else {
            fail("no class is named '\(name)'; pass NSStringFromClass(AppDelegate.self)")
        }
        guard let delegate = found as? any UIApplicationDelegate.Type else {
            fail("'\(name)' is not a UIApplicationDelegate")
        }
        launch(delegate)
    }
}

/// `@main` on `Delegate`: opens the backend, launches and runs the app, then exits.
@MainActor
private func launch<Delegate: UIApplicationDelegate>(_ delegate: Delegate.Type) -> Never {
    Delegate.main()
    exit(0)
}

import Foundation
import XUIKitCore

// Foundation calls whose result Apple's SDK lets code drop. There Foundation is Objective-C, and
// every method Swift imports from Objective-C may be called for its effect alone; Foundation on
// Linux is Swift, and these two are not marked `@discardableResult`, so UIKit code that schedules a
// timer or observes a notification for the life of the app (`Timer.scheduledTimer(...) { ... }`,
// `NotificationCenter.default.addObserver(forName:...) { ... }` as statements) got "result of call
// is unused" warnings on Linux. Declared here, in the module apps import, they shadow Foundation's:
// a module's declaration hides one of the same signature from a module it imports. A file that
// also imports Foundation itself sees both, and then would find the call ambiguous: these are
// `@_disfavoredOverload`, so there Foundation's is chosen and the file compiles, warning as it
// did (the porting command drops an `import Foundation` beside `import UIKit` for that reason).

extension Timer {
    /// Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`: a block timer, scheduled on
    /// the current run loop in the default mode. The result may be dropped, as on Apple platforms.
    @discardableResult @_disfavoredOverload
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

extension NotificationCenter {
    /// Foundation's `addObserver(forName:object:queue:using:)`. The token it returns removes the
    /// observation (`removeObserver(_:)`); an observation for the life of the app may drop it, as
    /// on Apple platforms.
    @discardableResult @_disfavoredOverload
    public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                            using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol {
        foundationAddObserver(forName: name, object: obj, queue: queue, using: block)
    }
}

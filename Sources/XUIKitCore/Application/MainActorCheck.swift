import Dispatch
import Foundation

/// Whether the caller runs on the main actor: on the main thread, or on the main queue, where the
/// main actor's executor runs jobs; after `dispatchMain()` (as under a test runner) a worker
/// thread serves that queue, so `Thread.isMainThread` alone would say no. Code that may be called
/// from any thread uses it to choose between `MainActor.assumeIsolated` and a hop to the main queue.
enum MainActorCheck {
    static var isOnMainActor: Bool {
        if Thread.isMainThread { return true }
        _ = mainQueueMarked
        return DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Marks the main queue; set once, by the thread-safe lazy initialisation of statics.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
}

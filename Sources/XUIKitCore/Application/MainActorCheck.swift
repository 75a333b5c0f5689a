import Dispatch
import Foundation

/// Whether the caller runs on the main actor: on the main thread, or on the main queue, where the
/// main actor's executor runs jobs; after `dispatchMain()` (as under a test runner) a worker
/// thread serves that queue, so `Thread.isMainThread` alone would say no. Code that may be called
/// from any thread uses it to choose between `MainActor.assumeIsolated` and a hop to the main queue.
enum MainActorCheck {
    static var isOnMainActor: Bool {
        if isMainThread { return true }
        _ = mainQueueMarked
        return DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// `Thread.isMainThread`, asked once per thread and kept in a thread-specific slot: on Linux
    /// Foundation answers it with a system call each time, and `UIGraphicsGetCurrentContext()`
    /// asks it for every label drawn (a twentieth of redrawing 500 labels).
    private static var isMainThread: Bool {
        let key = threadKey
        if let known = pthread_getspecific(key) { return Int(bitPattern: known) == mainThreadMark }
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? mainThreadMark : otherThreadMark))
        return isMain
    }

    /// The slot, and the two values a thread's slot takes once asked (nil before).
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    private static let mainThreadMark = 2
    private static let otherThreadMark = 1

    /// Marks the main queue; set once, by the thread-safe lazy initialisation of statics.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
}

/// Reaching objects the render pass visits by the thousand without counting references to them.
///
/// Handing a class instance read from an array or a stored property to a function costs an atomic
/// retain and release, unless the compiler can prove the instance stays alive; across a
/// recursive walk it cannot. Where the caller knows better (the array holding the instances lives
/// for the whole walk; the application holds the fill batch for the whole pass), these helpers
/// lend the instances unretained. (Swift's own `_withUnsafeGuaranteedRef`, called from main-actor
/// code directly, would cost an executor check per call instead, since the standard library is
/// not compiled in Swift 6 mode.)

/// Calls `body` with the instance `object` refers to, not retained: the caller keeps it alive.
@inline(__always)
func withUnretained<T: AnyObject, Result>(_ object: Unmanaged<T>, _ body: (T) -> Result) -> Result {
    object._withUnsafeGuaranteedRef { body($0) }
}

/// Calls `body` with each element of `array`, last first when `reversed`, none of them retained:
/// `array` (a value the caller holds) keeps every element alive while the walk runs, even if
/// the collection it was read from changes meanwhile.
@inline(__always)
func forEachUnretained<T: AnyObject>(_ array: [T], reversed: Bool = false, _ body: (T) -> Void) {
    withExtendedLifetime(array) {
        let count = array.count
        for step in 0..<count {
            withUnretained(Unmanaged.passUnretained(array[reversed ? count - 1 - step : step]), body)
        }
    }
}

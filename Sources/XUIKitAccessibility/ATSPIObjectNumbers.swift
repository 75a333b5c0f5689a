import XUIKitCore

/// The numbers in the bridge's object paths (`/org/a11y/atspi/accessible/N`): each object keeps
/// its number while it lives, and a number is never given to another object, so a path a client
/// kept names the same object or nothing.
///
/// The objects are held weakly, and the numbers of objects that are gone are forgotten from time
/// to time (issue 25: every alert with a text field left its field's and views' entries here,
/// about 400 bytes an alert, for the life of the app). A sweep runs when the table has doubled
/// since the last one, so its cost, over every number given, is constant.
@MainActor
struct ATSPIObjectNumbers {
    private struct WeakObject { weak var object: UIResponder? }

    private var numbers: [ObjectIdentifier: Int] = [:]
    private var objects: [Int: WeakObject] = [:]
    private var nextNumber = 1
    /// How many objects were numbered after the last sweep.
    private var liveAfterSweep = 0

    /// The smallest table that is swept.
    static let minimumSweptCount = 64

    /// How many objects hold a number, counting those gone since the last sweep.
    var count: Int { objects.count }

    /// The number of `object`, given now if it has none.
    mutating func number(of object: UIResponder) -> Int {
        let key = ObjectIdentifier(object)
        // An identifier is reused once its object is freed: the number stays its first owner's.
        if let number = numbers[key], objects[number]?.object === object { return number }
        if objects.count >= max(Self.minimumSweptCount, 2 * liveAfterSweep) { forgetObjectsGone() }
        let number = nextNumber
        nextNumber += 1
        numbers[key] = number
        objects[number] = WeakObject(object: object)
        return number
    }

    /// The live object numbered `number`, or nil (its entry is forgotten when it is gone).
    mutating func object(numbered number: Int) -> UIResponder? {
        guard let object = objects[number]?.object else {
            objects[number] = nil
            return nil
        }
        return object
    }

    /// Forgets the numbers of the objects that are gone.
    mutating func forgetObjectsGone() {
        objects = objects.filter { $0.value.object != nil }
        numbers = numbers.filter { objects[$0.value] != nil }
        liveAfterSweep = objects.count
    }
}

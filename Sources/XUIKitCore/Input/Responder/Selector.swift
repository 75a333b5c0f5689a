/// An action: a name (its identity) and a typed method reference.
///
/// Swift on Linux has no Objective-C runtime, so an action carries the method itself. The
/// compiler checks its signature, and "a responder implements the action" means "the responder is
/// of the method's type" (H3). Declare actions once, as UIKit code declares `#selector`s:
///
/// ```swift
/// extension Selector {
///     static let hello = Selector("hello", HelloViewController.hello)               // func hello()
///     static let save  = Selector("save:", DocViewController.save)                  // func save(_ sender: Any?)
///     static let push  = Selector("pushNewScreen:event:", Coordinator.pushNewScreen) // (sender: Any?, event: PushScreenEvent)
/// }
/// ```
///
/// For an action many classes share, name a protocol as the type, with a closure (Swift cannot
/// take an unapplied method reference through an existential):
/// `Selector("copy:", { (r: any UIResponderStandardEditActions) in r.copy })`.
///
/// Two selectors are equal when their names are equal.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The action's name, as Objective-C would spell it ("save:", "pushNewScreen:event:").
    public let name: String
    /// The type that implements the action, for diagnostics: named only when a diagnostic needs
    /// it, since naming a type costs the runtime's demangler (at launch, every selector an app and
    /// the main menu declare is made before the window maps).
    var implementerName: String { describeImplementer() }
    private let describeImplementer: @Sendable () -> String
    let implementedBy: @MainActor @Sendable (Any) -> Bool
    let perform: @MainActor @Sendable (Any, Any?, UIEvent?) -> PerformResult

    enum PerformResult: Equatable {
        case performed
        case notImplemented
        /// The target implements the action, but the sender or event is not of the method's type.
        case argumentMismatch(String)
    }

    /// An action that takes no arguments: `func hello()`.
    @preconcurrency public init<Target>(_ name: String, _ method: @escaping @MainActor @Sendable (Target) -> () -> Void) {
        self.name = name
        describeImplementer = { String(describing: Target.self) }
        implementedBy = { $0 is Target }
        perform = { target, _, _ in
            guard let target = target as? Target else { return .notImplemented }
            method(target)()
            return .performed
        }
    }

    /// An action that takes the sender: `func save(_ sender: Any?)`, or a typed sender such as
    /// `func tapped(_ sender: UIButton)`.
    @preconcurrency public init<Target, Sender>(_ name: String, _ method: @escaping @MainActor @Sendable (Target) -> (Sender) -> Void) {
        self.name = name
        describeImplementer = { String(describing: Target.self) }
        implementedBy = { $0 is Target }
        perform = { target, sender, _ in
            guard let target = target as? Target else { return .notImplemented }
            guard let typedSender = sender as? Sender else {
                return .argumentMismatch("\(Target.self).\(name) takes a sender of type \(Sender.self), but the sender is \(Selector.describe(sender))")
            }
            method(target)(typedSender)
            return .performed
        }
    }

    /// An action that takes the sender and the event: `func pushNewScreen(sender: Any?, event: PushScreenEvent)`
    /// or `func touched(_ sender: Any?, forEvent event: UIEvent?)`.
    @preconcurrency public init<Target, Sender, Event>(_ name: String, _ method: @escaping @MainActor @Sendable (Target) -> (Sender, Event) -> Void) {
        self.name = name
        describeImplementer = { String(describing: Target.self) }
        implementedBy = { $0 is Target }
        perform = { target, sender, event in
            guard let target = target as? Target else { return .notImplemented }
            guard let typedSender = sender as? Sender else {
                return .argumentMismatch("\(Target.self).\(name) takes a sender of type \(Sender.self), but the sender is \(Selector.describe(sender))")
            }
            guard let typedEvent = event as? Event else {
                return .argumentMismatch("\(Target.self).\(name) takes an event of type \(Event.self), but the event is \(Selector.describe(event))")
            }
            method(target)(typedSender, typedEvent)
            return .performed
        }
    }

    /// True when `target` is of the type that implements the action (H3).
    @preconcurrency @MainActor
    public func isImplemented(by target: Any) -> Bool { implementedBy(target) }

    /// The action's name.
    public var description: String { name }

    /// Two selectors are the same action when their names are equal, whatever method they hold.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    /// Hashes the name only, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        return String(describing: type(of: value))
    }
}

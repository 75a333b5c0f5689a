import Foundation

/// A description of elements to find, resolved against the app's accessibility tree each time it
/// is used (so it sees the app as it is now).
public struct XCUIElementQuery {
    let app: XCUIApplication
    let type: XCUIElement.ElementType
    let filters: [(XCUIElement.Attributes) -> Bool]

    init(app: XCUIApplication, type: XCUIElement.ElementType, filters: [(XCUIElement.Attributes) -> Bool] = []) {
        self.app = app
        self.type = type
        self.filters = filters
    }

    /// The element whose accessibility identifier, or else label, is `key`.
    public subscript(_ key: String) -> XCUIElement {
        XCUIElement(query: self, key: key, index: 0)
    }

    /// The first element that matches.
    public var firstMatch: XCUIElement { XCUIElement(query: self, key: nil, index: 0) }

    /// The element at `index` among the matches, in reading order.
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(query: self, key: nil, index: index) }

    /// The matches that also satisfy `predicate`.
    public func matching(_ predicate: @escaping (XCUIElement.Attributes) -> Bool) -> XCUIElementQuery {
        XCUIElementQuery(app: app, type: type, filters: filters + [predicate])
    }

    /// How many elements match now.
    public var count: Int { matches().count }

    /// The matching elements now, in reading order.
    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    func matches(key: String? = nil) -> [ElementSnapshot] {
        let typed = app.snapshots().filter { snapshot in
            let attributes = XCUIElement.Attributes(snapshot)
            return (type == .any || attributes.elementType == type) && filters.allSatisfy { $0(attributes) }
        }
        guard let key else { return typed }
        let byIdentifier = typed.filter { $0.identifier == key }
        return byIdentifier.isEmpty ? typed.filter { $0.label == key } : byIdentifier
    }

    /// "buttons present: 'Cancel', 'OK'", for failure messages.
    func presentDescription() -> String {
        let present = matches().map { "'" + ($0.identifier.isEmpty ? $0.label : $0.identifier) + "'" }
        let noun = type == .any ? "elements" : "\(type.noun)s"
        return present.isEmpty ? "no \(noun) at all" : "\(noun) present: " + present.joined(separator: ", ")
    }
}

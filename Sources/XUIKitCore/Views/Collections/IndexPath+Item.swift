import Foundation

/// UIKit's extension on Foundation's `IndexPath` for collection views: an item in a section.
/// Foundation on Linux has neither `item` nor `init(item:section:)`; `item` is the same second
/// index a table calls `row`.
extension IndexPath {
    /// An index path for `item` in `section`: the two indices `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item index within its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

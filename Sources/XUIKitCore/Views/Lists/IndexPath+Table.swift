import Foundation

/// UIKit's extension on Foundation's `IndexPath` for table views: a row in a section.
extension IndexPath {
    /// An index path for `row` in `section`: the two indices `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section index: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row index within its section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

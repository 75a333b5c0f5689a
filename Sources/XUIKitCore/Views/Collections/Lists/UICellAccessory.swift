import Foundation

/// A standard control or mark at the side of a list cell: a disclosure chevron, a checkmark,
/// delete and insert buttons, a reorder grip, an outline disclosure, a label or a view of your
/// own (UIKit's `UICellAccessory`). Set them on `UICollectionViewListCell.accessories`.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When the accessory shows: always, only while the list is editing, or only while not.
    public enum DisplayedState: Int, Sendable {
        /// In and out of editing.
        case always
        /// Only while editing.
        case whenEditing
        /// Only while not editing.
        case whenNotEditing
    }

    /// A width the cell keeps for an accessory.
    public enum LayoutDimension: Sendable, Equatable {
        /// The system's standard width for the accessory.
        case standard
        /// The accessory's own width.
        case actual
        /// A custom width in points.
        case custom(CGFloat)
    }

    /// What runs when the user taps an accessory with an action.
    public typealias ActionHandler = @MainActor () -> Void

    /// The kinds of accessory.
    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(style: OutlineDisclosureOptions.Style)
        case label(String)
        case customView(UIView, Placement)
    }

    let kind: Kind
    let displayed: DisplayedState
    /// Hidden accessories keep their room but draw nothing.
    let isHidden: Bool
    let tintColor: UIColor?
    let backgroundColor: UIColor?
    let actionHandler: ActionHandler?

    // MARK: - Options

    /// Options of the disclosure indicator, checkmark, reorder and multiselect accessories.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory keeps its room but draws nothing.
        public var isHidden: Bool
        /// The chevron's colour; nil uses the standard grey.
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }
    /// Options of the checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of the reorder grip.
    public typealias ReorderOptions = DisclosureIndicatorOptions
    /// Options of the label.
    public typealias LabelOptions = DisclosureIndicatorOptions

    /// Options of the delete, insert and multiselect accessories.
    public struct DeleteOptions {
        /// Whether the accessory keeps its room but draws nothing.
        public var isHidden: Bool
        /// The symbol's colour.
        public var tintColor: UIColor?
        /// The circle's colour; nil uses the standard red (delete), green (insert) or tint.
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    /// Options of the insert button.
    public typealias InsertOptions = DeleteOptions
    /// Options of the multiselect circle.
    public typealias MultiselectOptions = DeleteOptions

    /// Options of the outline disclosure.
    public struct OutlineDisclosureOptions {
        /// R21.16: which kind of row the disclosure is in.
        public enum Style: Int, Sendable {
            /// A header when the cell is its section's header item, a cell otherwise.
            case automatic
            /// A section header: the chevron is trailing, and a tap anywhere on the row toggles.
            case header
            /// A selectable row with children: the chevron is leading (as in Mac Catalyst).
            case cell
        }
        /// Which kind of row the disclosure is in; `.automatic` by default.
        public var style: Style
        /// Whether the accessory keeps its room but draws nothing.
        public var isHidden: Bool
        /// The chevron's colour.
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }

    /// Which side of the cell a custom view goes on, and in which editing states.
    public enum Placement {
        /// Where among the side's accessories the view goes, given them.
        public typealias Position = @MainActor ([UICellAccessory]) -> Int
        /// The leading side.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// The trailing side.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// A custom view accessory's settings.
    public struct CustomViewConfiguration {
        /// The view shown.
        public var customView: UIView
        /// Where it goes.
        public var placement: Placement
        /// Whether it keeps its room but does not show.
        public var isHidden: Bool
        /// The view's tint.
        public var tintColor: UIColor?
        /// Whether the view keeps its own size (true) or takes the cell's height.
        public var maintainsFixedSize: Bool
        /// A configuration for `customView` at `placement`.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    // MARK: - Making accessories

    /// A trailing grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: nil, actionHandler: nil)
    }

    /// A trailing checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: nil, actionHandler: nil)
    }

    /// R21.15: a leading red minus shown while editing; tapping it runs `actionHandler`, or without
    /// one reveals the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// A leading green plus shown while editing; tapping it runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// A trailing grip of three lines shown while editing, to drag the row.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: nil, actionHandler: nil)
    }

    /// A leading circle, filled with a checkmark while the row is selected, shown while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, actionHandler: nil)
    }

    /// R21.16: a chevron that points down while the item is expanded and to the trailing side
    /// while collapsed; tapping it runs `actionHandler`, or without one asks the collection view's
    /// data source to expand or collapse the item.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(style: options.style), displayed: displayed, isHidden: options.isHidden,
                        tintColor: options.tintColor, backgroundColor: nil, actionHandler: actionHandler)
    }

    /// A trailing secondary-coloured text, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
                        backgroundColor: nil, actionHandler: nil)
    }

    /// A view of your own, at the placement its configuration says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(kind: .customView(configuration.customView, configuration.placement), displayed: displayed,
                        isHidden: configuration.isHidden, tintColor: configuration.tintColor, backgroundColor: nil, actionHandler: nil)
    }

    // MARK: - Placement

    /// R21.15: whether the accessory shows in the given editing state.
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// R21.15: the side UIKit puts the accessory on: delete, insert, multiselect and a cell-style
    /// outline disclosure lead; the rest trail; a custom view goes where it says.
    func isLeading(cellIsHeader: Bool) -> Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .outlineDisclosure(let style):
            return style == .cell || (style == .automatic && !cellIsHeader)
        case .customView(_, let placement):
            if case .leading = placement { return true }
            return false
        case .disclosureIndicator, .checkmark, .reorder, .label: return false
        }
    }
}

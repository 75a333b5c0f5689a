/// AT-SPI roles XUIKit uses, with their numbers and names from at-spi2-core's
/// `atspi-constants.h` (the wire protocol carries the numbers).
enum ATSPIRole: UInt32 {
    case alert = 2
    case checkBox = 7
    case checkMenuItem = 8
    case dialog = 16
    case filler = 20
    case frame = 23
    case image = 27
    case label = 29
    case menu = 33
    case menuBar = 34
    case menuItem = 35
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case separator = 50
    case slider = 51
    case spinButton = 52
    case table = 55
    case tableCell = 56
    case toggleButton = 62
    case window = 69
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// The English role name AT-SPI clients print ("push button").
    var name: String {
        switch self {
        case .alert: return "alert"
        case .checkBox: return "check box"
        case .checkMenuItem: return "check menu item"
        case .dialog: return "dialog"
        case .filler: return "filler"
        case .frame: return "frame"
        case .image: return "image"
        case .label: return "label"
        case .menu: return "menu"
        case .menuBar: return "menu bar"
        case .menuItem: return "menu item"
        case .pageTabList: return "page tab list"
        case .panel: return "panel"
        case .passwordText: return "password text"
        case .progressBar: return "progress bar"
        case .pushButton: return "push button"
        case .separator: return "separator"
        case .slider: return "slider"
        case .spinButton: return "spin button"
        case .table: return "table"
        case .tableCell: return "table cell"
        case .toggleButton: return "toggle button"
        case .window: return "window"
        case .application: return "application"
        case .entry: return "entry"
        case .heading: return "heading"
        case .link: return "link"
        }
    }
}

/// AT-SPI states (bit numbers in the two-word `GetState` answer), from `atspi-constants.h`.
enum ATSPIState: UInt32, CaseIterable {
    case active = 1
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case modal = 16
    case multiselectable = 18
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case managesDescendants = 31
    case selectableText = 38
    case checkable = 41

    /// The name a `StateChanged` event carries ("checked", "focused").
    var eventName: String {
        switch self {
        case .active: return "active"
        case .checked: return "checked"
        case .editable: return "editable"
        case .enabled: return "enabled"
        case .focusable: return "focusable"
        case .focused: return "focused"
        case .modal: return "modal"
        case .multiselectable: return "multiselectable"
        case .selectable: return "selectable"
        case .selected: return "selected"
        case .sensitive: return "sensitive"
        case .showing: return "showing"
        case .singleLine: return "single-line"
        case .visible: return "visible"
        case .managesDescendants: return "manages-descendants"
        case .selectableText: return "selectable-text"
        case .checkable: return "checkable"
        }
    }

    /// A set of states as AT-SPI's two 32-bit words.
    static func words(_ states: Set<ATSPIState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return words
    }
}

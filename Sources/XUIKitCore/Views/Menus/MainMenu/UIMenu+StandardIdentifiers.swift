import Foundation

/// The identifiers of the standard menus and groups of the main menu system (R33.2), with UIKit's
/// raw values ("com.apple.menu.file"). A `UIMenuBuilder` finds, replaces and removes them.
extension UIMenu.Identifier {
    /// The application menu (titled with the app's name).
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    /// The File menu.
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    /// The Format menu.
    public static let format = UIMenu.Identifier("com.apple.menu.format")
    /// The View menu.
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    /// The Window menu.
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    /// The Help menu.
    public static let help = UIMenu.Identifier("com.apple.menu.help")
    /// The About item's group, in the application menu.
    public static let about = UIMenu.Identifier("com.apple.menu.about")
    /// The Settings (Preferences) group, in the application menu.
    public static let preferences = UIMenu.Identifier("com.apple.menu.preferences")
    /// The Services submenu, in the application menu.
    public static let services = UIMenu.Identifier("com.apple.menu.services")
    /// The Hide group, in the application menu.
    public static let hide = UIMenu.Identifier("com.apple.menu.hide")
    /// The Quit group, in the application menu.
    public static let quit = UIMenu.Identifier("com.apple.menu.quit")
    /// The New Window group, in the File menu.
    public static let newScene = UIMenu.Identifier("com.apple.menu.new-scene")
    /// The Open Recent submenu, in the File menu.
    public static let openRecent = UIMenu.Identifier("com.apple.menu.open-recent")
    /// The Close group, in the File menu.
    public static let close = UIMenu.Identifier("com.apple.menu.close")
    /// The Print group, in the File menu.
    public static let print = UIMenu.Identifier("com.apple.menu.print")
    /// The document group, in the File menu.
    public static let document = UIMenu.Identifier("com.apple.menu.document")
    /// The Undo and Redo group, in the Edit menu.
    public static let undoRedo = UIMenu.Identifier("com.apple.menu.undo-redo")
    /// The Cut, Copy, Paste, Delete and Select All group, in the Edit menu.
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standard-edit")
    /// The Find submenu, in the Edit menu.
    public static let find = UIMenu.Identifier("com.apple.menu.find")
    /// The Replace group, in the Find submenu.
    public static let replace = UIMenu.Identifier("com.apple.menu.replace")
    /// The Share group, in the Edit menu.
    public static let share = UIMenu.Identifier("com.apple.menu.share")
    /// The Bold, Italic and Underline group, in the Font submenu.
    public static let textStyle = UIMenu.Identifier("com.apple.menu.text-style")
    /// The Spelling and Grammar submenu, in the Edit menu.
    public static let spelling = UIMenu.Identifier("com.apple.menu.spelling")
    /// The spelling panel group, in the Spelling and Grammar submenu.
    public static let spellingPanel = UIMenu.Identifier("com.apple.menu.spelling-panel")
    /// The spelling options group, in the Spelling and Grammar submenu.
    public static let spellingOptions = UIMenu.Identifier("com.apple.menu.spelling-options")
    /// The Substitutions submenu, in the Edit menu.
    public static let substitutions = UIMenu.Identifier("com.apple.menu.substitutions")
    /// The substitutions panel group, in the Substitutions submenu.
    public static let substitutionsPanel = UIMenu.Identifier("com.apple.menu.substitutions-panel")
    /// The substitution options group, in the Substitutions submenu.
    public static let substitutionOptions = UIMenu.Identifier("com.apple.menu.substitution-options")
    /// The Transformations submenu, in the Edit menu.
    public static let transformations = UIMenu.Identifier("com.apple.menu.transformations")
    /// The Speech submenu, in the Edit menu.
    public static let speech = UIMenu.Identifier("com.apple.menu.speech")
    /// The Look Up group, in the Edit menu.
    public static let lookup = UIMenu.Identifier("com.apple.menu.lookup")
    /// The Learn group, in the Edit menu.
    public static let learn = UIMenu.Identifier("com.apple.menu.learn")
    /// The Font submenu, in the Format menu.
    public static let font = UIMenu.Identifier("com.apple.menu.font")
    /// The Bigger and Smaller group, in the Font submenu.
    public static let textSize = UIMenu.Identifier("com.apple.menu.text-size")
    /// The Show Colors group, in the Font submenu.
    public static let textColor = UIMenu.Identifier("com.apple.menu.text-color")
    /// The Copy Style and Paste Style group, in the Font submenu.
    public static let textStylePasteboard = UIMenu.Identifier("com.apple.menu.text-style-pasteboard")
    /// The Text submenu, in the Format menu.
    public static let text = UIMenu.Identifier("com.apple.menu.text")
    /// The Writing Direction group, in the Text submenu.
    public static let writingDirection = UIMenu.Identifier("com.apple.menu.writing-direction")
    /// The alignment group, in the Text submenu.
    public static let alignment = UIMenu.Identifier("com.apple.menu.alignment")
    /// The toolbar group, in the View menu.
    public static let toolbar = UIMenu.Identifier("com.apple.menu.toolbar")
    /// The sidebar group, in the View menu.
    public static let sidebar = UIMenu.Identifier("com.apple.menu.sidebar")
    /// The Enter Full Screen group, in the View menu.
    public static let fullscreen = UIMenu.Identifier("com.apple.menu.fullscreen")
    /// The Minimize and Zoom group, in the Window menu.
    public static let minimizeAndZoom = UIMenu.Identifier("com.apple.menu.minimize-and-zoom")
    /// The Bring All to Front group, in the Window menu.
    public static let bringAllToFront = UIMenu.Identifier("com.apple.menu.bring-all-to-front")
    /// The main menu system's root: its children are the menu bar's menus.
    public static let root = UIMenu.Identifier("com.apple.menu.root")
}

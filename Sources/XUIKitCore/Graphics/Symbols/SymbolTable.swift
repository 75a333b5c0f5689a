import Foundation

/// Which freedesktop icon draws each SF Symbols name (R24.1): the name `UIImage(systemName:)`
/// is given → the Adwaita icon name, without its `-symbolic` suffix. The table is data: one entry a
/// line, `"sf.name": "icon-name",` and an optional `//` note, read by
/// scripts/check-symbol-table.sh, which CI runs: it checks that every icon is in the installed
/// theme and that docs/SystemImages.md is what `--write` makes from the table. Where Adwaita has
/// no icon of that exact shape, the closest one is used and the note says what differs; a `.fill`
/// name missing from the table falls back to its outline name (R24.2), and a name neither has
/// gives nil.
enum SymbolTable {
    /// SF Symbols name → Adwaita symbolic icon name: the interface's marks here, places, devices,
    /// media and status in `SymbolTable+Things.swift`.
    static let iconNames: [String: String] = interfaceIcons.merging(thingIcons) { first, _ in first }

    // The SF Symbols names Adwaita has no icon for, listed on docs/SystemImages.md (nil):
    // Not in Adwaita: cart, bag, gift, hand.thumbsup, tray, hourglass, qrcode, at
    /// Marks of the interface itself: adding, editing, searching, arrows, files, people, status.
    private static let interfaceIcons: [String: String] = [
        // MARK: - Adding, removing, closing, confirming
        "plus": "list-add",
        "plus.circle": "list-add", // no circle
        "plus.circle.fill": "list-add", // no circle
        "plus.square": "zoom-in", // a rounded square with a plus
        "plus.square.fill": "tab-new",
        "minus": "list-remove",
        "minus.circle": "dialog-error",
        "minus.circle.fill": "dialog-error",
        "minus.square": "zoom-out",
        "xmark": "window-close",
        "xmark.circle": "edit-delete",
        "xmark.circle.fill": "edit-delete",
        "multiply": "window-close",
        "checkmark": "object-select",
        "checkmark.circle": "selection-mode",
        "checkmark.circle.fill": "emblem-default",
        "checkmark.square": "checkbox-checked",
        "checkmark.square.fill": "checkbox-checked",
        "circle": "help-browser", // an empty ring
        "largecircle.fill.circle": "radio-checked",
        "circle.inset.filled": "radio-checked",
        "square": "checkbox",
        "nosign": "action-unavailable",
        "slash.circle": "action-unavailable",
        // MARK: - Deleting, editing, writing
        "trash": "user-trash",
        "trash.fill": "user-trash",
        "trash.circle": "user-trash", // no circle
        "pencil": "document-edit",
        "pencil.circle": "document-edit", // no circle
        "square.and.pencil": "document-edit", // no square
        "pencil.and.outline": "document-edit",
        "highlighter": "document-edit",
        "scribble": "document-edit",
        "eraser": "edit-clear", // the clear-text key
        "delete.left": "edit-clear",
        "delete.left.fill": "edit-clear",
        "doc.on.doc": "edit-copy",
        "doc.on.clipboard": "edit-paste",
        "clipboard": "edit-paste",
        "scissors": "edit-cut",
        "arrow.uturn.backward": "edit-undo",
        "arrow.uturn.left": "edit-undo",
        "arrow.uturn.forward": "edit-redo",
        "arrow.uturn.right": "edit-redo",
        "arrow.uturn.backward.circle": "edit-undo", // no circle
        "arrow.uturn.forward.circle": "edit-redo", // no circle
        "bold": "format-text-bold",
        "italic": "format-text-italic",
        "underline": "format-text-underline",
        "strikethrough": "format-text-strikethrough",
        "textformat": "format-text-rich",
        "text.alignleft": "format-justify-left",
        "text.aligncenter": "format-justify-center",
        "text.alignright": "format-justify-right",
        "text.justify": "format-justify-fill",
        "increase.indent": "format-indent-more",
        "decrease.indent": "format-indent-less",
        "character.cursor.ibeam": "insert-text",
        "textformat.abc": "tools-check-spelling",
        // MARK: - Search, settings, menus
        "magnifyingglass": "system-search",
        "magnifyingglass.circle": "system-search", // no circle
        "plus.magnifyingglass": "zoom-in",
        "minus.magnifyingglass": "zoom-out",
        "gear": "emblem-system",
        "gearshape": "emblem-system",
        "gearshape.fill": "emblem-system",
        "gearshape.2": "system-run",
        "wrench": "preferences-system",
        "wrench.and.screwdriver": "preferences-system",
        "slider.horizontal.3": "preferences-system", // tools: Adwaita has no sliders icon
        "ellipsis": "view-more-horizontal",
        "ellipsis.circle": "view-more-horizontal", // no circle
        "ellipsis.circle.fill": "view-more-horizontal", // no circle
        "ellipsis.vertical": "view-more",
        "line.3.horizontal": "open-menu",
        "line.horizontal.3": "open-menu",
        "line.3.horizontal.decrease": "view-sort-descending",
        "line.3.horizontal.decrease.circle": "view-sort-descending", // no circle
        "line.3.horizontal.circle": "open-menu", // no circle
        "list.bullet": "view-list-bullet",
        "list.number": "view-list-ordered",
        "list.dash": "view-list",
        "list.bullet.rectangle": "view-list",
        "list.bullet.indent": "format-indent-more",
        "arrow.up.arrow.down": "view-sort-ascending",
        "arrow.left.arrow.right": "network-transmit-receive",
        "sidebar.left": "sidebar-show",
        "sidebar.right": "sidebar-show-right",
        "sidebar.leading": "sidebar-show",
        "sidebar.trailing": "sidebar-show-right",
        "square.grid.2x2": "view-grid",
        "square.grid.2x2.fill": "view-grid",
        "square.grid.3x3": "view-app-grid",
        "square.grid.3x3.fill": "view-app-grid",
        "circle.grid.3x3": "view-app-grid",
        "rectangle.grid.1x2": "view-continuous",
        "rectangle.grid.2x2": "view-grid",
        "rectangle.grid.3x2": "view-app-grid",
        "rectangle.split.2x1": "view-dual",
        "rectangle.stack": "view-paged",
        "square.stack": "view-paged",
        "square.on.square": "edit-copy",
        "arrow.up.left.and.arrow.down.right": "view-fullscreen",
        "arrow.down.right.and.arrow.up.left": "view-restore",
        "arrow.up.backward.and.arrow.down.forward": "view-fullscreen",
        "arrow.down.forward.and.arrow.up.backward": "view-restore",
        "pin": "view-pin",
        "pin.fill": "view-pin",
        // MARK: - Chevrons and arrows
        "chevron.left": "go-previous",
        "chevron.right": "go-next",
        "chevron.up": "go-up",
        "chevron.down": "go-down",
        "chevron.backward": "go-previous",
        "chevron.forward": "go-next",
        "chevron.left.circle": "go-previous", // no circle
        "chevron.right.circle": "go-next", // no circle
        "chevron.up.circle": "go-up", // no circle
        "chevron.down.circle": "go-down", // no circle
        "chevron.left.2": "go-first",
        "chevron.right.2": "go-last",
        "arrowtriangle.left.fill": "pan-start",
        "arrowtriangle.right.fill": "pan-end",
        "arrowtriangle.up.fill": "pan-up",
        "arrowtriangle.down.fill": "pan-down",
        "arrowtriangle.left": "pan-start",
        "arrowtriangle.right": "pan-end",
        "arrowtriangle.up": "pan-up",
        "arrowtriangle.down": "pan-down",
        "arrow.left": "go-previous", // a chevron, as GNOME draws back
        "arrow.right": "go-next", // a chevron
        "arrow.up": "go-up", // a chevron
        "arrow.down": "go-down", // a chevron
        "arrow.backward": "go-previous",
        "arrow.forward": "go-next",
        "arrow.left.circle": "go-previous", // no circle
        "arrow.right.circle": "go-next", // no circle
        "arrow.up.circle": "go-up", // no circle
        "arrow.down.circle": "go-down", // no circle
        "arrow.clockwise": "view-refresh",
        "arrow.counterclockwise": "object-rotate-left",
        "arrow.clockwise.circle": "view-refresh", // no circle
        "arrow.triangle.2.circlepath": "emblem-synchronizing",
        "arrow.2.circlepath": "emblem-synchronizing",
        "arrow.triangle.2.circlepath.circle": "emblem-synchronizing", // no circle
        "arrow.rotate.left": "object-rotate-left",
        "arrow.rotate.right": "object-rotate-right",
        "rotate.left": "object-rotate-left",
        "rotate.right": "object-rotate-right",
        "arrow.left.and.right.righttriangle.left.righttriangle.right": "object-flip-horizontal",
        "arrow.up.and.down.righttriangle.up.righttriangle.down": "object-flip-vertical",
        "arrow.turn.up.left": "mail-reply-sender",
        "arrowshape.turn.up.left": "mail-reply-sender",
        "arrowshape.turn.up.left.2": "mail-reply-all",
        "arrowshape.turn.up.right": "mail-forward",
        "arrowshape.turn.up.forward": "mail-forward",
        "arrow.up.right": "go-jump",
        "arrow.up.right.square": "send-to",
        "arrow.right.square": "system-log-out",
        "rectangle.portrait.and.arrow.right": "system-log-out",
        "arrow.down.to.line": "folder-download",
        "arrow.up.to.line": "go-top",
        "arrow.left.to.line": "go-first",
        "arrow.right.to.line": "go-last",
        // MARK: - Sharing, files, documents
        "square.and.arrow.up": "send-to",
        "square.and.arrow.up.fill": "send-to",
        "square.and.arrow.down": "document-save",
        "square.and.arrow.down.fill": "document-save",
        "square.and.arrow.up.on.square": "emblem-shared",
        "shareplay": "emblem-shared",
        "folder": "folder",
        "folder.fill": "folder",
        "folder.badge.plus": "folder-new",
        "folder.circle": "folder", // no circle
        "folder.badge.person.crop": "folder-publicshare",
        "doc": "text-x-generic",
        "doc.fill": "text-x-generic",
        "doc.text": "x-office-document",
        "doc.text.fill": "x-office-document",
        "doc.richtext": "x-office-document",
        "doc.plaintext": "text-x-generic",
        "doc.badge.plus": "document-new",
        "doc.text.magnifyingglass": "edit-find",
        "doc.zipper": "package-x-generic",
        "doc.on.doc.fill": "edit-copy",
        "note.text": "x-office-document",
        "note.text.badge.plus": "document-new",
        "book": "accessories-dictionary",
        "book.closed": "accessories-dictionary",
        "books.vertical": "accessories-dictionary",
        "text.book.closed": "accessories-dictionary",
        "tablecells": "x-office-spreadsheet",
        "photo": "image-x-generic",
        "photo.fill": "image-x-generic",
        "photo.on.rectangle": "emblem-photos",
        "photo.stack": "emblem-photos",
        "photo.badge.plus": "insert-image",
        "film": "video-x-generic",
        "music.note": "audio-x-generic",
        "music.note.list": "emblem-music",
        "paperclip": "mail-attachment",
        "link": "insert-link",
        "link.circle": "insert-link", // no circle
        "printer": "printer",
        "printer.fill": "printer",
        "tray.and.arrow.down": "folder-download",
        "tray.and.arrow.up": "send-to",
        "archivebox": "package-x-generic",
        "archivebox.fill": "package-x-generic",
        "shippingbox": "package-x-generic",
        "externaldrive": "drive-harddisk",
        "externaldrive.fill": "drive-harddisk",
        "internaldrive": "drive-harddisk",
        "opticaldisc": "media-optical",
        "server.rack": "network-server",
        "xserve": "network-server",
        "terminal": "utilities-terminal",
        // MARK: - People and communication
        "person": "avatar-default",
        "person.fill": "avatar-default",
        "person.circle": "avatar-default", // no circle
        "person.circle.fill": "avatar-default", // no circle
        "person.crop.circle": "avatar-default", // no circle
        "person.crop.circle.fill": "avatar-default", // no circle
        "person.crop.circle.badge.plus": "contact-new",
        "person.badge.plus": "contact-new",
        "person.2": "system-users",
        "person.2.fill": "system-users",
        "person.3": "system-users",
        "person.3.fill": "system-users",
        "person.crop.rectangle": "x-office-address-book",
        "person.text.rectangle": "x-office-address-book",
        "person.crop.square": "avatar-default",
        "envelope": "mail-unread",
        "envelope.fill": "mail-unread",
        "envelope.open": "mail-read",
        "envelope.badge": "mail-message-new",
        "paperplane": "mail-send",
        "paperplane.fill": "mail-send",
        "phone": "call-start",
        "phone.fill": "call-start",
        "phone.down": "call-stop",
        "phone.down.fill": "call-stop",
        "phone.arrow.up.right": "call-outgoing",
        "phone.arrow.down.left": "call-incoming",
        "iphone": "phone",
        "ipad": "computer-apple-ipad",
        "message": "chat-message-new",
        "message.fill": "chat-message-new",
        "bubble.left": "chat-message-new",
        "bubble.right": "chat-message-new",
        "bubble.left.and.bubble.right": "chat-message-new",
        "text.bubble": "chat-message-new",
        "quote.bubble": "chat-message-new",
        "bell": "preferences-system-notifications",
        "bell.fill": "preferences-system-notifications",
        "bell.slash": "notifications-disabled",
        "bell.slash.fill": "notifications-disabled",
        "bell.badge": "preferences-system-notifications",
        "face.smiling": "face-smile",
        "accessibility": "preferences-desktop-accessibility",
        "globe": "preferences-desktop-locale",
        "network": "network-workgroup",
        // MARK: - Marks and status
        "heart": "emote-love",
        "heart.fill": "emblem-favorite",
        "heart.circle": "emote-love", // no circle
        "heart.slash": "emote-love", // no slash
        "star": "non-starred",
        "star.fill": "starred",
        "star.leadinghalf.filled": "semi-starred",
        "star.slash": "non-starred", // no slash
        "star.circle": "non-starred", // no circle
        "bookmark": "user-bookmarks",
        "bookmark.fill": "user-bookmarks",
        "bookmark.circle": "user-bookmarks", // no circle
        "book.fill": "accessories-dictionary",
        "tag": "bookmark-new", // a bookmark with a plus
        "tag.fill": "bookmark-new", // a bookmark with a plus
        "flag": "emoji-flags",
        "flag.fill": "emoji-flags",
        "info.circle": "help-about",
        "info.circle.fill": "help-about",
        "info": "help-about",
        "questionmark.circle": "dialog-question", // a diamond
        "questionmark.circle.fill": "dialog-question", // a diamond
        "questionmark": "dialog-question", // a diamond
        "questionmark.diamond": "dialog-question",
        "exclamationmark.triangle": "dialog-warning",
        "exclamationmark.triangle.fill": "dialog-warning",
        "exclamationmark.circle": "emblem-important",
        "exclamationmark.circle.fill": "emblem-important",
        "exclamationmark.bubble": "dialog-warning",
        "lightbulb": "dialog-information",
        "lightbulb.fill": "dialog-information",
        "shield": "security-high",
        "shield.fill": "security-high",
        "checkmark.shield": "security-high",
        "lock.shield": "security-high",
        "lock": "changes-prevent",
        "lock.fill": "changes-prevent",
        "lock.open": "changes-allow",
        "lock.open.fill": "changes-allow",
        "lock.circle": "changes-prevent", // no circle
        "key": "dialog-password",
        "key.fill": "dialog-password",
        "eye": "view-reveal",
        "eye.fill": "view-reveal",
        "eye.slash": "view-conceal",
        "eye.slash.fill": "view-conceal",
        "clock": "alarm", // an alarm clock
        "clock.fill": "alarm",
        "alarm": "alarm",
        "timer": "alarm",
        "stopwatch": "alarm",
        "clock.arrow.circlepath": "document-open-recent",
        "calendar": "x-office-calendar",
        "calendar.badge.plus": "appointment-new",
        "calendar.circle": "x-office-calendar", // no circle
        "calendar.badge.clock": "appointment-soon",
        "paintbrush": "applications-graphics",
        "paintpalette": "preferences-color",
        "eyedropper": "color-select",
        "textformat.size": "font-select",
        "gamecontroller": "input-gaming",
        "puzzlepiece": "application-x-addon",
        "puzzlepiece.extension": "application-x-addon",
        "cube": "package-x-generic",
    ]
}

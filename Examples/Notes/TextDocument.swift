import XUIKit

/// A plain-text document: the file's bytes as UTF-8 text.
final class TextDocument: UIDocument {
    /// The text; set it, then call `updateChangeCount(.done)`.
    var text = ""

    override func contents(forType typeName: String) throws -> Any {
        Data(text.utf8)
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }
}

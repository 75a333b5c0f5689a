/// The argument signatures of the methods the bridge answers, as at-spi2-core's `xml/*.xml` and
/// the D-Bus specification declare them. A call of one of these methods whose arguments have
/// another signature (other types, too few, too many) is answered with D-Bus's `InvalidArgs`
/// before any argument is read, as GDBus answers; a method not listed is `UnknownMethod` (R13.11).
enum ATSPISignatures {
    /// The signature `interface.member` takes, or nil for a method the bridge does not answer.
    static func expected(_ interface: String, _ member: String) -> String? {
        table[interface]?[member]
    }

    private static let table: [String: [String: String]] = [
        "org.freedesktop.DBus.Properties": ["Get": "ss", "GetAll": "s", "Set": "ssv"],
        "org.freedesktop.DBus.Introspectable": ["Introspect": ""],
        "org.a11y.atspi.Accessible": [
            "GetChildAtIndex": "i", "GetChildren": "", "GetIndexInParent": "", "GetRelationSet": "", "GetRole": "",
            "GetRoleName": "", "GetLocalizedRoleName": "", "GetState": "", "GetAttributes": "", "GetApplication": "",
            "GetInterfaces": "",
        ],
        "org.a11y.atspi.Application": ["GetLocale": "u"],
        "org.a11y.atspi.Component": [
            "GetExtents": "u", "GetPosition": "u", "GetSize": "", "Contains": "iiu", "GetAccessibleAtPoint": "iiu",
            "GetLayer": "", "GetMDIZOrder": "", "GetAlpha": "", "GrabFocus": "",
        ],
        "org.a11y.atspi.Action": [
            "GetNActions": "", "GetName": "i", "GetLocalizedName": "i", "GetDescription": "i", "GetKeyBinding": "i",
            "GetActions": "", "DoAction": "i",
        ],
        "org.a11y.atspi.Text": ["GetText": "ii", "GetCharacterAtOffset": "i", "SetCaretOffset": "i", "GetNSelections": ""],
        "org.a11y.atspi.EditableText": ["SetTextContents": "s", "InsertText": "isi", "DeleteText": "ii"],
        "org.a11y.atspi.Selection": [
            "GetSelectedChild": "i", "IsChildSelected": "i", "SelectChild": "i", "DeselectChild": "i",
            "DeselectSelectedChild": "i", "SelectAll": "", "ClearSelection": "",
        ],
        "org.a11y.atspi.Table": [
            "GetAccessibleAt": "ii", "GetIndexAt": "ii", "GetRowAtIndex": "i", "GetColumnAtIndex": "i",
            "GetRowDescription": "i", "GetColumnDescription": "i", "GetRowExtentAt": "ii", "GetColumnExtentAt": "ii",
            "GetRowHeader": "i", "GetColumnHeader": "i", "GetSelectedRows": "", "GetSelectedColumns": "",
            "IsRowSelected": "i", "IsColumnSelected": "i", "IsSelected": "ii", "AddRowSelection": "i",
            "RemoveRowSelection": "i", "AddColumnSelection": "i", "RemoveColumnSelection": "i",
            "GetRowColumnExtentsAtIndex": "i",
        ],
        "org.a11y.atspi.TableCell": ["GetRowColumnSpan": ""],
        "org.a11y.atspi.Collection": ["GetMatches": "(aiia{ss}iaiiasib)uib"],
    ]
}

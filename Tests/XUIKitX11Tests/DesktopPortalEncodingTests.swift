import Foundation
import Testing
import XUIKit
@testable import XUIKitDesktop
import XUIKitDBus

/// The portal's option and answer encodings with no bus and no display: what a
/// `FileChooserRequest` becomes, and what the untrusted `Response` values become.
@Suite("R31: portal option and response encoding (no bus)")
@MainActor
struct DesktopPortalEncodingTests {
    @Test("R31.5: a filter is (name, globs as kind 0 then MIME types as kind 1), signature (sa(us))")
    func filterEncoding() {
        let filter = FileChooserOptions.filter(FileFilter(name: "Images", mimeTypes: ["image/png", "image/jpeg"], globs: ["*.png"]))

        #expect(filter.signature == "(sa(us))")
        #expect(filter == .structure([.string("Images"), .array(element: "(us)", [
            .structure([.uint32(0), .string("*.png")]),
            .structure([.uint32(1), .string("image/png")]),
            .structure([.uint32(1), .string("image/jpeg")]),
        ])]))
    }

    @Test("R31.5: open, save and folder requests pick their method and options; options are a{sv}")
    func requestOptions() {
        let open = FileChooserOptions(FileChooserRequest(mode: .open, title: "Open", allowsMultipleSelection: true,
                                                         directory: URL(fileURLWithPath: "/srv/a b")))
        let save = FileChooserOptions(FileChooserRequest(mode: .save, title: "Save", acceptLabel: "Export",
                                                         allowsMultipleSelection: true, suggestedName: "x.txt"))
        let folder = FileChooserOptions(FileChooserRequest(mode: .openFolder, title: "Folder"))

        #expect(open.method == "OpenFile")
        #expect(open.options.map(\.0) == ["modal", "multiple", "directory", "current_folder"])
        #expect(open.options.last?.1 == .bytes(Array("/srv/a b".utf8) + [0]))
        #expect(save.method == "SaveFile")
        #expect(save.options.map(\.0) == ["modal", "accept_label", "current_name"], "no multiple for SaveFile")
        #expect(folder.options.first { $0.0 == "directory" }?.1 == .bool(true))
        #expect(DBusValue.dictionary(open.options).signature == "a{sv}")
    }

    @Test("R31.3, R31.6: response codes and uris: only local file URLs pass")
    func responses() {
        func answer(_ code: UInt32, _ results: [String: DBusValue]) -> FileChooserResponse {
            FileChooserOptions.response(.response(code: code, results: results))
        }
        #expect(answer(0, ["uris": .strings(["file:///a/b%20c", "file://localhost/d"])])
                == .chosen([URL(fileURLWithPath: "/a/b c"), URL(fileURLWithPath: "/d")]))
        #expect(answer(1, [:]) == .cancelled)
        for bad in [answer(2, [:]), answer(0, [:]), answer(0, ["uris": .uint32(3)]), answer(0, ["uris": .strings([])]),
                    answer(0, ["uris": .strings(["file://otherhost/etc/passwd"])]),
                    answer(0, ["uris": .strings(["file:///ok", "sftp://x/y"])]), answer(0, ["uris": .strings(["mailto:a@b.org"])]),
                    answer(0, ["uris": .strings(["data:,file"])]), answer(7, [:])] {
            guard case .unavailable = bad else {
                Issue.record("expected .unavailable, got \(bad)")
                continue
            }
        }
    }

    @Test("R31.3: a dictionary keeps the first of a repeated key and unwraps variants")
    func dictionaryReading() {
        let value = DBusValue.array(element: "{sv}", [
            .dictEntry(.string("k"), .variant(.variant(.uint32(1)))),
            .dictEntry(.string("k"), .variant(.uint32(2))),
        ])
        #expect(value.stringKeyedDictionary == ["k": .uint32(1)])
        #expect(DBusValue.uint32(1).stringKeyedDictionary == nil)
    }
}

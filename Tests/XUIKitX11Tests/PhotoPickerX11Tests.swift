import CX11
import Foundation
@testable import PhotosUI
import Testing
import XUIKit
@_spi(Testing) @testable import XUIKitCore
@_spi(Testing) import XUIKitX11

/// Writes down what a photo picker's delegate hears, and dismisses the picker.
@MainActor
private final class PickedPhotos: PHPickerViewControllerDelegate {
    var results: [[PHPickerResult]] = []
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        self.results.append(results)
        picker.dismiss(animated: false)
    }
}

/// PHPickerViewController on a real server with no desktop portal: XUIKit's own dialog, driven by
/// XTest clicks and keys, filtered to images; the item providers load the images picked (R32.15, R32.16).
@Suite("PHPickerViewController on Xvfb", .serialized)
@MainActor
struct PhotoPickerX11Tests {
    private func spin(timeout: TimeInterval = 5, until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline {
            UIApplication.shared.runPendingWork()
            usleep(5_000)
        }
    }

    @Test("R32.15, R32.16: two images picked with clicks and Return in the built-in dialog load as UIImages")
    func picksTwoImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, width) in [("a.png", 4), ("b.png", 6)] {
            let png = scaleOneRenderer(size: CGSize(width: width, height: 3)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: width, height: 3))
            }.pngData()
            try #require(png).write(to: folder.appendingPathComponent(name))
        }
        try Data("text".utf8).write(to: folder.appendingPathComponent("c.txt"))

        try withX11App { session in
            #expect(UIApplication.shared.desktopServices.fileChooser == nil, "no portal: the built-in dialog")
            let root = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 640))
            window.rootViewController = root
            session.show(window)
            var configuration = PHPickerConfiguration()
            configuration.filter = .images
            configuration.selectionLimit = 0
            let picker = PHPickerViewController(configuration: configuration)
            let recorder = PickedPhotos()
            picker.delegate = recorder
            root.present(picker, animated: false)
            spin { picker.fileDialog != nil }
            let dialog = try #require(picker.fileDialog)
            dialog.go(to: folder)
            spin(timeout: 1) { false }
            #expect(dialog.visibleEntries.map(\.displayName) == ["a.png", "b.png"], "R32.15: images only")

            // Click the first row, Shift+click the second, then Return (real XTest input).
            let client = session.client
            @MainActor func rowPoint(_ row: Int) -> (Int32, Int32) {
                let point = dialog.list.convert(CGPoint(x: 80, y: (CGFloat(row) + 0.5) * FileListView.rowHeight), to: window)
                return (Int32(point.x), Int32(point.y))
            }
            let first = rowPoint(0), second = rowPoint(1)
            session.click(x: first.0, y: first.1)
            client.press(Int32(XK_Shift_L))
            session.click(x: second.0, y: second.1)
            client.release(Int32(XK_Shift_L))
            UIApplication.shared.runPendingWork()
            client.type(Int32(XK_Return))
            spin { !recorder.results.isEmpty }

            let results = try #require(recorder.results.first, "the delegate heard nothing")
            #expect(results.map(\.itemProvider.suggestedName) == ["a.png", "b.png"])
            #expect(results.allSatisfy { $0.assetIdentifier == nil })
            var sizes: [String: CGSize] = [:]
            for result in results {
                let name = result.itemProvider.suggestedName ?? "?"
                result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in sizes[name] = image?.size }
            }
            spin { sizes.count == 2 }
            #expect(sizes == ["a.png": CGSize(width: 4, height: 3), "b.png": CGSize(width: 6, height: 3)])
            #expect(picker.presentingViewController == nil)
        }
    }
}

import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class ImagePickerRecorder: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var infos: [[UIImagePickerController.InfoKey: Any]] = []
    var cancelled = 0
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        infos.append(info)
        picker.dismiss(animated: false)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled += 1
        picker.dismiss(animated: false)
    }
}

@MainActor
@Suite("UIImagePickerController: the photo library as image files", .serialized)
struct ImagePickerTests {
    @Test("R32.14: the camera is unavailable, the photo library is there, with images")
    func sourceTypes() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        let messages = capturingDiagnostics { picker.sourceType = .camera }
        #expect(picker.sourceType == .photoLibrary && messages.count == 1)
    }

    @Test("R32.14: choosing a file filtered to images gives the delegate the image and its URL")
    func choosesImage() throws {
        let (harness, root) = Harness.presenting()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("dot.png")
        let png = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }.pngData()
        try #require(png).write(to: url)
        let chooser = ScriptedFileChooser(answer: .chosen([url]))
        UIApplication.shared.desktopServices.fileChooser = chooser
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        let recorder = ImagePickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()
        let request = try #require(chooser.requests.first)
        #expect(request.mode == .open && !request.allowsMultipleSelection)
        #expect(request.filters.first?.mimeTypes.contains("image/*") == true)
        let info = try #require(recorder.infos.first)
        #expect((info[.originalImage] as? UIImage)?.size == CGSize(width: 3, height: 2))
        #expect(info[.imageURL] as? URL == url)
        #expect(info[.mediaType] as? String == "public.image")
        #expect(picker.presentingViewController == nil)

        chooser.answer = .cancelled
        let second = UIImagePickerController()
        second.delegate = recorder
        root.present(second, animated: false)
        harness.display()
        #expect(recorder.cancelled == 1)
    }

    @Test("R32.14: with no desktop dialog the built-in one opens, showing only images")
    func builtInDialogShowsImages() throws {
        let (harness, root) = Harness.presenting()
        let folder = try TemporaryFolder(files: ["a.png": "", "b.jpg": "", "c.txt": ""])
        defer { folder.remove() }
        let picker = UIImagePickerController()
        root.present(picker, animated: false)
        harness.display()
        let dialog = try #require(picker.fileDialog)
        dialog.go(to: folder.url)
        #expect(dialog.visibleEntries.map(\.displayName) == ["a.png", "b.jpg"])
    }
}

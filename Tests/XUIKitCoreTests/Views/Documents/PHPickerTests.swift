import Foundation
@testable import PhotosUI
import Testing
import UniformTypeIdentifiers
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
final class PHPickerRecorder: PHPickerViewControllerDelegate {
    var finished: [[PHPickerResult]] = []
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        finished.append(results)
        picker.dismiss(animated: false)
    }
}

@MainActor
@Suite("PHPickerViewController: photos and videos as files", .serialized)
struct PHPickerTests {
    private func pngFile(in folder: TemporaryFolder, _ name: String, width: CGFloat) throws -> URL {
        let url = folder.file(name)
        let png = UIGraphicsImageRenderer(size: CGSize(width: width, height: 2)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: 2))
        }.pngData()
        try #require(png).write(to: url)
        return url
    }

    @Test("R32.16: the configuration's defaults are PhotosUI's")
    func defaults() {
        let configuration = PHPickerConfiguration()
        #expect(configuration.filter == nil)
        #expect(configuration.selectionLimit == 1)
        #expect(configuration.preferredAssetRepresentationMode == .automatic)
        #expect(PHPickerConfiguration.AssetRepresentationMode.current.rawValue == 1)
    }

    @Test("R32.15: filters are sets of kinds: images hold Live Photos, any is a union, not a complement")
    func filters() {
        #expect(PHPickerFilter.images.contentTypes == [.image])
        #expect(PHPickerFilter.videos.contentTypes == [.movie])
        #expect(PHPickerFilter.livePhotos.contentTypes == [.image])
        #expect(PHPickerFilter.any(of: [.images, .videos]).contentTypes == [.image, .movie])
        #expect(PHPickerFilter.not(.images) == .videos)
        #expect(PHPickerFilter.not(.videos) == .images)
        #expect(PHPickerFilter.not(.livePhotos).contentTypes == [.image, .movie])
        #expect(PHPickerFilter.all(of: [.images, .livePhotos]) == .livePhotos)
        #expect(PHPickerFilter.not(.any(of: [.images, .videos])).contentTypes.isEmpty)
    }

    @Test("R32.15, R32.16: the request is filtered to the types, single or multiple by the limit")
    func requests() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let single = PHPickerViewController(configuration: configuration)
        #expect(!single.fileChooserRequest.allowsMultipleSelection)
        #expect(single.fileChooserRequest.filters.first?.mimeTypes.contains("image/*") == true)
        #expect(single.fileChooserRequest.filters.first?.mimeTypes.contains("video/*") == false)
        #expect(single.fileChooserRequest.filters.first?.globs.contains("*.png") == true)

        configuration.filter = .videos
        configuration.selectionLimit = 0
        let unlimited = PHPickerViewController(configuration: configuration)
        #expect(unlimited.fileChooserRequest.allowsMultipleSelection)
        #expect(unlimited.fileChooserRequest.filters.first?.mimeTypes.contains("video/*") == true)
        #expect(unlimited.fileChooserRequest.filters.first?.mimeTypes.contains("image/*") == false)

        let everything = PHPickerViewController(configuration: PHPickerConfiguration())
        let mimeTypes = everything.fileChooserRequest.filters.first?.mimeTypes ?? []
        #expect(mimeTypes.contains("image/*") && mimeTypes.contains("video/*"))
    }

    @Test("R32.16: chosen files become results whose providers load a UIImage and the file; no asset identifier")
    func choosesImages() async throws {
        let (harness, root) = Harness.presenting()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try pngFile(in: folder, "one.png", width: 3)
        let second = try pngFile(in: folder, "two.png", width: 5)
        let third = try pngFile(in: folder, "three.png", width: 7)
        let chooser = ScriptedFileChooser(answer: .chosen([first, second, third]))
        UIApplication.shared.desktopServices.fileChooser = chooser
        defer { UIApplication.shared.desktopServices.fileChooser = nil }
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 2
        let picker = PHPickerViewController(configuration: configuration)
        let recorder = PHPickerRecorder()
        picker.delegate = recorder
        let messages = capturingDiagnostics {
            root.present(picker, animated: false)
            harness.display()
        }
        #expect(chooser.requests.first?.allowsMultipleSelection == true)
        // Three chosen with a limit of two: the first two are kept, with a diagnostic.
        #expect(messages.count == 1)
        let results = try #require(recorder.finished.first)
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0.assetIdentifier == nil })
        #expect(results[0].itemProvider.suggestedName == "one.png")
        #expect(results[0].itemProvider.canLoadObject(ofClass: UIImage.self))
        #expect(picker.presentingViewController == nil)

        var image: UIImage?
        var fileContents: Data?
        results[1].itemProvider.loadObject(ofClass: UIImage.self) { object, _ in image = object }
        results[0].itemProvider.loadFileRepresentation(forTypeIdentifier: UTType.image.identifier) { url, _ in
            fileContents = url.flatMap { try? Data(contentsOf: $0) }
        }
        for _ in 0 ..< 50 where image == nil || fileContents == nil {
            harness.display()
            await Task.yield()
        }
        #expect(image?.size == CGSize(width: 5, height: 2))
        #expect(fileContents == (try? Data(contentsOf: first)))
    }

    @Test("R32.16: cancelling hands the delegate an empty array")
    func cancelGivesEmptyArray() throws {
        let (harness, root) = Harness.presenting()
        let chooser = ScriptedFileChooser(answer: .cancelled)
        UIApplication.shared.desktopServices.fileChooser = chooser
        defer { UIApplication.shared.desktopServices.fileChooser = nil }
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        let recorder = PHPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()
        #expect(recorder.finished.count == 1)
        #expect(recorder.finished.first?.isEmpty == true)
    }

    @Test("R32.15: with no desktop dialog the built-in one opens, showing only videos for .videos")
    func builtInDialogShowsVideos() throws {
        let (harness, root) = Harness.presenting()
        let folder = try TemporaryFolder(files: ["a.png": "", "b.mp4": "", "c.txt": "", "d.mov": ""])
        defer { folder.remove() }
        var configuration = PHPickerConfiguration()
        configuration.filter = .videos
        let picker = PHPickerViewController(configuration: configuration)
        root.present(picker, animated: false)
        harness.display()
        let dialog = try #require(picker.fileDialog)
        dialog.go(to: folder.url)
        #expect(dialog.visibleEntries.map(\.displayName) == ["b.mp4", "d.mov"])
    }
}

// Apple's PHPickerViewController sample ("Selecting Photos and Videos in iOS"), as written for
// UIKit: it compiles against XUIKit unchanged but for `image as? UIImage` (XUIKit's loadObject
// hands a UIImage, so the cast is `image`).
@MainActor
final class AppleSamplePhotoViewController: UIViewController, PHPickerViewControllerDelegate {
    let imageView = UIImageView()

    func presentPicker() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = 0
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results {
            let itemProvider = result.itemProvider
            if itemProvider.canLoadObject(ofClass: UIImage.self) {
                itemProvider.loadObject(ofClass: UIImage.self) { [weak self] image, error in
                    DispatchQueue.main.async {
                        self?.imageView.image = image
                    }
                }
            } else if itemProvider.hasItemConformingToTypeIdentifier(UTType.movie.identifier) {
                itemProvider.loadFileRepresentation(forTypeIdentifier: UTType.movie.identifier) { url, error in
                    guard let url else { return }
                    print("a movie at", url.path)
                }
            }
        }
    }
}

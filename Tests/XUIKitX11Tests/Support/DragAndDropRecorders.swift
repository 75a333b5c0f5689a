import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKit

/// A drop target that writes down the delegate calls it gets and what it loaded: URLs when the
/// drag carries files, else strings.
@MainActor
final class DropRecorder: UIDropInteractionDelegate {
    var calls: [String] = []
    var texts: [String] = []
    var urls: [URL] = []
    var wasLocal: [Bool] = []
    var proposal: UIDropOperation = .copy

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        calls.append("canHandle")
        return session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: URL.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { calls.append("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if calls.last != "update" { calls.append("update") }
        return UIDropProposal(operation: proposal)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { calls.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        calls.append("perform")
        wasLocal.append(session.localDragSession != nil)
        if session.hasItemsConforming(toTypeIdentifiers: ["public.file-url"]) {
            session.loadObjects(ofClass: URL.self) { self.urls += $0 }
        } else {
            session.loadObjects(ofClass: String.self) { self.texts += $0 }
        }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { calls.append("conclude") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { calls.append("end") }
}

/// A drag source handing out one item made by `makeProvider`, writing down how drags ended.
@MainActor
final class DragSourceRecorder: UIDragInteractionDelegate {
    let makeProvider: () -> NSItemProvider
    var began = 0
    var ended: [UIDropOperation] = []

    init(_ makeProvider: @escaping () -> NSItemProvider) { self.makeProvider = makeProvider }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        began += 1
        return [UIDragItem(itemProvider: makeProvider())]
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        ended.append(operation)
    }
}

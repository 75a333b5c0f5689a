import XUIKit

/// Dropping a file on the text opens it, as a file manager's drag does in a desktop editor.
extension EditorViewController: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: URL.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        _ = session.loadObjects(ofClass: URL.self) { [weak self] urls in
            guard let url = urls.first(where: \.isFileURL) else { return }
            print("dropped \(url.lastPathComponent)")
            self?.open(url)
        }
    }
}

import Foundation

/// The app's dragged items as other apps ask for them: by MIME type (R34.9). The MIME types are
/// known at once from the registered types; the data is loaded from the item providers when the
/// drag begins, and a request that comes before its load finished is refused.
@MainActor
final class DragExport {
    static let textMIMETypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING"]

    /// The MIME types offered, best first.
    let mimeTypes: [String]
    private var texts: [Int: String] = [:]
    private var urls: [Int: URL] = [:]
    private var images: [String: Data] = [:]

    init(items: [UIDragItem]) {
        var hasURL = false, hasText = false, imageTypes: [String] = []
        for provider in items.map(\.itemProvider) {
            let types = provider.registeredTypeIdentifiers
            if types.contains(where: { TypeIdentifierMapping.conforms($0, to: TypeIdentifierMapping.url) }) { hasURL = true }
            if types.contains(where: { TypeIdentifierMapping.conforms($0, to: TypeIdentifierMapping.plainText) }) { hasText = true }
            for image in [TypeIdentifierMapping.png, TypeIdentifierMapping.jpeg] where types.contains(image) && !imageTypes.contains(image) {
                imageTypes.append(image)
            }
        }
        var offered: [String] = []
        if hasURL { offered.append(TypeIdentifierMapping.uriListMIME) }
        if hasText || hasURL { offered += Self.textMIMETypes }
        offered += imageTypes.flatMap(TypeIdentifierMapping.mimeTypes(forTypeIdentifier:))
        mimeTypes = offered
        load(items)
    }

    /// The data of `mimeType`, or nil when it is not offered or not loaded yet.
    func data(for mimeType: String) -> Data? {
        let urlList = urls.keys.sorted().compactMap { urls[$0] }
        switch mimeType {
        case TypeIdentifierMapping.uriListMIME:
            return urlList.isEmpty ? nil : TypeIdentifierMapping.uriList(urlList)
        case _ where Self.textMIMETypes.contains(mimeType):
            let text = texts.isEmpty ? urlList.map { $0.isFileURL ? $0.path : $0.absoluteString }
                                     : texts.keys.sorted().compactMap { texts[$0] }
            guard !text.isEmpty else { return nil }
            let joined = text.joined(separator: "\n")
            return mimeType == "STRING" ? joined.data(using: .isoLatin1, allowLossyConversion: true) : Data(joined.utf8)
        case "image/png": return images[TypeIdentifierMapping.png]
        case "image/jpeg": return images[TypeIdentifierMapping.jpeg]
        default: return nil
        }
    }

    private func load(_ items: [UIDragItem]) {
        for (index, provider) in items.map(\.itemProvider).enumerated() {
            let types = provider.registeredTypeIdentifiers
            if let type = types.first(where: { TypeIdentifierMapping.conforms($0, to: TypeIdentifierMapping.url) }) {
                provider.loadDataRepresentation(forTypeIdentifier: type) { [weak self] data, _ in
                    if let data, let url = try? URL.object(withItemProviderData: data, typeIdentifier: type) { self?.urls[index] = url }
                }
            }
            if let type = types.first(where: { TypeIdentifierMapping.conforms($0, to: TypeIdentifierMapping.plainText) }) {
                provider.loadDataRepresentation(forTypeIdentifier: type) { [weak self] data, _ in
                    if let data { self?.texts[index] = String(decoding: data, as: UTF8.self) }
                }
            }
            for image in [TypeIdentifierMapping.png, TypeIdentifierMapping.jpeg] where types.contains(image) && images[image] == nil {
                provider.loadDataRepresentation(forTypeIdentifier: image) { [weak self] data, _ in
                    if let data, self?.images[image] == nil { self?.images[image] = data }
                }
            }
        }
    }
}

import Foundation

/// Loading what a provider holds: as raw data of a type, as a file, or as an object of a class
/// (R34.2). Each load calls its completion once, on the main actor, after the load returned.
extension NSItemProvider {
    /// True when one of the registered types is one `aClass` reads.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableType(for: aClass) != nil
    }

    /// Loads an object of `aClass` from the first registered type it reads, and calls
    /// `completionHandler` with it, or with nil and an error.
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                      completionHandler: @escaping @MainActor (T?, (any Error)?) -> Void) -> Progress {
        guard let type = readableType(for: aClass) else {
            return finish(completionHandler, nil, NSItemProviderError.unavailableCoercion("no representation \(aClass) reads among \(registeredTypeIdentifiers)"))
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error ?? NSItemProviderError.unavailable(type)) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads the data of `typeIdentifier` (or of a registered type conforming to it).
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            return finish(completionHandler, nil, NSItemProviderError.unavailableCoercion(typeIdentifier))
        }
        // Later, not inside this call, as UIKit's loads are: callers set up state after loading.
        loadsInFlight += 1
        NextTurn.perform { [weak self] in
            let once = LoadTally<Bool>(count: 1)
            _ = representation.load { data, error in
                guard once.results[0] == nil else { return }
                _ = once.record(true, at: 0)
                self?.loadsInFlight -= 1
                progress.completedUnitCount = 1
                completionHandler(data, data == nil ? (error ?? NSItemProviderError.unavailable(typeIdentifier)) : nil)
            }
        }
        return progress
    }

    /// Writes the data of `typeIdentifier` to a temporary file and calls `completionHandler`
    /// with its URL; the file is removed once the handler returns, as in UIKit (copy it to
    /// keep it). A provider made from a file (`init(contentsOf:)`) hands a copy of that file.
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @MainActor (URL?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { [suggestedName] data, error in
            guard let data else { return completionHandler(nil, error) }
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("XUIKit-drop-\(UUID().uuidString)", isDirectory: true)
            let name = suggestedName ?? ("item." + TypeIdentifierMapping.fileExtension(forTypeIdentifier: typeIdentifier))
            let file = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                return completionHandler(nil, error)
            }
            completionHandler(file, nil)
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// The first registered type `aClass` reads, in the provider's order.
    func readableType(for aClass: any NSItemProviderReading.Type) -> String? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return registeredTypeIdentifiers.first { registered in
            readable.contains { TypeIdentifierMapping.conforms(registered, to: $0) }
        }
    }

    private func finish<T>(_ completion: @escaping @MainActor (T?, (any Error)?) -> Void, _ value: T?,
                           _ error: any Error) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        NextTurn.perform { completion(value, error) }
        return progress
    }
}

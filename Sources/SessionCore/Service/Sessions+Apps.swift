import AppCatalog
import Logging
import SwivelJSON
import SwivelStorage

/// Registered apps (docs/app-format.md, "Registered apps"): with a store they are stored like
/// sessions, and registered (or forgotten) once committed.
extension Sessions {
    /// How a registration went: a new app, or one replaced.
    public enum Registration: Sendable {
        case registered
        case replaced
    }

    /// Registers a new app (`POST /v1/apps`): `appConflict` when the id is built in or taken,
    /// `tooManyApps` at the limit.
    public func registerApp(_ entry: AppCatalog.Entry, completion: @escaping Completion<Registration>) {
        let id = entry.definition.id
        if appDirectory.isBuiltIn(id) { return completion(.failure(.appConflict(id: id, builtIn: true))) }
        guard appDirectory.reserve(id) else {
            if appDirectory.isRegistered(id) { return completion(.failure(.appConflict(id: id, builtIn: false))) }
            if appDirectory.isFull { return completion(.failure(.tooManyApps(limit: AppDirectory.maximumRegistered))) }
            return completion(.failure(.appConflict(id: id, builtIn: false)))
        }
        storeApp(entry, as: .registered, completion: completion) { [appDirectory] in appDirectory.release(id) }
    }

    /// Replaces a registered app, or registers a new one under the id (`PUT /v1/apps/{id}`).
    public func replaceApp(_ entry: AppCatalog.Entry, completion: @escaping Completion<Registration>) {
        let id = entry.definition.id
        if appDirectory.isBuiltIn(id) { return completion(.failure(.appConflict(id: id, builtIn: true))) }
        if appDirectory.isRegistered(id) { return storeApp(entry, as: .replaced, completion: completion) {} }
        guard appDirectory.reserve(id) else {
            if appDirectory.isFull { return completion(.failure(.tooManyApps(limit: AppDirectory.maximumRegistered))) }
            return storeApp(entry, as: .replaced, completion: completion) {}
        }
        storeApp(entry, as: .registered, completion: completion) { [appDirectory] in appDirectory.release(id) }
    }

    /// Forgets a registered app (`DELETE /v1/apps/{id}`); sessions that run it keep their copy.
    public func deleteApp(_ id: String, completion: @escaping Completion<Void>) {
        if appDirectory.isBuiltIn(id) { return completion(.failure(.appConflict(id: id, builtIn: true))) }
        guard appDirectory.isRegistered(id) else { return completion(.failure(.appNotFound(id, known: catalog.ids))) }
        guard let store else {
            appDirectory.remove(id)
            return completion(.success(()))
        }
        let (directory, logger, health) = (appDirectory, logger, storeHealth)
        do {
            try store.deleteApp(id: id) { stored in
                switch stored {
                case .success:
                    directory.remove(id)
                    completion(.success(()))
                case .failure(let error):
                    completion(.failure(Self.storageFailure(error, doing: "delete app \(id)", logger: logger, health: health)))
                }
            }
        } catch {
            completion(.failure(storageFailure(error, doing: "delete app \(id)")))
        }
    }

    /// Stores the entry (with a store: completed once committed) and registers it; `failed`
    /// undoes a reservation when the write fails.
    private func storeApp(
        _ entry: AppCatalog.Entry, as registration: Registration, completion: @escaping Completion<Registration>,
        failed: @escaping @Sendable () -> Void
    ) {
        let id = entry.definition.id
        guard let store else {
            appDirectory.register(entry)
            return completion(.success(registration))
        }
        let (directory, logger, health) = (appDirectory, logger, storeHealth)
        do {
            try store.putApp(id: id, definition: entry.json.serialized()) { stored in
                switch stored {
                case .success:
                    directory.register(entry)
                    completion(.success(registration))
                case .failure(let error):
                    failed()
                    completion(.failure(Self.storageFailure(error, doing: "store app \(id)", logger: logger, health: health)))
                }
            }
        } catch {
            failed()
            completion(.failure(storageFailure(error, doing: "store app \(id)")))
        }
    }

    /// Registered apps stored by an earlier run; one that no longer decodes is logged and left
    /// out (its sessions keep their own copy).
    static func restoreApps(from store: EventStore, into directory: AppDirectory, logger: Logger) throws {
        for (id, definition) in try store.apps() {
            do {
                let json = try JSONParser.parse(definition)
                directory.register(AppCatalog.Entry(definition: try AppDefinitionDecoder.decode(json), json: json, source: .registered))
            } catch {
                logger.error("stored app does not load", metadata: ["app": "\(id)", "error": "\(error)"])
            }
        }
    }
}

import AppCatalog
import HTTPServer
import Logging
import SwivelJSON
import SwivelStorage

/// Registered apps (docs/app-format.md, "Registered apps"): `POST /v1/apps`, `PUT` and
/// `DELETE /v1/apps/{id}`. With a store they are stored like sessions and answered once
/// committed; no pool thread waits for the disk.
extension SessionService {
    /// `POST /v1/apps`: 201 with the definition and `Location`; 409 when the id is taken.
    func registerApp(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let entry = try decodeRegistration(try parseBody(request), pathID: nil)
        let id = entry.definition.id
        if appDirectory.isBuiltIn(id) { throw .appConflict(id: id, builtIn: true) }
        guard appDirectory.reserve(id) else {
            if appDirectory.isRegistered(id) { throw .appConflict(id: id, builtIn: false) }
            if appDirectory.isFull { throw .tooManyApps(limit: AppDirectory.maximumRegistered) }
            throw .appConflict(id: id, builtIn: false)
        }
        return try storeApp(entry, status: 201) { [appDirectory] in appDirectory.release(id) }
    }

    /// `PUT /v1/apps/{id}`: replaces a registered app (200) or registers a new one (201).
    func replaceApp(_ id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        if appDirectory.isBuiltIn(id) { throw .appConflict(id: id, builtIn: true) }
        let entry = try decodeRegistration(try parseBody(request), pathID: id)
        if appDirectory.isRegistered(id) { return try storeApp(entry, status: 200) {} }
        guard appDirectory.reserve(id) else {
            if appDirectory.isFull { throw .tooManyApps(limit: AppDirectory.maximumRegistered) }
            return try storeApp(entry, status: 200) {}
        }
        return try storeApp(entry, status: 201) { [appDirectory] in appDirectory.release(id) }
    }

    /// `DELETE /v1/apps/{id}`: 204; sessions that run the app keep their own copy.
    func deleteApp(_ id: String) throws(APIError) -> HTTPResponse {
        if appDirectory.isBuiltIn(id) { throw .appConflict(id: id, builtIn: true) }
        guard appDirectory.isRegistered(id) else { throw .appNotFound(id, known: catalog.ids) }
        guard let store else {
            appDirectory.remove(id)
            return HTTPResponse(status: 204)
        }
        let pending = PendingResponse()
        let (directory, logger, health) = (appDirectory, logger, storeHealth)
        do {
            try store.deleteApp(id: id) { stored in
                switch stored {
                case .success:
                    directory.remove(id)
                    pending.complete { HTTPResponse(status: 204) }
                case .failure(let error):
                    let problem = Self.storageFailure(error, doing: "delete app \(id)", logger: logger, health: health)
                    pending.complete { .failure(problem.failure) }
                }
            }
        } catch {
            throw storageFailure(error, doing: "delete app \(id)")
        }
        return .deferred(pending)
    }

    /// A registration body: an app definition, every problem with its path (422 `invalid_app`);
    /// under `PUT` its `id` must be the path's.
    func decodeRegistration(_ json: JSONValue, pathID: String?) throws(APIError) -> AppCatalog.Entry {
        var json = json
        if let pathID, case .object(var object) = json {
            if let given = object["id"]?.stringValue, given != pathID {
                let problem = "$.id: \"\(given)\" is not the app this PUT replaces (\"\(pathID)\"); give the path's id or leave it out"
                throw .invalidApp("The app definition", problems: [problem])
            }
            if object["id"] == nil {
                object.members.insert((key: "id", value: .string(pathID)), at: 0)
                json = .object(object)
            }
        }
        if json.objectValue?["id"]?.stringValue == "import" {
            let problem = "$.id: \"import\" is reserved (POST /v1/apps/import); give your app another id"
            throw .invalidApp("The app definition", problems: [problem])
        }
        do {
            return AppCatalog.Entry(definition: try AppDefinitionDecoder.decode(json), json: json, source: .registered)
        } catch {
            let problems = error.problems.map(\.description)
            throw .invalidApp("The app definition", problems: problems)
        }
    }

    /// Stores the entry (with a store: answered once committed) and registers it; `failed`
    /// undoes a reservation when the write fails.
    private func storeApp(_ entry: AppCatalog.Entry, status: Int, failed: @escaping @Sendable () -> Void) throws(APIError) -> HTTPResponse {
        let id = entry.definition.id
        let body = entry.json.serialized()
        let answer: @Sendable () -> HTTPResponse = {
            .json(status, body, headers: [("Location", "/v1/apps/\(id)")])
        }
        guard let store else {
            appDirectory.register(entry)
            return answer()
        }
        let pending = PendingResponse()
        let (directory, logger, health) = (appDirectory, logger, storeHealth)
        do {
            try store.putApp(id: id, definition: body) { stored in
                switch stored {
                case .success:
                    directory.register(entry)
                    pending.complete(answer)
                case .failure(let error):
                    failed()
                    let problem = Self.storageFailure(error, doing: "store app \(id)", logger: logger, health: health)
                    pending.complete { .failure(problem.failure) }
                }
            }
        } catch {
            failed()
            throw storageFailure(error, doing: "store app \(id)")
        }
        return .deferred(pending)
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

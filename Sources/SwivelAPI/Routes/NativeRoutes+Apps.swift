import AppCatalog
import HTTPServer
import SessionCore
import SwivelJSON

/// Registered apps (docs/app-format.md, "Registered apps"): `POST /v1/apps`, `PUT` and
/// `DELETE /v1/apps/{id}`, answered once the core has stored them; no pool thread waits for
/// the disk.
extension NativeRoutes {
    /// `POST /v1/apps`: 201 with the definition and `Location`; 409 when the id is taken.
    func registerApp(_ request: HTTPRequest) throws(SwivelError) -> HTTPResponse {
        let entry = try decodeRegistration(try parseBody(request), pathID: nil)
        return Self.completing({ sessions.registerApp(entry, completion: $0) }) { Self.appAnswer(entry, $0) }
    }

    /// `PUT /v1/apps/{id}`: replaces a registered app (200) or registers a new one (201).
    func replaceApp(_ id: String, _ request: HTTPRequest) throws(SwivelError) -> HTTPResponse {
        if sessions.appDirectory.isBuiltIn(id) { throw .appConflict(id: id, builtIn: true) }
        let entry = try decodeRegistration(try parseBody(request), pathID: id)
        return Self.completing({ sessions.replaceApp(entry, completion: $0) }) { Self.appAnswer(entry, $0) }
    }

    /// `DELETE /v1/apps/{id}`: 204; sessions that run the app keep their own copy.
    func deleteApp(_ id: String) -> HTTPResponse {
        Self.completing({ sessions.deleteApp(id, completion: $0) }) { _ in HTTPResponse(status: 204) }
    }

    /// The stored definition, with `Location`: 201 when new, 200 when it replaced one.
    static func appAnswer(_ entry: AppCatalog.Entry, _ registration: Sessions.Registration) -> HTTPResponse {
        .json(registration == .registered ? 201 : 200, entry.json.serialized(), headers: [("Location", "/v1/apps/\(entry.definition.id)")])
    }

    /// A registration body: an app definition, every problem with its path (422 `invalid_app`);
    /// under `PUT` its `id` must be the path's.
    func decodeRegistration(_ json: JSONValue, pathID: String?) throws(SwivelError) -> AppCatalog.Entry {
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
}

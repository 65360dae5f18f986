import AppCatalog
import HTTPServer
import SessionCore
import SwivelJSON

/// Registered apps (docs/app-format.md, "Registered apps"): `POST /v1/apps`, `PUT` and
/// `DELETE /v1/apps/{id}`, answered once the core has stored them; no pool thread waits for
/// the disk.
extension NativeRoutes {
    /// `POST /v1/apps`: 201 with the definition and `Location`; 409 when the id is taken.
    func registerApp(_ request: HTTPRequest) throws(SwivelError) -> Answer {
        let entry = try decodeRegistration(try parseBody(request), pathID: nil)
        return Self.completing({ sessions.registerApp(entry, completion: $0) }) { Self.appAnswer(entry, $0) }
    }

    /// `PUT /v1/apps/{id}`: replaces a registered app (200) or registers a new one (201).
    func replaceApp(_ id: String, _ request: HTTPRequest) throws(SwivelError) -> Answer {
        if sessions.appDirectory.isBuiltIn(id) { throw .appConflict(id: id, builtIn: true) }
        let entry = try decodeRegistration(try parseBody(request), pathID: id)
        return Self.completing({ sessions.replaceApp(entry, completion: $0) }) { Self.appAnswer(entry, $0) }
    }

    /// `DELETE /v1/apps/{id}`: 204; sessions that run the app keep their own copy.
    func deleteApp(_ id: String) -> Answer {
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
        if let id = json.objectValue?["id"]?.stringValue {
            if id == "import" {
                let problem = "$.id: \"import\" is reserved (POST /v1/apps/import); give your app another id"
                throw .invalidApp("The app definition", problems: [problem])
            }
            if let character = Self.characterOutsideAppPath(id) {
                let problem = "$.id: \"\(id)\" has \(character), which a URL path cannot carry as it is (the app is /v1/apps/{id}); give an id without ? # % or control characters"
                throw .invalidApp("The app definition", problems: [problem])
            }
        }
        do {
            return AppCatalog.Entry(definition: try AppDefinitionDecoder.decode(json), json: json, source: .registered)
        } catch {
            let problems = error.problems.map(\.description)
            throw .invalidApp("The app definition", problems: problems)
        }
    }

    /// The first character of a registered app's id that would change its URL, `/v1/apps/{id}`,
    /// when written there as it is — `?` starts the query, `#` the fragment, `%` an escape, and
    /// control characters are not allowed at all (`/` is refused for every app) — described for
    /// the message; nil when there is none. Inline definitions keep the general rule: they are
    /// never addressed by URL, and stored sessions may hold such ids.
    static func characterOutsideAppPath(_ id: String) -> String? {
        for scalar in id.unicodeScalars {
            switch scalar {
            case "?", "#", "%": return "\"\(scalar)\""
            case "\u{0}"..."\u{1F}", "\u{7F}": return "a control character (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            default: continue
            }
        }
        return nil
    }
}

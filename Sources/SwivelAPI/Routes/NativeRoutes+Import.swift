import AppCatalog
import HTTPServer
import InterfaceImport
import SessionCore
import SwivelJSON

/// `POST /v1/apps/import` (docs/interface-import.md): storyboards, xibs and an Info.plist, sent
/// as text, become an app definition, with the import's notes and the segues code performs;
/// an overlay supplies what lives in code (the rotation answers). Nothing is stored: register
/// the answer's `app` with `POST /v1/apps`.
extension NativeRoutes {
    static let importKeys = ["id", "files", "overlay"]
    /// The most files one import takes.
    static let maximumImportFiles = 200

    func importApp(_ request: HTTPRequest) throws(SwivelError) -> HTTPResponse {
        let body = try parseBody(request)
        let (id, files, overlay) = try reading("invalid_import") { () throws(JSONFieldProblem) in
            let object = try JSONField(body).object("an import like {\"files\": {\"Main.storyboard\": \"<?xml …\"}, \"overlay\": {…}}", allowing: Self.importKeys)
            let id = try object["id"]?.string()
            let filesObject = try object.required("files", "an object from file name to the file's text").object("an object from file name to the file's text")
            guard !filesObject.object.isEmpty else {
                throw JSONFieldProblem(path: "$.files", message: "give at least one storyboard or xib")
            }
            guard filesObject.object.count <= Self.maximumImportFiles else {
                throw JSONFieldProblem(path: "$.files", message: "at most \(Self.maximumImportFiles) files, got \(filesObject.object.count)")
            }
            var files: [InterfaceFile] = []
            for (name, value) in filesObject.members {
                files.append(InterfaceFile(name: name, text: try value.string()))
            }
            return (id, files, object["overlay"]?.value)
        }
        let result: ImportResult
        do throws(InterfaceImportError) {
            result = try InterfaceImporter.importFiles(files, id: id)
        } catch {
            throw .interfaceFile(code: error.code.rawValue, position: FilePosition(file: error.file, line: error.line, column: error.column), message: error.message)
        }
        var app = result.app
        if let overlay {
            do throws(ImportOverlayError) {
                app = try ImportOverlay.merge(overlay, into: app, path: "$.overlay")
            } catch {
                let problems = error.problems.map(\.description)
                throw .invalidApp("The overlay", problems: problems)
            }
        }
        do {
            _ = try AppDefinitionDecoder.decode(app)
        } catch {
            let problems = error.problems.map { "$.app" + $0.path.dropFirst() + ": " + $0.message }
            throw .invalidApp("The imported app", problems: problems)
        }
        var answer = result
        answer.app = app
        return .json(200, answer.json.serialized())
    }
}

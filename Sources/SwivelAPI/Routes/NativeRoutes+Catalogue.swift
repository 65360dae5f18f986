import HTTPServer
import RotationEngine
import SessionCore
import SwivelJSON

/// `GET /v1/devices`, `GET /v1/apps`, `GET /v1/apps/{id}`.
extension NativeRoutes {
    func devices() -> HTTPResponse {
        var writer = JSONWriter(capacity: 512)
        writer.deviceListAnswer(DeviceCatalogue.all)
        return .json(200, writer.bytes)
    }

    func apps() -> HTTPResponse {
        var writer = JSONWriter(capacity: 1024)
        writer.appListAnswer(catalog.entries)
        return .json(200, writer.bytes)
    }

    func app(_ id: String) throws(SwivelError) -> HTTPResponse {
        guard let entry = catalog.entry(id) else { throw .appNotFound(id, known: catalog.ids) }
        return .json(200, entry.json.serialized())
    }
}

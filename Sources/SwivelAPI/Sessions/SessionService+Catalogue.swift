import HTTPServer
import RotationEngine
import SwivelJSON

/// `GET /v1/devices`, `GET /v1/apps`, `GET /v1/apps/{id}`.
extension SessionService {
    func devices() -> HTTPResponse {
        var writer = JSONWriter(capacity: 512)
        writer.beginObject()
        writer.key("devices")
        writer.beginArray()
        for device in Device.allCases {
            writer.beginObject()
            writer.key("id"); writer.string(device.id)
            writer.key("idiom"); writer.string(device.idiom.rawValue)
            writer.key("screen"); writer.size(device.screen)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return .json(200, writer.bytes)
    }

    func apps() -> HTTPResponse {
        var writer = JSONWriter(capacity: 1024)
        writer.beginObject()
        writer.key("apps")
        writer.beginArray()
        for entry in catalog.entries {
            writer.beginObject()
            writer.key("id"); writer.string(entry.definition.id)
            writer.key("title"); writer.string(entry.definition.title)
            writer.key("seed")
            if let seed = entry.definition.seed { writer.int(seed) } else { writer.null() }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return .json(200, writer.bytes)
    }

    func app(_ id: String) throws(APIError) -> HTTPResponse {
        guard let entry = catalog.entry(id) else { throw .appNotFound(id, known: catalog.ids) }
        return .json(200, entry.json.serialized())
    }
}

import AppCatalog
import RotationEngine
import SwivelJSON

/// The catalogue's answers (Config/openapi.json): the devices Swivel simulates and the apps it has.
extension JSONWriter {
    /// `GET /v1/devices`.
    mutating func deviceListAnswer(_ devices: [Device]) {
        beginObject()
        key("devices")
        beginArray()
        for device in devices {
            beginObject()
            key("id"); string(device.id)
            key("idiom"); string(device.idiom.rawValue)
            key("screen"); size(device.screen)
            endObject()
        }
        endArray()
        endObject()
    }

    /// `GET /v1/apps`: id, title and seed article of each app.
    mutating func appListAnswer(_ entries: [AppCatalog.Entry]) {
        beginObject()
        key("apps")
        beginArray()
        for entry in entries {
            beginObject()
            key("id"); string(entry.definition.id)
            key("title"); string(entry.definition.title)
            key("seed")
            if let seed = entry.definition.seed { int(seed) } else { null() }
            key("source"); string(entry.source.rawValue)
            endObject()
        }
        endArray()
        endObject()
    }
}

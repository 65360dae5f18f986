import AppCatalog
import RotationEngine
import SwivelJSON

/// The catalogue's answers (Config/openapi.json): the devices Swivel simulates and the apps it has.
extension JSONWriter {
    /// `GET /v1/devices`: the whole device table (docs/semantics.md, "Devices"), the one place
    /// the viewer and clients read device facts from.
    mutating func deviceListAnswer(_ devices: [Device]) {
        beginObject()
        key("devices")
        beginArray()
        for device in devices {
            beginObject()
            key("id"); string(device.id)
            key("name"); string(device.name)
            key("models")
            beginArray()
            for name in DeviceCatalogue.modelNames.first(where: { $0.id == device.id })?.names ?? [] { string(name) }
            endArray()
            key("idiom"); string(device.idiom.rawValue)
            key("screen"); size(device.screen)
            key("scale"); int(device.scale)
            key("os")
            beginObject()
            key("min"); string(String(device.os.lowerBound))
            key("max"); string(String(device.os.upperBound))
            endObject()
            key("homeButton"); bool(device.homeButton)
            key("statusBarHeight"); double(device.statusBarHeight)
            key("safeArea")
            beginObject()
            key("portrait"); insets(device.safeArea.portrait)
            key("landscape"); insets(device.safeArea.landscape)
            endObject()
            key("sizeClasses")
            beginObject()
            key("portrait"); sizeClasses(device.sizeClasses.portrait)
            key("landscape"); sizeClasses(device.sizeClasses.landscape)
            endObject()
            endObject()
        }
        endArray()
        endObject()
    }

    mutating func sizeClasses(_ classes: SizeClasses) {
        beginObject()
        key("horizontal"); string(classes.horizontal.rawValue)
        key("vertical"); string(classes.vertical.rawValue)
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

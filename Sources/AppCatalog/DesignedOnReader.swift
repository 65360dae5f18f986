import RotationEngine
import SwivelJSON

/// Reads `designedOn` (docs/app-format.md, "designedOn"): `{"device", "orientation", "os"}`,
/// a device of the catalogue, `portrait` or `landscape`, and a version that device ran.
enum DesignedOnReader {
    static let orientations = ["portrait", "landscape"]

    static func read(_ value: JSONValue?, reader: inout DefinitionReader) -> DesignedOn? {
        let path = "$.designedOn"
        guard let object = reader.object(value, path, allowed: ["device", "orientation", "os"]) else { return nil }
        var device: Device?
        if let id = reader.string(object["device"], path + ".device", required: true) {
            device = DeviceCatalogue.device(id: id)
            if device == nil {
                reader.problem(path + ".device", "unknown device \"\(id)\"; use one of \(DeviceCatalogue.all.map(\.id).joined(separator: ", "))")
            }
        }
        var orientation = InterfaceOrientation.portrait
        if let name = reader.string(object["orientation"], path + ".orientation") {
            if name == "landscape" {
                orientation = .landscapeRight
            } else if name != "portrait" {
                reader.problem(path + ".orientation", "unknown design orientation \"\(name)\"; use portrait or landscape (Interface Builder's canvas)")
            }
        }
        var os: OSVersion?
        if let name = reader.string(object["os"], path + ".os", required: true) {
            os = OSVersion(rawValue: name)
            if os == nil { reader.problem(path + ".os", "unknown iOS version \"\(name)\"; use \"5\" … \"26\"") }
        }
        guard let device, let os else { return nil }
        guard device.runs(os) else {
            reader.problem(path + ".os", "\(device.id) runs iOS \(device.os.lowerBound) to \(device.os.upperBound), not iOS \(os.major)")
            return nil
        }
        return DesignedOn(device: device, orientation: orientation, os: os)
    }
}

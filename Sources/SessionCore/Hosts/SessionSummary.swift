import RotationEngine
import SwivelJSON

/// What `GET /v1/sessions` shows of a session (Config/openapi.json), kept for every stored session even
/// when it is not loaded, so listing never replays anything (100k sessions).
///
/// Stored with the session (`EventStore` summaries, JSON) and rewritten in the same transaction
/// as any append that changes it; `version` is the log length, which the store keeps itself.
public struct SessionSummary: Sendable, Equatable {
    public var appName: String
    public var deviceName: String
    public var osName: String
    /// "running" or "crashed" (`SessionStatus.name`).
    public var status: String
    public var version: Int

    init(appName: String, deviceName: String, osName: String, status: String, version: Int) {
        self.appName = appName
        self.deviceName = deviceName
        self.osName = osName
        self.status = status
        self.version = version
    }

    init(metadata: SessionMetadata, state: SessionState) {
        self.init(appName: metadata.appName, deviceName: metadata.deviceName, osName: metadata.osName,
                  status: state.status.name, version: state.version)
    }

    /// The stored form (without the version: the store keeps the log length itself).
    var stored: [UInt8] {
        var writer = JSONWriter(capacity: 96)
        writer.beginObject()
        writer.key("app"); writer.string(appName)
        writer.key("device"); writer.string(deviceName)
        writer.key("os"); writer.string(osName)
        writer.key("status"); writer.string(status)
        writer.endObject()
        return writer.bytes
    }

    /// Reads the stored form back; nil when it is missing or not understood (the session is
    /// then replayed to learn it).
    init?(stored: [UInt8]?, version: Int) {
        guard let stored, let value = try? JSONParser.parse(stored),
              let app = value["app"]?.stringValue, let device = value["device"]?.stringValue,
              let os = value["os"]?.stringValue, let status = value["status"]?.stringValue
        else { return nil }
        self.init(appName: app, deviceName: device, osName: os, status: status, version: version)
    }
}

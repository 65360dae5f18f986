import AppCatalog
import RotationEngine
import SessionCore
import SwivelJSON
import RotationTestSupport
import Testing

/// An imported app's `designedOn` (docs/app-format.md, "designedOn") is where `POST
/// /v1/sessions` runs it when the request names no device or version.
@Suite struct DesignedOnSessionTests {
    static func request(_ extra: String) throws -> SessionRequest {
        let app = #"{"id": "designed", "root": "Home", "designedOn": {"device": "iphone-x", "orientation": "landscape", "os": "11"}}"#
        return try SessionRequest.decodeClientRequest(try JSONParser.parse("{\"app\": \(app)\(extra)}"), catalog: builtInApps)
    }

    /// No device, version or orientation: iphone-x, iOS 11, device landscapeLeft (interface landscapeRight).
    @Test func requestWithoutDeviceRunsOnTheDesignDevice() throws {
        let request = try Self.request("")
        #expect(request.deviceName == "iphone-x")
        #expect(request.osName == "11")
        #expect(request.orientationName == "landscapeLeft")
        #expect(request.configuration.device == DeviceCatalogue.device(id: "iphone-x"))
    }

    /// The request's own orientation and version win over the design's.
    @Test func requestValuesWin() throws {
        let request = try Self.request(#", "os": "17", "orientation": "portrait""#)
        #expect(request.deviceName == "iphone-x")
        #expect(request.osName == "17")
        #expect(request.orientationName == "portrait")
    }

    /// Another device takes today's defaults for the rest (iOS 6, portrait), not the design's.
    @Test func anotherDeviceKeepsTheDefaults() throws {
        let request = try Self.request(#", "device": "iphone-4""#)
        #expect(request.osName == "6")
        #expect(request.orientationName == "portrait")
    }
}

import HTTPServer
import RotationEngine
import SwivelJSON
import SessionCore

/// Orientation and rotation as WebDriverAgent answers them (docs/webdriver.md), also under Appium 3's
/// `appium/device/…` paths. A refused rotation still moves the device — the `rotate` event is
/// in the log and the trace, as on a device — and then answers WDA's error, which ends with
/// the rotation decision's reason (docs/semantics.md).
extension WebDriverFacade {
    mutating func registerOrientationRoutes() {
        for prefix in ["", "/appium/device"] {
            addSessionCommand("GET", "\(prefix)/orientation") { [self] _, id throws(WebDriverError) in
                let (_, state) = try state(id)
                return Self.value { $0.string(WebDriverOrientation.name(of: state.interfaceOrientation)) }
            }
            addSessionCommand("POST", "\(prefix)/orientation") { [self] request, id throws(WebDriverError) in
                let body = try Self.body(request)
                let name = try WebDriverError.reading { () throws(JSONFieldProblem) in
                    try body.required("orientation", "one of \(WebDriverOrientation.acceptedNames)").string()
                }
                guard let device = WebDriverOrientation.deviceOrientation(named: name) else {
                    throw .invalidArgument("Orientation \"\(name)\" is not one WebDriverAgent knows; use \(WebDriverOrientation.acceptedNames).")
                }
                let (host, state) = try state(id)
                return try perform([.rotate(device)], id: id, host: host, state: state) { after in
                    WebDriverOrientation.interfaceFollowed(device, state: after)
                        ? Self.null
                        : WebDriverError.unknownError(Self.unableToRotate(after)).response
                }
            }
            addSessionCommand("GET", "\(prefix)/rotation") { [self] _, id throws(WebDriverError) in
                let (_, state) = try state(id)
                let rotation = WebDriverOrientation.rotation(of: state.deviceOrientation)
                return Self.value { Self.writeRotation(rotation, to: &$0) }
            }
            addSessionCommand("POST", "\(prefix)/rotation") { [self] request, id throws(WebDriverError) in
                let body = try Self.body(request)
                let (x, y, z) = try WebDriverError.reading { () throws(JSONFieldProblem) in
                    let degrees = "whole degrees; the rotations WebDriverAgent knows: \(Self.rotationList)"
                    return (try body.required("x", degrees).integer(in: -360...360),
                            try body.required("y", degrees).integer(in: -360...360),
                            try body.required("z", degrees).integer(in: -360...360))
                }
                guard let device = WebDriverOrientation.deviceOrientation(x: x, y: y, z: z) else {
                    throw .invalidArgument("Rotation {x: \(x), y: \(y), z: \(z)} is not a device orientation; use one of \(Self.rotationList).")
                }
                let (host, state) = try state(id)
                let appID = host.metadata.appName
                return try perform([.rotate(device)], id: id, host: host, state: state) { after in
                    WebDriverOrientation.interfaceFollowed(device, state: after)
                        ? Self.null
                        : WebDriverError.invalidElementState(
                            "The current rotation cannot be set to {x: \(x), y: \(y), z: \(z)}. Make sure the \(appID) application supports it"
                                + Self.because(after)
                        ).response
                }
            }
        }
    }

    /// WDA's wording first, then why the interface did not follow (docs/semantics.md): the reason of the
    /// session's last rotation decision — the one the device change made, or, when the device
    /// was already there, the one that left the interface where it is.
    static func unableToRotate(_ state: SessionState) -> String {
        "Unable To Rotate Device" + because(state)
    }

    /// `: <reason>` of the last decision, or nothing without one.
    static func because(_ state: SessionState) -> String {
        state.lastDecision.map { ": " + $0.reason } ?? ""
    }

    static func writeRotation(_ rotation: (x: Int, y: Int, z: Int), to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("x"); writer.int(rotation.x)
        writer.key("y"); writer.int(rotation.y)
        writer.key("z"); writer.int(rotation.z)
        writer.endObject()
    }

    static let rotationList = WebDriverOrientation.rotations
        .map { "\($0.orientation.name) {\($0.x), \($0.y), \($0.z)}" }
        .joined(separator: ", ")
}

import RotationEngine
import SwivelJSON
import SessionCore

/// Orientation and rotation as WebDriverAgent names them (docs/webdriver.md).
public enum WebDriverOrientation {
    /// `GET …/orientation`: the interface orientation, collapsed to PORTRAIT or LANDSCAPE.
    public static func name(of interface: InterfaceOrientation) -> String {
        interface.isLandscape ? "LANDSCAPE" : "PORTRAIT"
    }

    /// `POST …/orientation`'s value (any case) as the device orientation it turns to:
    /// LANDSCAPE is the device's landscapeLeft, as in WDA.
    static func deviceOrientation(named name: String) -> DeviceOrientation? {
        switch name.uppercased() {
        case "PORTRAIT", "UIA_DEVICE_ORIENTATION_PORTRAIT": .portrait
        case "LANDSCAPE", "UIA_DEVICE_ORIENTATION_LANDSCAPELEFT": .landscapeLeft
        case "UIA_DEVICE_ORIENTATION_LANDSCAPERIGHT": .landscapeRight
        case "UIA_DEVICE_ORIENTATION_PORTRAIT_UPSIDEDOWN": .portraitUpsideDown
        default: nil
        }
    }

    static let acceptedNames = "PORTRAIT, LANDSCAPE, UIA_DEVICE_ORIENTATION_LANDSCAPERIGHT or UIA_DEVICE_ORIENTATION_PORTRAIT_UPSIDEDOWN"

    /// WDA's rotation table: the device orientation as degrees about x, y and z.
    public static let rotations: [(orientation: DeviceOrientation, x: Int, y: Int, z: Int)] = [
        (.portrait, 0, 0, 0), (.portraitUpsideDown, 0, 0, 180), (.landscapeLeft, 0, 0, 270),
        (.landscapeRight, 0, 0, 90), (.faceUp, 90, 0, 0), (.faceDown, 270, 0, 0),
    ]

    /// `GET …/rotation`: the **device** orientation's triple (an unknown orientation reads as
    /// portrait's). WDA looks the interface orientation up instead, which swaps left and right;
    /// docs/webdriver.md says why Swivel does not.
    public static func rotation(of device: DeviceOrientation) -> (x: Int, y: Int, z: Int) {
        let row = rotations.first { $0.orientation == device } ?? rotations[0]
        return (row.x, row.y, row.z)
    }

    static func deviceOrientation(x: Int, y: Int, z: Int) -> DeviceOrientation? {
        rotations.first { $0.x == x && $0.y == y && $0.z == z }?.orientation
    }

    /// Whether the interface followed the device to `device` (flat orientations never move the
    /// interface, so they never count as refused).
    static func interfaceFollowed(_ device: DeviceOrientation, state: SessionState) -> Bool {
        guard let wanted = device.interfaceOrientation else { return true }
        return state.interfaceOrientation == wanted
    }
}

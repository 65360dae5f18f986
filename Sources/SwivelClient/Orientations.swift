/// UIKit's `UIDeviceOrientation`, by name (the API never writes raw values).
public enum DeviceOrientation: String, Codable, Sendable, CaseIterable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// UIKit's `UIInterfaceOrientation`, by name. A device turned to `landscapeLeft` shows the
/// interface in `landscapeRight` (docs/semantics.md).
public enum InterfaceOrientation: String, Codable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

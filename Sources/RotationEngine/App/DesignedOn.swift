/// Where an app's Interface Builder files were laid out (docs/app-format.md, "designedOn"):
/// the device of Xcode's canvas, its orientation and an iOS version of the file's era. A
/// session created without a device or version runs there, so the frames Interface Builder
/// saved are the frames the layout gives (docs/interface-import.md, "Design device").
public struct DesignedOn: Sendable, Equatable {
    public var device: Device
    /// `portrait` or `landscapeRight` (Interface Builder's canvas says only "landscape").
    public var orientation: InterfaceOrientation
    public var os: OSVersion

    public init(device: Device, orientation: InterfaceOrientation, os: OSVersion) {
        self.device = device
        self.orientation = orientation
        self.os = os
    }

    /// The device orientation that shows the design orientation: portrait, or device
    /// `landscapeLeft` for the interface's `landscapeRight` (docs/semantics.md, "Orientations").
    public var deviceOrientation: DeviceOrientation {
        orientation.isLandscape ? .landscapeLeft : .portrait
    }
}

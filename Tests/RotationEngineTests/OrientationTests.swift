import RotationEngine
import Testing

// docs/semantics.md: UIKit's raw values, names, masks and the landscape inversion.

/// Device orientations carry UIKit's raw values and names.
@Test func deviceOrientationRawValues() {
    #expect(DeviceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(DeviceOrientation.allCases.map(\.name) == ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"])
    #expect(DeviceOrientation(name: "faceDown") == .faceDown)
    #expect(DeviceOrientation(name: "sideways") == nil)
}

/// Interface orientations carry UIKit's raw values (landscapeLeft 4, landscapeRight 3).
@Test func interfaceOrientationRawValues() {
    #expect(InterfaceOrientation.portrait.rawValue == 1)
    #expect(InterfaceOrientation.portraitUpsideDown.rawValue == 2)
    #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
}

/// Each orientation's `caseIndex` is its place in `allCases` (the tables made once per orientation are read by it).
@Test func orientationCaseIndexesAreTheirPlacesInAllCases() {
    #expect(InterfaceOrientation.allCases.map(\.caseIndex) == [0, 1, 2, 3])
    #expect(DeviceOrientation.allCases.map(\.caseIndex) == [0, 1, 2, 3, 4, 5, 6])
}

/// Device left is interface right and vice versa; face up/down and unknown map to nothing.
@Test func deviceToInterfaceMapping() {
    #expect(DeviceOrientation.portrait.interfaceOrientation == .portrait)
    #expect(DeviceOrientation.portraitUpsideDown.interfaceOrientation == .portraitUpsideDown)
    #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
    #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
    #expect(DeviceOrientation.faceUp.interfaceOrientation == nil)
    #expect(DeviceOrientation.faceDown.interfaceOrientation == nil)
    #expect(DeviceOrientation.unknown.interfaceOrientation == nil)
    // UIDeviceOrientationIsPortrait counts upside down (seed 000 relies on it).
    #expect(DeviceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
    #expect(DeviceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
}

/// Masks have UIKit's values and names.
@Test func maskValues() {
    #expect(OrientationMask.portrait.rawValue == 2)
    #expect(OrientationMask.landscapeLeft.rawValue == 16)
    #expect(OrientationMask.landscapeRight.rawValue == 8)
    #expect(OrientationMask.portraitUpsideDown.rawValue == 4)
    #expect(OrientationMask.landscape.rawValue == 24)
    #expect(OrientationMask.all.rawValue == 30)
    #expect(OrientationMask.allButUpsideDown.rawValue == 26)
    #expect(InterfaceOrientation.allCases.map(\.mask.rawValue) == InterfaceOrientation.allCases.map { 1 << $0.rawValue })
    #expect(OrientationMask(name: "allButUpsideDown") == .allButUpsideDown)
    #expect(OrientationMask([.landscapeLeft, .landscapeRight]).name == "landscape")
    #expect(OrientationMask([.portrait, .landscapeLeft]).name == nil)
}

/// Root view transforms: 0 portrait, +90 interface landscapeRight, −90 landscapeLeft, 180 upside down.
@Test func rootTransforms() {
    #expect(InterfaceOrientation.portrait.rootTransformDegrees == 0)
    #expect(InterfaceOrientation.landscapeRight.rootTransformDegrees == 90)
    #expect(InterfaceOrientation.landscapeLeft.rootTransformDegrees == -90)
    #expect(InterfaceOrientation.portraitUpsideDown.rootTransformDegrees == 180)
}

/// Info.plist defaults: all but upside down on phone, all on pad; an iPad without the ~ipad key uses the generic one.
@Test func infoPlistDefaults() {
    #expect(InfoPlist().mask(for: .phone) == .allButUpsideDown)
    #expect(InfoPlist().mask(for: .pad) == .all)
    #expect(InfoPlist(supportedInterfaceOrientations: .portrait).mask(for: .pad) == .portrait)
    #expect(InfoPlist(supportedInterfaceOrientations: .portrait, supportedInterfaceOrientationsPad: .landscape).mask(for: .pad) == .landscape)
}

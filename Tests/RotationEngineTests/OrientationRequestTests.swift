import RotationEngine
import RotationTestSupport
import Testing

// What an app does to turn its own interface (docs/semantics.md, "Orientation requests"):
// setNeedsUpdateOfSupportedInterfaceOrientations and requestGeometryUpdate (iOS 16), the
// attemptRotation fallback, and the key-value hack that iOS 16 ignores.

/// A video screen that locks itself to landscape on a tap, and asks for portrait on another.
func requestsApp(deploymentTarget: String = "16") -> AppDefinition {
    posted("""
    {"id": "requests", "title": "Requests", "deploymentTarget": "\(deploymentTarget)", "root": "Video",
     "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {"Video": {"view": {"id": "videoView"}, "elements": [
       {"id": "lockLandscape", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44},
        "action": {"type": "setSupportedInterfaceOrientations", "controller": "Video", "orientations": "landscape"}},
       {"id": "lockLandscapeLater", "kind": "button", "frame": {"x": 0, "y": 50, "width": 100, "height": 44},
        "action": {"type": "setSupportedInterfaceOrientations", "controller": "Video", "orientations": "landscape", "then": "attemptRotation"}},
       {"id": "askPortrait", "kind": "button", "frame": {"x": 0, "y": 100, "width": 100, "height": 44},
        "action": {"type": "requestGeometryUpdate", "orientations": ["portrait"]}},
       {"id": "askLandscape", "kind": "button", "frame": {"x": 0, "y": 150, "width": 100, "height": 44},
        "action": {"type": "requestGeometryUpdate", "orientations": "landscape"}},
       {"id": "forceLandscape", "kind": "button", "frame": {"x": 0, "y": 200, "width": 100, "height": 44},
        "action": {"type": "setDeviceOrientation", "orientation": "landscapeLeft"}}
     ]}}}
    """)
}

/// iOS 17: Video now supports landscape only and says so: the interface turns to landscapeLeft (the first of the fallback order) though the device stays portrait.
@Test func setNeedsUpdateTurnsToASupportedOrientation() {
    var driver = Driver(requestsApp(), device: iPhone15Pro, os: .iOS17)
    driver.tap("lockLandscape")
    #expect(driver.state.deviceOrientation == .portrait)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.lastDecisions.first?.trigger == .supportedOrientationsUpdate)
    #expect(driver.lastDecisions.first?.result == .rotated)
    #expect(Array(driver.steps.prefix(3)) == [
        "Video#1.lockLandscapeTapped:", "Video#1.setSupportedInterfaceOrientations", "Video#1.setNeedsUpdateOfSupportedInterfaceOrientations",
    ])
    #expect(driver.steps.contains("Video#1.viewWillTransitionToSize:withTransitionCoordinator:"))
}

/// iOS 15 has no setNeedsUpdateOfSupportedInterfaceOrientations: the app crashes with an unrecognized selector.
@Test func setNeedsUpdateBeforeIOS16IsAnUnrecognizedSelector() {
    var driver = Driver(requestsApp(deploymentTarget: "15"), device: DeviceCatalogue.device(id: "iphone-14")!, os: OSVersion(major: 15)!)
    driver.tap("lockLandscape")
    #expect(driver.state.status.crash?.exception == "NSInvalidArgumentException")
    #expect(driver.state.status.crash?.reason == "-[Video setNeedsUpdateOfSupportedInterfaceOrientations]: unrecognized selector sent to instance")
}

/// attemptRotationToDeviceOrientation after the change only turns toward the device: in a portrait device nothing turns (unchanged).
@Test func attemptRotationAfterTheChangeFollowsTheDevice() {
    var driver = Driver(requestsApp(deploymentTarget: "15"), device: DeviceCatalogue.device(id: "iphone-14")!, os: OSVersion(major: 15)!)
    driver.tap("lockLandscapeLater")
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastDecisions.first?.trigger == .attemptRotation)
    #expect(driver.lastDecisions.first?.result == .unchanged)
}

/// requestGeometryUpdate for landscape turns the interface without the device and without the orientation notification.
@Test func geometryRequestTurnsWithoutTheDevice() {
    var driver = Driver(requestsApp(), device: iPhone15Pro, os: .iOS17)
    driver.tap("askLandscape")
    #expect(driver.state.deviceOrientation == .portrait)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.lastDecisions.first?.trigger == .geometryRequest)
    #expect(driver.lastDecisions.first?.result == .rotated)
}

/// A geometry request no controller supports: error 101 in the trace, nothing turns.
@Test func geometryRequestForAnUnsupportedOrientationIsError101() {
    var driver = Driver(requestsApp(), device: iPhone15Pro, os: .iOS17)
    driver.tap("lockLandscape")
    driver.tap("askPortrait")
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    let request = driver.lastTrace.first { $0.callback == "requestGeometryUpdate:errorHandler:" }
    #expect(request?.detail?["error"] == .string("UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. Requested: portrait; Supported: landscapeRight, landscapeLeft\""))
    #expect(driver.lastDecisions.first?.result == .refused)
}

/// The key-value hack turns the device before iOS 16 and does nothing but warn from iOS 16.
@Test func keyValueOrientationHackDiesOnIOS16() {
    var fifteen = Driver(requestsApp(deploymentTarget: "15"), device: DeviceCatalogue.device(id: "iphone-14")!, os: OSVersion(major: 15)!)
    fifteen.tap("forceLandscape")
    #expect(fifteen.state.deviceOrientation == .landscapeLeft)
    #expect(fifteen.state.interfaceOrientation == .landscapeRight)
    var sixteen = Driver(requestsApp(), device: iPhone15Pro, os: .iOS16)
    sixteen.tap("forceLandscape")
    #expect(sixteen.state.deviceOrientation == .portrait)
    #expect(sixteen.state.interfaceOrientation == .portrait)
    #expect(sixteen.state.warnings == ["BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"])
}

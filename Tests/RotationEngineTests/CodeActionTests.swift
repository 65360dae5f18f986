import RotationEngine
import RotationTestSupport
import Testing

// docs/semantics.md, "Actions performed in code": the `perform` event runs an action from a
// controller's code — the UIKit call itself, with no tap before it.

func performed(_ action: ElementAction, json: String, controller: String? = nil) -> Event {
    .perform(CodeAction(action: action, json: Array(json.utf8), controller: controller))
}

/// iOS 17: Video's code calls requestGeometryUpdate for landscape: the same turn as a button's (the interface turns, the device does not), with no tap entry before the request.
@Test func geometryRequestFromCode() throws {
    var driver = Driver(requestsApp(), device: iPhone15Pro, os: .iOS17)
    try driver.send(performed(.requestGeometryUpdate(orientations: .landscape), json: #"{"type":"requestGeometryUpdate","orientations":"landscape"}"#))
    #expect(driver.steps.first == "Video#1.requestGeometryUpdate:errorHandler:")
    #expect(driver.state.deviceOrientation == .portrait)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.lastDecisions.first?.trigger == .geometryRequest)
}

/// A presentation from the named controller's code (a class instantiated by its storyboard identifier, as `instantiateViewControllerWithIdentifier:` then `presentViewController:` do); a controller not in front is refused, naming those that are; after the presentation Video is no longer in front.
@Test func presentationFromCode() throws {
    var driver = Driver(requestsApp(), device: iPhone15Pro, os: .iOS17)
    let present = performed(.present(className: "Settings", style: .fullScreen, animated: true),
                            json: #"{"type":"present","controller":"Settings","style":"fullScreen"}"#, controller: "Video")
    #expect(driver.rejection(performed(.dismiss(animated: true), json: #"{"type":"dismiss"}"#, controller: "Settings")) == .noSuchController(controller: "Settings", inFront: ["Video#1"]))
    try driver.send(present)
    #expect(driver.steps.first == "Video#1.presentViewController:animated:completion:")
    #expect(driver.visible == "Settings#1")
    #expect(driver.rejection(present) == .noSuchController(controller: "Video", inFront: ["Settings#1"]))
    try driver.send(performed(.dismiss(animated: true), json: #"{"type":"dismiss"}"#))
    #expect(driver.visible == "Video#1")
}

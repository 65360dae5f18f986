import AppCatalog
import RotationEngine
import Testing

// Seed 001 (`selective-rotation`): iOS 6 asks only the window's root view controller; the
// seed's navigation controller subclass forwards the question to its top controller, so
// Home rotates and Locked (`shouldAutorotate` NO) does not (docs/semantics.md).

/// The full iOS 6 rotation sequence, under the 32 pt landscape bar.
let homeRotationSteps = [
    "HomeViewController#1.willRotateToInterfaceOrientation:duration:",
    "HomeViewController#1.viewWillLayoutSubviews",
    "HomeViewController#1.layoutSubviews",
    "HomeViewController#1.viewDidLayoutSubviews",
    "HomeViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
    "HomeViewController#1.didRotateFromInterfaceOrientation:",
]

/// Home, asked through the forwarding navigation controller, rotates to landscape under the 32 pt bar.
@Test func selectiveRotationHomeRotates() {
    var driver = Driver("selective-rotation")
    #expect(driver.state.instance(driver.state.windowRoot).id.description == "RotatingNavigationController#1")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == homeRotationSteps)
    #expect(driver.lastTrace[1].bounds == size(568, 268))
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// Home refuses upside down (all but upside down, and so does Info.plist on a phone): no trace entries.
@Test func selectiveRotationHomeRefusesUpsideDown() {
    var driver = Driver("selective-rotation")
    driver.rotate(.portraitUpsideDown)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.deviceOrientation == .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .portrait)
}

/// With Locked on top, the forwarding controller answers shouldAutorotate NO: the device turns, the interface does not, nothing is traced.
@Test func selectiveRotationForwardingLockedRefuses() throws {
    var driver = Driver("selective-rotation")
    try driver.send(.tap(element: "showLocked"))
    #expect(driver.stack == ["HomeViewController#1", "LockedViewController#1"])
    driver.rotate(.landscapeLeft)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.deviceOrientation == .landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.instance("LockedViewController#1")?.bounds == size(320, 504))
    #expect(driver.state.version == 2)
}

/// Back from Locked to Home in a landscape device: popping does not rotate; the next device change does.
@Test func selectiveRotationPopDoesNotRotate() throws {
    var driver = Driver("selective-rotation")
    try driver.send(.tap(element: "showLocked"))
    driver.rotate(.landscapeLeft)
    try driver.send(.back)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.visible == "HomeViewController#1")
    #expect(!driver.steps.contains { $0.contains("InterfaceOrientation") })
    driver.rotate(.landscapeRight)
    #expect(driver.steps == homeRotationSteps)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
}

/// `forwarding: false`: a plain UINavigationController answers with its own defaults, so Locked rotates.
@Test func selectiveRotationPlainNavigationControllerRotatesLocked() throws {
    var driver = Driver("selective-rotation", options: SessionOptions(forwarding: false))
    #expect(driver.state.instance(driver.state.windowRoot).id.description == "UINavigationController#1")
    try driver.send(.tap(element: "showLocked"))
    #expect(driver.lastTrace[1].step == "UINavigationController#1.pushViewController:animated:")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "LockedViewController#1.willRotateToInterfaceOrientation:duration:",
        "LockedViewController#1.viewWillLayoutSubviews",
        "LockedViewController#1.layoutSubviews",
        "LockedViewController#1.viewDidLayoutSubviews",
        "LockedViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "LockedViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.instance("LockedViewController#1")?.bounds == size(568, 268))
}

/// A plain UINavigationController on a phone refuses upside down (its default is all but upside down).
@Test func selectiveRotationPlainNavigationControllerRefusesUpsideDown() {
    var driver = Driver("selective-rotation", options: SessionOptions(forwarding: false))
    driver.rotate(.portraitUpsideDown)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.interfaceOrientation == .portrait)
}

/// iOS 5: Home answers shouldAutorotateToInterfaceOrientation: YES, logged after willAnimate…
@Test func selectiveRotationIOS5HomeRotates() {
    var driver = Driver("selective-rotation", os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "HomeViewController#1.willRotateToInterfaceOrientation:duration:",
        "HomeViewController#1.viewWillLayoutSubviews",
        "HomeViewController#1.layoutSubviews",
        "HomeViewController#1.viewDidLayoutSubviews",
        "HomeViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "HomeViewController#1.shouldAutorotateToInterfaceOrientation:",
        "HomeViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace[5].detail == ["orientation": "landscapeRight", "result": true])
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// iOS 5: Locked answers YES for portrait only — pushed in landscape it stays landscape, rotates to portrait, and refuses landscape again.
@Test func selectiveRotationIOS5LockedPortraitOnly() throws {
    var driver = Driver("selective-rotation", os: .iOS5)
    driver.rotate(.landscapeLeft)
    try driver.send(.tap(element: "showLocked"))
    // Pushing never rotates: Locked appears in landscape and says NO when asked.
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.lastTrace.first("LockedViewController#1.shouldAutorotateToInterfaceOrientation:")?.detail == ["orientation": "landscapeRight", "result": false])
    #expect(driver.instance("LockedViewController#1")?.bounds == size(568, 268))

    driver.rotate(.portrait)
    #expect(driver.steps == [
        "LockedViewController#1.willRotateToInterfaceOrientation:duration:",
        "LockedViewController#1.viewWillLayoutSubviews",
        "LockedViewController#1.layoutSubviews",
        "LockedViewController#1.viewDidLayoutSubviews",
        "LockedViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "LockedViewController#1.shouldAutorotateToInterfaceOrientation:",
        "LockedViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.state.interfaceOrientation == .portrait)

    driver.rotate(.landscapeRight)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.interfaceOrientation == .portrait)
}

/// iOS 5 ignores iOS 6's shouldAutorotate NO: the question goes to the top controller only.
@Test func selectiveRotationIOS5IgnoresShouldAutorotate() throws {
    var definition = app("selective-rotation")
    definition.controllers["LockedViewController"]?.autorotation = .infoPlist
    var driver = Driver(app: definition, os: .iOS5)
    try driver.send(.tap(element: "showLocked"))
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// iOS 6 pushing Locked in landscape never rotates it back: it shows in landscape until the device moves.
@Test func selectiveRotationPushInLandscapeNeverRotates() throws {
    var driver = Driver("selective-rotation")
    driver.rotate(.landscapeLeft)
    try driver.send(.tap(element: "showLocked"))
    #expect(driver.steps == [
        "HomeViewController#1.showLockedTapped:",
        "RotatingNavigationController#1.pushViewController:animated:",
        "LockedViewController#1.loadView",
        "LockedViewController#1.viewDidLoad",
        "HomeViewController#1.viewWillDisappear:",
        "LockedViewController#1.viewWillAppear:",
        "LockedViewController#1.viewWillLayoutSubviews",
        "LockedViewController#1.layoutSubviews",
        "LockedViewController#1.viewDidLayoutSubviews",
        "HomeViewController#1.viewDidDisappear:",
        "LockedViewController#1.viewDidAppear:",
    ])
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.lastTrace[5].bounds == size(568, 268))
    #expect(driver.lastTrace[5].boundsCorrect == true)
    // …and now it is stuck: Locked refuses every rotation, portrait included.
    driver.rotate(.portrait)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// An app whose Info.plist and root share no orientation, with shouldAutorotate YES, is created crashed with UIKit's exact exception.
@Test func invalidInterfaceOrientationCrashesAtLaunch() {
    let definition = AppDefinition(
        id: "no-common-orientation", title: "No common orientation",
        infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait),
        root: "LandscapeOnlyViewController",
        controllers: ["LandscapeOnlyViewController": ControllerDefinition(className: "LandscapeOnlyViewController", supportedInterfaceOrientations: .landscape)]
    )
    var driver = Driver(app: definition)
    #expect(driver.state.status.name == "crashed")
    #expect(driver.state.status.crash == Crash(
        exception: "UIApplicationInvalidInterfaceOrientation",
        reason: "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
    ))
    #expect(driver.steps == ["LandscapeOnlyViewController#1.supportedInterfaceOrientations"])
    #expect(driver.trace[0].detail == [
        "supported": .strings(["landscapeLeft", "landscapeRight"]), "infoPlist": .strings(["portrait"]),
        "exception": "UIApplicationInvalidInterfaceOrientation",
        "reason": "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES",
    ])
    let before = driver.state
    #expect(driver.rejection(.rotate(.landscapeLeft)) == .sessionCrashed)
    #expect(driver.rejection(.advance(ms: 10)) == .sessionCrashed)
    #expect(driver.state == before)
}

/// The same app read from JSON crashes the same way (the format path, not only the Swift one).
@Test func invalidInterfaceOrientationFromJSONDefinition() throws {
    let json = """
    {"id": "bad", "root": "Home",
     "infoPlist": {"supportedInterfaceOrientations": ["portrait"]},
     "navigationController": {"class": "ForwardingNavigationController", "forwarding": true},
     "controllers": {"Home": {"supportedInterfaceOrientations": "landscape"}}}
    """
    let entry = try AppCatalog.decodeFile(named: "bad.json", bytes: Array(json.utf8))
    let driver = Driver(app: entry.definition)
    #expect(driver.state.status.crash?.exception == "UIApplicationInvalidInterfaceOrientation")
    // The forwarding navigation controller is the one asked.
    #expect(driver.steps == ["ForwardingNavigationController#1.supportedInterfaceOrientations"])
}

/// shouldAutorotate NO avoids the exception: the app runs, stuck in portrait.
@Test func noCommonOrientationWithShouldAutorotateNoDoesNotCrash() {
    let definition = AppDefinition(
        id: "no-common-but-no-autorotate", title: "x",
        infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait),
        root: "Stubborn",
        controllers: ["Stubborn": ControllerDefinition(className: "Stubborn", supportedInterfaceOrientations: .landscape, shouldAutorotate: false)]
    )
    var driver = Driver(app: definition)
    #expect(driver.state.status == .running)
    driver.rotate(.landscapeLeft)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.interfaceOrientation == .portrait)
}

/// With the forwarding controller, pushing a controller that shares nothing with Info.plist crashes at the next device rotation, keeping the trace so far.
@Test func invalidInterfaceOrientationCrashesOnRotationAfterPush() throws {
    var definition = app("selective-rotation")
    definition.controllers["LockedViewController"]?.shouldAutorotate = true
    definition.controllers["LockedViewController"]?.supportedInterfaceOrientations = .portraitUpsideDown
    var driver = Driver(app: definition)
    try driver.send(.tap(element: "showLocked"))
    #expect(driver.state.status == .running)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == ["RotatingNavigationController#1.supportedInterfaceOrientations"])
    #expect(driver.lastTrace[0].event == 1)
    #expect(driver.state.status.crash?.exception == "UIApplicationInvalidInterfaceOrientation")
    #expect(driver.state.version == 2)
    #expect(driver.rejection(.back) == .sessionCrashed)
}

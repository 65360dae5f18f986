import RotationEngine
import Testing

// docs/semantics.md, presented controllers: who presents, the sequences, sheets, iOS 6's orientation at
// presentation and dismissal, rotation while presented, and attemptRotationToDeviceOrientation.

/// lifecycle-logger's presentModally on a phone (iOS 6): the present call on the tapped controller, the new logger loads, the covered one disappears, the presented one appears full screen (no bar: 320×548); the navigation controller presents it.
@Test func presentFullScreenOnAPhone() {
    var driver = Driver("lifecycle-logger")
    driver.tap("presentModally")
    #expect(driver.steps == [
        "LoggerViewController#1.presentModallyTapped:",
        "LoggerViewController#1.presentViewController:animated:completion:",
        "LoggerViewController#2.loadView", "LoggerViewController#2.viewDidLoad",
        "LoggerViewController#1.viewWillDisappear:",
        "LoggerViewController#2.viewWillAppear:",
        "LoggerViewController#2.viewWillLayoutSubviews", "LoggerViewController#2.layoutSubviews", "LoggerViewController#2.viewDidLayoutSubviews",
        "LoggerViewController#1.viewDidDisappear:",
        "LoggerViewController#2.viewDidAppear:",
    ])
    #expect(driver.lastTrace[1].detail == ["viewController": "LoggerViewController#2", "animated": true, "style": "fullScreen"])
    #expect(driver.lastTrace[5].bounds == size(320, 548))
    let rows = driver.state.stackListing
    #expect(driver.stack == ["LoggerViewController#1", "LoggerViewController#2"])
    #expect(rows.map(\.visible) == [false, true])
    #expect(rows[1].presentedBy.map { driver.state.instance($0).id.description } == "UINavigationController#1")
    #expect(rows[1].presentationStyle == .fullScreen)
    #expect(driver.visible == "LoggerViewController#2")
    #expect(driver.state.navigationBarHidden == nil)
}

/// An iOS 5 app spells it presentModalViewController:animated: and the presented controller is asked shouldAutorotateToInterfaceOrientation: after its viewWillAppear:.
@Test func presentOnIOS5UsesTheModalSpelling() {
    var driver = Driver("lifecycle-logger", os: .iOS5)
    driver.tap("presentModally")
    #expect(driver.steps[1] == "LoggerViewController#1.presentModalViewController:animated:")
    let willAppear = driver.steps.firstIndex(of: "LoggerViewController#2.viewWillAppear:")!
    #expect(driver.steps[willAppear + 1] == "LoggerViewController#2.shouldAutorotateToInterfaceOrientation:")
    driver.tap("dismiss")
    #expect(driver.steps[1] == "LoggerViewController#2.dismissModalViewControllerAnimated:")
}

/// On iPad a formSheet leaves its presenter on screen under a dimming view: no disappear entries, the sheet is 540×620, the presenter's elements cannot be tapped, and both rotate.
@Test func formSheetOnIPadKeepsThePresenterOnScreen() {
    var driver = Driver(app: loggerPresenting(.formSheet), device: .ipad)
    driver.tap("presentModally")
    #expect(driver.steps == [
        "LoggerViewController#1.presentModallyTapped:",
        "LoggerViewController#1.presentViewController:animated:completion:",
        "Sheet#1.loadView", "Sheet#1.viewDidLoad", "Sheet#1.viewWillAppear:",
        "Sheet#1.viewWillLayoutSubviews", "Sheet#1.layoutSubviews", "Sheet#1.viewDidLayoutSubviews",
        "Sheet#1.viewDidAppear:",
    ])
    #expect(driver.instance("Sheet#1")?.bounds == size(540, 620))
    #expect(driver.state.stackListing.map(\.visible) == [true, true])
    #expect(driver.rejection(.tap(element: "present")) == .elementNotOnScreen(element: "present", onScreen: ["view", "done"]))
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "LoggerViewController#1.willRotateToInterfaceOrientation:duration:", "Sheet#1.willRotateToInterfaceOrientation:duration:",
        "LoggerViewController#1.viewWillLayoutSubviews", "LoggerViewController#1.layoutSubviews", "LoggerViewController#1.viewDidLayoutSubviews",
        "Sheet#1.viewWillLayoutSubviews", "Sheet#1.layoutSubviews", "Sheet#1.viewDidLayoutSubviews",
        "LoggerViewController#1.willAnimateRotationToInterfaceOrientation:duration:", "Sheet#1.willAnimateRotationToInterfaceOrientation:duration:",
        "LoggerViewController#1.didRotateFromInterfaceOrientation:", "Sheet#1.didRotateFromInterfaceOrientation:",
    ])
}

/// iPad pageSheet: 768 wide and full height under the status bar, the presenter stays on screen.
@Test func pageSheetOnIPad() {
    var driver = Driver(app: loggerPresenting(.pageSheet), device: .ipad)
    driver.tap("presentModally")
    #expect(driver.instance("Sheet#1")?.bounds == size(768, 1004))
    #expect(!driver.steps.contains("LoggerViewController#1.viewWillDisappear:"))
}

/// On a phone every style is full screen: a formSheet makes the presenter disappear and fills the screen.
@Test func sheetsAreFullScreenOnAPhone() {
    var driver = Driver(app: loggerPresenting(.formSheet))
    driver.tap("presentModally")
    #expect(driver.steps.contains("LoggerViewController#1.viewWillDisappear:"))
    #expect(driver.instance("Sheet#1")?.bounds == size(320, 548))
}

/// iOS 6: the top-most full-screen presented controller decides rotation: a portrait-only presented controller refuses landscape although the root allows it.
@Test func presentedControllerDecidesRotationOnIOS6() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", supportedInterfaceOrientations: .portrait)
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.steps == [])
}

/// iOS 6 under an iPad sheet the presenter keeps deciding: a portrait-only sheet does not stop the rotation.
@Test func presenterKeepsDecidingUnderASheet() {
    var definition = loggerPresenting(.formSheet)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", supportedInterfaceOrientations: .portrait)
    var driver = Driver(app: definition, device: .ipad)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// iOS 5: the front-most presented controller decides, whatever its style.
@Test func frontMostPresentedControllerDecidesOnIOS5() {
    var definition = loggerPresenting(.formSheet)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", autorotation: .orientations(.portrait))
    var driver = Driver(app: definition, device: .ipad, os: .iOS5)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
}

/// Rotation while presented full screen: only the presented controller gets callbacks; dismissing then reveals the covered logger with correct bounds in viewWillAppear: (seed 004: "Note correct bounds here") and no rotation callbacks.
@Test func dismissalAfterTheDeviceMovedRevealsCorrectBounds() {
    var driver = Driver("lifecycle-logger")
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps.allSatisfy { $0.hasPrefix("LoggerViewController#2.") })
    driver.tap("dismiss")
    #expect(driver.steps == [
        "LoggerViewController#2.dismissTapped:",
        "LoggerViewController#2.dismissViewControllerAnimated:completion:",
        "LoggerViewController#2.viewWillDisappear:",
        "LoggerViewController#1.viewWillAppear:",
        "LoggerViewController#1.viewWillLayoutSubviews", "LoggerViewController#1.layoutSubviews", "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#2.viewDidDisappear:",
        "LoggerViewController#1.viewDidAppear:",
    ])
    #expect(driver.lastTrace[3].bounds == size(568, 268))
    #expect(driver.lastTrace[3].boundsCorrect == true)
    #expect(driver.lastTrace[1].detail == ["viewController": "LoggerViewController#2", "animated": true])
    #expect(driver.stack == ["LoggerViewController#1"])
    #expect(driver.state.navigationBarHidden == false)
}

/// iOS 6 presentation in the presented controller's preferredInterfaceOrientationForPresentation: the interface turns before it appears, without rotation callbacks; the disappearing controller's entries keep their old bounds.
@Test func presentationForcesThePreferredOrientation() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", supportedInterfaceOrientations: .landscape, preferredPresentationOrientation: .landscapeLeft)
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(!driver.lastTrace.contains { $0.callback.contains("Rotat") })
    #expect(driver.lastTrace.first("LoggerViewController#1.viewWillDisappear:")?.bounds == size(320, 504))
    #expect(driver.lastTrace.first("Sheet#1.viewWillAppear:")?.bounds == size(568, 300))
}

/// A preferred orientation the presented controller does not support is UIKit's exception: the session crashes.
@Test func unsupportedPreferredOrientationCrashes() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", supportedInterfaceOrientations: .portrait, preferredPresentationOrientation: .landscapeLeft)
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    #expect(driver.state.status.crash == Crash(
        exception: "UIApplicationInvalidInterfaceOrientation",
        reason: "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
    ))
    #expect(driver.steps.last == "Sheet#1.preferredInterfaceOrientationForPresentation")
}

/// iOS 6 at dismissal: the revealed root allows only portrait, so the interface turns back during the dismissal (device landscape not allowed → the first allowed) and the root's viewWillAppear: already sees portrait bounds.
@Test func dismissalTurnsToWhatTheRevealedControllerAllows() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["LoggerViewController"]?.supportedInterfaceOrientations = .portrait
    definition.controllers["Sheet"]?.supportedInterfaceOrientations = .all
    definition.navigation?.forwarding = true
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    driver.tap("done")
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastTrace.first("LoggerViewController#1.viewWillAppear:")?.bounds == size(320, 504))
    #expect(!driver.lastTrace.contains { $0.callback.contains("Rotat") })
}

/// Back never dismisses: with a full-screen logger presented there is no back button in front.
@Test func backNeverDismisses() {
    var driver = Driver("lifecycle-logger")
    driver.tap("present")
    driver.tap("presentModally")
    #expect(driver.rejection(.back) == .noBackButton(navigationBarHidden: false, depth: 0))
}

/// Dismiss on a controller that presents nothing and is not presented does nothing (UIKit): the call is traced with no controller.
@Test func dismissWithNothingPresentedDoesNothing() {
    var driver = Driver("lifecycle-logger")
    driver.tap("dismiss")
    #expect(driver.steps == ["LoggerViewController#1.dismissTapped:", "LoggerViewController#1.dismissViewControllerAnimated:completion:"])
    #expect(driver.lastTrace.last?.detail == ["viewController": .null, "animated": true])
}

/// Seed 001's stuck landscape: Home in landscape pushes Locked, the device returns to portrait (refused: Locked says NO), back reveals Home still landscape; with attemptRotationToDeviceOrientation in Home's viewDidAppear: the interface turns to portrait (no notification).
@Test func attemptRotationFixesTheStuckLandscape() {
    var definition = app("selective-rotation")
    var stuck = Driver(app: definition)
    for step in ["landscapeLeft", "showLocked", "portrait", "back"] { perform(step, on: &stuck) }
    #expect(stuck.state.interfaceOrientation == .landscapeRight)

    definition.controllers["HomeViewController"]?.attemptsRotationOnAppear = true
    var fixed = Driver(app: definition)
    for step in ["landscapeLeft", "showLocked", "portrait", "back"] { perform(step, on: &fixed) }
    #expect(fixed.state.interfaceOrientation == .portrait)
    let attempt = fixed.steps.firstIndex(of: "HomeViewController#1.attemptRotationToDeviceOrientation")!
    #expect(fixed.lastTrace[attempt].detail == ["deviceOrientation": "portrait", "rotates": true])
    #expect(Array(fixed.steps[(attempt + 1)...]) == [
        "HomeViewController#1.willRotateToInterfaceOrientation:duration:",
        "HomeViewController#1.viewWillLayoutSubviews", "HomeViewController#1.layoutSubviews", "HomeViewController#1.viewDidLayoutSubviews",
        "HomeViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "HomeViewController#1.didRotateFromInterfaceOrientation:",
    ])
}

/// The attemptRotation element action runs the same decision: refused while Locked is on top (rotates: false).
@Test func attemptRotationActionIsRefusedByLocked() {
    var definition = app("selective-rotation")
    definition.controllers["LockedViewController"]?.view.children.append(
        ViewDefinition(id: "retry", kind: .button, frame: Rect(x: 0, y: 100, width: 100, height: 44), action: .attemptRotation)
    )
    var driver = Driver(app: definition)
    for step in ["landscapeLeft", "showLocked", "portrait", "retry"] { perform(step, on: &driver) }
    #expect(driver.steps == ["LockedViewController#1.retryTapped:", "LockedViewController#1.attemptRotationToDeviceOrientation"])
    #expect(driver.lastTrace.last?.detail == ["deviceOrientation": "portrait", "rotates": false])
}

/// A rotation event by name, or a tap, or back.
func perform(_ step: String, on driver: inout Driver) {
    if step == "back" { driver.back() }
    else if let orientation = DeviceOrientation(name: step) { driver.rotate(orientation) }
    else { driver.tap(step) }
}

/// lifecycle-logger whose presentModally presents a `Sheet` (with a `done` button that dismisses) in `style`.
func loggerPresenting(_ style: PresentationStyle) -> AppDefinition {
    var definition = app("lifecycle-logger")
    definition.controllers["LoggerViewController"]?.view.children[2].action = .present(className: "Sheet", style: style, animated: true)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet")
    definition.controllers["Sheet"]?.view.children = [
        ViewDefinition(id: "done", kind: .button, frame: Rect(x: 0, y: 0, width: 100, height: 44), action: .dismiss(animated: true)),
    ]
    return definition
}

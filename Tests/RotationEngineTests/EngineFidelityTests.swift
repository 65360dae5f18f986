import RotationEngine
import Testing

// docs/semantics.md and docs/semantics.md as the engine-fidelity audit extended them: UIKit's implicit containment
// calls, appearance forwarding, iOS 6's compatibility synthesis, the app delegate's mask and
// the window without a root view controller.

/// addChildViewController: calls the new child's willMoveToParentViewController: {parent: master} itself; removeFromParentViewController calls the old child's didMoveToParentViewController: {parent: null}.
@Test func containmentCallsAreMadeByUIKitItself() {
    var driver = Driver("exercise-timer")
    driver.rotate(.landscapeLeft)
    let master: TraceValue = "XTMOrientationMasterViewController#1"
    let trace = driver.lastTrace
    let addChild = trace.firstIndex { $0.step == "XTMOrientationMasterViewController#1.addChildViewController:" }!
    #expect(trace[addChild + 1].step == "XTMViewController#2.willMoveToParentViewController:")
    #expect(trace[addChild + 1].detail == ["parent": master])
    #expect(trace[addChild + 2].step == "XTMViewController#2.didMoveToParentViewController:")
    #expect(trace[addChild + 2].detail == ["parent": master])
    let removeFromParent = trace.firstIndex { $0.step == "XTMViewController#1.removeFromParentViewController" }!
    #expect(trace[removeFromParent - 1].step == "XTMViewController#1.willMoveToParentViewController:")
    #expect(trace[removeFromParent - 1].detail == ["parent": .null])
    #expect(trace[removeFromParent + 1].step == "XTMViewController#1.didMoveToParentViewController:")
    #expect(trace[removeFromParent + 1].detail == ["parent": .null])
}

/// The old child disappears right after its removeFromSuperview (viewWillDisappear:, viewDidDisappear:, animated NO), with the bounds it had.
@Test func removedChildDisappearsRightAfterRemoveFromSuperview() {
    var driver = Driver("exercise-timer")
    driver.rotate(.landscapeLeft)
    let trace = driver.lastTrace
    let removal = trace.firstIndex { $0.step == "XTMViewController#1.removeFromSuperview" }!
    #expect(trace[removal + 1].step == "XTMViewController#1.viewWillDisappear:")
    #expect(trace[removal + 1].detail == ["animated": false])
    #expect(trace[removal + 2].step == "XTMViewController#1.viewDidDisappear:")
    // The old child went through the layout pass with the new bounds before its removal.
    #expect(trace[removal + 1].bounds == size(568, 300))
    #expect(driver.stack == ["XTMOrientationMasterViewController#1", "XTMViewController#2"])
}

/// iOS 6 synthesis: a root with only shouldAutorotateToInterfaceOrientation: (portrait, landscapeLeft) gets that mask, so device landscapeLeft (interface landscapeRight) is refused and device landscapeRight rotates; no decision call is traced.
@Test func iOS6SynthesizesTheRootsMaskFromTheLegacyMethod() {
    let definition = posted("""
    {"id": "legacy", "root": "Old", "controllers": {"Old": {"shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft"]}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.steps == [])
    driver.rotate(.landscapeRight)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.steps == [
        "Old#1.willRotateToInterfaceOrientation:duration:",
        "Old#1.viewWillLayoutSubviews", "Old#1.layoutSubviews", "Old#1.viewDidLayoutSubviews",
        "Old#1.willAnimateRotationToInterfaceOrientation:duration:",
        "Old#1.didRotateFromInterfaceOrientation:",
    ])
}

/// UIKit's own containers are not synthesized: a plain navigation controller keeps its defaults and rotates to landscapeRight over the same content controller.
@Test func iOS6DoesNotSynthesizeAPlainNavigationController() {
    let definition = posted("""
    {"id": "legacy", "root": "Old", "navigationController": {},
     "controllers": {"Old": {"shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft"]}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// Seed 001's forwarding subclass asks its top controller, which is synthesized: landscapeRight is refused.
@Test func iOS6SynthesizesTheForwardedTopController() {
    let definition = posted("""
    {"id": "legacy", "root": "Old", "navigationController": {"class": "Nav", "forwarding": true},
     "controllers": {"Old": {"shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft"]}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
    driver.rotate(.landscapeRight)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
}

/// A synthesized mask that misses Info.plist entirely is UIKit's exception on iOS 6, at launch.
@Test func iOS6SynthesizedMaskCanCrashAtLaunch() {
    let definition = posted("""
    {"id": "legacy", "root": "Old", "infoPlist": {"supportedInterfaceOrientations": "landscape"},
     "controllers": {"Old": {"shouldAutorotateToInterfaceOrientation": ["portrait"]}}}
    """)
    let driver = Driver(app: definition)
    #expect(driver.state.status.crash?.exception == "UIApplicationInvalidInterfaceOrientation")
    #expect(driver.steps == ["Old#1.supportedInterfaceOrientations"])
}

/// On iOS 6 the app delegate's supportedInterfaceOrientationsForWindow: (all) replaces Info.plist (all but upside down) after launch: upside down rotates.
@Test func appDelegateMaskReplacesInfoPlistAfterLaunch() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": "all"},
     "controllers": {"Home": {"supportedInterfaceOrientations": "all"}}}
    """)
    // The launch still uses Info.plist: upside down is not allowed, portrait is chosen.
    var driver = Driver(app: definition, orientation: .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .portrait)
    driver.rotate(.landscapeLeft)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .portraitUpsideDown)
    #expect(driver.state.statusBarOrientation == .portraitUpsideDown)
}

/// iOS 5 has no application:supportedInterfaceOrientationsForWindow:: the controller's answer alone decides.
@Test func appDelegateMaskIsIgnoredOnIOS5() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"},
     "controllers": {"Home": {"shouldAutorotateToInterfaceOrientation": "all"}}}
    """)
    var driver = Driver(app: definition, os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// The app delegate's mask is checked against the root's on iOS 6: nothing in common after launch is UIKit's exception, naming the delegate's mask.
@Test func appDelegateMaskWithNothingInCommonCrashesOnRotation() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": "portraitUpsideDown"},
     "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown"}}}
    """)
    var driver = Driver(app: definition)
    #expect(driver.state.status == .running)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.status.crash?.exception == "UIApplicationInvalidInterfaceOrientation")
    #expect(driver.lastTrace.last?.detail?["supportedInterfaceOrientationsForWindow"] == .strings(["portraitUpsideDown"]))
}

/// Root-less window on iOS 6 (QA1688): UIKit's warning; the device turns, the status bar follows within Info.plist, no controller gets a rotation callback, the observers still run, the views keep portrait.
@Test func rootlessWindowOnIOS6TurnsOnlyTheStatusBar() {
    let definition = posted("""
    {"id": "rootless", "root": "Home", "window": {"rootViewController": false},
     "controllers": {"Home": {"observesOrientation": true}}}
    """)
    var driver = Driver(app: definition)
    #expect(driver.state.warnings == ["Applications are expected to have a root view controller at the end of application launch"])
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == ["Home#1.orientationChanged:"])
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.state.statusBarOrientation == .landscapeRight)
    #expect(driver.state.deviceOrientation == .landscapeLeft)
    #expect(driver.instance("Home#1")?.bounds == size(320, 548))
    // Upside down is outside Info.plist: the status bar stays where it is.
    driver.rotate(.portraitUpsideDown)
    #expect(driver.state.statusBarOrientation == .landscapeRight)
}

/// Root-less window on iOS 6 launched in landscape: no rotation callbacks at launch, the status bar starts in landscape.
@Test func rootlessWindowOnIOS6LaunchesWithOnlyTheStatusBarTurned() {
    let definition = posted("""
    {"id": "rootless", "root": "Home", "window": {"rootViewController": false}}
    """)
    let driver = Driver(app: definition, orientation: .landscapeLeft)
    #expect(driver.steps == [
        "Home#1.loadView", "Home#1.viewDidLoad", "Home#1.viewWillAppear:",
        "Home#1.viewWillLayoutSubviews", "Home#1.layoutSubviews", "Home#1.viewDidLayoutSubviews",
        "Home#1.viewDidAppear:",
    ])
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.state.statusBarOrientation == .landscapeRight)
}

/// Root-less window on iOS 5: the warning, and the controller whose view is the window's first subview rotates as usual.
@Test func rootlessWindowOnIOS5RotatesAsUsual() {
    let definition = posted("""
    {"id": "rootless", "root": "Home", "window": {"rootViewController": false},
     "controllers": {"Home": {"shouldAutorotateToInterfaceOrientation": "all"}}}
    """)
    var driver = Driver(app: definition, os: .iOS5)
    #expect(driver.state.warnings.count == 1)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.state.statusBarOrientation == .landscapeRight)
    #expect(driver.steps.first == "Home#1.willRotateToInterfaceOrientation:duration:")
}

/// didRotateFromInterfaceOrientation: goes to the controllers that got willRotate… and are still attached: seed 000's landscape A, popped during the rotation by upside down, gets none.
@Test func didRotateSkipsAControllerPoppedDuringTheRotation() {
    var driver = Driver("alternate-landscape", os: .iOS5)
    driver.rotate(.landscapeLeft)
    driver.rotate(.landscapeRight)
    #expect(driver.steps.contains("ALandscapeViewController#1.willRotateToInterfaceOrientation:duration:"))
    #expect(driver.steps.contains("ALandscapeViewController#1.didRotateFromInterfaceOrientation:"))
    driver.rotate(.portrait)
    #expect(driver.steps.contains("ALandscapeViewController#1.willRotateToInterfaceOrientation:duration:"))
    #expect(!driver.steps.contains("ALandscapeViewController#1.didRotateFromInterfaceOrientation:"))
}

/// An orientation master inside a navigation controller: its child's element pushes, and the master and its child disappear and reappear together.
@Test func orientationMasterInsideANavigationController() {
    let definition = posted("""
    {"id": "nested-master", "root": "Master", "navigationController": {},
     "controllers": {"Master": {"title": "Master", "supportedInterfaceOrientations": "all", "behaviour": {"type": "orientationMaster", "child": "Child"}}},
     "xibs": {"Child_iPhone": {"elements": [{"id": "next", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44},
                                            "action": {"type": "push", "controller": "Next"}}]},
              "Child_iPhone-Landscape": {}}}
    """)
    var driver = Driver(app: definition)
    // The stack lists the navigation controller's viewControllers with their children.
    #expect(driver.stack == ["Master#1", "Child#1"])
    #expect(driver.instance("Child#1")?.bounds == size(320, 504))
    driver.tap("next")
    #expect(driver.steps == [
        "Child#1.nextTapped:",
        "UINavigationController#1.pushViewController:animated:",
        "Next#1.loadView", "Next#1.viewDidLoad",
        "Master#1.viewWillDisappear:", "Child#1.viewWillDisappear:",
        "Next#1.viewWillAppear:",
        "Next#1.viewWillLayoutSubviews", "Next#1.layoutSubviews", "Next#1.viewDidLayoutSubviews",
        "Master#1.viewDidDisappear:", "Child#1.viewDidDisappear:",
        "Next#1.viewDidAppear:",
    ])
    driver.back()
    #expect(driver.steps == [
        "UINavigationController#1.popViewControllerAnimated:",
        "Next#1.viewWillDisappear:",
        "Master#1.viewWillAppear:", "Child#1.viewWillAppear:",
        "Master#1.viewWillLayoutSubviews", "Master#1.layoutSubviews", "Master#1.viewDidLayoutSubviews",
        "Child#1.viewWillLayoutSubviews", "Child#1.layoutSubviews", "Child#1.viewDidLayoutSubviews",
        "Next#1.viewDidDisappear:",
        "Master#1.viewDidAppear:", "Child#1.viewDidAppear:",
    ])
}

/// Seed 000's behaviour below the root: A pushed over Home swaps in its landscape controller while it is visible (the seed's test is visibleViewController == self).
@Test func alternateLandscapeBelowTheRoot() {
    let definition = posted("""
    {"id": "deep", "root": "Home", "navigationController": {"delegate": "A"},
     "controllers": {
       "Home": {"elements": [{"id": "showA", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44}, "action": {"type": "push", "controller": "A"}}]},
       "A": {"observesOrientation": true, "behaviour": {"type": "alternateLandscape", "landscapeController": "L"}}
     }}
    """)
    var driver = Driver(app: definition)
    driver.tap("showA")
    #expect(driver.steps.suffix(2) == ["A#1.navigationController:didShowViewController:animated:", "A#1.swapControllersIfNeeded"])
    driver.rotate(.landscapeLeft)
    #expect(driver.stack == ["Home#1", "A#1", "L#1"])
    driver.rotate(.portrait)
    #expect(driver.stack == ["Home#1", "A#1"])
}

/// The navigation delegate may be the navigation controller's own subclass: it gets didShowViewController: itself.
@Test func navigationSubclassAsItsOwnDelegate() {
    let definition = posted("""
    {"id": "self-delegate", "root": "Home", "navigationController": {"class": "Nav", "delegate": "Nav"},
     "controllers": {"Home": {"elements": [{"id": "go", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Next"}}]}}}
    """)
    var driver = Driver(app: definition)
    driver.tap("go")
    #expect(driver.steps.last == "Nav#1.navigationController:didShowViewController:animated:")
    #expect(driver.lastTrace.last?.detail == ["viewController": "Next#1", "animated": true])
}

/// designedFor is read from the definition (seed 000's A pair, seed 001's Locked) and changes no behaviour.
@Test func designedForIsDeclaredOnTheBuiltInApps() {
    #expect(app("alternate-landscape").controllers["APortraitViewController"]?.designedFor == .portrait)
    #expect(app("alternate-landscape").controllers["ALandscapeViewController"]?.designedFor == .landscape)
    #expect(app("selective-rotation").controllers["LockedViewController"]?.designedFor == .portrait)
    #expect(app("selective-rotation").controllers["HomeViewController"]?.designedFor == nil)
}

import RotationEngine
import Testing

// docs/semantics.md, "Rotation decisions": every rotation decision recorded and explained. One scenario per rule of docs/semantics.md and docs/semantics.md
// that decides whether the interface rotates; each asserts the whole decision (every field as
// the API writes it, the reason included).

// MARK: iOS 6, who is asked (docs/semantics.md)

/// iOS 6: the window's root content controller is asked and allows landscape: rotated.
@Test func decisionIOS6RootContentControllerRotates() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "ViewController#1", answeredBy: "ViewController#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeRight",
            reason: "ViewController#1 answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight"
        ),
    ])
}

/// iOS 6: seed 001's forwarding navigation controller answers with Home's values: rotated.
@Test func decisionIOS6ForwardingAnswersWithTheTopController() {
    var driver = Driver("selective-rotation")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil,
            shouldAutorotate: true, supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeRight",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight"
        ),
    ])
}

/// iOS 6: through the forwarding controller Locked answers NO to shouldAutorotate: refused (the example in docs/semantics.md, "Rotation decisions").
@Test func decisionIOS6ForwardedShouldAutorotateNoRefuses() {
    var driver = Driver("selective-rotation")
    driver.tap("showLocked")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "RotatingNavigationController#1", answeredBy: "LockedViewController#1", answer: nil,
            shouldAutorotate: false, supportedInterfaceOrientations: nil, synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: [], result: "refused",
            interfaceOrientation: "portrait",
            reason: "LockedViewController#1 (through RotatingNavigationController#1's forwarding) answered NO to shouldAutorotate"
        ),
    ])
}

/// iOS 6: a plain UINavigationController answers its own defaults and ignores Locked: rotated.
@Test func decisionIOS6PlainNavigationControllerAnswersItself() {
    var driver = Driver("selective-rotation", options: SessionOptions(forwarding: false))
    driver.tap("showLocked")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "UINavigationController#1", answeredBy: "UINavigationController#1", answer: nil,
            shouldAutorotate: true, supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeRight",
            reason: "UINavigationController#1 answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight"
        ),
    ])
}

/// iOS 6: supportedInterfaceOrientations (all but upside down) leaves upside down out: refused.
@Test func decisionIOS6SupportedOrientationsRefuse() {
    var driver = Driver("selective-rotation")
    driver.rotate(.portraitUpsideDown)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "portraitUpsideDown", candidate: "portraitUpsideDown",
            rule: "iOS6", asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil,
            shouldAutorotate: true, supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "refused", interfaceOrientation: "portrait",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations, which leaves out portraitUpsideDown"
        ),
    ])
}

/// iOS 6: the controller supports upside down but Info.plist does not: refused by the app's mask.
@Test func decisionIOS6InfoPlistRefuses() {
    let definition = posted("""
    {"id": "plist", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": "all"}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "portraitUpsideDown", candidate: "portraitUpsideDown",
            rule: "iOS6", asked: "Home#1", answeredBy: "Home#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "refused", interfaceOrientation: "portrait",
            reason: "Home#1 supports portraitUpsideDown, but Info.plist (portrait, landscapeRight, landscapeLeft) leaves it out"
        ),
    ])
}

/// iOS 6: back to the device orientation the interface already shows (after face up): unchanged.
@Test func decisionIOS6AlreadyThereIsUnchanged() {
    var driver = Driver("selective-rotation")
    driver.rotate(.landscapeLeft)
    driver.rotate(.faceUp)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 4, event: 2, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil,
            shouldAutorotate: true, supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "unchanged", interfaceOrientation: "landscapeRight",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight, where the interface already is"
        ),
    ])
}

/// iOS 6: face up maps to no interface orientation: nothing is asked, ignored.
@Test func decisionIOS6FaceUpIsIgnored() {
    var driver = Driver("selective-rotation")
    driver.rotate(.faceUp)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "faceUp", candidate: nil, rule: "iOS6", asked: nil,
            answeredBy: nil, answer: nil, shouldAutorotate: nil, supportedInterfaceOrientations: nil, synthesized: false,
            appMask: nil, allowed: nil, result: "ignored", interfaceOrientation: "portrait",
            reason: "faceUp maps to no interface orientation: nothing is asked and the interface stays in portrait"
        ),
    ])
}

/// iOS 6: the app delegate's mask has nothing in common with the root's: crashed (UIApplicationInvalidInterfaceOrientation).
@Test func decisionIOS6NoCommonOrientationCrashes() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": "portraitUpsideDown"},
     "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown"}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "Home#1", answeredBy: "Home#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("appDelegate", ["portraitUpsideDown"]), allowed: [], result: "crashed", interfaceOrientation: "portrait",
            reason: "Home#1 answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations, which has no orientation in common with the app delegate's application:supportedInterfaceOrientationsForWindow: (portraitUpsideDown): UIApplicationInvalidInterfaceOrientation"
        ),
    ])
}

/// iOS 6 at launch: a synthesized mask with nothing in common with Info.plist crashes the launch.
@Test func decisionIOS6LaunchCrashes() {
    let definition = posted("""
    {"id": "legacy", "root": "Old", "infoPlist": {"supportedInterfaceOrientations": "landscape"},
     "controllers": {"Old": {"shouldAutorotateToInterfaceOrientation": ["portrait"]}}}
    """)
    let driver = Driver(app: definition)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "Old#1", answeredBy: "Old#1", answer: nil, shouldAutorotate: true, supportedInterfaceOrientations: ["portrait"],
            synthesized: true, appMask: .init("Info.plist", ["landscapeRight", "landscapeLeft"]), allowed: [], result: "crashed",
            interfaceOrientation: "portrait",
            reason: "Old#1 answered YES to shouldAutorotate and portrait to supportedInterfaceOrientations (synthesized from shouldAutorotateToInterfaceOrientation:), which has no orientation in common with Info.plist (landscapeRight, landscapeLeft): UIApplicationInvalidInterfaceOrientation"
        ),
    ])
}

/// iOS 6 compatibility synthesis: the root's mask comes from shouldAutorotateToInterfaceOrientation: and leaves landscapeRight out.
@Test func decisionIOS6SynthesizedMaskRefuses() {
    let definition = posted("""
    {"id": "legacy", "root": "Old", "controllers": {"Old": {"shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft"]}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "Old#1", answeredBy: "Old#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeLeft"], synthesized: true,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: ["portrait", "landscapeLeft"],
            result: "refused", interfaceOrientation: "portrait",
            reason: "Old#1 answered portrait, landscapeLeft to supportedInterfaceOrientations (synthesized from shouldAutorotateToInterfaceOrientation:), which leaves out landscapeRight"
        ),
    ])
}

/// iOS 6 compatibility synthesis through the forwarding subclass: the top controller's synthesized mask allows landscapeLeft.
@Test func decisionIOS6SynthesizedThroughForwarding() {
    let definition = posted("""
    {"id": "legacy", "root": "Old", "navigationController": {"class": "Nav", "forwarding": true},
     "controllers": {"Old": {"shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft"]}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeRight)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeRight", candidate: "landscapeLeft",
            rule: "iOS6", asked: "Nav#1", answeredBy: "Old#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeLeft"], synthesized: true,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: ["portrait", "landscapeLeft"],
            result: "rotated", interfaceOrientation: "landscapeLeft",
            reason: "Old#1 (through Nav#1's forwarding) answered YES to shouldAutorotate and portrait, landscapeLeft to supportedInterfaceOrientations (synthesized from shouldAutorotateToInterfaceOrientation:); with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeLeft"
        ),
    ])
}

/// iOS 6: the app delegate's supportedInterfaceOrientationsForWindow: (all) replaces Info.plist after launch: upside down rotates.
@Test func decisionIOS6AppDelegateMaskAllows() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": "all"},
     "controllers": {"Home": {"supportedInterfaceOrientations": "all"}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "portraitUpsideDown", candidate: "portraitUpsideDown",
            rule: "iOS6", asked: "Home#1", answeredBy: "Home#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("appDelegate", ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"], result: "rotated",
            interfaceOrientation: "portraitUpsideDown",
            reason: "Home#1 answered YES to shouldAutorotate and portrait, portraitUpsideDown, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with the app delegate's application:supportedInterfaceOrientationsForWindow: (portrait, portraitUpsideDown, landscapeRight, landscapeLeft) that allows portraitUpsideDown"
        ),
    ])
}

/// iOS 6: the app delegate's mask (portrait) refuses landscape that the controller supports.
@Test func decisionIOS6AppDelegateMaskRefuses() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": ["portrait", "landscapeLeft"]},
     "controllers": {"Home": {"supportedInterfaceOrientations": "all"}}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "Home#1", answeredBy: "Home#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("appDelegate", ["portrait", "landscapeLeft"]), allowed: ["portrait", "landscapeLeft"],
            result: "refused", interfaceOrientation: "portrait",
            reason: "Home#1 supports landscapeRight, but the app delegate answered portrait, landscapeLeft to application:supportedInterfaceOrientationsForWindow:, which leaves it out"
        ),
    ])
}

/// iOS 6 launch: the app delegate's mask is not used, Info.plist limits the launch orientation: upside down refused.
@Test func decisionIOS6LaunchUsesInfoPlist() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": "all"},
     "controllers": {"Home": {"supportedInterfaceOrientations": "all"}}}
    """)
    let driver = Driver(app: definition, orientation: .portraitUpsideDown)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "portraitUpsideDown", candidate: "portraitUpsideDown",
            rule: "iOS6", asked: "Home#1", answeredBy: "Home#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "refused", interfaceOrientation: "portrait",
            reason: "Home#1 answered portrait, portraitUpsideDown, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft, which leaves out portraitUpsideDown: the app launches in portrait, the first allowed in the launch fallback order"
        ),
    ])
}

/// iOS 6 window without a root view controller: no controller is asked; the status bar turns within Info.plist: ignored.
@Test func decisionIOS6RootlessWindowIsIgnored() {
    let definition = posted("""
    {"id": "rootless", "root": "Home", "window": {"rootViewController": false}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: nil, answeredBy: nil, answer: nil, shouldAutorotate: nil, supportedInterfaceOrientations: nil,
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "ignored", interfaceOrientation: "portrait",
            reason: "The window has no root view controller, so no view controller is asked (QA1688) and the views stay in portrait; the status bar turns to landscapeRight, which Info.plist (portrait, landscapeRight, landscapeLeft) allows"
        ),
    ])
}

/// iOS 6 window without a root view controller: upside down is outside Info.plist, so even the status bar stays.
@Test func decisionIOS6RootlessWindowOutsideInfoPlist() {
    let definition = posted("""
    {"id": "rootless", "root": "Home", "window": {"rootViewController": false}}
    """)
    var driver = Driver(app: definition)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "portraitUpsideDown", candidate: "portraitUpsideDown",
            rule: "iOS6", asked: nil, answeredBy: nil, answer: nil, shouldAutorotate: nil, supportedInterfaceOrientations: nil,
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "ignored", interfaceOrientation: "portrait",
            reason: "The window has no root view controller, so no view controller is asked (QA1688) and the views stay in portrait; Info.plist (portrait, landscapeRight, landscapeLeft) leaves out portraitUpsideDown, so the status bar stays"
        ),
    ])
}

/// iOS 6 window without a root view controller launched in landscape: the views stay portrait, the status bar shows landscape.
@Test func decisionIOS6RootlessWindowLaunch() {
    let definition = posted("""
    {"id": "rootless", "root": "Home", "window": {"rootViewController": false}}
    """)
    let driver = Driver(app: definition, orientation: .landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS6",
            asked: nil, answeredBy: nil, answer: nil, shouldAutorotate: nil, supportedInterfaceOrientations: nil, synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "ignored", interfaceOrientation: "portrait",
            reason: "The window has no root view controller, so no view controller is asked (QA1688) and the views stay in portrait; with Info.plist (portrait, landscapeRight, landscapeLeft) the status bar shows landscapeRight"
        ),
    ])
}

/// iOS 5 window without a root view controller: its controller is asked as usual: rotated.
@Test func decisionIOS5RootlessWindowRotatesAsUsual() {
    let definition = posted("""
    {"id": "rootless", "root": "Home", "window": {"rootViewController": false},
     "controllers": {"Home": {"shouldAutorotateToInterfaceOrientation": "all"}}}
    """)
    var driver = Driver(app: definition, os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "Home#1", answeredBy: "Home#1", answer: true, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "rotated",
            interfaceOrientation: "landscapeRight",
            reason: "Home#1 answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

// MARK: Launch (docs/semantics.md)

/// Launch in portrait: the launch's decision is seq 1 with event null: unchanged.
@Test func decisionLaunchInPortrait() {
    let driver = Driver("selective-rotation")
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "unchanged", interfaceOrientation: "portrait",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft: the app launches in portrait"
        ),
    ])
}

/// Launch with the device in landscape: rotated at launch.
@Test func decisionLaunchInLandscape() {
    let driver = Driver("selective-rotation", orientation: .landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS6",
            asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeRight",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft: the app launches in landscapeRight"
        ),
    ])
}

/// Launch upside down on a phone (all but upside down): refused, the app stays in portrait.
@Test func decisionLaunchRefused() {
    let driver = Driver("selective-rotation", orientation: .portraitUpsideDown)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "portraitUpsideDown", candidate: "portraitUpsideDown",
            rule: "iOS6", asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil,
            shouldAutorotate: true, supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "refused", interfaceOrientation: "portrait",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft, which leaves out portraitUpsideDown: the app launches in portrait, the first allowed in the launch fallback order"
        ),
    ])
}

/// Launch in portrait with a landscape-only app: the launch fallback order gives landscapeLeft.
@Test func decisionLaunchFallsBack() {
    let definition = posted("""
    {"id": "wide", "root": "Wide", "infoPlist": {"supportedInterfaceOrientations": "landscape"},
     "controllers": {"Wide": {"supportedInterfaceOrientations": "landscape"}}}
    """)
    let driver = Driver(app: definition)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "Wide#1", answeredBy: "Wide#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["landscapeRight", "landscapeLeft"]), allowed: ["landscapeRight", "landscapeLeft"],
            result: "rotated", interfaceOrientation: "landscapeLeft",
            reason: "Wide#1 answered landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (landscapeRight, landscapeLeft) that allows landscapeRight, landscapeLeft, which leaves out portrait: the app launches in landscapeLeft, the first allowed in the launch fallback order"
        ),
    ])
}

/// Launch face up: no interface orientation to ask about: ignored, portrait.
@Test func decisionLaunchFaceUpIsIgnored() {
    let driver = Driver("selective-rotation", orientation: .faceUp)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "faceUp", candidate: nil, rule: "iOS6",
            asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "ignored", interfaceOrientation: "portrait",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft, and faceUp maps to no interface orientation: the app launches in portrait, the first allowed in the launch fallback order"
        ),
    ])
}

/// Pushing never rotates: a push decides nothing, and the last decision stays the one before.
@Test func decisionPushDecidesNothing() {
    var driver = Driver("selective-rotation")
    driver.rotate(.landscapeLeft)
    driver.tap("showLocked")
    #expect(driver.lastDecisions.isEmpty)
    #expect(driver.state.lastDecision == driver.decisions.last)
    #expect(driver.state.lastDecision?.seq == 2)
}

// MARK: iOS 5 (docs/semantics.md)

/// iOS 5: the navigation controller forwards shouldAutorotateToInterfaceOrientation: to Home, which answers YES: rotated.
@Test func decisionIOS5NavigationForwardsToTop() {
    var driver = Driver("selective-rotation", os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "HomeViewController#1", answeredBy: "HomeViewController#1", answer: true, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "rotated",
            interfaceOrientation: "landscapeRight",
            reason: "HomeViewController#1 (the top of RotatingNavigationController#1) answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// iOS 5: Locked answers NO for landscape: refused.
@Test func decisionIOS5AnswerNoRefuses() {
    var driver = Driver("selective-rotation", os: .iOS5)
    driver.tap("showLocked")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "LockedViewController#1", answeredBy: "LockedViewController#1", answer: false,
            shouldAutorotate: nil, supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil,
            result: "refused", interfaceOrientation: "portrait",
            reason: "LockedViewController#1 (the top of RotatingNavigationController#1) answered NO to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// iOS 5: a controller that does not implement shouldAutorotateToInterfaceOrientation: answers YES for portrait only.
@Test func decisionIOS5DefaultIsPortraitOnly() {
    let definition = posted("""
    {"id": "plain", "root": "Plain"}
    """)
    var driver = Driver(app: definition, os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "Plain#1", answeredBy: "Plain#1", answer: false, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "refused",
            interfaceOrientation: "portrait",
            reason: "Plain#1 answered NO to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// iOS 5: Info.plist does not limit rotation after launch: a portrait-only Info.plist, a controller answering YES for all: rotated.
@Test func decisionIOS5InfoPlistDoesNotLimitRotation() {
    let definition = posted("""
    {"id": "plist", "root": "Home", "infoPlist": {"supportedInterfaceOrientations": "portrait"},
     "controllers": {"Home": {"shouldAutorotateToInterfaceOrientation": "all"}}}
    """)
    var driver = Driver(app: definition, os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "Home#1", answeredBy: "Home#1", answer: true, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "rotated",
            interfaceOrientation: "landscapeRight",
            reason: "Home#1 answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// iOS 5 launch: Info.plist limits the launch orientation even where the controller answers YES.
@Test func decisionIOS5LaunchLimitedByInfoPlist() {
    let definition = posted("""
    {"id": "plist", "root": "Home", "infoPlist": {"supportedInterfaceOrientations": "portrait"},
     "controllers": {"Home": {"shouldAutorotateToInterfaceOrientation": "all"}}}
    """)
    let driver = Driver(app: definition, os: .iOS5, orientation: .landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS5",
            asked: "Home#1", answeredBy: "Home#1", answer: true, shouldAutorotate: nil, supportedInterfaceOrientations: nil,
            synthesized: false, appMask: .init("Info.plist", ["portrait"]), allowed: ["portrait"], result: "refused",
            interfaceOrientation: "portrait",
            reason: "Home#1 answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight), but Info.plist (portrait) leaves it out: the app launches in portrait, the first allowed in the launch fallback order"
        ),
    ])
}

/// iOS 5 launch in landscape: Home answers YES and Info.plist allows it: rotated.
@Test func decisionIOS5LaunchInLandscape() {
    let driver = Driver("selective-rotation", os: .iOS5, orientation: .landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 1, event: nil, trigger: "launch", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS5",
            asked: "HomeViewController#1", answeredBy: "HomeViewController#1", answer: true, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeRight",
            reason: "HomeViewController#1 (the top of RotatingNavigationController#1) answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight) and Info.plist allows it: the app launches in landscapeRight"
        ),
    ])
}

/// iOS 5: the app delegate's mask is iOS 6's: ignored, the controller's YES decides.
@Test func decisionIOS5IgnoresTheAppDelegate() {
    let definition = posted("""
    {"id": "delegate", "root": "Home", "appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"},
     "controllers": {"Home": {"shouldAutorotateToInterfaceOrientation": "all"}}}
    """)
    var driver = Driver(app: definition, os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "Home#1", answeredBy: "Home#1", answer: true, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "rotated",
            interfaceOrientation: "landscapeRight",
            reason: "Home#1 answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// iOS 5: face down maps to no interface orientation: ignored.
@Test func decisionIOS5FaceDownIsIgnored() {
    var driver = Driver("selective-rotation", os: .iOS5)
    driver.rotate(.faceDown)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "faceDown", candidate: nil, rule: "iOS5", asked: nil,
            answeredBy: nil, answer: nil, shouldAutorotate: nil, supportedInterfaceOrientations: nil, synthesized: false,
            appMask: nil, allowed: nil, result: "ignored", interfaceOrientation: "portrait",
            reason: "faceDown maps to no interface orientation: nothing is asked and the interface stays in portrait"
        ),
    ])
}

// MARK: Presented controllers (docs/semantics.md)

/// iOS 6 presentation: the presented controller's preferredInterfaceOrientationForPresentation turns the interface before it appears.
@Test func decisionPresentationInThePreferredOrientation() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", supportedInterfaceOrientations: .landscape, preferredPresentationOrientation: .landscapeLeft)
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "presentation", deviceOrientation: "portrait", candidate: "landscapeLeft", rule: "iOS6",
            asked: "Sheet#1", answeredBy: "Sheet#1", answer: nil, shouldAutorotate: nil,
            supportedInterfaceOrientations: ["landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeLeft",
            reason: "Sheet#1 answered landscapeLeft to preferredInterfaceOrientationForPresentation and landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight, landscapeLeft: the interface turns to landscapeLeft"
        ),
    ])
}

/// iOS 6 presentation without a preferred orientation: shown in the status bar's, unchanged.
@Test func decisionPresentationInTheStatusBarOrientation() {
    var driver = Driver("lifecycle-logger")
    driver.tap("presentModally")
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "presentation", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "LoggerViewController#2", answeredBy: "LoggerViewController#2", answer: nil, shouldAutorotate: nil,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: true,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "unchanged", interfaceOrientation: "portrait",
            reason: "LoggerViewController#2 has no preferredInterfaceOrientationForPresentation (so the status bar's portrait) and answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations (synthesized from shouldAutorotateToInterfaceOrientation:); with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft: the interface is already in portrait"
        ),
    ])
}

/// iOS 6 presentation: a preferred orientation the presented controller does not support crashes.
@Test func decisionPresentationCrashes() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", supportedInterfaceOrientations: .portrait, preferredPresentationOrientation: .landscapeLeft)
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "presentation", deviceOrientation: "portrait", candidate: "landscapeLeft", rule: "iOS6",
            asked: "Sheet#1", answeredBy: "Sheet#1", answer: nil, shouldAutorotate: nil,
            supportedInterfaceOrientations: ["portrait"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: ["portrait"], result: "crashed",
            interfaceOrientation: "portrait",
            reason: "Sheet#1 answered landscapeLeft to preferredInterfaceOrientationForPresentation and portrait to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, which leaves out landscapeLeft: UIApplicationInvalidInterfaceOrientation"
        ),
    ])
}

/// iOS 5 presentation: the presented controller is asked about the current orientation and says NO; nothing turns: unchanged.
@Test func decisionIOS5PresentationNeverTurns() {
    var driver = Driver(app: loggerPresenting(.fullScreen), os: .iOS5)
    driver.rotate(.landscapeLeft)
    driver.tap("presentModally")
    #expect(driver.decided == [
        Decided(
            seq: 3, event: 1, trigger: "presentation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS5",
            asked: "Sheet#1", answeredBy: "Sheet#1", answer: false, shouldAutorotate: nil, supportedInterfaceOrientations: nil,
            synthesized: false, appMask: nil, allowed: nil, result: "unchanged", interfaceOrientation: "landscapeRight",
            reason: "Sheet#1 answered NO to shouldAutorotateToInterfaceOrientation: (landscapeRight) as it was presented; a presentation does not turn the interface on iOS 5, so it stays in landscapeRight"
        ),
    ])
}

/// An iPad sheet is not full screen: presenting it decides nothing.
@Test func decisionSheetPresentationDecidesNothing() {
    var driver = Driver(app: loggerPresenting(.formSheet), device: .ipad)
    driver.tap("presentModally")
    #expect(driver.lastDecisions.isEmpty)
}

/// iOS 6 under an iPad sheet the presenter (the window's root) keeps deciding.
@Test func decisionPresenterDecidesUnderASheet() {
    var definition = loggerPresenting(.formSheet)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", supportedInterfaceOrientations: .portrait)
    var driver = Driver(app: definition, device: .ipad)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "UINavigationController#1", answeredBy: "UINavigationController#1", answer: nil,
            shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"],
            synthesized: false, appMask: .init("Info.plist", ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft"], result: "rotated",
            interfaceOrientation: "landscapeRight",
            reason: "UINavigationController#1 answered YES to shouldAutorotate and portrait, portraitUpsideDown, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, portraitUpsideDown, landscapeRight, landscapeLeft) that allows landscapeRight"
        ),
    ])
}

/// iOS 6 while presented full screen: the presented controller is the top-most full-screen one and decides (portrait only: refused).
@Test func decisionPresentedControllerDecides() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["Sheet"]?.supportedInterfaceOrientations = .portrait
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 3, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "Sheet#1", answeredBy: "Sheet#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: ["portrait"], result: "refused",
            interfaceOrientation: "portrait",
            reason: "Sheet#1 answered portrait to supportedInterfaceOrientations, which leaves out landscapeRight"
        ),
    ])
}

/// iOS 5: the front-most presented controller decides, even a sheet.
@Test func decisionIOS5FrontMostPresentedDecides() {
    var definition = loggerPresenting(.formSheet)
    definition.controllers["Sheet"] = ControllerDefinition(className: "Sheet", autorotation: .orientations(.portrait))
    var driver = Driver(app: definition, device: .ipad, os: .iOS5)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "Sheet#1", answeredBy: "Sheet#1", answer: false, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "refused",
            interfaceOrientation: "portrait",
            reason: "Sheet#1 answered NO to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// iOS 6 dismissal: the revealed controller does not allow the current orientation; the device's is allowed: rotated to it.
@Test func decisionDismissalTurnsToTheDevice() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["LoggerViewController"]?.supportedInterfaceOrientations = .portrait
    definition.controllers["Sheet"]?.supportedInterfaceOrientations = .all
    definition.controllers["Sheet"]?.preferredPresentationOrientation = .landscapeRight
    definition.navigation?.forwarding = true
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    driver.tap("done")
    #expect(driver.decided == [
        Decided(
            seq: 3, event: 1, trigger: "dismissal", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "UINavigationController#1", answeredBy: "LoggerViewController#1", answer: nil, shouldAutorotate: nil,
            supportedInterfaceOrientations: ["portrait"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: ["portrait"], result: "rotated",
            interfaceOrientation: "portrait",
            reason: "LoggerViewController#1 (through UINavigationController#1's forwarding) answered portrait to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, which leaves out the orientation the interface was in: it turns to portrait, the device's"
        ),
    ])
}

/// iOS 6 dismissal: neither the current nor the device's orientation is allowed: the first allowed in the launch fallback order.
@Test func decisionDismissalFallsBack() {
    var definition = loggerPresenting(.fullScreen)
    definition.controllers["LoggerViewController"]?.supportedInterfaceOrientations = .portrait
    definition.controllers["Sheet"]?.supportedInterfaceOrientations = .all
    definition.navigation?.forwarding = true
    var driver = Driver(app: definition)
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    driver.tap("done")
    #expect(driver.decided == [
        Decided(
            seq: 4, event: 2, trigger: "dismissal", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS6",
            asked: "UINavigationController#1", answeredBy: "LoggerViewController#1", answer: nil, shouldAutorotate: nil,
            supportedInterfaceOrientations: ["portrait"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: ["portrait"], result: "rotated",
            interfaceOrientation: "portrait",
            reason: "LoggerViewController#1 (through UINavigationController#1's forwarding) answered portrait to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, which leaves out the orientation the interface was in: it turns to portrait, the first allowed in the launch fallback order"
        ),
    ])
}

/// iOS 6 dismissal: the revealed controller allows the current orientation: unchanged.
@Test func decisionDismissalKeepsTheOrientation() {
    var driver = Driver("lifecycle-logger")
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    driver.tap("dismiss")
    #expect(driver.decided == [
        Decided(
            seq: 4, event: 2, trigger: "dismissal", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS6",
            asked: "UINavigationController#1", answeredBy: "UINavigationController#1", answer: nil, shouldAutorotate: nil,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "unchanged", interfaceOrientation: "landscapeRight",
            reason: "UINavigationController#1 answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft, the current landscapeRight included: the interface stays"
        ),
    ])
}

/// attemptRotationToDeviceOrientation in Home's viewDidAppear: fixes seed 001's stuck landscape: rotated.
@Test func decisionAttemptRotationRotates() {
    var definition = app("selective-rotation")
    definition.controllers["HomeViewController"]?.attemptsRotationOnAppear = true
    var driver = Driver(app: definition)
    for step in ["landscapeLeft", "showLocked", "portrait", "back"] { perform(step, on: &driver) }
    #expect(driver.decided == [
        Decided(
            seq: 5, event: 3, trigger: "attemptRotation", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "portrait",
            reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait"
        ),
    ])
}

/// attemptRotationToDeviceOrientation while Locked is on top: shouldAutorotate NO: refused.
@Test func decisionAttemptRotationRefused() {
    var definition = app("selective-rotation")
    definition.controllers["LockedViewController"]?.view.children.append(
        ViewDefinition(id: "retry", kind: .button, frame: Rect(x: 0, y: 100, width: 100, height: 44), action: .attemptRotation)
    )
    var driver = Driver(app: definition)
    for step in ["landscapeLeft", "showLocked", "portrait", "retry"] { perform(step, on: &driver) }
    #expect(driver.decided == [
        Decided(
            seq: 4, event: 3, trigger: "attemptRotation", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "RotatingNavigationController#1", answeredBy: "LockedViewController#1", answer: nil, shouldAutorotate: false,
            supportedInterfaceOrientations: nil, synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: [], result: "refused",
            interfaceOrientation: "landscapeRight",
            reason: "LockedViewController#1 (through RotatingNavigationController#1's forwarding) answered NO to shouldAutorotate"
        ),
    ])
}

/// iOS 5 attemptRotationToDeviceOrientation: Home, revealed in portrait with the device in landscape, answers YES: rotated.
@Test func decisionIOS5AttemptRotationRotates() {
    var definition = app("selective-rotation")
    definition.controllers["HomeViewController"]?.attemptsRotationOnAppear = true
    var driver = Driver(app: definition, os: .iOS5)
    for step in ["showLocked", "landscapeLeft", "back"] { perform(step, on: &driver) }
    #expect(driver.decided == [
        Decided(
            seq: 4, event: 2, trigger: "attemptRotation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "HomeViewController#1", answeredBy: "HomeViewController#1", answer: true, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "rotated",
            interfaceOrientation: "landscapeRight",
            reason: "HomeViewController#1 (the top of RotatingNavigationController#1) answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// Apple's modal alternate landscape: the rotation's decision, then the presentation its observer makes, in order.
@Test func decisionsComeInTheOrderTheyAreMade() {
    var driver = Driver("alternate-landscape-modal")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "PortraitViewController#1", answeredBy: "PortraitViewController#1", answer: nil,
            shouldAutorotate: true, supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"],
            synthesized: true, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeRight",
            reason: "PortraitViewController#1 answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations (synthesized from shouldAutorotateToInterfaceOrientation:); with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight"
        ),
        Decided(
            seq: 3, event: 0, trigger: "presentation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight", rule: "iOS6",
            asked: "LandscapeViewController#1", answeredBy: "LandscapeViewController#1", answer: nil, shouldAutorotate: nil,
            supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"], synthesized: true,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "unchanged", interfaceOrientation: "landscapeRight",
            reason: "LandscapeViewController#1 has no preferredInterfaceOrientationForPresentation (so the status bar's landscapeRight) and answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations (synthesized from shouldAutorotateToInterfaceOrientation:); with Info.plist (portrait, landscapeRight, landscapeLeft) that allows portrait, landscapeRight, landscapeLeft: the interface is already in landscapeRight"
        ),
    ])
}

// MARK: Tab bars (docs/semantics.md)

/// iOS 6: the forwarding tab bar asks the selected tab's top (Locked, through the Home navigation tab): refused.
@Test func decisionTabBarForwardsToTheSelectedTabsTop() {
    var driver = Driver("tabbed-rotation")
    driver.tap("showLocked")
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS6", asked: "RotatingTabBarController#1", answeredBy: "LockedViewController#1", answer: nil,
            shouldAutorotate: false, supportedInterfaceOrientations: nil, synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: [], result: "refused",
            interfaceOrientation: "portrait",
            reason: "LockedViewController#1 (through RotatingTabBarController#1's forwarding) answered NO to shouldAutorotate"
        ),
    ])
}

/// iOS 6: a plain tab bar rotates only where every tab agrees (Video is landscape only): portrait refused.
@Test func decisionPlainTabBarNeedsEveryTab() {
    var driver = Driver("tabbed-rotation", orientation: .landscapeLeft, options: SessionOptions(forwarding: false))
    driver.rotate(.portrait)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS6",
            asked: "UITabBarController#1", answeredBy: "UITabBarController#1", answer: nil, shouldAutorotate: true,
            supportedInterfaceOrientations: ["landscapeRight", "landscapeLeft"], synthesized: false,
            appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
            allowed: ["landscapeRight", "landscapeLeft"], result: "refused", interfaceOrientation: "landscapeRight",
            reason: "UITabBarController#1 answered landscapeRight, landscapeLeft to supportedInterfaceOrientations (what all of its tabs support), which leaves out portrait"
        ),
    ])
}

/// iOS 5: the tab bar asks every tab; Video answers NO for portrait: refused.
@Test func decisionIOS5TabBarAsksEveryTab() {
    var driver = Driver("tabbed-rotation", os: .iOS5, orientation: .landscapeLeft)
    driver.rotate(.portrait)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "portrait", candidate: "portrait", rule: "iOS5",
            asked: "VideoViewController#1", answeredBy: "VideoViewController#1", answer: false, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "refused",
            interfaceOrientation: "landscapeRight",
            reason: "VideoViewController#1 (a tab of RotatingTabBarController#1, which rotates only when every tab agrees) answered NO to shouldAutorotateToInterfaceOrientation: (portrait)"
        ),
    ])
}

/// iOS 5: every tab answers YES for landscape: rotated.
@Test func decisionIOS5EveryTabAgrees() {
    var driver = Driver("tabbed-rotation", os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.decided == [
        Decided(
            seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
            rule: "iOS5", asked: "HomeViewController#1", answeredBy: "HomeViewController#1", answer: true, shouldAutorotate: nil,
            supportedInterfaceOrientations: nil, synthesized: false, appMask: nil, allowed: nil, result: "rotated",
            interfaceOrientation: "landscapeRight",
            reason: "HomeViewController#1, like every tab of RotatingTabBarController#1, answered YES to shouldAutorotateToInterfaceOrientation: (landscapeRight)"
        ),
    ])
}

/// Switching tabs never rotates: a tab switch decides nothing.
@Test func decisionSelectTabDecidesNothing() {
    var driver = Driver("tabbed-rotation")
    driver.rotate(.landscapeLeft)
    do { try driver.send(.selectTab(index: 1)) } catch { Issue.record("selectTab refused: \(error)") }
    #expect(driver.lastDecisions.isEmpty)
}

// MARK: Numbering and replay

/// Decisions are numbered from 1 in the session (the launch's first, with event null), carry their event's index, and the state keeps the last one; replaying the same events gives the same decisions.
@Test func decisionsAreNumberedAndReplayStable() throws {
    let events: [Event] = [
        .rotate(.landscapeLeft), .tap(element: "showLocked"), .rotate(.portrait), .rotate(.faceUp), .back, .rotate(.portrait),
    ]
    var first = Driver("selective-rotation")
    var second = Driver("selective-rotation")
    for event in events {
        try first.send(event)
        try second.send(event)
    }
    #expect(first.decisions == second.decisions)
    #expect(first.decisions.map(\.seq) == [1, 2, 3, 4, 5])
    #expect(first.decisions.map(\.event) == [nil, 0, 2, 3, 5])
    #expect(first.decisions.map(\.result) == [.unchanged, .rotated, .refused, .ignored, .rotated])
    #expect(first.state.lastDecision == first.decisions.last)
    #expect(first.state.decisionCount == 5)
}

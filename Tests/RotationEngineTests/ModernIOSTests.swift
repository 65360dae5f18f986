import RotationEngine
import RotationTestSupport
import Testing

// Today's iOS (docs/semantics.md, "iOS versions"): the size transitions of iOS 8, iOS 16's
// decision rule, iOS 17's viewIsAppearing:, phones without a Home button, iPad multitasking.


/// One plain controller whose code overrides viewWillTransitionToSize: (an app targeting iOS 17).
let modernApp = posted("""
{"id": "modern", "title": "Modern", "deploymentTarget": "17", "root": "Home",
 "controllers": {"Home": {"view": {"id": "homeView"}}}}
""")

/// The same controller in an app that targets iOS 6: UIKit forwards the size change to the iOS 5/6 callbacks.
let legacyApp = posted("""
{"id": "legacy", "title": "Legacy", "deploymentTarget": "6", "root": "Home",
 "controllers": {"Home": {"view": {"id": "homeView"}}}}
""")

/// An iPad app that declares every orientation and does not require full screen: it multitasks.
let multitaskingApp = posted("""
{"id": "multitasking", "title": "Multitasking", "deploymentTarget": "17", "root": "Home",
 "infoPlist": {"supportedInterfaceOrientations~ipad": "all"},
 "controllers": {"Home": {"supportedInterfaceOrientations": "portrait", "view": {"id": "homeView"}}}}
""")

/// Launch on iOS 17 in portrait: the iOS 17 appearance with viewIsAppearing:, no rotation or trait callbacks.
@Test func launchOnIOS17CallsViewIsAppearingBeforeTheLayoutPass() {
    let driver = Driver(modernApp, device: iPhone15Pro, os: .iOS17)
    #expect(driver.steps == [
        "Home#1.loadView", "Home#1.viewDidLoad", "Home#1.viewWillAppear:", "Home#1.viewIsAppearing:",
        "Home#1.viewWillLayoutSubviews", "Home#1.layoutSubviews", "Home#1.viewDidLayoutSubviews", "Home#1.viewDidAppear:",
    ])
    #expect(driver.lastTrace[3].bounds == size(393, 852))
    #expect(driver.state.interfaceOrientation == .portrait)
}

/// Launch on iOS 17 held in landscape: straight into landscapeRight, bounds 852 × 393 from viewWillAppear: on, no rotation callbacks.
@Test func launchOnIOS17GoesStraightToTheDeviceOrientation() {
    let driver = Driver(modernApp, device: iPhone15Pro, os: .iOS17, orientation: .landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(!driver.steps.contains { $0.contains("Rotat") || $0.contains("Transition") })
    #expect(driver.lastTrace[2].callback == "viewWillAppear:")
    #expect(driver.lastTrace[2].bounds == size(852, 393))
    #expect(driver.lastDecisions.map(\.result) == [.rotated])
}

/// Launch on iOS 12 (iPhone X) sends traitCollectionDidChange: when the view enters the window; iOS 13 predicts traits and does not.
@Test func launchSendsTraitCollectionDidChangeOnlyBeforeIOS13() {
    let iPhoneX = DeviceCatalogue.device(id: "iphone-x")!
    let twelve = Driver(modernApp, device: iPhoneX, os: OSVersion(major: 12)!)
    #expect(twelve.steps.contains("Home#1.traitCollectionDidChange:"))
    #expect(!twelve.steps.contains("Home#1.viewIsAppearing:"))
    let thirteen = Driver(modernApp, device: iPhoneX, os: .iOS13)
    #expect(!thirteen.steps.contains("Home#1.traitCollectionDidChange:"))
}

/// A phone rotation on iOS 17: trait transition, size transition, new traits, new safe area, the layout pass — nothing of iOS 6.
@Test func phoneRotationOnIOS17IsASizeTransition() {
    var driver = Driver(modernApp, device: iPhone15Pro, os: .iOS17)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "Home#1.willTransitionToTraitCollection:withTransitionCoordinator:",
        "Home#1.viewWillTransitionToSize:withTransitionCoordinator:",
        "Home#1.traitCollectionDidChange:",
        "Home#1.viewSafeAreaInsetsDidChange",
        "Home#1.viewWillLayoutSubviews", "Home#1.layoutSubviews", "Home#1.viewDidLayoutSubviews",
    ])
    #expect(driver.lastTrace[1].detail?["size"] == .string("{852, 393}"))
    #expect(driver.lastTrace[1].bounds == size(393, 852))
    #expect(driver.lastTrace[4].bounds == size(852, 393))
    #expect(driver.lastTrace[0].detail?["verticalSizeClass"] == .string("compact"))
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// An iPad rotation on iOS 17: size classes stay regular, the safe area stays 24/20: only the size transition and the layout pass.
@Test func padRotationOnIOS17HasNoTraitOrSafeAreaCallbacks() {
    var driver = Driver(modernApp, device: iPadPro11, os: .iOS17)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "Home#1.viewWillTransitionToSize:withTransitionCoordinator:",
        "Home#1.viewWillLayoutSubviews", "Home#1.layoutSubviews", "Home#1.viewDidLayoutSubviews",
    ])
    #expect(driver.lastTrace[0].detail?["size"] == .string("{1194, 834}"))
}

/// An app targeting iOS 6 on iOS 17 keeps its rotation callbacks, forwarded by viewWillTransitionToSize:, in the iOS 8 order.
@Test func legacyCallbacksOnIOS17FollowTheSizeTransition() {
    var driver = Driver(legacyApp, device: iPhone15Pro, os: .iOS17)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "Home#1.willTransitionToTraitCollection:withTransitionCoordinator:",
        "Home#1.viewWillTransitionToSize:withTransitionCoordinator:",
        "Home#1.willRotateToInterfaceOrientation:duration:",
        "Home#1.traitCollectionDidChange:",
        "Home#1.viewSafeAreaInsetsDidChange",
        "Home#1.viewWillLayoutSubviews", "Home#1.layoutSubviews", "Home#1.viewDidLayoutSubviews",
        "Home#1.willAnimateRotationToInterfaceOrientation:duration:",
        "Home#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace[2].bounds == size(393, 852))
    #expect(driver.lastTrace[8].bounds == size(852, 393))
}

/// iOS 7 still turns the root view (iOS 6's callbacks), but its bounds are the whole window: 568 × 320, not 568 × 300.
@Test func iOS7RotationKeepsTheCallbacksWithFullScreenBounds() {
    var driver = Driver(legacyApp, device: .iphone4, os: .iOS7)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "Home#1.willRotateToInterfaceOrientation:duration:",
        "Home#1.viewWillLayoutSubviews", "Home#1.layoutSubviews", "Home#1.viewDidLayoutSubviews",
        "Home#1.willAnimateRotationToInterfaceOrientation:duration:",
        "Home#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace[1].bounds == size(568, 320))
}

/// Seed 001 on iOS 17: Locked answers NO to shouldAutorotate, which iOS 16 no longer consults: it rotates, and the decision says why.
@Test func seed001LockedRotatesOnIOS17() throws {
    var driver = Driver("selective-rotation", device: iPhone15Pro, os: .iOS17)
    try driver.send(.tap(element: "showLocked"))
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    let decision = try #require(driver.lastDecisions.last)
    #expect(decision.rule == .iOS16)
    #expect(decision.shouldAutorotate == nil)
    #expect(decision.result == .rotated)
    #expect(decision.reason == "LockedViewController#1 (through RotatingNavigationController#1's forwarding) answered portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight; LockedViewController#1's shouldAutorotate returns NO, which iOS 16 no longer consults")
}

/// Seed 001 on iOS 15 keeps iOS 6's rule: Locked refuses.
@Test func seed001LockedRefusesOnIOS15() throws {
    var driver = Driver("selective-rotation", device: DeviceCatalogue.device(id: "iphone-14")!, os: OSVersion(major: 15)!)
    try driver.send(.tap(element: "showLocked"))
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastDecisions.last?.rule == .iOS6)
    #expect(driver.lastDecisions.last?.shouldAutorotate == false)
}

/// Seed 003's willAnimateRotation… swap still runs on iOS 17: the app targets iOS 6, so its controllers get the legacy callbacks.
@Test func seed003SwapsItsChildOnIOS17() {
    var driver = Driver("exercise-timer", device: iPhone15Pro, os: .iOS17)
    let before = driver.state.instances.count
    driver.rotate(.landscapeLeft)
    #expect(driver.steps.contains { $0.hasSuffix("willAnimateRotationToInterfaceOrientation:duration:") })
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.state.instances.count >= before)
}

/// A Face ID phone never turns its interface upside down: the device turns, the notification is posted, the decision is ignored with the reason.
@Test func faceIDPhoneNeverTurnsUpsideDown() {
    let allOrientations = posted("""
    {"id": "all", "title": "All", "deploymentTarget": "17", "root": "Home",
     "infoPlist": {"supportedInterfaceOrientations": "all"},
     "controllers": {"Home": {"supportedInterfaceOrientations": "all", "view": {"id": "homeView"}}}}
    """)
    var driver = Driver(allOrientations, device: iPhone15Pro, os: .iOS17)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.state.deviceOrientation == .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastDecisions.map(\.result) == [.ignored])
    #expect(driver.lastDecisions.first?.reason == "iphone-15-pro has no Home button: its interface never turns upside down")
}

/// An app allowing every orientation on iPhone 15 Pro, iOS 17: Home presents Sheet full screen, Sheet prefers upside down and dismisses itself.
let upsideDownApp = posted("""
{"id": "upside", "title": "Upside", "deploymentTarget": "17", "root": "Home",
 "infoPlist": {"supportedInterfaceOrientations": "all"},
 "controllers": {
  "Home": {"supportedInterfaceOrientations": "all", "view": {"id": "homeView", "elements": [
    {"id": "show", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44}, "action": {"type": "present", "controller": "Sheet", "style": "fullScreen"}}]}},
  "Sheet": {"supportedInterfaceOrientations": "all", "preferredInterfaceOrientationForPresentation": "portraitUpsideDown", "view": {"id": "sheetView", "elements": [
    {"id": "done", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44}, "action": {"type": "dismiss"}}]}}}}
""")

/// Launched held upside down on a Face ID phone, an app allowing every orientation starts in portrait, refused, and the reason says the device is why.
@Test func faceIDPhoneLaunchesUpsideDownAppInPortrait() {
    let driver = Driver(upsideDownApp, device: iPhone15Pro, os: .iOS17, orientation: .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastDecisions.map(\.result) == [.refused])
    let reason = driver.lastDecisions.first?.reason ?? ""
    #expect(reason.contains(": the app launches in portrait;"))
    #expect(reason.hasSuffix("; iphone-15-pro has no Home button: its interface never turns upside down"))
}

/// A presentation that prefers upside down on a Face ID phone is shown where the interface is: ignored, with the device's reason.
@Test func faceIDPhonePresentsUpsideDownPreferenceInPlace() {
    var driver = Driver(upsideDownApp, device: iPhone15Pro, os: .iOS17)
    driver.tap("show")
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastDecisions.map(\.trigger) == [.presentation])
    #expect(driver.lastDecisions.map(\.result) == [.ignored])
    #expect(driver.lastDecisions.first?.reason == "iphone-15-pro has no Home button: its interface never turns upside down")
}

/// A dismissal with the device upside down on a Face ID phone: the revealed Home allows portrait and upside down but not the landscape the sheet was in, and the interface turns to portrait, not to the device's upside down.
@Test func faceIDPhoneDismissalNeverTurnsUpsideDown() {
    var definition = upsideDownApp
    definition.controllers["Home"]?.supportedInterfaceOrientations = [.portrait, .portraitUpsideDown]
    definition.controllers["Sheet"]?.supportedInterfaceOrientations = .landscape
    definition.controllers["Sheet"]?.preferredPresentationOrientation = .landscapeLeft
    var driver = Driver(definition, device: iPhone15Pro, os: .iOS17)
    driver.tap("show")
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    driver.rotate(.portraitUpsideDown)
    driver.tap("done")
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastDecisions.map(\.trigger) == [.dismissal])
    #expect(driver.lastDecisions.map(\.result) == [.rotated])
    #expect(driver.lastDecisions.first?.reason.hasSuffix("; iphone-15-pro has no Home button: its interface never turns upside down") == true)
}

/// An iPad multitasking app is not asked: Home supports portrait only, yet the interface turns (rule multitasking).
@Test func multitaskingIPadAppIsNotAsked() {
    var driver = Driver(multitaskingApp, device: iPadPro11, os: .iOS17)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.lastDecisions.first?.rule == .multitasking)
    #expect(driver.lastDecisions.first?.asked == nil)
    #expect(driver.lastDecisions.first?.reason.hasPrefix("The app supports iPad multitasking") == true)
}

/// The same app on iOS 8 (no multitasking yet) asks Home, which refuses landscape.
@Test func multitaskingNeedsIOS9() {
    var driver = Driver(multitaskingApp, device: .ipad, os: .iOS8)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.lastDecisions.first?.rule == .iOS6)
}

/// Versions: "17.4" means 17; every era has its rule; 27 and 4 are not versions.
@Test func osVersionsParseToTheirMajorAndEra() {
    #expect(OSVersion(rawValue: "17.4")?.major == 17)
    #expect(OSVersion(rawValue: "17.4.1")?.era == .iOS17)
    #expect(OSVersion(rawValue: "26")?.era == .iOS17)
    #expect(OSVersion(rawValue: "10")?.era == .iOS9)
    #expect(OSVersion(rawValue: "12")?.era == .iOS11)
    #expect(OSVersion(rawValue: "15")?.era == .iOS13)
    #expect(OSVersion(rawValue: "27") == nil)
    #expect(OSVersion(rawValue: "4") == nil)
    #expect(OSVersion(rawValue: "17.") == nil)
    #expect(OSVersion(rawValue: "seventeen") == nil)
    #expect(OSEra.allCases.map { $0.decisionRule } == [.iOS5, .iOS6, .iOS6, .iOS6, .iOS6, .iOS6, .iOS6, .iOS16, .iOS16])
}

/// Marketing names map to ids: "iPhone 15 Pro", "iPad Pro (11-inch) (4th generation)", "iPhone SE (3rd generation)"; "iPhone SE" stays the 4-inch classic; "iPad (9th generation)" is none.
@Test func marketingNamesMapToDevices() {
    #expect(DeviceCatalogue.device(named: "iPhone 15 Pro")?.id == "iphone-15-pro")
    #expect(DeviceCatalogue.device(named: "iPad Pro (11-inch) (4th generation)")?.id == "ipad-pro-11")
    #expect(DeviceCatalogue.device(named: "iPhone SE (3rd generation)")?.id == "iphone-se")
    #expect(DeviceCatalogue.device(named: "iPhone SE")?.id == "iphone-4")
    #expect(DeviceCatalogue.device(named: "iphone-16-pro")?.id == "iphone-16-pro")
    #expect(DeviceCatalogue.device(named: "Pixel 8") == nil)
    // A generation the table does not have is no device, not its family's other generation.
    #expect(DeviceCatalogue.device(named: "iPad (9th generation)") == nil)
    #expect(DeviceCatalogue.device(named: "iPad mini (5th generation)") == nil)
    #expect(DeviceCatalogue.device(named: "iPad (10th generation)")?.id == "ipad-10")
    #expect(DeviceCatalogue.device(named: "iPad mini (6th generation)")?.id == "ipad-mini")
}

/// iOS 7: a plain navigation controller answers with its delegate's navigationControllerSupportedInterfaceOrientations: (portrait only: refused); iOS 6 has no such method (it rotates).
@Test func navigationDelegateAnswersFromIOS7() {
    let app = posted("""
    {"id": "delegated", "title": "Delegated", "deploymentTarget": "7", "root": "Home",
     "navigationController": {"delegate": "Home"},
     "controllers": {"Home": {"navigationControllerSupportedInterfaceOrientations": "portrait", "view": {"id": "homeView"}}}}
    """)
    var seven = Driver(app, device: .iphone4, os: .iOS7)
    seven.rotate(.landscapeLeft)
    #expect(seven.state.interfaceOrientation == .portrait)
    #expect(seven.lastDecisions.first?.reason == "UINavigationController#1 (its delegate's navigationControllerSupportedInterfaceOrientations:) answered portrait to supportedInterfaceOrientations, which leaves out landscapeRight")
    var six = Driver(app, device: .iphone4, os: .iOS6)
    six.rotate(.landscapeLeft)
    #expect(six.state.interfaceOrientation == .landscapeRight)
}

/// A stack view before iOS 9 cannot be unarchived: the session crashes in loadView with UIKit's message; iOS 9 loads it.
@Test func stackViewsNeedIOS9() {
    let app = posted("""
    {"id": "stacked", "title": "Stacked", "deploymentTarget": "9", "root": "Home",
     "controllers": {"Home": {"view": {"id": "homeView"}, "elements": [
       {"id": "row", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}, "stack": {"axis": "horizontal"},
        "children": [{"id": "a", "kind": "label", "frame": {"x": 0, "y": 0, "width": 50, "height": 40}}]}]}}}
    """)
    let eight = Driver(app, device: .iphone4, os: .iOS8)
    #expect(eight.state.status.crash?.exception == "NSInvalidUnarchiveOperationException")
    #expect(eight.state.status.crash?.reason == "Could not instantiate class named UIStackView")
    #expect(eight.steps.last == "Home#1.loadView")
    let nine = Driver(app, device: .iphone4, os: .iOS9)
    #expect(nine.state.status == .running)
}

/// iOS 16 has no viewIsAppearing: (iOS 17 brings it): the same launch without it.
@Test func viewIsAppearingStartsWithIOS17() {
    let sixteen = Driver(modernApp, device: iPhone15Pro, os: .iOS16)
    #expect(!sixteen.steps.contains("Home#1.viewIsAppearing:"))
    let seventeen = Driver(modernApp, device: iPhone15Pro, os: .iOS17)
    #expect(seventeen.steps.contains("Home#1.viewIsAppearing:"))
}

/// Every built-in app launches on iPhone 15 Pro with iOS 17, turns to landscape and back, and keeps running.
@Test(arguments: ["alternate-landscape", "alternate-landscape-modal", "constraint-form", "constraint-form-scrolling",
                  "exercise-timer", "lifecycle-logger", "selective-rotation", "swapper", "tabbed-rotation"])
func builtInAppsRunOnIOS17(_ id: String) {
    var driver = Driver(id, device: iPhone15Pro, os: .iOS17)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    driver.rotate(.portrait)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.state.status == .running)
}

/// An iPad page sheet is 768 wide and centred, but never wider than the window: on the iPad mini in portrait (744 wide) it is the window's width at x 0.
@Test func pageSheetIsNeverWiderThanTheWindow() {
    let mini = ScreenGeometry(device: DeviceCatalogue.device(id: "ipad-mini")!, era: OSVersion.iOS17.era, orientation: .portrait)
    #expect(mini.sheetFrame(.pageSheet).x == 0)
    #expect(mini.sheetFrame(.pageSheet).width == 744)
    let landscape = ScreenGeometry(device: DeviceCatalogue.device(id: "ipad-mini")!, era: OSVersion.iOS17.era, orientation: .landscapeLeft)
    #expect(landscape.sheetFrame(.pageSheet).x == 182.5)
    #expect(landscape.sheetFrame(.pageSheet).width == 768)
}

/// On iOS 17 a navigation child's traitCollectionDidChange: and viewSafeAreaInsetsDidChange already see the new bounds (they run inside the transition's animation), as its layout pass does.
@Test func traitAndSafeAreaCallbacksSeeTheNewBounds() {
    var driver = Driver("lifecycle-logger", device: iPhone15Pro, os: .iOS17)
    driver.rotate(.landscapeLeft)
    for callback in ["traitCollectionDidChange:", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews"] {
        let entry = driver.lastTrace.first("LoggerViewController#1." + callback)
        #expect(entry?.bounds == size(852, 393), "\(callback)")
        #expect(entry?.boundsCorrect == true, "\(callback)")
    }
}

/// A multitasking iPad app's launch, presentation and dismissal decisions say the multitasking rule decided (no controller was asked), and where the interface went.
@Test func multitaskingReasonsForLaunchPresentationAndDismissal() {
    let rule = "The app supports iPad multitasking (Info.plist allows all four orientations and does not set UIRequiresFullScreen), so supportedInterfaceOrientations is not called and every orientation is allowed"
    let app = posted("""
    {"id": "multitasking", "title": "Multitasking", "deploymentTarget": "17", "root": "Home",
     "infoPlist": {"supportedInterfaceOrientations~ipad": "all"},
     "controllers": {
      "Home": {"supportedInterfaceOrientations": "portrait", "view": {"id": "homeView", "elements": [
        {"id": "show", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44}, "action": {"type": "present", "controller": "Sheet", "style": "fullScreen"}}]}},
      "Sheet": {"preferredInterfaceOrientationForPresentation": "landscapeLeft", "view": {"id": "sheetView", "elements": [
        {"id": "done", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44}, "action": {"type": "dismiss"}}]}}}}
    """)
    var driver = Driver(app, device: iPadPro11, os: .iOS17, orientation: .landscapeLeft)
    #expect(driver.lastDecisions.first?.reason == rule + ": the app launches in landscapeRight")
    driver.rotate(.portrait)
    driver.tap("show")
    #expect(driver.lastDecisions.first?.reason == rule + "; the presented controller answered landscapeLeft to preferredInterfaceOrientationForPresentation: the interface turns to landscapeLeft")
    driver.tap("done")
    #expect(driver.lastDecisions.first?.reason == rule + ": the interface stays in landscapeLeft")
}

/// iOS 12 sends traitCollectionDidChange: whenever a view first enters the window — a pushed controller too, after viewWillAppear: and before its layout pass — and not again when it reappears; iOS 13 predicts traits and sends none.
@Test func firstAppearanceSendsTraitCollectionDidChangeBeforeIOS13() {
    let iPhoneX = DeviceCatalogue.device(id: "iphone-x")!
    var twelve = Driver("selective-rotation", device: iPhoneX, os: OSVersion(major: 12)!)
    twelve.tap("showLocked")
    let pushed = twelve.steps.filter { $0.hasPrefix("LockedViewController#1.") }
    #expect(Array(pushed.prefix(5)) == [
        "LockedViewController#1.loadView", "LockedViewController#1.viewDidLoad", "LockedViewController#1.viewWillAppear:",
        "LockedViewController#1.traitCollectionDidChange:", "LockedViewController#1.viewWillLayoutSubviews",
    ])
    twelve.back()
    #expect(!twelve.steps.contains { $0.hasSuffix("traitCollectionDidChange:") })
    var thirteen = Driver("selective-rotation", device: iPhoneX, os: .iOS13)
    thirteen.tap("showLocked")
    #expect(!thirteen.steps.contains { $0.hasSuffix("traitCollectionDidChange:") })
}

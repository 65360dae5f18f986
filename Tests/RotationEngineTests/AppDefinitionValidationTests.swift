import AppCatalog
import RotationEngine
import Testing

// docs/semantics.md: a posted app definition is validated and EVERY problem is reported with its JSON
// path, never just the first.

/// Decodes `json` as a posted definition; returns the problems (empty when valid).
func problems(_ json: String) -> [String] {
    do {
        _ = try AppCatalog.decodeFile(named: "posted", bytes: Array(json.utf8))
        return []
    } catch {
        return error.problems
    }
}

/// One definition with many mistakes reports every one of them, each at its path, in document order.
@Test func invalidDefinitionReportsEveryProblemWithItsPath() {
    let reported = problems("""
    {"id": "bad/id", "title": 3,
     "infoPlist": {"supportedInterfaceOrientations": ["portrait", "sideways"], "supportedInterfaceOrientations~iphone": "all"},
     "controllers": {
       "Home": {"supportedInterfaceOrientations": ["sideways"], "shouldAutorotate": "yes",
                "elements": [{"id": "go", "kind": "button", "frame": {"x": 0, "y": 0, "width": 10}, "action": {"type": "push", "controller": "Next"}},
                             {"kind": "label", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}],
                "behaviour": {"type": "spin"}},
       "Next": {"shouldAutorotateToInterfaceOrientation": "maybe", "colour": "red",
                "elements": [{"id": "t", "kind": "timerLabel", "timer": "missing", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}
     },
     "timers": [{"id": "a"}]}
    """)
    let orientations = "use one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft"
    #expect(reported == [
        "$.id: must be at most 100 characters with no '/'",
        "$.title: expected a string, got a number",
        "$.root: is required (a string)",
        "$.infoPlist.supportedInterfaceOrientations~iphone: unknown key; allowed here: supportedInterfaceOrientations, supportedInterfaceOrientations~ipad, requiresFullScreen",
        "$.infoPlist.supportedInterfaceOrientations[1]: unknown orientation \"sideways\"; \(orientations)",
        "$.timers[0].durationMs: is required (milliseconds)",
        "$.controllers.Home.supportedInterfaceOrientations[0]: unknown orientation \"sideways\"; \(orientations)",
        "$.controllers.Home.shouldAutorotate: expected true or false, got a string",
        "$.controllers.Home.elements[0].frame.height: is required",
        "$.controllers.Home.elements[0].action: push needs a navigationController",
        "$.controllers.Home.elements[1].id: is required (a string)",
        "$.controllers.Home.behaviour.type: unknown behaviour \"spin\"; use one of alternateLandscape, alternateLandscapeModal, viewSwap, orientationMaster",
        "$.controllers.Next.colour: unknown key; allowed here: title, supportedInterfaceOrientations, shouldAutorotate, shouldAutorotateToInterfaceOrientation, view, elements, landscapeView, views, navigationBarHidden, redrawsOnRotation, observesOrientation, behaviour, designedFor, preferredInterfaceOrientationForPresentation, attemptsRotationOnAppear, layoutIn, wantsFullScreenLayout, rotationCallbacks, navigationControllerSupportedInterfaceOrientations, source, navigationItem, toolbarItems, unwindActions, preferredContentSize, extendedLayoutIncludesOpaqueBars, segues, automaticallyAdjustsScrollViewInsets",
        "$.controllers.Next.shouldAutorotateToInterfaceOrientation: unknown value \"maybe\"; use \"infoPlist\", a mask name (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all, allButUpsideDown) or an array of orientations",
        "$.controllers.Next.elements[0].timer: no timer \"missing\" in $.timers",
    ])
}

/// The brief's example: an unknown orientation inside a controller's array names the element's index.
@Test func unknownOrientationInControllerArray() {
    let reported = problems("""
    {"id": "x", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": ["portrait", "sideways", 3]}}}
    """)
    #expect(reported == [
        "$.controllers.Home.supportedInterfaceOrientations[1]: unknown orientation \"sideways\"; use one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft",
        "$.controllers.Home.supportedInterfaceOrientations[2]: expected an orientation name, got a number",
    ])
}

/// Seed behaviours are checked against the rest of the definition: what they name must exist and must not loop.
@Test func behaviourPlacementIsChecked() {
    let reported = problems("""
    {"id": "x", "root": "Home",
     "navigationController": {"delegate": "Nobody"},
     "controllers": {
       "Home": {"behaviour": {"type": "orientationMaster", "child": "Home"}},
       "Other": {"behaviour": {"type": "alternateLandscape", "landscapeController": "Home"}},
       "Swap": {"behaviour": {"type": "viewSwap", "portraitView": "view", "landscapeView": "nowhere"}}
     }}
    """)
    #expect(reported == [
        "$.controllers.Swap.behaviour.landscapeView: no view \"nowhere\": name the main view's id or a key of views",
        "$.navigationController.delegate: no class \"Nobody\": name the root's class, a class under controllers (its bottom-most instance on the stack is the delegate) or the navigation controller's own class",
        "$.controllers.Home.behaviour.child: must be another class without a behaviour of its own (it would load children without end)",
        "$.controllers.Other.behaviour.landscapeController: must be another class without a behaviour of its own (it would push itself without end)",
    ])
}

/// Realistic shapes are accepted: an orientation master inside a navigation controller, seed 000's behaviour below the root, a delegate that is any class or the navigation subclass itself.
@Test func realisticShapesAreAccepted() {
    #expect(problems("""
    {"id": "x", "root": "Home", "navigationController": {"class": "Nav", "delegate": "Nav"},
     "controllers": {
       "Home": {"elements": [{"id": "go", "kind": "button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "action": {"type": "push", "controller": "A"}}]},
       "A": {"behaviour": {"type": "alternateLandscape", "landscapeController": "L"}, "designedFor": "portrait"},
       "Master": {"behaviour": {"type": "orientationMaster", "child": "Child"}}
     },
     "appDelegate": {"supportedInterfaceOrientationsForWindow": "all"},
     "window": {"rootViewController": false}}
    """) == [])
}

/// The new keys are validated with their paths.
@Test func newKeysAreValidated() {
    #expect(problems("""
    {"id": "x", "root": "Home",
     "controllers": {"Home": {"designedFor": ["sideways"]}},
     "appDelegate": {"supportedInterfaceOrientationsForWindow": 3, "other": 1},
     "window": {"rootViewController": "no"}}
    """) == [
        "$.appDelegate.other: unknown key; allowed here: supportedInterfaceOrientationsForWindow",
        "$.appDelegate.supportedInterfaceOrientationsForWindow: expected a mask name or an array of orientation names, got a number",
        "$.window.rootViewController: expected true or false, got a string",
        "$.controllers.Home.designedFor[0]: unknown orientation \"sideways\"; use one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft",
    ])
}

/// Timers: every problem of every timer, duplicates included.
@Test func timerProblems() {
    let reported = problems("""
    {"id": "x", "root": "Home", "timers": [{"id": "a", "durationMs": 1000}, {"id": "a", "durationMs": 2000}, {"id": "b", "durationMs": 1.5}, {"id": "c", "durationMs": -1}, {"durationMs": 5}, 7]}
    """)
    #expect(reported == [
        "$.timers[1].id: timer \"a\" is defined twice",
        "$.timers[2].durationMs: expected a whole number from 0 to 31536000000, got 1.5",
        "$.timers[3].durationMs: expected a whole number from 0 to 31536000000, got -1",
        "$.timers[4].id: is required (a string)",
        "$.timers[5]: expected an object, got a number",
    ])
}

/// Malformed JSON is one problem naming the file, not a crash.
@Test func malformedJSONIsReported() {
    let reported = problems("{\"id\": ")
    #expect(reported.count == 1)
    #expect(reported.first?.hasPrefix("not valid JSON") == true)
}

/// The top level must be an object.
@Test func topLevelMustBeAnObject() {
    #expect(problems("[]") == ["$: expected an object, got an array"])
}

/// A minimal definition is valid: a root class with no entry is a plain UIViewController with UIKit's defaults.
@Test func minimalDefinitionIsValid() throws {
    let entry = try AppCatalog.decodeFile(named: "posted", bytes: Array(#"{"id": "plain", "root": "UIViewController"}"#.utf8))
    #expect(entry.definition.title == "plain")
    #expect(entry.definition.navigation == nil)
    #expect(entry.definition.controller("UIViewController").supportedInterfaceOrientations == nil)
    #expect(entry.definition.controller("UIViewController").autorotation == .notImplemented)
    // It runs: iOS 6 phone defaults let it rotate to landscape, not upside down.
    var driver = Driver(app: entry.definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// On iOS 5 a controller that does not implement shouldAutorotateToInterfaceOrientation: answers YES for portrait only.
@Test func minimalDefinitionOnIOS5StaysPortrait() throws {
    let entry = try AppCatalog.decodeFile(named: "posted", bytes: Array(#"{"id": "plain", "root": "UIViewController"}"#.utf8))
    var driver = Driver(app: entry.definition, os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.interfaceOrientation == .portrait)
}

/// Mask names and orientation arrays mean the same thing.
@Test func maskNamesAndArraysAgree() throws {
    let byName = try AppCatalog.decodeFile(named: "a", bytes: Array(#"{"id": "a", "root": "R", "infoPlist": {"supportedInterfaceOrientations": "landscape"}}"#.utf8))
    let byArray = try AppCatalog.decodeFile(named: "b", bytes: Array(#"{"id": "a", "root": "R", "infoPlist": {"supportedInterfaceOrientations": ["landscapeRight", "landscapeLeft"]}}"#.utf8))
    #expect(byName.definition.infoPlist == byArray.definition.infoPlist)
    #expect(byName.definition.infoPlist.mask(for: .phone) == .landscape)
}

/// Every built-in app loads, with the ids and seeds docs/semantics.md fixes.
@Test func builtInAppsLoad() {
    #expect(builtInApps.ids == [
        "alternate-landscape", "alternate-landscape-modal", "constraint-form", "constraint-form-scrolling", "exercise-timer",
        "lifecycle-logger", "selective-rotation", "swapper", "tabbed-rotation",
    ])
    #expect(builtInApps.entries.map { $0.definition.seed } == [0, 0, nil, nil, 3, 4, 1, 2, 1])
}

/// Launched Info.plist-only landscape app starts in the first allowed orientation (landscapeLeft) from a portrait device.
@Test func landscapeOnlyAppLaunchesInLandscape() throws {
    let entry = try AppCatalog.decodeFile(named: "posted", bytes: Array(#"{"id": "l", "root": "R", "infoPlist": {"supportedInterfaceOrientations": "landscape"}}"#.utf8))
    let driver = Driver(app: entry.definition)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.trace.first("R#1.willRotateToInterfaceOrientation:duration:")?.detail == ["orientation": "landscapeLeft", "duration": .number(0)])
}

/// A master whose child is its own class is refused before it can loop.
@Test func selfNestingBehavioursAreRefused() {
    let reported = problems("""
    {"id": "loops", "root": "M", "controllers": {"M": {"behaviour": {"type": "orientationMaster", "child": "M"}}}}
    """)
    #expect(reported.count == 1)
    #expect(reported.first?.hasPrefix("$.controllers.M.behaviour.child: must be another class") == true)
}

/// An app that loops anyway (built in Swift, past validation: a master whose child is a master) crashes the session, never the engine.
@Test func runawayAppCrashesTheSessionNotTheEngine() {
    let master = ControllerDefinition(className: "M", behaviour: .orientationMaster(OrientationMaster(childClass: "M")))
    let definition = AppDefinition(
        id: "loops", title: "loops", root: "M", controllers: ["M": master],
        xibs: ["M_iPad": ViewDefinition(id: "view"), "M_iPhone": ViewDefinition(id: "view")]
    )
    let transition = Engine.launch(SessionConfiguration(app: definition, device: .ipad))
    #expect(transition.state.status.crash?.exception == "SwivelRunawayApp")
    #expect(transition.trace.last?.callback == "swivelStepLimit")
}

/// A definition with hundreds of mistakes lists the first 100 and counts the rest (the answer stays small).
@Test func problemsAreCappedAtAHundred() {
    let controllers = (0..<150).map { "\"C\($0)\": {\"colour\": 1}" }.joined(separator: ", ")
    let reported = problems("{\"id\": \"x\", \"root\": \"C0\", \"controllers\": {\(controllers)}}")
    #expect(reported.count == 101)
    #expect(reported.last == "$: 50 more problems not listed (the first 100 are)")
}

/// More than 100 timers is refused at the timers' path.
@Test func timerCountIsCapped() {
    let timers = (0..<101).map { "{\"id\": \"t\($0)\", \"durationMs\": 1}" }.joined(separator: ", ")
    #expect(problems("{\"id\": \"x\", \"root\": \"A\", \"timers\": [\(timers)]}") == ["$.timers: at most 100 timers, got 101"])
}

/// One controller with more than 2,000 views is refused at its path: one screen's layout is what the bound keeps small.
@Test func viewsOfOneControllerAreCapped() {
    let elements = (0..<2_000).map { "{\"id\": \"v\($0)\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}" }.joined(separator: ", ")
    let reported = problems("{\"id\": \"x\", \"root\": \"A\", \"controllers\": {\"A\": {\"view\": {\"elements\": [\(elements)]}}}}")
    #expect(reported == ["$.controllers.A: at most 2000 views in one controller or xib, got 2001"])
}

/// Views nest 100 deep, as deep as the Interface Builder import takes them; the 101st level is refused.
@Test func viewsNestAHundredDeep() {
    func nested(_ depth: Int) -> String {
        (1...depth).reversed().reduce("") { inner, level in
            "[{\"id\": \"v\(level)\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}" + (inner.isEmpty ? "" : ", \"children\": \(inner)") + "}]"
        }
    }
    #expect(problems("{\"id\": \"x\", \"root\": \"A\", \"controllers\": {\"A\": {\"view\": {\"elements\": \(nested(100))}}}}") == [])
    let tooDeep = problems("{\"id\": \"x\", \"root\": \"A\", \"controllers\": {\"A\": {\"view\": {\"elements\": \(nested(101))}}}}")
    #expect(tooDeep.count == 1)
    #expect(tooDeep.first?.hasSuffix(": views nest at most 100 deep") == true)
}

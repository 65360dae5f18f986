import RotationEngine
import RotationLayout
import Testing

// docs/semantics.md (seed 004): where a controller lays out its views, and the stale layouts the wrong
// callback leaves on screen. lifecycle-logger's LoggerViewController: view designed 320×416,
// rows (20,20,280,44), (20,84,…), (20,148,…), (20,212,…), width and bottom margin flexible.

/// The ids of lifecycle-logger's laid-out rows.
let loggerRows = ["boundsLabel", "present", "presentModally", "dismiss"]

func logger(layoutIn: LayoutCallbacks, device: Device = .iphone4, orientation: DeviceOrientation = .portrait) -> Driver {
    Driver("lifecycle-logger", device: device, orientation: orientation, options: SessionOptions(layoutIn: layoutIn))
}

/// Laid out only in viewDidLoad: the bounds are {0, 0}, so the rows are laid out for 0 × 0 (their flexible width collapses to zero) and stay stale.
@Test func viewDidLoadLaysOutForZeroByZero() {
    let driver = logger(layoutIn: .viewDidLoad)
    let label = driver.view("boundsLabel")
    #expect(label?.laidOutFor == Size(width: 0, height: 0))
    #expect(label?.stale == true)
    expectFrame(label?.frame, rect(20, 84, 0, 44), "boundsLabel")
    #expect(driver.layout.stale == loggerRows)
    #expect(driver.trace.first("LoggerViewController#1.viewDidLoad")?.detail == ["laidOut": true])
}

/// Laid out only in viewWillAppear:, launched in landscape: viewWillAppear: saw the portrait bounds ("the device orientation hasn't been corrected"), so the rows keep their portrait width in the landscape screen.
@Test func viewWillAppearOnlyIsStaleAfterALandscapeLaunch() {
    let driver = logger(layoutIn: .viewWillAppear, orientation: .landscapeLeft)
    let label = driver.view("boundsLabel")
    #expect(label?.laidOutFor == Size(width: 320, height: 504))
    #expect(label?.stale == true)
    expectFrame(label?.frame, rect(20, 72, 280, 44), "boundsLabel")
    expectFrame(driver.view("loggerView")?.frame, rect(0, 52, 568, 268), "loggerView")
    #expect(driver.layout.stale == loggerRows)
}

/// Laid out only in viewWillAppear:, after a rotation: nothing lays the rows out again, they are stale.
@Test func viewWillAppearOnlyIsStaleAfterARotation() {
    var driver = logger(layoutIn: .viewWillAppear)
    #expect(driver.layout.stale == [])
    driver.rotate(.landscapeLeft)
    #expect(driver.view("boundsLabel")?.laidOutFor == Size(width: 320, height: 504))
    expectFrame(driver.view("boundsLabel")?.frame, rect(20, 72, 280, 44), "boundsLabel")
    #expect(driver.layout.stale == loggerRows)
}

/// Laid out only in viewWillAppear:, revealed by a pop in a new orientation: seed 004 says the bounds are correct there, so it is not stale.
@Test func viewWillAppearOnlyIsRightAfterAPopInANewOrientation() {
    var driver = logger(layoutIn: .viewWillAppear)
    driver.tap("present")
    driver.rotate(.landscapeLeft)
    #expect(driver.layout.stale == loggerRows)  // LoggerViewController#2 is stale too
    driver.back()
    let label = driver.view("boundsLabel")
    #expect(label?.controller?.description == "LoggerViewController#1")
    #expect(label?.laidOutFor == Size(width: 568, height: 268))
    #expect(label?.stale == false)
    expectFrame(label?.frame, rect(20, 72, 528, 44), "boundsLabel")
    #expect(driver.layout.stale == [])
}

/// Laid out in viewDidAppear: after a landscape launch: right in the end, but the frames move views already shown — the entry says jump.
@Test func viewDidAppearIsRightButJumps() {
    let driver = logger(layoutIn: .viewDidAppear, orientation: .landscapeLeft)
    #expect(driver.trace.first("LoggerViewController#1.viewDidAppear:")?.detail == ["animated": false, "laidOut": true, "jump": true])
    expectFrame(driver.view("boundsLabel")?.frame, rect(20, 72, 528, 44), "boundsLabel")
    #expect(driver.layout.stale == [])
}

/// A viewDidAppear: layout that changes nothing does not jump (portrait launch on iphone-4: the rows only have flexible width and bottom margin).
@Test func viewDidAppearWithoutMovementDoesNotJump() {
    let driver = logger(layoutIn: .viewDidAppear)
    #expect(driver.trace.first("LoggerViewController#1.viewDidAppear:")?.detail == ["animated": false, "laidOut": true])
}

/// lifecycle-logger's default (layoutSubviews): every view carries laidOutFor, none is stale, and each layoutSubviews entry says laidOut.
@Test func layoutSubviewsIsTheDefault() {
    var driver = Driver("lifecycle-logger")
    driver.rotate(.landscapeLeft)
    #expect(driver.view("boundsLabel")?.laidOutFor == Size(width: 568, height: 268))
    #expect(driver.layout.stale == [])
    #expect(driver.lastTrace.first("LoggerViewController#1.layoutSubviews")?.detail == ["laidOut": true])
    #expect(driver.lastTrace.first("LoggerViewController#1.viewWillLayoutSubviews")?.detail == nil)
}

/// Views of controllers without layoutIn carry neither key.
@Test func autoresizedViewsCarryNoLaidOutKeys() {
    let driver = Driver("selective-rotation")
    #expect(driver.view("homeLabel")?.laidOutFor == nil)
    #expect(driver.view("homeLabel")?.stale == nil)
}

/// On iPad a landscape launch brings no willAnimate…, so viewWillAppear: + willAnimate… is stale there (seed 003's master calls willAnimate… itself from viewDidAppear: for that reason).
@Test func secondSafeChoiceIsStaleAfterAnIPadLandscapeLaunch() {
    let driver = logger(layoutIn: [.viewWillAppear, .willAnimateRotation], device: .ipad, orientation: .landscapeLeft)
    #expect(driver.view("boundsLabel")?.laidOutFor == Size(width: 768, height: 960))
    #expect(driver.layout.stale == loggerRows)
}

/// Per-orientation frames (a xib per orientation, as seed 003's) laid out in viewWillAppear: only: after a rotation the landscape screen shows the portrait layout's frames; laid out in layoutSubviews it shows the landscape ones.
@Test func perOrientationFramesInTheWrongCallback() {
    func boxes(_ layoutIn: String) -> AppDefinition {
        posted("""
        {"id": "xibs", "root": "Home", "controllers": {"Home": {"layoutIn": ["\(layoutIn)"],
          "view": {"size": {"width": 320, "height": 548}},
          "elements": [{"id": "box", "frame": {"x": 20, "y": 20, "width": 100, "height": 100}}],
          "landscapeView": {"size": {"width": 568, "height": 300},
            "elements": [{"id": "box", "frame": {"x": 400, "y": 20, "width": 100, "height": 100}}]}}}}
        """)
    }
    var wrong = Driver(app: boxes("viewWillAppear:"))
    wrong.rotate(.landscapeLeft)
    expectFrame(wrong.view("box")?.frame, rect(20, 40, 100, 100), "box laid out in viewWillAppear:")
    #expect(wrong.layout.stale == ["box"])
    var right = Driver(app: boxes("layoutSubviews"))
    right.rotate(.landscapeLeft)
    expectFrame(right.view("box")?.frame, rect(400, 40, 100, 100), "box laid out in layoutSubviews")
    #expect(right.layout.stale == [])
}

/// Seed 004's two safe choices are never stale on a phone, whatever the sequence: layoutSubviews, and viewWillAppear: + willAnimate… (a property over long random sequences of rotations, pushes, presentations, dismissals and backs, on both phones and in every launch orientation; layoutSubviews on iPad too).
@Test(arguments: safeChoices)
func safeChoicesAreNeverStale(layoutIn: LayoutCallbacks, device: Device) {
    let orientations: [DeviceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown, .faceUp, .faceDown]
    var random = SeededRandom(seed: 2026)
    for launch in orientations {
        var driver = logger(layoutIn: layoutIn, device: device, orientation: launch)
        #expect(driver.layout.stale == [], "launch \(launch)")
        for step in 0..<150 {
            let event: Event
            switch random.next(6) {
            case 0, 1: event = .rotate(orientations[random.next(orientations.count)])
            case 2: event = .tap(element: "present")
            case 3: event = .tap(element: "presentModally")
            case 4: event = .tap(element: "dismiss")
            default: event = .back
            }
            _ = try? driver.send(event)
            if !driver.layout.stale.isEmpty {
                Issue.record("stale after step \(step) (\(event)) from a \(launch) launch: \(driver.layout.stale)")
                break
            }
        }
    }
}

let safeChoices: [(LayoutCallbacks, Device)] = [
    (.layoutSubviews, .iphone4), (.layoutSubviews, .iphone35), (.layoutSubviews, .ipad),
    ([.viewWillAppear, .willAnimateRotation], .iphone4), ([.viewWillAppear, .willAnimateRotation], .iphone35),
]

extension Array where Element == TraceEntry {
    /// The first entry with this step (`Controller#n.callback`).
    func first(_ step: String) -> TraceEntry? { first { $0.step == step } }
}

/// A small deterministic generator (SplitMix64), so the property runs the same sequences every time.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

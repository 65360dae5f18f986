import RotationEngine
import RotationLayout
import Testing

// Seed 003: the orientation master reloads its child from a per-orientation xib.

struct TimerScreen: Sendable, CustomTestStringConvertible {
    let device: Device
    let orientation: InterfaceOrientation
    var testDescription: String { "\(device.id) \(orientation.name)" }
    static let all: [TimerScreen] = Device.classic.flatMap { device in
        (device == .ipad ? InterfaceOrientation.allCases : [.portrait, .landscapeLeft, .landscapeRight]).map { TimerScreen(device: device, orientation: $0) }
    }
    func drive() -> Driver {
        var driver = Driver("exercise-timer", device: device)
        if orientation != .portrait { driver.rotate(deviceOrientation(for: orientation)) }
        return driver
    }
}

func isBelow(_ a: Rect, _ b: Rect) -> Bool { a.y >= b.y + b.height }
func isLeft(_ a: Rect, _ b: Rect) -> Bool { a.x + a.width <= b.x }

/// Portrait: green is below magenta (docs/semantics.md topology); landscape: green is above magenta and left of orange.
@Test(arguments: TimerScreen.all)
func timerTopology(_ screen: TimerScreen) throws {
    let driver = screen.drive()
    let green = try #require(driver.view("green")).frame
    let magenta = try #require(driver.view("magenta")).frame
    let orange = try #require(driver.view("orange")).frame
    if screen.orientation.isLandscape {
        #expect(isBelow(magenta, green), "green above magenta")
        #expect(isLeft(green, orange), "green left of orange")
    } else {
        #expect(isBelow(green, magenta), "green below magenta")
        #expect(isBelow(orange, green), "orange below green")
    }
}

/// The child's view frame is the master's bounds (seed: `view.frame = view.bounds = self.view.bounds`): it covers the master exactly.
@Test(arguments: TimerScreen.all)
func timerChildFillsMaster(_ screen: TimerScreen) throws {
    let driver = screen.drive()
    let master = try #require(driver.view("masterView"))
    let child = try #require(driver.view("timerView"))
    let childInMaster = rect(child.frame.x - master.frame.x, child.frame.y - master.frame.y, child.frame.width, child.frame.height)
    #expect(childInMaster == master.bounds)
    #expect(child.bounds == master.bounds)
    #expect(child.transform == master.transform)
}

/// Every child in the tree is the one from the last reload: the removed child leaves the layout.
@Test func timerRemovedChildLeavesTheTree() {
    var driver = Driver("exercise-timer")
    driver.rotate(.landscapeLeft)
    driver.rotate(.landscapeRight)
    let controllers = Set(driver.layout.allViews.compactMap { $0.controller?.description })
    #expect(controllers == ["XTMOrientationMasterViewController#1", "XTMViewController#3"])
    #expect(driver.viewIDs.filter { $0 == "green" }.count == 1)
}

/// The timer label shows 30:00, then 28:59 after start and 61 s.
@Test func timerLabelCountsDown() {
    var driver = Driver("exercise-timer")
    #expect(driver.view("workoutLabel")?.text == "30:00")
    #expect(driver.view("workoutLabel")?.kind == .timerLabel)
    driver.tap("start")
    do { try driver.send(.advance(ms: 61_000)) } catch { Issue.record("advance refused: \(error)") }
    #expect(driver.view("workoutLabel")?.text == "28:59")
}

/// The timer lives in the timer model: after a rotation the new child's label still shows 28:59.
@Test func timerLabelSurvivesRotation() {
    var driver = Driver("exercise-timer")
    driver.tap("start")
    do { try driver.send(.advance(ms: 61_000)) } catch { Issue.record("advance refused: \(error)") }
    driver.rotate(.landscapeLeft)
    #expect(driver.view("workoutLabel")?.controller?.description == "XTMViewController#2")
    #expect(driver.view("workoutLabel")?.text == "28:59")
}

/// With the seed's first version (timers in the child) the rotation resets the label to 30:00.
@Test func timerLabelResetsWhenChildOwnsTimers() {
    var driver = Driver("exercise-timer", options: SessionOptions(timerOwner: .child))
    driver.tap("start")
    do { try driver.send(.advance(ms: 61_000)) } catch { Issue.record("advance refused: \(error)") }
    #expect(driver.view("workoutLabel")?.text == "28:59")
    driver.rotate(.landscapeLeft)
    #expect(driver.view("workoutLabel")?.text == "30:00")
}

/// Labels show mm:ss of the remaining time, rounding part seconds up.
@Test func minutesSecondsFormat() {
    #expect(LayoutResolver.formatMinutesSeconds(1_800_000) == "30:00")
    #expect(LayoutResolver.formatMinutesSeconds(1_739_000) == "28:59")
    #expect(LayoutResolver.formatMinutesSeconds(1_738_001) == "28:59")
    #expect(LayoutResolver.formatMinutesSeconds(9_000) == "00:09")
    #expect(LayoutResolver.formatMinutesSeconds(0) == "00:00")
}

import RotationEngine
import RotationLayout
import Testing

/// After a push the back button carries the title of the controller below (lifecycle-logger: "Logger").
@Test func backButtonNamesTheControllerBelow() {
    var driver = Driver("lifecycle-logger")
    driver.tap("present")
    #expect(driver.layout.navigationBar?.backButton == "Logger")
    #expect(driver.layout.navigationBar?.title == "Logger")
    #expect(driver.view("loggerView")?.controller?.description == "LoggerViewController#2")
}

/// Selective rotation: Locked over Home shows back button "Home" and the title "Locked".
@Test func lockedShowsBackToHome() {
    var driver = Driver("selective-rotation")
    driver.tap("showLocked")
    #expect(driver.layout.navigationBar?.backButton == "Home")
    #expect(driver.layout.navigationBar?.title == "Locked")
}

/// A controller below without a title gives the back button "Back".
@Test func untitledControllerBelowGivesBack() {
    var definition = app("lifecycle-logger")
    definition.controllers["LoggerViewController"]?.title = nil
    var driver = Driver(definition)
    driver.tap("present")
    #expect(driver.layout.navigationBar?.backButton == "Back")
}

/// Popping back to the root removes the back button again.
@Test func popToRootRemovesBackButton() {
    var driver = Driver("lifecycle-logger")
    driver.tap("present")
    driver.back()
    #expect(driver.layout.navigationBar?.backButton == nil)
    #expect(driver.view("loggerView")?.controller?.description == "LoggerViewController#1")
}

/// A portrait-only controller pushed in landscape appears in landscape (docs/semantics.md): Locked under a 32 pt bar, 568×268 on iphone-4.
@Test func lockedPushedInLandscapeStaysLandscape() {
    var driver = Driver("selective-rotation")
    driver.rotate(.landscapeLeft)
    driver.tap("showLocked")
    driver.rotate(.portrait) // Locked: shouldAutorotate NO, the forwarding container refuses
    #expect(driver.layout.interfaceOrientation == .landscapeRight)
    #expect(driver.layout.navigationBar?.frame == rect(0, 20, 568, 32))
    #expect(driver.view("lockedView")?.frame == rect(0, 52, 568, 268))
    #expect(driver.view("lockedLabel")?.frame == rect(20, 72, 528, 44))
}

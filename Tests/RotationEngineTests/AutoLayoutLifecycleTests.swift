import RotationEngine
import Testing

/// Auto Layout in the lifecycle (docs/semantics.md, "Auto Layout"): iOS 5 cannot load
/// constraints; iOS 6 sends `updateViewConstraints` once before a controller's first layout.
@Suite struct AutoLayoutLifecycleTests {
    /// On iOS 5 the form's view cannot be unarchived: the session is created crashed in loadView with NSInvalidUnarchiveOperationException.
    @Test func iOS5CrashesLoadingAConstrainedView() {
        let driver = Driver("constraint-form", device: .iphone4, os: .iOS5)
        #expect(driver.state.status == .crashed(Crash(exception: "NSInvalidUnarchiveOperationException", reason: "Could not instantiate class named NSLayoutConstraint")))
        #expect(driver.trace.last?.step == "SignUpViewController#1.loadView")
        #expect(driver.trace.last?.detail?.fields.map(\.key) == ["exception", "reason"])
    }

    /// On iOS 6, updateViewConstraints comes once, right before the controller's first viewWillLayoutSubviews, and not on rotation.
    @Test func updateViewConstraintsOnceBeforeTheFirstLayout() {
        var driver = Driver("constraint-form", device: .iphone4)
        let steps = driver.trace.steps
        let update = steps.firstIndex(of: "SignUpViewController#1.updateViewConstraints")
        #expect(update != nil)
        #expect(update.map { steps[$0 + 1] } == "SignUpViewController#1.viewWillLayoutSubviews")
        #expect(steps.filter { $0 == "SignUpViewController#1.updateViewConstraints" }.count == 1)
        driver.rotate(.landscapeLeft)
        #expect(!driver.steps.contains("SignUpViewController#1.updateViewConstraints"))
        #expect(driver.steps.contains("SignUpViewController#1.viewWillLayoutSubviews"))
    }

    /// An app without constraints gets no updateViewConstraints (its trace is as before).
    @Test func appsWithoutConstraintsAreUnchanged() {
        let driver = Driver("lifecycle-logger", device: .iphone4)
        #expect(!driver.trace.steps.contains { $0.hasSuffix(".updateViewConstraints") })
    }
}

import RotationEngine
import RotationTestSupport
import Testing

/// Presented containers and bar button items in the app format (docs/semantics.md, "The
/// file's navigation"), on iphone-4 with iOS 6.
@Suite struct PresentedContainerTests {
    static let app = posted(#"""
    {"id": "containers", "root": "Home", "controllers": {
      "Home": {"unwindActions": ["unwindToHome:"], "elements": [
        {"id": "compose", "kind": "button", "frame": {"x": 0, "y": 0, "width": 100, "height": 44},
         "action": {"type": "present", "controller": "Compose", "navigationController": {"toolbarHidden": false}}}]},
      "Compose": {"title": "Compose",
        "navigationItem": {"left": [{"id": "cancel", "title": "Cancel", "action": {"type": "unwind", "action": "unwindToHome:"}}]},
        "toolbarItems": [{"id": "next", "title": "Next", "action": {"type": "push", "controller": "Step"}}]},
      "Step": {"title": "Step"}
    }}
    """#)

    /// A present action with a navigation controller presents it with its root: the root gets
    /// the presentation's sequence (the container's own calls are not traced), sits under the
    /// 44 pt bar and above the shown 44 pt toolbar (the 4-inch root view is 320 × 548).
    @Test func presentsANavigationControllerWithItsRoot() throws {
        var driver = Driver(Self.app)
        driver.tap("compose")
        #expect(driver.steps == [
            "Home#1.composeTapped:", "Home#1.presentViewController:animated:completion:", "Compose#1.loadView", "Compose#1.viewDidLoad",
            "Home#1.viewWillDisappear:", "Compose#1.viewWillAppear:", "Compose#1.viewWillLayoutSubviews", "Compose#1.layoutSubviews",
            "Compose#1.viewDidLayoutSubviews", "Home#1.viewDidDisappear:", "Compose#1.viewDidAppear:",
        ])
        #expect(driver.state.instance(driver.state.ref(of: "Compose#1")!).bounds == size(320, 548 - 44 - 44))
        #expect(driver.state.stackListing.map { driver.state.instance($0.ref).id.description } == ["Home#1", "Compose#1"])
    }

    /// The toolbar item pushes inside the presented navigation controller; its left item
    /// replaces the back button (none on Compose), and Step, with no items, has one titled
    /// "Compose"; the unwind from Compose dismisses the whole presented stack back to Home.
    @Test func barItemsActInsideThePresentedStack() throws {
        var driver = Driver(Self.app)
        driver.tap("compose")
        #expect(!driver.state.hasBackButton)
        #expect(throws: EventRejection.noBackButton(navigationBarHidden: false, depth: 1)) { try driver.send(.back) }
        driver.tap("next")
        #expect(driver.visible == "Step#1")
        #expect(driver.state.backButtonTitle == "Compose")
        driver.back()
        driver.tap("cancel")
        #expect(driver.steps == [
            "Compose#1.cancelTapped:", "Compose#1.unwind", "Home#1.unwindToHome:", "Home#1.dismissViewControllerAnimated:completion:",
            "Compose#1.viewWillDisappear:", "Home#1.viewWillAppear:", "Home#1.viewWillLayoutSubviews", "Home#1.layoutSubviews",
            "Home#1.viewDidLayoutSubviews", "Compose#1.viewDidDisappear:", "Home#1.viewDidAppear:",
        ])
        #expect(driver.visible == "Home#1")
    }
}

import AppCatalog
import RotationEngine
import RotationTestSupport
import Testing

// docs/semantics.md, "Push and pop": a show segue (`showViewController:sender:`, iOS 8) pushes
// in a navigation controller and presents outside one.

/// Home with a `next` button whose action is a show of Detail; in a navigation controller or not.
func showApp(navigation: Bool) -> AppDefinition {
    posted("""
    {"id": "show", "root": "Home", \(navigation ? #""navigationController": {},"# : "")
     "controllers": {
       "Home": {"title": "Home", "elements": [{"id": "next", "kind": "button", "frame": {"x": 20, "y": 100, "width": 280, "height": 44},
                                                "action": {"type": "show", "controller": "Detail"}}]},
       "Detail": {"title": "Detail"}
     }}
    """)
}

/// In a navigation controller a show pushes Detail, as a push segue does.
@Test func showPushesInANavigationController() {
    var driver = Driver(showApp(navigation: true), device: .iphone4, os: .iOS6)
    driver.tap("next")
    #expect(driver.steps.prefix(2) == ["Home#1.nextTapped:", "UINavigationController#1.pushViewController:animated:"])
    #expect(driver.stack == ["Home#1", "Detail#1"])
    #expect(driver.visible == "Detail#1")
}

/// Outside a navigation controller a show presents Detail: full screen on iOS 6, a page sheet from iOS 13 (UIModalPresentationAutomatic).
@Test func showPresentsOutsideANavigationController() {
    var classic = Driver(showApp(navigation: false), device: .iphone4, os: .iOS6)
    classic.tap("next")
    #expect(classic.steps.prefix(2) == ["Home#1.nextTapped:", "Home#1.presentViewController:animated:completion:"])
    #expect(classic.lastTrace[1].detail?["style"] == .string("fullScreen"))
    #expect(classic.visible == "Detail#1")

    var modern = Driver(showApp(navigation: false), device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
    modern.tap("next")
    #expect(modern.steps.prefix(2) == ["Home#1.nextTapped:", "Home#1.presentViewController:animated:completion:"])
    #expect(modern.lastTrace[1].detail?["style"] == .string("pageSheet"))
    #expect(modern.visible == "Detail#1")
}

/// A show needs no navigation controller in the app, where a push does (422 naming the action).
@Test func showNeedsNoNavigationController() throws {
    let push = #"{"id": "p", "root": "Home", "controllers": {"Home": {"elements": [{"id": "next", "kind": "button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "action": {"type": "push", "controller": "Detail"}}]}}}"#
    let refused = #expect(throws: (any Error).self) { try AppCatalog.decodeFile(named: "p", bytes: Array(push.utf8)) }
    #expect(refused.map { "\($0)".contains("push needs a navigationController") } == true)
    let show = push.replacingOccurrences(of: #""type": "push""#, with: #""type": "show""#)
    #expect(try AppCatalog.decodeFile(named: "p", bytes: Array(show.utf8)).definition.root == "Home")
}

/// Home, whose `more` button shows another Home as a detail, in a navigation controller or not.
func showDetailLoopApp(navigation: Bool) -> AppDefinition {
    posted("""
    {"id": "more", "root": "Home", \(navigation ? #""navigationController": {},"# : "")
     "controllers": {
       "Home": {"title": "Home", "elements": [{"id": "more", "kind": "button", "frame": {"x": 20, "y": 100, "width": 280, "height": 44},
                                                "action": {"type": "showDetail", "controller": "Home"}}]}
     }}
    """)
}

/// Outside a split view showDetail is a show, and memory per session stays bounded as for every push: the stack stops at 64 controllers (the 64th push refused, nothing changes).
@Test func showDetailOutsideASplitViewStopsAtTheNavigationDepth() throws {
    var driver = Driver(showDetailLoopApp(navigation: true), device: .iphone4, os: .iOS6)
    for _ in 1..<SessionState.maximumDepth { try driver.send(.tap(element: "more")) }
    #expect(driver.stack.count == SessionState.maximumDepth)
    #expect(driver.rejection(.tap(element: "more")) == .tooDeep(what: "navigation stack", limit: SessionState.maximumDepth))
    #expect(driver.stack.count == SessionState.maximumDepth)
}

/// Outside a navigation controller the same showDetail presents, and the chain of presented controllers stops at 65 with the root (64 presented; the 65th tap refused).
@Test func showDetailOutsideANavigationControllerStopsAtThePresentationDepth() throws {
    var driver = Driver(showDetailLoopApp(navigation: false), device: .iphone4, os: .iOS6)
    for _ in 0..<SessionState.maximumDepth { try driver.send(.tap(element: "more")) }
    #expect(driver.state.presentationChain.count == SessionState.maximumDepth + 1)
    #expect(driver.rejection(.tap(element: "more")) == .tooDeep(what: "chain of presented controllers", limit: SessionState.maximumDepth))
    #expect(driver.visible == "Home#\(SessionState.maximumDepth + 1)")
}

import AppCatalog
import RotationEngine
import RotationTestSupport
import Testing

// docs/semantics.md, "Segues performed in code": `performSegueWithIdentifier:sender:` from the
// front-most controller in front whose class has the segue, then the segue's transition.

/// Login performs "LoggedIn" (present Home, full screen) and "Help" (push Help) in code; Home
/// performs "Logout" (unwind to Login's `unwindToLogin:`), and "Help" too.
func performingApp() -> AppDefinition {
    posted("""
    {"id": "perform", "root": "Login", "navigationController": {},
     "controllers": {
       "Login": {"title": "Login", "unwindActions": ["unwindToLogin:"],
                 "segues": {"LoggedIn": {"type": "present", "controller": "Home", "style": "fullScreen"},
                            "Help": {"type": "push", "controller": "Help"}}},
       "Home": {"title": "Home", "segues": {"Logout": {"type": "unwind", "action": "unwindToLogin:"},
                                            "Help": {"type": "present", "controller": "Help", "style": "formSheet", "animated": false}}},
       "Help": {"title": "Help"}
     }}
    """)
}

/// A push segue performed in code: Login's `performSegueWithIdentifier:sender:`, then the push, as a tap on a push segue's button would.
@Test func performedPushSegue() throws {
    var driver = Driver(performingApp(), device: .iphone4, os: .iOS6)
    try driver.send(.performSegue(identifier: "Help", controller: nil))
    #expect(driver.steps.prefix(2) == ["Login#1.performSegueWithIdentifier:sender:", "UINavigationController#1.pushViewController:animated:"])
    #expect(driver.lastTrace[0].detail?["identifier"] == .string("Help"))
    #expect(driver.stack == ["Login#1", "Help#1"])
    #expect(driver.visible == "Help#1")
}

/// A presentation performed in code, then an unwind performed in code from the presented controller: back at Login, Home dismissed.
@Test func performedPresentationAndUnwind() throws {
    var driver = Driver(performingApp(), device: .iphone4, os: .iOS6)
    try driver.send(.performSegue(identifier: "LoggedIn", controller: nil))
    #expect(driver.steps.prefix(2) == ["Login#1.performSegueWithIdentifier:sender:", "Login#1.presentViewController:animated:completion:"])
    #expect(driver.visible == "Home#1")
    try driver.send(.performSegue(identifier: "Logout", controller: nil))
    #expect(driver.steps.first == "Home#1.performSegueWithIdentifier:sender:")
    #expect(driver.steps.contains("Login#1.unwindToLogin:"))
    #expect(driver.visible == "Login#1")
}

/// The front-most controller in front that has the identifier performs it: with Home presented, "Help" is Home's (a form sheet), not Login's push.
@Test func frontMostControllerPerformsTheSegue() throws {
    var driver = Driver(performingApp(), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
    try driver.send(.performSegue(identifier: "LoggedIn", controller: nil))
    try driver.send(.performSegue(identifier: "Help", controller: nil))
    #expect(driver.steps.prefix(2) == ["Home#1.performSegueWithIdentifier:sender:", "Home#1.presentViewController:animated:completion:"])
    #expect(driver.lastTrace[1].detail?["style"] == .string("formSheet"))
    #expect(driver.lastTrace[1].detail?["animated"] == .bool(false))
}

/// An identifier no controller in front has is refused (nothing changes), listing each controller in front, front-most first, with its segues; a controller named that is not in front is refused the same way.
@Test func unknownSegueIsRefusedWithTheSeguesInFront() throws {
    var driver = Driver(performingApp(), device: .iphone4, os: .iOS6)
    let available = [AvailableSegues(controller: "Login#1", identifiers: ["LoggedIn", "Help"])]
    #expect(driver.rejection(.performSegue(identifier: "Logout", controller: nil)) == .unknownSegue(identifier: "Logout", controller: nil, available: available))
    #expect(driver.rejection(.performSegue(identifier: "Help", controller: "Home")) == .unknownSegue(identifier: "Help", controller: "Home", available: available))
    #expect(driver.stack == ["Login#1"])
    try driver.send(.performSegue(identifier: "Help", controller: "Login#1"))
    #expect(driver.visible == "Help#1")
}

/// Performed segues are bounded as taps are: the 64th push onto a stack of 64 is refused.
@Test func performedSeguesStopAtTheNavigationDepth() throws {
    let app = posted("""
    {"id": "loop", "root": "Page", "navigationController": {},
     "controllers": {"Page": {"segues": {"Next": {"type": "push", "controller": "Page"}}}}}
    """)
    var driver = Driver(app, device: .iphone4, os: .iOS6)
    for _ in 1..<SessionState.maximumDepth { try driver.send(.performSegue(identifier: "Next", controller: nil)) }
    #expect(driver.rejection(.performSegue(identifier: "Next", controller: nil)) == .tooDeep(what: "navigation stack", limit: SessionState.maximumDepth))
    #expect(driver.stack.count == SessionState.maximumDepth)
}

/// `segues` holds transitions only, with non-empty identifiers, each once; a pop, an empty identifier or one given twice is a problem naming its path.
@Test func seguesHoldTransitionsOnly() {
    let body = #"{"id": "s", "root": "A", "navigationController": {}, "controllers": {"A": {"segues": {"Back": {"type": "pop"}, "": {"type": "push", "controller": "A"}}}}}"#
    let refused = #expect(throws: (any Error).self) { try AppCatalog.decodeFile(named: "s", bytes: Array(body.utf8)) }
    let text = refused.map { "\($0)" } ?? ""
    #expect(text.contains("$.controllers.A.segues.Back.type: a segue is a push, show, showDetail, present or unwind"))
    #expect(text.contains("$.controllers.A.segues: a segue identifier is a non-empty string"))
    let twice = #"{"id": "t", "root": "A", "navigationController": {}, "controllers": {"A": {"segues": {"Next": {"type": "push", "controller": "A"}, "Next": {"type": "show", "controller": "A"}}}}}"#
    let duplicate = #expect(throws: (any Error).self) { try AppCatalog.decodeFile(named: "t", bytes: Array(twice.utf8)) }
    #expect(duplicate.map { "\($0)".contains("$.controllers.A.segues.Next: given twice: a controller has one segue per identifier") } == true)
}

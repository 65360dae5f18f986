import RotationEngine
@testable import RotationExplorer
import RotationTestSupport
import Testing

// docs/semantics.md, "The explorer": the default alphabet offers showPrimary only where a split
// view in front hides its primary column.

/// A split view on an iPad (iOS 9): automatic in portrait hides the primary, so showPrimary ends the alphabet; in landscape both columns show and it is left out.
@Test func alphabetOffersShowPrimaryWhereThePrimaryIsHidden() {
    let app = posted("""
    {"id": "split-alphabet", "splitViewController": {"primary": "Inbox", "secondary": "Message"},
     "controllers": {"Inbox": {}, "Message": {}}}
    """)
    let portrait = Driver(app, device: .ipad, os: .iOS9)
    #expect(Alphabet.events(in: portrait.state) == [
        .rotate(.portraitUpsideDown), .rotate(.landscapeLeft), .rotate(.landscapeRight), .rotate(.faceUp), .rotate(.faceDown), .showPrimary,
    ])
    let landscape = Driver(app, device: .ipad, os: .iOS9, orientation: .landscapeLeft)
    #expect(!Alphabet.events(in: landscape.state).contains(.showPrimary))
}

/// An app without a split view never gets showPrimary.
@Test func alphabetHasNoShowPrimaryWithoutASplitView() {
    let driver = Driver("tabbed-rotation", device: .ipad, os: .iOS9)
    #expect(!Alphabet.events(in: driver.state).contains(.showPrimary))
}

/// The segues the controllers in front perform in code end the alphabet, front-most first: an iPad split view in landscape shows Inbox and Message, each with a "Compose" segue; Message's (front-most) comes unnamed, Inbox's names its instance; Message's "Reply" too.
@Test func alphabetPerformsTheSeguesInFront() {
    let app = posted("""
    {"id": "split-segues", "splitViewController": {"primary": "Inbox", "secondary": "Message"},
     "controllers": {"Inbox": {"segues": {"Compose": {"type": "present", "controller": "Compose"}}},
                     "Message": {"segues": {"Compose": {"type": "present", "controller": "Compose"}, "Reply": {"type": "present", "controller": "Compose"}}},
                     "Compose": {}}}
    """)
    let landscape = Driver(app, device: .ipad, os: .iOS9, orientation: .landscapeLeft)
    #expect(Alphabet.events(in: landscape.state).suffix(3) == [
        .performSegue(identifier: "Compose", controller: nil), .performSegue(identifier: "Reply", controller: nil),
        .performSegue(identifier: "Compose", controller: "Inbox#1"),
    ])
}

/// Where the window's bar and an embedded navigation controller's both show a back button, the alphabet has `back` (the window's) and `back` in the embedded one.
@Test func alphabetGoesBackOnEveryBarInFront() {
    let app = posted("""
    {"id": "two-bars-alphabet", "root": "Home", "navigationController": {},
     "controllers": {
      "Home": {"elements": [{"id": "dashboard", "kind": "button", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Dashboard"}}]},
      "Dashboard": {"elements": [{"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "embeds": {"controller": "List", "navigationController": {}}}]},
      "List": {"elements": [{"id": "open", "kind": "button", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
      "Detail": {}
     }}
    """)
    var driver = Driver(app)
    driver.tap("dashboard")
    #expect(!Alphabet.events(in: driver.state).contains(.backIn(navigation: "UINavigationController#2")))
    driver.tap("open")
    let events = Alphabet.events(in: driver.state)
    #expect(events.contains(.back))
    #expect(events.contains(.backIn(navigation: "UINavigationController#2")))
}

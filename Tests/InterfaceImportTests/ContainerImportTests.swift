import InterfaceImport
import SwivelJSON
import Testing

/// A container view's embed segue becomes the element's `embeds` (docs/interface-import.md,
/// "Container views"), with nothing noted.
@Test func embedSegueBecomesEmbeds() throws {
    let result = try InterfaceImporter.importFiles([try Fixtures.file("Containers-Xcode10.storyboard")])
    #expect(element(result, "DashboardViewController", "panelContainer")?["embeds"] == .string("PanelViewController"))
    #expect(compact(element(result, "PanelViewController", "open")?["action"]) == #"{"type":"present","controller":"DetailViewController","style":"automatic"}"#)
    #expect(result.notes.map(\.message) == [])
}

/// An embed segue to a navigation controller stays noted.
@Test func embedOfANavigationControllerIsNoted() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: #"<containerView id="c"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="n" kind="embed" id="c-segue"/></connections></containerView>"#)
        + #"<scene sceneID="n-scene"><objects><navigationController id="n" sceneMemberID="viewController"/></objects></scene>"#))])
    #expect(element(result, "HomeViewController", "c")?["embeds"] == nil)
    #expect(result.notes.map(\.message).contains { $0.hasPrefix("embed segue from UIView c to UINavigationController n, which is not a content controller, is not imported") })
}

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

/// An embed segue to a navigation controller embeds it with its root (`{"controller", "navigationController"}`),
/// and its root's push segue pushes inside it; nothing is noted (the navigation controller is not
/// "not the window's root"). One without a root, or to a tab bar controller, stays noted.
@Test func embedOfANavigationControllerEmbedsItWithItsRoot() throws {
    let container = #"<containerView id="c"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="n" kind="embed" id="c-segue"/></connections></containerView>"#
    let navigation = """
            <scene sceneID="n-scene"><objects><navigationController id="n" sceneMemberID="viewController">
                <connections><segue destination="r" kind="relationship" relationship="rootViewController" id="nr"/></connections>
            </navigationController></objects></scene>
        """
    let push = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="d" kind="show" id="b-segue"/></connections></button>"#
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: container) + navigation
        + scene("r", customClass: "List", subviews: push) + scene("d", customClass: "Detail")))])
    #expect(compact(element(result, "HomeViewController", "c")?["embeds"])
        == #"{"controller":"List","navigationController":{"source":{"file":"Main.storyboard","object":"n"}}}"#)
    #expect(compact(element(result, "List", "b")?["action"]) == #"{"type":"show","controller":"Detail"}"#)
    #expect(result.notes.map(\.message) == [])

    let rootless = try importing([("Main.storyboard", storyboard(scene(subviews: container)
        + #"<scene sceneID="n-scene"><objects><navigationController id="n" sceneMemberID="viewController"/></objects></scene>"#))])
    #expect(element(rootless, "HomeViewController", "c")?["embeds"] == nil)
    #expect(rootless.notes.map(\.message).contains { $0.hasPrefix("embed segue from UIView c to UINavigationController n, which is not a content controller or a navigation controller with a content root, is not imported") })
}

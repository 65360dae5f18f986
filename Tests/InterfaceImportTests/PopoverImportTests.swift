import InterfaceImport
import SwivelJSON
import Testing

/// A popover segue becomes a `popover` presentation and the destination's freeformSize its
/// preferredContentSize (docs/interface-import.md, "Popovers"), with nothing noted.
@Test func popoverSegueAndFreeformSize() throws {
    let result = try importing([("Main.storyboard", storyboard(
        scene(subviews: #"<button id="tips"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="t" kind="popoverPresentation" popoverAnchorView="tips" id="s1"/></connections></button>"#)
        + scene("t", customClass: "Tips", extra: #"<size key="freeformSize" width="300" height="200"/>"#)))])
    #expect(compact(element(result, "HomeViewController", "tips")?["action"]) == #"{"type":"present","controller":"Tips","style":"popover"}"#)
    #expect(compact(controller(result, "Tips")?["preferredContentSize"]) == #"{"width":300,"height":200}"#)
    #expect(result.notes.map(\.message) == [])
}

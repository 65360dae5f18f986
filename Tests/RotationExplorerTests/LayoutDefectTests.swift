import RotationEngine
import RotationExplorer
import Testing

// docs/semantics.md, "The explorer"'s layoutDefect, overlap half: siblings that cover each other on screen although
// their design keeps them apart (docs/semantics.md, "The explorer").

/// A button pinned to the bottom margin slides up over the label above it when the phone turns to landscape: a layoutDefect in 1 event; the badge designed on top of the label is no finding.
@Test func siblingsDesignedApartOverlapAfterRotation() {
    let app = posted("""
    {"id": "crowded", "root": "Home",
     "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown",
       "view": {"size": {"width": 320, "height": 460}},
       "elements": [
         {"id": "label", "kind": "label", "text": "Long text", "frame": {"x": 0, "y": 0, "width": 320, "height": 200}, "autoresizing": ["flexibleWidth"]},
         {"id": "badge", "kind": "label", "text": "1", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}},
         {"id": "button", "kind": "button", "text": "Go", "frame": {"x": 0, "y": 220, "width": 320, "height": 50}, "autoresizing": ["flexibleWidth", "flexibleTopMargin"]}]}}}
    """)
    var search = Exploration(SessionConfiguration(app: app, device: .iphone4, os: .iOS6), limits: .init(depth: 2, maxStates: 1_000))
    _ = search.run()
    let defects = search.findings.filter { $0.kind == .layoutDefect }
    #expect(defects.map(\.subject) == ["button"])
    #expect(defects.first?.events.count == 1)
    #expect(defects.first?.detail.contains("overlaps its sibling label") == true)
}

/// A UISlider filling its superview sticks out 2 points each side, as Interface Builder saves it (x −2, 324 wide in 320): its alignment rectangle lies inside, so no finding (a custom slider class too, by its `uikitClass`); a view given alignment insets is measured the same way; a plain view 2 points out is a layoutDefect at launch.
@Test func controlsWhoseFramesStickOutByTheirAlignmentInsetsAreInside() {
    let app = posted("""
    {"id": "sliders", "root": "Home",
     "controllers": {"Home": {
       "view": {"size": {"width": 320, "height": 460}},
       "elements": [
         {"id": "panel", "frame": {"x": 0, "y": 0, "width": 320, "height": 200}, "children": [
           {"id": "slider", "class": "UISlider", "frame": {"x": -2, "y": 10, "width": 324, "height": 31}},
           {"id": "volume", "class": "VolumeSlider", "uikitClass": "UISlider", "frame": {"x": -2, "y": 150, "width": 324, "height": 31}},
           {"id": "gauge", "alignmentRectInsets": {"top": 0, "left": 3, "bottom": 0, "right": 3}, "frame": {"x": -3, "y": 50, "width": 326, "height": 20}},
           {"id": "plain", "frame": {"x": -2, "y": 100, "width": 324, "height": 20}}]}]}}}
    """)
    var search = Exploration(SessionConfiguration(app: app, device: .iphone4, os: .iOS6), limits: .init(depth: 0, maxStates: 10))
    _ = search.run()
    let defects = search.findings.filter { $0.kind == .layoutDefect }
    #expect(defects.map(\.subject) == ["plain"])
    #expect(defects.first?.detail == "plain lies outside its superview panel in portrait")
}

/// Alignment insets belong to the view tree that gives them: Home's `gauge` sits 3 points out by its own insets (no finding), Detail's `gauge`, pushed by a tap, has none and is a layoutDefect one event in.
@Test func alignmentInsetsAreReadFromTheTreeThatGivesThem() {
    let app = posted("""
    {"id": "gauges", "root": "Home", "navigationController": {},
     "controllers": {
       "Home": {"view": {"size": {"width": 320, "height": 416}}, "elements": [
         {"id": "panel", "frame": {"x": 0, "y": 0, "width": 320, "height": 200}, "children": [
           {"id": "gauge", "alignmentRectInsets": {"left": 3, "right": 3}, "frame": {"x": -3, "y": 50, "width": 326, "height": 20}}]},
         {"id": "next", "kind": "button", "frame": {"x": 0, "y": 210, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
       "Detail": {"view": {"size": {"width": 320, "height": 416}}, "elements": [
         {"id": "panel", "frame": {"x": 0, "y": 0, "width": 320, "height": 200}, "children": [
           {"id": "gauge", "frame": {"x": -3, "y": 50, "width": 326, "height": 20}}]}]}}}
    """)
    var search = Exploration(SessionConfiguration(app: app, device: .iphone4, os: .iOS6), limits: .init(depth: 1, maxStates: 100))
    _ = search.run()
    let defects = search.findings.filter { $0.kind == .layoutDefect }
    #expect(defects.map(\.subject) == ["gauge"])
    #expect(defects.first?.events.count == 1)
    #expect(defects.first?.detail == "gauge lies outside its superview panel in portrait")
}

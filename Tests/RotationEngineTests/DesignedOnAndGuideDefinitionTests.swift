import AppCatalog
import RotationEngine
import Testing

/// The app format's `designedOn`, guides, margins and size-class installation
/// (docs/app-format.md): read into the definition, every problem at its path.
@Suite struct DesignedOnAndGuideDefinitionTests {
    static func decode(_ json: String) throws -> AppDefinition {
        try AppCatalog.decodeFile(named: "posted", bytes: Array(json.utf8)).definition
    }

    /// `designedOn` reads into a device of the table, an orientation and a version.
    @Test func designedOnIsRead() throws {
        let app = try Self.decode(#"{"id": "a", "root": "Home", "designedOn": {"device": "iphone-15-pro", "orientation": "landscape", "os": "17"}}"#)
        #expect(app.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "iphone-15-pro")!, orientation: .landscapeRight, os: .iOS17))
        #expect(app.designedOn?.deviceOrientation == .landscapeLeft)
    }

    /// An unknown device, an unknown orientation and a version the device never ran are problems at their paths.
    @Test func designedOnProblems() {
        #expect(problems(#"{"id": "a", "root": "H", "designedOn": {"device": "iphone-99", "orientation": "sideways", "os": "17"}}"#) == [
            "$.designedOn.device: unknown device \"iphone-99\"; use one of \(DeviceCatalogue.all.map(\.id).joined(separator: ", "))",
            "$.designedOn.orientation: unknown design orientation \"sideways\"; use portrait or landscape (Interface Builder's canvas)",
        ])
        #expect(problems(#"{"id": "a", "root": "H", "designedOn": {"device": "iphone-15-pro", "os": "9"}}"#) == [
            "$.designedOn.os: iphone-15-pro runs iOS 16 to 26, not iOS 9",
        ])
    }

    /// `installed` and `when` (an object or an array) on constraints and elements; margins keys on elements.
    @Test func installationAndMarginsAreRead() throws {
        let app = try Self.decode(#"""
        {"id": "a", "root": "H", "controllers": {"H": {"view": {"id": "root", "constraints": [
           {"id": "c", "item": "box", "attribute": "top", "toItem": "root.safeArea", "toAttribute": "top", "installed": false, "when": {"verticalSizeClass": "compact"}}]},
         "elements": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
           "when": [{"horizontalSizeClass": "regular"}, {"horizontalSizeClass": "compact", "verticalSizeClass": "compact"}],
           "layoutMargins": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "insetsLayoutMarginsFromSafeArea": false, "preservesSuperviewLayoutMargins": true}]}}}
        """#)
        let view = app.controllers["H"]!.view
        #expect(view.constraints[0].installation == Installation(base: false, when: [SizeClassCondition(vertical: .compact)]))
        let box = view.children[0]
        #expect(box.installation.when == [SizeClassCondition(horizontal: .regular), SizeClassCondition(horizontal: .compact, vertical: .compact)])
        #expect(box.installation.isInstalled(in: SizeClasses(.compact, .compact)))
        #expect(!box.installation.isInstalled(in: SizeClasses(.compact, .regular)))
        #expect(box.installation.isInstalled(in: nil))
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(box.insetsLayoutMarginsFromSafeArea == false)
        #expect(box.preservesSuperviewLayoutMargins == true)
    }

    /// A guide of a view outside the holder's subtree, a guide's margin attribute and an unknown size class are problems.
    @Test func guideAndSizeClassProblems() {
        #expect(problems(#"""
        {"id": "a", "root": "H", "controllers": {"H": {"view": {"id": "root"},
         "elements": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "when": {"verticalSizeClass": "tiny"}, "constraints": [
            {"item": "box", "attribute": "top", "toItem": "other.safeArea", "toAttribute": "top"},
            {"item": "box", "attribute": "left", "toItem": "box.margins", "toAttribute": "leftMargin"}]}]}}}
        """#) == [
            "$.controllers.H.elements[0].when.verticalSizeClass: unknown size class \"tiny\"; use compact or regular",
            "$.controllers.H.elements[0].constraints[0].toItem: no view \"other\" at or below \"box\" for its safeArea guide (the holder is an ancestor of both items)",
            "$.controllers.H.elements[0].constraints[1].toItem: a guide has no margin attributes; use its edges (box.margins is already inset)",
        ])
    }

    /// A scroll view's guide must name a UIScrollView at or below the holder, by an edge, centre or size: each mistake is a problem at its field.
    @Test func scrollViewGuideProblems() {
        #expect(problems(#"""
        {"id": "a", "root": "H", "controllers": {"H": {"view": {"id": "root", "constraints": [
            {"item": "box", "attribute": "top", "toItem": "box.contentLayoutGuide", "toAttribute": "top"},
            {"item": "box", "attribute": "width", "toItem": "other.frameLayoutGuide", "toAttribute": "width"},
            {"item": "scroller.contentLayoutGuide", "attribute": "leftMargin", "toItem": "box", "toAttribute": "left"},
            {"item": "inner", "attribute": "top", "toItem": "scroller.contentLayoutGuide", "toAttribute": "top"},
            {"item": "inner", "attribute": "width", "toItem": "scroller.frameLayoutGuide", "toAttribute": "width"}]},
         "elements": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
                      {"id": "scroller", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
                       "children": [{"id": "inner", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}]}}}
        """#) == [
            "$.controllers.H.view.constraints[0].toItem: \"box\" is not a UIScrollView (its class, or the UIKit class it inherits from, `uikitClass`, must be UIScrollView): only a scroll view has a contentLayoutGuide",
            "$.controllers.H.view.constraints[1].toItem: no view \"other\" at or below \"root\" for its frameLayoutGuide (the holder is an ancestor of both items)",
            "$.controllers.H.view.constraints[2].item: a guide has no margin attributes; use its edges, centres, width or height",
        ])
    }

    /// A scroll view of a custom class whose `uikitClass` is UIScrollView has the scroll view's guides.
    @Test func aCustomScrollViewHasTheGuides() {
        #expect(problems(#"""
        {"id": "a", "root": "H", "controllers": {"H": {"view": {"id": "root", "constraints": [
            {"item": "inner", "attribute": "top", "toItem": "pager.contentLayoutGuide", "toAttribute": "top"},
            {"item": "inner", "attribute": "width", "toItem": "pager.frameLayoutGuide", "toAttribute": "width"}]},
         "elements": [{"id": "pager", "class": "PagingScrollView", "uikitClass": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
                       "children": [{"id": "inner", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}]}}}
        """#) == [])
    }
}

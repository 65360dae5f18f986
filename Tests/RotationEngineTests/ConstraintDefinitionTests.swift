import AppCatalog
import RotationEngine
import Testing

/// Auto Layout in an app definition (docs/app-format.md, "Auto Layout"): every problem with
/// its JSON path, like the rest of the format.
@Suite struct ConstraintDefinitionTests {
    static func app(constraints: String, elements: String = #"[{"id": "title", "kind": "label", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": [{"id": "inner", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}, {"id": "other", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "constraints": [{"item": "other", "attribute": "width", "constant": 1}]}]"#) -> String {
        #"{"id": "c", "root": "Root", "controllers": {"Root": {"view": {"id": "rootView", "constraints": "# + constraints + #"}, "elements": "# + elements + "}}}"
    }

    /// A constraint's defaults: relation equal, multiplier 1, constant 0, priority 1000, id `<holder>#<index>`.
    @Test func defaultsFillTheEquation() throws {
        let definition = try AppCatalog.decodeFile(named: "c", bytes: Array(Self.app(constraints: #"[{"item": "title", "attribute": "centerX", "toItem": "rootView", "toAttribute": "centerX"}]"#, elements: #"[{"id": "title", "kind": "label", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]"#).utf8)).definition
        #expect(definition.controllers["Root"]?.view.constraints == [
            LayoutConstraint(id: "rootView#0", item: "title", attribute: .centerX, relation: .equal, toItem: "rootView", toAttribute: .centerX, multiplier: 1, constant: 0, priority: 1000),
        ])
        #expect(definition.controllers["Root"]?.holdsConstraints == true)
    }

    /// Unknown names, a priority out of range and toItem without toAttribute are each reported at their path.
    @Test func badFieldsAreReportedAtTheirPaths() {
        let reported = problems(Self.app(constraints: #"""
[
          {"item": "title", "attribute": "middle", "toItem": "rootView", "toAttribute": "centerX"},
          {"item": "title", "attribute": "width", "relation": "about", "constant": 10},
          {"item": "title", "attribute": "width", "constant": 10, "priority": 1001},
          {"item": "title", "attribute": "left", "toItem": "rootView"},
          {"item": "title", "attribute": "width", "constant": 10, "colour": "red"}]
"""#))
        #expect(reported == [
            "$.controllers.Root.view.constraints[0].attribute: unknown attribute \"middle\"; use one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins",
            "$.controllers.Root.view.constraints[1].relation: unknown relation \"about\"; use one of equal, lessThanOrEqual, greaterThanOrEqual",
            "$.controllers.Root.view.constraints[2].priority: expected a number from 1 to 1000, got 1001",
            "$.controllers.Root.view.constraints[3]: give toItem and toAttribute together, or neither for a constant",
            "$.controllers.Root.view.constraints[4].colour: unknown key; allowed here: id, item, attribute, relation, toItem, toAttribute, multiplier, constant, priority, installed, when",
        ])
    }

    /// UIKit's illegal constraints: a multiplier of 0 on a position, a position paired with a size, positions on two axes.
    @Test func illegalPairingsAreRefused() {
        let reported = problems(Self.app(constraints: #"""
[
          {"item": "title", "attribute": "left", "toItem": "rootView", "toAttribute": "left", "multiplier": 0},
          {"item": "title", "attribute": "left", "toItem": "rootView", "toAttribute": "width"},
          {"item": "title", "attribute": "left", "toItem": "rootView", "toAttribute": "top"}]
"""#))
        #expect(reported == [
            "$.controllers.Root.view.constraints[0].multiplier: a multiplier of 0 on a position sets it to a constant: use width or height, or a non-zero multiplier",
            "$.controllers.Root.view.constraints[1].toAttribute: left cannot be related to width: a size pairs with a size, a position with a position",
            "$.controllers.Root.view.constraints[2].toAttribute: left cannot be related to top: positions pair on one axis",
        ])
    }

    /// An item the holder is not an ancestor of, an unknown item, a horizontal guide attribute and a repeated id are refused.
    @Test func itemsMustBeInTheHoldersSubtree() {
        let reported = problems(Self.app(constraints: #"""
[
          {"id": "a", "item": "nobody", "attribute": "width", "constant": 1},
          {"id": "a", "item": "topLayoutGuide", "attribute": "left", "toItem": "rootView", "toAttribute": "left"}]
"""#,
          elements: #"""
[{"id": "title", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "constraints": [{"item": "other", "attribute": "width", "constant": 1}]},
                       {"id": "other", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]
"""#))
        #expect(reported == [
            "$.controllers.Root.view.constraints[0].item: no view \"nobody\" at or below \"rootView\", which holds the constraint (the holder is an ancestor of both items, as Interface Builder keeps it)",
            "$.controllers.Root.view.constraints[1].id: constraint id \"a\" is used twice in this view tree",
            "$.controllers.Root.view.constraints[1].item: topLayoutGuide has no horizontal attributes; use top, bottom, centerY or height",
            "$.controllers.Root.elements[0].constraints[0].item: no view \"other\" at or below \"title\", which holds the constraint (the holder is an ancestor of both items, as Interface Builder keeps it)",
        ])
    }

    /// Sizing keys: intrinsic size with UIViewNoIntrinsicMetric, hugging and compression resistance, translatesAutoresizingMaskIntoConstraints.
    @Test func sizingKeysAreRead() throws {
        let definition = try AppCatalog.decodeFile(named: "c", bytes: Array(Self.app(constraints: "[]", elements: #"""
[{"id": "title", "kind": "label", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
            "intrinsicContentSize": {"width": 42, "height": null}, "contentHuggingPriority": {"horizontal": 251},
            "contentCompressionResistancePriority": {"vertical": 749}, "translatesAutoresizingMaskIntoConstraints": false}]
"""#).utf8)).definition
        let title = definition.controllers["Root"]?.view.children.first
        #expect(title?.effectiveIntrinsicContentSize == IntrinsicSize(width: 42, height: nil))
        #expect(title?.contentHuggingPriority == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(title?.contentCompressionResistancePriority == AxisPriorities(horizontal: 750, vertical: 749))
        #expect(title?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(definition.controllers["Root"]?.holdsConstraints == false)
    }

    /// `alignmentRectInsets` is read as UIKit's UIEdgeInsets (a side left out is 0); each bad
    /// value — not an object, an unknown side, a non-number, out of range — is reported at its path.
    @Test func alignmentRectInsetsAreReadAndValidatedAtTheirPaths() throws {
        let definition = try AppCatalog.decodeFile(named: "c", bytes: Array(Self.app(constraints: "[]", elements: #"""
[{"id": "knob", "class": "UIControl", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "alignmentRectInsets": {"top": 1, "left": -2.5, "right": 3}}]
"""#).utf8)).definition
        let knob = definition.controllers["Root"]?.view.children.first
        #expect(knob?.alignmentRectInsets == EdgeInsets(top: 1, left: -2.5, bottom: 0, right: 3))
        #expect(knob?.effectiveAlignmentRectInsets == EdgeInsets(top: 1, left: -2.5, bottom: 0, right: 3))
        let reported = problems(Self.app(constraints: "[]", elements: #"""
[{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "alignmentRectInsets": [2]},
 {"id": "b", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "alignmentRectInsets": {"trailing": 2}},
 {"id": "c", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "alignmentRectInsets": {"right": "two", "top": 1e9}}]
"""#))
        #expect(reported == [
            "$.controllers.Root.elements[0].alignmentRectInsets: expected an object, got an array",
            "$.controllers.Root.elements[1].alignmentRectInsets.trailing: unknown key; allowed here: top, left, bottom, right",
            "$.controllers.Root.elements[2].alignmentRectInsets.top: expected a number from -100000 to 100000, got 1000000000",
            "$.controllers.Root.elements[2].alignmentRectInsets.right: expected a number from -100000 to 100000, got a string",
        ])
    }

    /// With no `alignmentRectInsets`, a UISwitch has UIKit's 2 points on the right and a UISlider
    /// 2 left and right and 1 at the bottom (the class table), any other class none; a label's
    /// default intrinsic size is its designed frame shrunk by the insets it is given.
    @Test func uiSwitchDefaultsToTwoPointsOnTheRight() throws {
        #expect(AlignmentInsets.defaults(forClass: "UISwitch") == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(AlignmentInsets.defaults(forClass: "UISlider") == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(AlignmentInsets.defaults(forClass: "UIButton") == .zero)
        #expect(AlignmentInsets.defaults(forClass: nil) == .zero)
        let definition = try AppCatalog.decodeFile(named: "c", bytes: Array(Self.app(constraints: "[]", elements: #"""
[{"id": "toggle", "class": "UISwitch", "frame": {"x": 0, "y": 0, "width": 51, "height": 31}},
 {"id": "custom", "class": "MySwitch", "frame": {"x": 0, "y": 0, "width": 51, "height": 31}},
 {"id": "plain", "class": "UISwitch", "frame": {"x": 0, "y": 0, "width": 51, "height": 31}, "alignmentRectInsets": {}},
 {"id": "title", "kind": "label", "frame": {"x": 0, "y": 0, "width": 40, "height": 20}, "alignmentRectInsets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}]
"""#).utf8)).definition
        let views = definition.controllers["Root"]?.view.children ?? []
        #expect(views.map(\.alignmentRectInsets) == [nil, nil, .zero, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)])
        #expect(views.map(\.effectiveAlignmentRectInsets) == [EdgeInsets(right: 2), .zero, .zero, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)])
        #expect(views.last?.effectiveIntrinsicContentSize == IntrinsicSize(width: 34, height: 16))
    }

    /// `ios6Deltas` (Xcode 5's iOS 6/7 deltas) is read as ΔX, ΔY, ΔW, ΔH (a part left out is 0);
    /// each bad value is reported at its path.
    @Test func ios6DeltasAreReadAndValidatedAtTheirPaths() throws {
        let definition = try AppCatalog.decodeFile(named: "c", bytes: Array(Self.app(constraints: "[]", elements: #"""
[{"id": "clock", "kind": "label", "frame": {"x": 20, "y": 40, "width": 280, "height": 60}, "ios6Deltas": {"y": -20, "height": 4.5}}]
"""#).utf8)).definition
        #expect(definition.controllers["Root"]?.view.children.first?.ios6Deltas == FrameDeltas(y: -20, height: 4.5))
        let reported = problems(Self.app(constraints: "[]", elements: #"""
[{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "ios6Deltas": 20},
 {"id": "b", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "ios6Deltas": {"minY": 20, "x": -1e9}}]
"""#))
        #expect(reported == [
            "$.controllers.Root.elements[0].ios6Deltas: expected an object, got a number",
            "$.controllers.Root.elements[1].ios6Deltas.minY: unknown key; allowed here: x, y, width, height",
            "$.controllers.Root.elements[1].ios6Deltas.x: expected a number from -100000 to 100000, got -1000000000",
        ])
    }

    /// iOS 6 loads a frame with its deltas applied; a size the deltas would make negative is 0.
    @Test func ios6DeltasMoveAndResizeTheFrame() {
        let deltas = FrameDeltas(x: 5, y: -20, width: -300, height: 10)
        #expect(deltas.applied(to: Rect(x: 20, y: 40, width: 280, height: 60)) == Rect(x: 25, y: 20, width: 0, height: 70))
    }
}

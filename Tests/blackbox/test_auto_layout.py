"""Auto Layout over HTTP (docs/semantics.md, "Auto Layout"): the constraint form as a user
meets it — portrait fine, landscape breaking its bottom margin, iOS 5 crashing, the explorer
finding it — and posted apps with constraints, good and bad.
"""
import time

from swivel_api import api, assert_error, find_view, rotate  # noqa: F401

BROKEN = {"id": "signUp.bottomMargin", "description": "signUp.bottom <= formView.bottom - 20"}
WARNING = "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint signUp.bottom <= formView.bottom - 20"


def test_form_breaks_its_bottom_margin_in_landscape(api):
    """constraint-form on an iPhone: nothing broken in portrait; in landscape the margin breaks, the snapshot warns, the button runs off the screen; back in portrait it holds again."""
    snapshot = api.create("constraint-form", device="iphone-4", os="6")
    layout = snapshot["layout"]
    assert layout["constraints"] == {"unsatisfiable": [], "ambiguous": [], "notes": []}
    sign_up = find_view(layout["root"], "signUp")
    assert sign_up["layoutBy"] == "constraints" and sign_up["ambiguous"] is False
    assert sign_up["frame"] == {"x": 20, "y": 350, "width": 280, "height": 44}
    assert snapshot["warnings"] == []

    landscape = api.apply(snapshot["id"], rotate("landscapeLeft"))["snapshot"]
    report = landscape["layout"]["constraints"]
    assert [breach["broken"] for breach in report["unsatisfiable"]] == [BROKEN]
    breach = report["unsatisfiable"][0]
    assert breach["controller"] == "SignUpViewController#1"
    assert breach["bounds"] == {"width": 568, "height": 268}
    assert breach["conflicting"], "the constraints it fought are named"
    assert landscape["warnings"] == [WARNING]
    assert find_view(landscape["layout"]["root"], "signUp")["frame"] == {"x": 20, "y": 338, "width": 528, "height": 44}

    portrait = api.apply(snapshot["id"], rotate("portrait"))["snapshot"]
    assert portrait["layout"]["constraints"]["unsatisfiable"] == []
    assert portrait["warnings"] == []


def test_form_on_ios5_crashes_loading_its_view(api):
    """iOS 5 has no Auto Layout: the session is created crashed with NSInvalidUnarchiveOperationException."""
    snapshot = api.create("constraint-form", device="iphone-4", os="5")
    assert snapshot["status"] == "crashed"
    assert snapshot["crash"] == {"exception": "NSInvalidUnarchiveOperationException",
                                 "reason": "Could not instantiate class named NSLayoutConstraint"}


def test_update_view_constraints_comes_before_the_first_layout(api):
    """iOS 6 traces updateViewConstraints once, right before the controller's first viewWillLayoutSubviews."""
    snapshot = api.create("constraint-form", device="iphone-4", os="6")
    callbacks = [e["callback"] for e in api.trace(snapshot["id"]) if e["controller"] == "SignUpViewController#1"]
    assert callbacks.count("updateViewConstraints") == 1
    assert callbacks[callbacks.index("updateViewConstraints") + 1] == "viewWillLayoutSubviews"


def test_views_say_what_laid_them_out(api):
    """Every view has layoutBy; the scrolling form's content is constraint-laid inside a UIScrollView, nothing broken."""
    snapshot = api.create("constraint-form-scrolling", device="iphone-4", os="6")
    landscape = api.apply(snapshot["id"], rotate("landscapeLeft"))["snapshot"]["layout"]
    assert landscape["root"]["layoutBy"] == "autoresizing"
    scroll = find_view(landscape["root"], "scrollView")
    assert scroll["class"] == "UIScrollView" and scroll["layoutBy"] == "constraints"
    assert landscape["constraints"]["unsatisfiable"] == []


SCROLL_APP = {"id": "scroll-content", "root": "Root", "controllers": {"Root": {
    "supportedInterfaceOrientations": "allButUpsideDown",
    "view": {"id": "rootView", "size": {"width": 320, "height": 548}, "constraints": [
        {"item": "scroller", "attribute": attribute, "toItem": "rootView", "toAttribute": attribute}
        for attribute in ("top", "bottom", "leading", "trailing")]},
    "elements": [{"id": "scroller", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 320, "height": 548},
                  "constraints": [
                      {"item": "content", "attribute": "top", "toItem": "scroller.contentLayoutGuide", "toAttribute": "top"},
                      {"item": "content", "attribute": "bottom", "toItem": "scroller.contentLayoutGuide", "toAttribute": "bottom"},
                      {"item": "content", "attribute": "leading", "toItem": "scroller", "toAttribute": "leading"},
                      {"item": "content", "attribute": "trailing", "toItem": "scroller", "toAttribute": "trailing"},
                      {"item": "content", "attribute": "width", "toItem": "scroller.frameLayoutGuide", "toAttribute": "width"},
                      {"item": "content", "attribute": "height", "constant": 900}],
                  "children": [{"id": "content", "frame": {"x": 0, "y": 0, "width": 320, "height": 900}}]}]}}}


def test_scroll_view_reports_its_content_size(api):
    """A posted UIScrollView whose content is 900 tall: its content size in both orientations, as wide as the scroll view."""
    snapshot = api.create(SCROLL_APP, device="iphone-4", os="6")
    scroll = find_view(snapshot["layout"]["root"], "scroller")
    assert scroll["contentSize"] == {"width": 320, "height": 900}
    assert find_view(snapshot["layout"]["root"], "content")["frame"]["height"] == 900
    landscape = api.apply(snapshot["id"], rotate("landscapeLeft"))["snapshot"]["layout"]
    assert find_view(landscape["root"], "scroller")["contentSize"] == {"width": 568, "height": 900}
    assert landscape["constraints"]["unsatisfiable"] == [] and landscape["constraints"]["notes"] == []


def test_scroll_guide_of_a_plain_view_is_refused(api):
    """A contentLayoutGuide of a view that is not a UIScrollView is a 422 naming the field."""
    app = {"id": "not-a-scroll-view", "root": "Root", "controllers": {"Root": {
        "view": {"id": "rootView", "constraints": [
            {"item": "box", "attribute": "top", "toItem": "rootView.contentLayoutGuide", "toAttribute": "top"}]},
        "elements": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}
    error = assert_error(api.post("/v1/sessions", {"app": app}), 422, "invalid_app")
    assert error["problems"] == [
        "$.app.controllers.Root.view.constraints[0].toItem: \"rootView\" is not a UIScrollView (its class, or the UIKit class it inherits from, `uikitClass`, must be UIScrollView): only a scroll view has a contentLayoutGuide",
    ]


def test_posted_app_with_bad_constraints_names_each_problem(api):
    """A posted app's constraint problems come back together, each at its JSON path (422 invalid_app)."""
    app = {"id": "bad-constraints", "root": "Root", "controllers": {"Root": {
        "view": {"id": "rootView", "constraints": [
            {"item": "ghost", "attribute": "width", "constant": 10},
            {"item": "title", "attribute": "left", "toItem": "rootView", "toAttribute": "left", "multiplier": 0},
            {"item": "title", "attribute": "width", "constant": 10, "priority": 0}]},
        "elements": [{"id": "title", "kind": "label", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}
    error = assert_error(api.post("/v1/sessions", {"app": app}), 422, "invalid_app")
    assert error["problems"] == [
        "$.app.controllers.Root.view.constraints[1].multiplier: a multiplier of 0 on a position sets it to a constant: use width or height, or a non-zero multiplier",
        "$.app.controllers.Root.view.constraints[2].priority: expected a number from 1 to 1000, got 0",
        "$.app.controllers.Root.view.constraints[0].item: no view \"ghost\" at or below \"rootView\", which holds the constraint (the holder is an ancestor of both items, as Interface Builder keeps it)",
    ]


def test_explorer_finds_the_broken_constraint(api):
    """An exploration of constraint-form reports unsatisfiableConstraints for the margin, with the orientation it first breaks in."""
    location = api.post("/v1/explorations", {"app": "constraint-form", "device": "iphone-4", "os": "6", "depth": 2}).headers["Location"]
    deadline = time.monotonic() + 60
    while (job := api.get(location).json())["status"] == "running" and time.monotonic() < deadline:
        time.sleep(0.05)
    found = next(f for f in job["findings"] if f["kind"] == "unsatisfiableConstraints")
    assert found["subject"] == "signUp.bottomMargin"
    assert found["orientation"] == "landscapeRight"
    assert found["length"] == 1 and found["events"] == [{"type": "rotate", "orientation": "landscapeLeft"}]

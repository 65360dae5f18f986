"""The viewer on docs/semantics.md#auto-layout sessions: constraint-laid views, a broken constraint and an ambiguous view, live.

Against the real `swivel serve` only (the stub knows nothing of Auto Layout). `constraint-form`
breaks `signUp.bottomMargin` in landscape and holds it again in portrait; an inline app's label
held by a lone centerX constraint is ambiguous.
"""
from selenium.webdriver.common.by import By

from test_live_layout_in import rotate
from test_live_presentation import open_session
from test_live_session import wait_caught_up
from viewer_page import (assert_boxes_match_layout, broken_constraints_shown, error_banner, geometry, listed_in_panel,
                         screenshot, wait, warnings_shown)

BROKEN = "signUp.bottom <= formView.bottom - 20"
WARNING = f"Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint {BROKEN}"
FORM_FIELDS = ["title", "name", "email", "password", "confirm", "signUp"]
WARN_RGB = "rgb(180, 35, 24)"  # --warn in style.css

# A label centred by one constraint (its y is open: ambiguous) under a text field pinned on every side, and a
# caption placed by its baseline (Swivel measures no fonts: the layout's notes say so).
AMBIGUOUS_APP = {
    "id": "ambiguous-label", "root": "Root",
    "controllers": {"Root": {
        "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": "all",
        "view": {"id": "rootView", "constraints": [
            {"id": "hello.centerX", "item": "hello", "attribute": "centerX", "toItem": "rootView", "toAttribute": "centerX"},
            {"id": "field.top", "item": "field", "attribute": "top", "toItem": "topLayoutGuide", "toAttribute": "bottom", "constant": 20},
            {"id": "field.leading", "item": "field", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 20},
            {"id": "field.trailing", "item": "field", "attribute": "trailing", "toItem": "rootView", "toAttribute": "trailing", "constant": -20},
            {"id": "field.height", "item": "field", "attribute": "height", "constant": 44},
            {"id": "caption.leading", "item": "caption", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 20},
            {"id": "caption.baseline", "item": "caption", "attribute": "baseline", "toItem": "rootView", "toAttribute": "bottom", "constant": -20},
        ]},
        "elements": [
            {"id": "field", "kind": "view", "class": "UITextField", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
            {"id": "hello", "kind": "label", "text": "Hello", "frame": {"x": 0, "y": 200, "width": 120, "height": 30}},
            {"id": "caption", "kind": "label", "text": "Caption", "frame": {"x": 0, "y": 0, "width": 100, "height": 21}},
        ],
    }},
}


def boxes(driver):
    return {box["id"]: box for box in geometry(driver)["boxes"]}


def broken_marks(driver):
    """`[(view id, data-broken, its label)]` of the boxes marked with a broken constraint, in drawing order."""
    return [(b["id"], b["broken"], b["brokenLabel"]) for b in geometry(driver)["boxes"] if b["broken"] or b["brokenClass"]]


def test_broken_constraint_in_landscape_is_listed_and_marked(driver, swivel_server, output_dir):
    """constraint-form: portrait holds; landscape lists the broken margin with what it fought, marks its views; portrait clears it."""
    base = swivel_server
    sid = open_session(driver, base, "constraint-form")
    layout = wait_caught_up(driver, base, sid)
    assert layout["constraints"] == {"unsatisfiable": [], "ambiguous": [], "notes": []}
    drawn = assert_boxes_match_layout(driver, layout)
    assert [b["id"] for b in drawn["boxes"] if b["byConstraints"]] == FORM_FIELDS
    assert [b["id"] for b in drawn["boxes"] if b["className"] == "UITextField"] == ["name", "email", "password", "confirm"]
    assert "name (UITextField, view) of SignUpViewController#1" in boxes(driver)["name"]["tooltip"]
    assert "laid out by constraints" in boxes(driver)["signUp"]["tooltip"]
    assert broken_marks(driver) == []
    assert broken_constraints_shown(driver) is None
    assert not driver.find_element(By.ID, "broken-badge").is_displayed()

    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    breach = layout["constraints"]["unsatisfiable"][0]
    assert_boxes_match_layout(driver, layout)
    shown = wait(driver, broken_constraints_shown, message="no Auto Layout panel after the rotation")
    assert shown == [{
        "id": "signUp.bottomMargin", "controller": "SignUpViewController#1", "bounds": "568×268", "description": BROKEN,
        "where": "signUp.bottomMargin · SignUpViewController#1 · bounds 568×268",
        "conflicting": [c["description"] for c in breach["conflicting"]],
    }]
    assert "signUp.top == confirm.bottom + 12" in shown[0]["conflicting"]
    assert driver.find_element(By.ID, "constraints-count").text == "1 broken constraint"
    assert driver.find_element(By.ID, "broken-badge").text == "1 broken constraint"
    assert warnings_shown(driver) == [WARNING]
    # The broken constraint's item (the button) and toItem (the form) are drawn in the warning colour.
    assert broken_marks(driver) == [("formView", "signUp.bottomMargin", "broken constraint"),
                                    ("signUp", "signUp.bottomMargin", "broken constraint")]
    drawn = boxes(driver)
    assert drawn["formView"]["outline"] == ["solid", WARN_RGB]
    assert drawn["signUp"]["layoutBy"] == "constraints" and drawn["signUp"]["byConstraints"]
    assert "named by the broken constraint signUp.bottomMargin" in drawn["signUp"]["tooltip"]
    # The button went below the screen: a marker on the window's bottom edge says so.
    [marker] = geometry(driver)["offscreen"]
    assert (marker["id"], marker["side"], marker["text"]) == ("signUp", "bottom", "signUp ↓ off screen")
    assert driver.find_element(By.CSS_SELECTOR, '[data-offscreen-for="signUp"]').is_displayed()
    screenshot(driver, output_dir, "live-swivel-broken-constraint-landscape")

    rotate(driver, "portrait")
    layout = wait_caught_up(driver, base, sid)
    assert layout["constraints"]["unsatisfiable"] == []
    assert_boxes_match_layout(driver, layout)
    wait(driver, lambda d: broken_marks(d) == [], message="views still marked broken back in portrait")
    assert broken_constraints_shown(driver) is None
    assert geometry(driver)["offscreen"] == []
    assert not driver.find_element(By.ID, "broken-badge").is_displayed()
    assert warnings_shown(driver) is None
    assert error_banner(driver) is None


def test_scrolling_form_breaks_nothing(driver, swivel_server):
    """constraint-form-scrolling (the fix): landscape draws its constraint-laid views with no breach and no badge."""
    base = swivel_server
    sid = open_session(driver, base, "constraint-form-scrolling")
    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    assert layout["constraints"]["unsatisfiable"] == []
    drawn = assert_boxes_match_layout(driver, layout)
    assert boxes(driver)["scrollView"]["className"] == "UIScrollView"
    assert any(b["byConstraints"] for b in drawn["boxes"])
    assert broken_marks(driver) == [] and geometry(driver)["offscreen"] == []
    assert broken_constraints_shown(driver) is None
    assert not driver.find_element(By.ID, "broken-badge").is_displayed()


def test_ambiguous_view_is_marked(driver, swivel_server, output_dir):
    """An inline app: the label held only by centerX is dashed and labelled "ambiguous", listed, counted; the notes shown."""
    base = swivel_server
    sid = open_session(driver, base, AMBIGUOUS_APP)
    layout = wait_caught_up(driver, base, sid)
    assert layout["constraints"]["ambiguous"] == ["hello"]
    assert layout["constraints"]["notes"], "the baseline constraint brings a note"
    assert_boxes_match_layout(driver, layout)
    drawn = boxes(driver)
    assert [(i, b["ambiguousLabel"]) for i, b in drawn.items() if b["ambiguous"]] == [("hello", "ambiguous")]
    assert drawn["hello"]["outline"][0] == "dashed"
    assert "(ambiguous: another frame would satisfy its constraints equally well)" in drawn["hello"]["tooltip"]
    assert not drawn["field"]["ambiguous"] and drawn["field"]["outline"][0] == "solid"
    assert driver.find_element(By.ID, "ambiguous-badge").text == "1 ambiguous view"
    assert not driver.find_element(By.ID, "broken-badge").is_displayed()
    assert broken_constraints_shown(driver) == []
    assert not driver.find_element(By.CSS_SELECTOR, '#constraints-panel [data-block="broken"]').is_displayed()
    assert listed_in_panel(driver, "ambiguous-views") == ["hello"]
    assert listed_in_panel(driver, "constraint-notes") == layout["constraints"]["notes"]
    screenshot(driver, output_dir, "live-swivel-ambiguous-view")

    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    assert_boxes_match_layout(driver, layout)
    assert [i for i, b in boxes(driver).items() if b["ambiguous"]] == ["hello"]
    assert error_banner(driver) is None


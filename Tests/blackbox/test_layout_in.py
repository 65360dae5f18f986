"""docs/semantics.md#where-a-controller-lays-out-seed-004 over HTTP: where lifecycle-logger lays out (the "layoutIn" session option), and
the stale layouts the wrong callback leaves on screen.
"""
from swivel_api import api, assert_error, find_view, rotate, tap  # noqa: F401

ROWS = ["boundsLabel", "present", "presentModally", "dismiss"]


def test_default_layout_subviews_is_never_stale(api):
    """Without the option lifecycle-logger lays out in layoutSubviews: views carry laidOutFor, none is stale, the entries say laidOut."""
    session_id = api.create("lifecycle-logger")["id"]
    result = api.apply(session_id, rotate("landscapeLeft"))
    layout = result["snapshot"]["layout"]
    assert layout["stale"] == []
    label = find_view(layout["root"], "boundsLabel")
    assert label["laidOutFor"] == {"width": 568, "height": 268}
    assert label["stale"] is False
    layout_subviews = [e for e in result["trace"] if e["callback"] == "layoutSubviews"]
    assert layout_subviews[0]["detail"] == {"laidOut": True}


def test_view_will_appear_only_is_stale_after_a_rotation(api):
    """layoutIn viewWillAppear: the rows keep their portrait frames in landscape, marked stale with the size they were laid out for."""
    created = api.create("lifecycle-logger", options={"layoutIn": "viewWillAppear:"})
    assert created["options"] == {"layoutIn": ["viewWillAppear:"]}
    layout = api.apply(created["id"], rotate("landscapeLeft"))["snapshot"]["layout"]
    assert layout["stale"] == ROWS
    label = find_view(layout["root"], "boundsLabel")
    assert label["laidOutFor"] == {"width": 320, "height": 504}
    assert label["stale"] is True
    assert label["frame"] == {"x": 20, "y": 72, "width": 280, "height": 44}


def test_view_did_appear_jumps(api):
    """layoutIn viewDidAppear: launched in landscape: right in the end, with detail.jump on the viewDidAppear: entry."""
    created = api.create("lifecycle-logger", orientation="landscapeLeft", options={"layoutIn": ["viewDidAppear:"]})
    assert created["layout"]["stale"] == []
    trace = api.trace(created["id"])
    did_appear = next(e for e in trace if e["callback"] == "viewDidAppear:")
    assert did_appear["detail"] == {"animated": False, "laidOut": True, "jump": True}


def test_autoresized_views_have_no_laid_out_keys(api):
    """Controllers without layoutIn: their views carry neither laidOutFor nor stale."""
    layout = api.create("selective-rotation")["layout"]
    label = find_view(layout["root"], "homeLabel")
    assert "laidOutFor" not in label and "stale" not in label
    assert layout["stale"] == []


def test_bad_layout_in_values_are_refused(api):
    """An unknown callback in the option or in a definition is a 422 naming it."""
    error = assert_error(api.post("/v1/sessions", {"app": "lifecycle-logger", "options": {"layoutIn": ["viewWillDisappear:"]}}),
                         422, "invalid_options")
    assert "viewWillDisappear:" in error["message"]
    response = api.post("/v1/sessions", {"app": {"id": "x", "root": "A", "controllers": {"A": {"layoutIn": ["nope"]}}}})
    assert response.status_code == 422
    assert response.json()["error"]["problems"][0].startswith("$.app.controllers.A.layoutIn[0]")

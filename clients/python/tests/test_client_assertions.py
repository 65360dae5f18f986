"""The assertion helpers on hand-made traces and layouts (no server needed)."""
import pytest

from swivel_client import assert_callback_order, assert_frame, callbacks, find_view

TRACE = [
    {"seq": 1, "controller": "APortraitViewController#1", "callback": "willRotateToInterfaceOrientation:duration:"},
    {"seq": 2, "controller": "APortraitViewController#1", "callback": "viewWillDisappear:"},
    {"seq": 3, "controller": "ALandscapeViewController#1", "callback": "viewWillAppear:"},
    {"seq": 4, "controller": "APortraitViewController#1", "callback": "viewDidDisappear:"},
    {"seq": 5, "controller": "ALandscapeViewController#1", "callback": "viewDidAppear:"},
]

LAYOUT = {
    "interfaceOrientation": "landscapeRight",
    "root": {"id": "root", "controller": "Nav#1", "frame": {"x": 0, "y": 20, "width": 568, "height": 300}, "children": [
        {"id": "label", "controller": "A#1", "frame": {"x": 20, "y": 40, "width": 100.5, "height": 21}, "children": []},
        {"id": "same", "controller": "A#1", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": []},
        {"id": "same", "controller": "A#2", "frame": {"x": 5, "y": 5, "width": 2, "height": 2}, "children": []},
    ]},
}


def test_subsequence_matches_in_order_with_gaps():
    """Expected steps match in order with other callbacks between them; a bare callback matches any controller."""
    entries = assert_callback_order(TRACE, ["APortraitViewController#1 viewWillDisappear:", "viewDidAppear:"])
    assert len(entries) == 5


def test_subsequence_out_of_order_fails_with_the_picture():
    """Steps in the wrong order fail, marking the first step missing and listing the actual sequence."""
    with pytest.raises(AssertionError) as failure:
        assert_callback_order(TRACE, ["ALandscapeViewController#1 viewDidAppear:", "APortraitViewController#1 viewWillDisappear:"])
    message = str(failure.value)
    assert "1 of 2 expected steps matched" in message
    assert "MISS APortraitViewController#1 viewWillDisappear:" in message
    assert "   5 ALandscapeViewController#1 viewDidAppear:" in message


def test_exact_order_and_controller_filter():
    """exact=True needs the very sequence; controller= keeps one controller's entries (an id or a class)."""
    assert_callback_order(TRACE, ["viewWillAppear:", "viewDidAppear:"], exact=True, controller="ALandscapeViewController#1")
    assert_callback_order(TRACE, [("APortraitViewController", "willRotateToInterfaceOrientation:duration:"),
                                  ("APortraitViewController", "viewWillDisappear:"),
                                  ("APortraitViewController", "viewDidDisappear:")], exact=True, controller="APortraitViewController")
    with pytest.raises(AssertionError, match="did not run exactly"):
        assert_callback_order(TRACE, ["viewWillAppear:"], exact=True, controller="ALandscapeViewController#1")


def test_trace_can_be_an_event_answer():
    """An event answer's `trace` is read; `callbacks` lists it as "controller callback" lines."""
    answer = {"version": 1, "trace": TRACE}
    assert_callback_order(answer, ["viewDidDisappear:"])
    assert callbacks(answer)[1] == "APortraitViewController#1 viewWillDisappear:"


def test_frame_by_parts_tuple_or_dict():
    """A frame is checked whole (tuple or dict) or by the parts given; it is returned."""
    assert assert_frame(LAYOUT, "label", (20, 40, 100.5, 21)) == {"x": 20, "y": 40, "width": 100.5, "height": 21}
    assert_frame(LAYOUT, "label", {"x": 20, "y": 40, "width": 100.5, "height": 21})
    assert_frame({"layout": LAYOUT}, "label", width=100.5)
    assert_frame({"snapshot": {"layout": LAYOUT}}, "label", width=100, tolerance=0.5)


def test_frame_mismatch_names_the_view_and_both_values():
    """A wrong part fails saying the view, its controller, the orientation, what is and what was expected."""
    with pytest.raises(AssertionError) as failure:
        assert_frame(LAYOUT, "label", x=20, width=90)
    message = str(failure.value)
    assert "view 'label' of A#1" in message and "landscapeRight" in message
    assert "width 90 (is 100.5)" in message and "x 20" not in message.split("expected")[1]


def test_ambiguous_or_missing_views_are_lookup_errors():
    """An id two controllers share needs controller=; a missing id lists the ids on screen."""
    with pytest.raises(LookupError, match="pass controller="):
        assert_frame(LAYOUT, "same", x=0)
    assert assert_frame(LAYOUT, "same", x=5, controller="A#2")["width"] == 2
    with pytest.raises(LookupError, match="the views are: label, root, same"):
        find_view(LAYOUT, "nope")


def test_frame_needs_something_to_compare():
    """Neither a frame nor a part is a usage error, not a pass."""
    with pytest.raises(TypeError):
        assert_frame(LAYOUT, "label")

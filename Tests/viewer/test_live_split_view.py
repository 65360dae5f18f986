"""The viewer on a split view (docs/semantics.md#split-views), against the real `swivel serve`: on an
iPhone 15 Pro Max in portrait the split is collapsed (the secondary pushed onto the primary's
navigation controller); turned to landscape, both columns are drawn side by side at their frames.
"""
from test_live_layout_in import rotate
from test_live_presentation import open_session
from test_live_session import wait_caught_up
from viewer_page import assert_boxes_match_layout, screenshot

SPLIT_APP = {
    "id": "split-mail",
    "splitViewController": {
        "primary": {"controller": "Inbox", "navigationController": {}},
        "secondary": "Message",
    },
    "controllers": {"Inbox": {"title": "Inbox"}, "Message": {"title": "Message"}},
}


def test_a_split_view_is_drawn_collapsed_then_side_by_side(driver, swivel_server, output_dir):
    """Portrait: Message drawn alone, full width (collapsed onto Inbox's stack); landscape: Inbox 320 pt wide beside Message, every box at its frame."""
    base = swivel_server
    sid = open_session(driver, base, SPLIT_APP, device="iphone-15-pro-max", os="17")
    layout = wait_caught_up(driver, base, sid)
    geo = assert_boxes_match_layout(driver, layout)
    assert [box["controller"] for box in geo["boxes"] if box["id"] == "view"] == ["Message#1"]
    screenshot(driver, output_dir, "split-view-collapsed")
    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    assert layout["root"]["id"] == "splitView"
    assert [child["frame"] for child in layout["root"]["children"]] == [
        {"x": 0, "y": 0, "width": 320, "height": 430},
        {"x": 320, "y": 0, "width": 612, "height": 430},
    ]
    geo = assert_boxes_match_layout(driver, layout)
    assert {box["controller"] for box in geo["boxes"]} >= {"Inbox#1", "Message#1"}
    screenshot(driver, output_dir, "split-view-expanded")

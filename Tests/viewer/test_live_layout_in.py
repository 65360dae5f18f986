"""The viewer on docs/semantics.md#where-a-controller-lays-out-seed-004 sessions: views laid out in the wrong callback are drawn stale, live.

Against the real `swivel serve` only (the stub knows nothing of `layoutIn`); the static side of
the same marks is in `test_static_viewer.py` with the hand-written `snapshot-004-stale.json`.
"""
import requests
from selenium.webdriver.common.by import By

from test_live_session import wait_caught_up
from viewer_page import assert_boxes_match_layout, error_banner, geometry, screenshot, wait, wait_text

ROWS = ["boundsLabel", "present", "presentModally", "dismiss"]


def open_logger(driver, base, options):
    answer = requests.post(f"{base}/v1/sessions", json={"app": "lifecycle-logger", "device": "iphone-4", "os": "6",
                                                        "options": options}, timeout=10)
    assert answer.status_code == 201, answer.text
    sid = answer.json()["id"]
    driver.get(f"{base}/#/sessions/{sid}")
    wait_text(driver, "session-version", "version 0")
    return sid


def rotate(driver, orientation):
    driver.find_element(By.CSS_SELECTOR, f'#rotate-controls button[data-orientation="{orientation}"]').click()
    wait_text(driver, "device-orientation", orientation)


def stale_boxes(driver):
    return [(b["id"], b["staleLabel"]) for b in geometry(driver)["boxes"] if b["stale"]]


def test_layout_in_view_will_appear_goes_stale_on_rotation(driver, swivel_server, output_dir):
    """layoutIn viewWillAppear: after landscapeLeft the rows keep their portrait layout, marked; back in portrait they are not."""
    base = swivel_server
    sid = open_logger(driver, base, {"layoutIn": ["viewWillAppear:"]})
    layout = wait_caught_up(driver, base, sid)
    assert layout.get("stale") == [], f"the server does not send docs/semantics.md#where-a-controller-lays-out-seed-004's stale list: {sorted(layout)}"
    assert_boxes_match_layout(driver, layout)
    assert stale_boxes(driver) == []

    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    assert layout["stale"] == ROWS
    assert_boxes_match_layout(driver, layout)
    assert stale_boxes(driver) == [(row, "laid out for 320×504") for row in ROWS]
    assert driver.find_element(By.ID, "stale-badge").text == "4 views laid out for other bounds"
    screenshot(driver, output_dir, "live-swivel-stale-landscape")

    rotate(driver, "portrait")
    layout = wait_caught_up(driver, base, sid)
    assert layout["stale"] == []
    assert_boxes_match_layout(driver, layout)
    wait(driver, lambda d: stale_boxes(d) == [], message="views still marked stale back in portrait")
    assert not driver.find_element(By.ID, "stale-badge").is_displayed()
    assert error_banner(driver) is None


def test_layout_subviews_is_never_marked(driver, swivel_server):
    """Without the option the logger lays out in layoutSubviews: its rows carry laidOutFor but are never marked."""
    base = swivel_server
    sid = open_logger(driver, base, {})
    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    assert layout["stale"] == []
    geo = assert_boxes_match_layout(driver, layout)
    assert [b["id"] for b in geo["boxes"] if b["laidOutFor"] == "568×268"] == ROWS
    assert stale_boxes(driver) == []

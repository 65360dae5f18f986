"""The static viewer: saved JSON drawn exactly like a live session, with no server session."""
import json

import pytest
from selenium.webdriver.common.by import By

from conftest import FIXTURES
from viewer_page import (assert_boxes_match_layout, drop_json, error_banner, no_horizontal_overflow,
                         screenshot, stack_items, text_of, trace_rows, visible_controller, wait, wait_text)


def fixture(name):
    return json.loads((FIXTURES / name).read_text())


def open_src(driver, site, name):
    driver.get(f"{site}/Public/index.html?src=../Tests/viewer/fixtures/{name}")
    wait(driver, lambda d: d.execute_script("return location.hash") == "#/view" or error_banner(d),
         message=f"{name} never opened")


def open_files(driver, site, *names):
    driver.get(f"{site}/Public/index.html")
    file_input = driver.find_element(By.ID, "file-input")
    file_input.send_keys("\n".join(str(FIXTURES / name) for name in names))
    wait(driver, lambda d: d.execute_script("return location.hash") == "#/view", message="file never opened")


def test_snapshot_draws_every_view_at_its_frame(driver, static_site, output_dir):
    """A seed-000 landscape snapshot: boxes at the layout frames (scaled), orientations and stack shown."""
    snapshot = fixture("snapshot-000-landscape.json")
    open_src(driver, static_site, "snapshot-000-landscape.json")
    wait_text(driver, "device-orientation", "landscapeLeft")
    assert text_of(driver, "interface-orientation") == "landscapeRight"
    assert stack_items(driver) == [("APortraitViewController#1", "present"), ("ALandscapeViewController#1", "visible")]
    geo = assert_boxes_match_layout(driver, snapshot["layout"])
    assert geo["bodyTurn"] == -90 and geo["interfaceTurn"] == 90
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "static-snapshot-000-landscape")


def test_snapshot_is_read_only(driver, static_site):
    """Without a server session, rotate buttons are disabled and tapping a button view sends nothing."""
    open_src(driver, static_site, "snapshot-000-landscape.json")
    wait_text(driver, "device-orientation", "landscapeLeft")
    buttons = driver.find_elements(By.CSS_SELECTOR, "#rotate-controls button[data-orientation]")
    assert sorted(b.get_attribute("data-orientation") for b in buttons) == sorted(
        ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"])
    assert all(not b.is_enabled() for b in buttons)
    driver.find_element(By.CSS_SELECTOR, '[data-view-id="showB"]').click()
    assert visible_controller(driver) == "ALandscapeViewController#1"
    assert error_banner(driver) is None


def test_event_response_shows_its_trace_as_new_and_the_back_button(driver, static_site, output_dir):
    """An event response (tap showB): B visible, back button "A", its entries highlighted, wrong bounds marked."""
    response = fixture("event-response-000-show-b.json")
    open_src(driver, static_site, "event-response-000-show-b.json")
    wait(driver, lambda d: visible_controller(d) == "BViewController#1")
    assert driver.find_element(By.ID, "nav-back").text == "‹ A"
    assert_boxes_match_layout(driver, response["snapshot"]["layout"])
    rows = trace_rows(driver)
    assert [int(r.get_attribute("data-seq")) for r in rows] == [e["seq"] for e in response["trace"]]
    assert all("new" in r.get_attribute("class").split() for r in rows)
    wrong = [int(r.get_attribute("data-seq")) for r in rows if "bounds-incorrect" in r.get_attribute("class").split()]
    assert wrong == [e["seq"] for e in response["trace"] if e["boundsCorrect"] is False]
    assert wrong, "the fixture has entries with boundsCorrect false"
    assert driver.find_element(By.ID, "nav-bar-state").text == "navigation bar shown"
    screenshot(driver, output_dir, "static-event-response-show-b")


def test_trace_file_from_the_file_picker(driver, static_site):
    """A trace alone: every entry listed, no device drawn, controllers listed as seen in the trace."""
    entries = fixture("trace-000-landscape.json")["entries"]
    open_files(driver, static_site, "trace-000-landscape.json")
    wait(driver, lambda d: len(trace_rows(d)) == len(entries))
    assert "no layout" in driver.find_element(By.ID, "stage-empty").text
    assert driver.find_element(By.ID, "trace-count").text == f"{len(entries)} entries"
    seen = {cid for cid, state in stack_items(driver) if state == "seen"}
    assert seen == {e["controller"] for e in entries}
    assert not driver.find_elements(By.CSS_SELECTOR, "#trace tr.new"), "a saved trace is not new"


def test_snapshot_and_trace_together_grey_out_instances_that_left(driver, static_site, output_dir):
    """A portrait snapshot opened with the earlier trace: ALandscapeViewController#1 is listed as gone."""
    snapshot = fixture("snapshot-000-portrait-again.json")
    open_files(driver, static_site, "snapshot-000-portrait-again.json", "trace-000-landscape.json")
    wait(driver, lambda d: len(trace_rows(d)) > 0)
    assert stack_items(driver) == [("APortraitViewController#1", "visible"), ("ALandscapeViewController#1", "gone")]
    gone = driver.find_element(By.CSS_SELECTOR, '#stack li[data-state="gone"]')
    assert "gone" in gone.get_attribute("class").split()
    assert_boxes_match_layout(driver, snapshot["layout"])
    assert text_of(driver, "device-orientation") == "portrait"
    assert text_of(driver, "interface-orientation") == "portrait"
    screenshot(driver, output_dir, "static-portrait-with-trace")


def test_trace_filters(driver, static_site):
    """Filtering by controller and callback (substring) and to wrong bounds only hides the other rows."""
    entries = fixture("trace-000-landscape.json")["entries"]
    open_files(driver, static_site, "trace-000-landscape.json")
    wait(driver, lambda d: len(trace_rows(d)) == len(entries))
    driver.find_element(By.ID, "trace-filter-controller").send_keys("ALandscape")
    shown = trace_rows(driver, only_shown=True)
    assert len(shown) == sum(1 for e in entries if "ALandscape" in e["controller"])
    driver.find_element(By.ID, "trace-filter-callback").send_keys("viewWillAppear")
    shown = trace_rows(driver, only_shown=True)
    assert [r.get_attribute("data-callback") for r in shown] == ["viewWillAppear:"]
    driver.find_element(By.ID, "trace-filter-controller").clear()
    driver.find_element(By.ID, "trace-filter-callback").clear()
    driver.execute_script("document.getElementById('trace-filter-controller').dispatchEvent(new Event('input'))")
    driver.find_element(By.ID, "trace-only-incorrect").click()
    shown = trace_rows(driver, only_shown=True)
    assert len(shown) == sum(1 for e in entries if e["boundsCorrect"] is False)
    assert all(r.get_attribute("data-bounds-correct") == "false" for r in shown)
    assert driver.find_element(By.ID, "trace-count").text == f"{len(shown)} of {len(entries)} entries"


def test_clicking_a_controller_in_the_trace_filters_by_it(driver, static_site):
    """Clicking a controller id in the trace table filters the table to that controller."""
    open_files(driver, static_site, "trace-000-landscape.json")
    wait(driver, lambda d: len(trace_rows(d)) > 0)
    button = driver.find_element(By.CSS_SELECTOR, '#trace tr[data-controller="UINavigationController#1"] button')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    shown = trace_rows(driver, only_shown=True)
    assert shown and all(r.get_attribute("data-controller") == "UINavigationController#1" for r in shown)


def test_view_with_a_different_transform_is_drawn_turned(driver, static_site, output_dir):
    """Seed 002's unrotated landscape view: its bounds-sized box is turned −90° and covers its frame."""
    layout = fixture("layout-002-unrotated-view.json")
    open_src(driver, static_site, "layout-002-unrotated-view.json")
    wait_text(driver, "interface-orientation", "landscapeRight")
    geo = assert_boxes_match_layout(driver, layout)
    swapped = next(b for b in geo["boxes"] if b["id"] == "landscapeView")
    assert swapped["delta"] == -90 and swapped["transform"] == "rotate(-90deg)"
    assert swapped["css"][2:] == [568, 300], "the inner box has the view's bounds"
    screenshot(driver, output_dir, "static-layout-002-unrotated")


def test_crashed_snapshot_shows_the_exception(driver, static_site):
    """A crashed session: status "crashed" and the exception and reason shown."""
    open_src(driver, static_site, "snapshot-001-crashed.json")
    wait(driver, lambda d: d.find_element(By.ID, "crash").is_displayed())
    crash = driver.find_element(By.ID, "crash").text
    assert "UIApplicationInvalidInterfaceOrientation" in crash and "shouldAutorotate is returning YES" in crash
    assert driver.find_element(By.ID, "session-status").text == "crashed"
    assert driver.find_element(By.ID, "nav-bar") and not driver.find_elements(By.ID, "nav-back")


def test_drag_and_drop_opens_a_snapshot(driver, static_site):
    """Dropping a snapshot file on the page draws it."""
    snapshot = fixture("snapshot-000-landscape.json")
    driver.get(f"{static_site}/Public/index.html")
    drop_json(driver, "dropped.json", snapshot)
    wait(driver, lambda d: d.execute_script("return location.hash") == "#/view")
    wait_text(driver, "session-title", "dropped.json")
    assert_boxes_match_layout(driver, snapshot["layout"])


@pytest.mark.parametrize("flat, badge", [("faceUp", "face up"), ("faceDown", "face down")])
def test_face_up_keeps_the_last_turn_and_shows_a_badge(driver, static_site, flat, badge):
    """A flat device orientation keeps the body turned for the interface and shows a badge."""
    snapshot = fixture("snapshot-000-landscape.json")
    snapshot["deviceOrientation"] = flat
    driver.get(f"{static_site}/Public/index.html")
    drop_json(driver, "flat.json", snapshot)
    wait_text(driver, "device-orientation", flat)
    assert driver.find_element(By.ID, "flat-badge").text == badge
    geo = assert_boxes_match_layout(driver, snapshot["layout"])
    assert geo["bodyTurn"] == -90


def test_unrecognised_json_is_reported(driver, static_site):
    """JSON that is no snapshot, trace, event response or layout is reported in the error banner."""
    driver.get(f"{static_site}/Public/index.html?src=../Tests/viewer/fixtures/not-swivel.json")
    message = wait(driver, error_banner)
    assert "not-swivel.json" in message and "not a Swivel snapshot" in message


def test_missing_src_is_reported(driver, static_site):
    """A ?src= URL that answers 404 is reported in the error banner."""
    driver.get(f"{static_site}/Public/index.html?src=../Tests/viewer/fixtures/missing.json")
    message = wait(driver, error_banner)
    assert "missing.json" in message and "404" in message


def test_narrow_window_stays_readable(driver, static_site, output_dir):
    """At 400 px wide nothing overflows sideways and the boxes still match the frames."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    response = fixture("event-response-000-show-b.json")
    open_src(driver, static_site, "event-response-000-show-b.json")
    wait(driver, lambda d: visible_controller(d) == "BViewController#1")
    assert driver.execute_script("return window.innerWidth") == 400
    assert no_horizontal_overflow(driver)
    assert_boxes_match_layout(driver, response["snapshot"]["layout"])
    screenshot(driver, output_dir, "static-narrow-400")


def test_wide_window_keeps_device_and_stack_side_by_side(driver, static_site):
    """At 1280×800 the device and the stack/trace columns sit side by side without sideways scrolling."""
    open_src(driver, static_site, "event-response-000-show-b.json")
    wait(driver, lambda d: visible_controller(d) == "BViewController#1")
    stage = driver.find_element(By.ID, "device-stage").rect
    stack = driver.find_element(By.ID, "stack").rect
    assert stack["x"] > stage["x"] + stage["width"] - 1
    assert no_horizontal_overflow(driver)


def test_timers_panel_shows_saved_timers_read_only(driver, static_site, output_dir):
    """A saved exercise-timer snapshot: the workout timer's state and times, the clock, controls disabled."""
    snapshot = fixture("snapshot-003-timer.json")
    open_src(driver, static_site, "snapshot-003-timer.json")
    timer = wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, '#timer-list li[data-timer-id="workout"]'))
    assert timer.get_attribute("data-state") == "running"
    assert "0:12.3 elapsed" in timer.text and "29:47.7 left of 30:00.0" in timer.text
    assert driver.find_element(By.ID, "clock").text == "0:12.3"
    assert all(not b.is_enabled() for b in driver.find_elements(By.CSS_SELECTOR, "#timers button"))
    geo = assert_boxes_match_layout(driver, snapshot["layout"])
    assert {b["kind"] for b in geo["boxes"]} >= {"view", "timerLabel", "button"}
    screenshot(driver, output_dir, "static-snapshot-003-timer")


def test_stale_views_are_marked(driver, static_site, output_dir):
    """docs/semantics.md#where-a-controller-lays-out-seed-004: views laid out for other bounds than they have now get a red dashed outline and "laid out for w×h"."""
    snapshot = fixture("snapshot-004-stale.json")
    layout = snapshot["layout"]
    open_src(driver, static_site, "snapshot-004-stale.json")
    wait_text(driver, "device-orientation", "landscapeLeft")
    geo = assert_boxes_match_layout(driver, layout)
    stale = [b for b in geo["boxes"] if b["stale"]]
    assert [b["id"] for b in stale] == layout["stale"] == ["boundsLabel", "present", "presentModally", "dismiss"]
    assert {b["staleLabel"] for b in stale} == {"laid out for 320×504"}
    assert {b["laidOutFor"] for b in stale} == {"320×504"}
    fresh = [b for b in geo["boxes"] if not b["stale"]]
    assert [(b["id"], b["staleLabel"], b["laidOutFor"]) for b in fresh] == [
        ("navigationView", None, None), ("loggerView", None, None)]
    outline = driver.execute_script(
        "const s = getComputedStyle(document.querySelector('[data-view-id=\"present\"]')); return [s.outlineStyle, s.outlineColor]")
    assert outline == ["dashed", "rgb(180, 35, 24)"]
    assert text_of(driver, "stale-badge") == "4 views laid out for other bounds"
    assert driver.find_element(By.ID, "nav-title").text == "Logger"
    assert driver.find_element(By.ID, "warnings").is_displayed() is False
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "static-snapshot-004-stale")


@pytest.mark.parametrize("variant", ["laid out right", "listed only in layout.stale"])
def test_stale_marks_follow_the_keys(driver, static_site, variant):
    """`stale: false` views are not marked (but keep laidOutFor); a view named only by the layout's list is."""
    snapshot = fixture("snapshot-004-stale.json")
    subviews = snapshot["layout"]["root"]["children"][0]["children"]
    for subview in subviews:
        if variant == "laid out right":
            subview["stale"] = False
        else:
            del subview["stale"], subview["laidOutFor"]
    if variant == "laid out right":
        snapshot["layout"]["stale"] = []
    driver.get(f"{static_site}/Public/index.html")
    drop_json(driver, "stale-variant.json", snapshot)
    wait_text(driver, "device-orientation", "landscapeLeft")
    geo = assert_boxes_match_layout(driver, snapshot["layout"])
    marked = [b["id"] for b in geo["boxes"] if b["stale"]]
    if variant == "laid out right":
        assert marked == []
        assert [b["laidOutFor"] for b in geo["boxes"] if b["laidOutFor"]] == ["320×504"] * 4
        assert not driver.find_element(By.ID, "stale-badge").is_displayed()
    else:
        assert marked == ["boundsLabel", "present", "presentModally", "dismiss"]
        assert {b["staleLabel"] for b in geo["boxes"] if b["stale"]} == {"stale"}

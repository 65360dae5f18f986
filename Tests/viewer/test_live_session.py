"""The viewer driving a session on a server: form, rotate, tap, back, keyboard, polling, errors.

Every test runs twice: against `stub_server.py` (a stand-in modelling seed 000) and against the
real `swivel serve` (a failure, with the reason, when it cannot run). Geometry is always checked
against what the server's own `GET /v1/sessions/{id}/layout` answers.
"""
import re

import requests
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from viewer_page import (assert_boxes_match_layout, error_banner, screenshot, stack_items, text_of, trace_rows,
                         visible_controller, wait, wait_text)

APP = "alternate-landscape"


def session_id(driver):
    match = re.fullmatch(r"#/sessions/(.+)", driver.execute_script("return location.hash"))
    return match and requests.utils.unquote(match.group(1))


def create_from_form(driver, base, orientation="portrait"):
    """Fills the home page's form (alternate-landscape, iphone-4, iOS 6) and returns the new session's id."""
    driver.get(f"{base}/")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, f'#create-app option[value="{APP}"]'),
         message="the app catalogue never loaded")
    Select(driver.find_element(By.ID, "create-app")).select_by_value(APP)
    Select(driver.find_element(By.ID, "create-device")).select_by_value("iphone-4")
    Select(driver.find_element(By.ID, "create-os")).select_by_value("6")
    Select(driver.find_element(By.ID, "create-orientation")).select_by_value(orientation)
    driver.find_element(By.ID, "create-submit").click()
    sid = wait(driver, session_id, message=f"no session page opened (error: {error_banner(driver)})")
    wait_text(driver, "device-orientation", orientation)
    return sid


def create_by_api(base, orientation="portrait"):
    answer = requests.post(f"{base}/v1/sessions", json={"app": APP, "device": "iphone-4", "os": "6",
                                                        "orientation": orientation, "options": {}}, timeout=10)
    assert answer.status_code == 201, answer.text
    return answer.json()["id"]


def server_snapshot(base, sid):
    answer = requests.get(f"{base}/v1/sessions/{sid}", timeout=10)
    assert answer.status_code == 200, answer.text
    return answer.json()


def server_layout(base, sid):
    answer = requests.get(f"{base}/v1/sessions/{sid}/layout", timeout=10)
    assert answer.status_code == 200, answer.text
    return answer.json()


def server_trace(base, sid):
    entries, since = [], 0
    while True:
        page = requests.get(f"{base}/v1/sessions/{sid}/trace", params={"since": since}, timeout=10).json()
        if not page["entries"]:
            return entries
        entries += page["entries"]
        since = page["next"]


def wait_caught_up(driver, base, sid):
    """Waits until the page shows the server's current version, then returns the server's layout."""
    version = server_snapshot(base, sid)["version"]
    wait_text(driver, "session-version", f"version {version}")
    return server_layout(base, sid)


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()


def test_create_rotate_tap_and_go_back(driver, api_server, output_dir):
    """The issue's flow: form → portrait A, landscapeLeft → landscape A, tap showB → B with back, Escape → landscape A."""
    base = api_server.url
    sid = create_from_form(driver, base)
    wait(driver, lambda d: visible_controller(d) == "APortraitViewController#1")
    assert text_of(driver, "interface-orientation") == "portrait"
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    screenshot(driver, output_dir, f"live-{api_server.name}-1-portrait")

    driver.find_element(By.CSS_SELECTOR, '#rotate-controls button[data-orientation="landscapeLeft"]').click()
    wait_text(driver, "device-orientation", "landscapeLeft")
    wait(driver, lambda d: visible_controller(d) == "ALandscapeViewController#1")
    assert text_of(driver, "interface-orientation") == "landscapeRight"
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    screenshot(driver, output_dir, f"live-{api_server.name}-2-landscape")

    driver.find_element(By.CSS_SELECTOR, '[data-view-id="showB"]').click()
    wait(driver, lambda d: visible_controller(d) == "BViewController#1")
    back = wait(driver, lambda d: d.find_elements(By.ID, "nav-back"), message="no back button drawn")[0]
    assert back.is_displayed()
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    screenshot(driver, output_dir, f"live-{api_server.name}-3-b")

    press(driver, Keys.ESCAPE)
    wait(driver, lambda d: visible_controller(d) == "ALandscapeViewController#1")
    stack = stack_items(driver)
    assert stack[:2] == [("APortraitViewController#1", "present"), ("ALandscapeViewController#1", "visible")]
    assert ("BViewController#1", "gone") in stack
    assert text_of(driver, "device-orientation") == "landscapeLeft"
    assert text_of(driver, "interface-orientation") == "landscapeRight"
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    wait(driver, lambda d: len(trace_rows(d)) == len(server_trace(base, sid)),
         message="the trace table does not list every entry of the session")
    assert error_banner(driver) is None
    screenshot(driver, output_dir, f"live-{api_server.name}-4-back")


def test_back_without_a_back_button_shows_the_422(driver, api_server):
    """Escape on portrait A (bar hidden, no back button): the server's 422 appears in the error banner."""
    base = api_server.url
    sid = create_from_form(driver, base)
    wait(driver, lambda d: visible_controller(d) == "APortraitViewController#1")
    press(driver, Keys.ESCAPE)
    message = wait(driver, error_banner, message="the 422 was not shown")
    assert "422" in message and "Back" in message
    assert driver.find_element(By.ID, "error").get_attribute("data-status") == "422"
    assert server_snapshot(base, sid)["version"] == 0
    assert visible_controller(driver) == "APortraitViewController#1"


def test_arrow_keys_rotate_and_instances_that_left_are_greyed(driver, api_server, output_dir):
    """← rotates to landscapeLeft, ↑ back to portrait: the popped ALandscapeViewController#1 is listed as gone."""
    base = api_server.url
    sid = create_from_form(driver, base)
    press(driver, Keys.ARROW_LEFT)
    wait_text(driver, "device-orientation", "landscapeLeft")
    wait(driver, lambda d: visible_controller(d) == "ALandscapeViewController#1")
    press(driver, Keys.ARROW_UP)
    wait_text(driver, "device-orientation", "portrait")
    wait(driver, lambda d: visible_controller(d) == "APortraitViewController#1")
    assert ("ALandscapeViewController#1", "gone") in stack_items(driver)
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    screenshot(driver, output_dir, f"live-{api_server.name}-keys")


def test_events_from_another_client_show_up(driver, api_server):
    """An event posted by someone else is picked up by polling: orientation, stack, boxes and new trace rows."""
    base = api_server.url
    sid = create_by_api(base)
    driver.get(f"{base}/#/sessions/{sid}")
    wait_text(driver, "device-orientation", "portrait")
    wait(driver, lambda d: len(trace_rows(d)) > 0)
    before = len(trace_rows(driver))
    answer = requests.post(f"{base}/v1/sessions/{sid}/events", json={"type": "rotate", "orientation": "landscapeLeft"},
                           timeout=10)
    assert answer.status_code == 200, answer.text
    wait_text(driver, "device-orientation", "landscapeLeft", timeout=5)
    wait(driver, lambda d: visible_controller(d) == "ALandscapeViewController#1", timeout=5)
    new_rows = driver.find_elements(By.CSS_SELECTOR, "#trace tbody tr.new")
    assert [int(r.get_attribute("data-seq")) for r in new_rows] == [e["seq"] for e in answer.json()["trace"]]
    assert len(trace_rows(driver)) == before + len(answer.json()["trace"])
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))


def test_home_lists_sessions_and_deletes_them(driver, api_server):
    """The home list shows app, device, orientation and version; Delete removes the session on the server."""
    base = api_server.url
    sid = create_by_api(base, orientation="landscapeLeft")
    driver.get(f"{base}/")

    def row(d):
        rows = [r for r in d.find_elements(By.CSS_SELECTOR, "#sessions tbody tr") if r.get_attribute("data-session-id") == sid]
        return rows[0] if rows else None

    wait(driver, lambda d: row(d) is not None and row(d).find_element(By.CSS_SELECTOR, ".orientation").text == "landscapeLeft",
         message="the session is not listed with its orientation")
    cells = [c.text for c in row(driver).find_elements(By.TAG_NAME, "td")]
    assert cells[:5] == [sid, APP, "iphone-4", "landscapeLeft", str(server_snapshot(base, sid)["version"])]
    row(driver).find_element(By.CSS_SELECTOR, "button.danger").click()
    wait(driver, lambda d: row(d) is None, message="the deleted session is still listed")
    assert requests.get(f"{base}/v1/sessions/{sid}", timeout=10).status_code == 404


def test_timer_controls_and_advance(driver, api_server):
    """Exercise timer: start (panel), advance 10 s, pause, advance 1 s, then start by tapping the `start` view."""
    base = api_server.url
    answer = requests.post(f"{base}/v1/sessions", json={"app": "exercise-timer", "device": "iphone-4", "os": "6",
                                                        "orientation": "portrait"}, timeout=10)
    assert answer.status_code == 201, answer.text
    sid = answer.json()["id"]
    driver.get(f"{base}/#/sessions/{sid}")
    timer = '#timer-list li[data-timer-id="workout"]'
    state = lambda d: d.find_element(By.CSS_SELECTOR, timer).get_attribute("data-state")  # noqa: E731
    wait(driver, lambda d: state(d) == "idle")
    driver.find_element(By.CSS_SELECTOR, f'{timer} button[data-timer-action="start"]').click()
    wait(driver, lambda d: state(d) == "running")
    driver.find_element(By.ID, "advance-10s").click()
    wait_text(driver, "clock", "0:10.0")
    wait(driver, lambda d: "0:10.0 elapsed" in d.find_element(By.CSS_SELECTOR, timer).text)
    driver.find_element(By.CSS_SELECTOR, f'{timer} button[data-timer-action="pause"]').click()
    wait(driver, lambda d: state(d) == "paused")
    driver.find_element(By.ID, "advance-1s").click()
    wait_text(driver, "clock", "0:11.0")
    assert "0:10.0 elapsed" in driver.find_element(By.CSS_SELECTOR, timer).text
    driver.find_element(By.CSS_SELECTOR, '[data-view-id="start"]').click()
    wait(driver, lambda d: state(d) == "running")
    timers = server_snapshot(base, sid)["timers"]
    assert [(t["id"], t["state"], t["elapsedMs"]) for t in timers] == [("workout", "running", 10_000)]
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    assert error_banner(driver) is None


def test_save_screenshot_downloads_the_servers_png(driver, swivel_server):
    """Save screenshot fetches GET …/screenshot.png?scale=2 and offers it as <id>-screenshot.png: 640 × 1136 for an iPhone 5."""
    sid = create_by_api(swivel_server)
    driver.get(f"{swivel_server}/#/sessions/{sid}")
    wait_text(driver, "device-orientation", "portrait")
    # Catch the download instead of writing a file: record what the page hands to the <a download>.
    driver.execute_script("""
        window.savedDownloads = [];
        const original = URL.createObjectURL;
        URL.createObjectURL = (blob) => {
            const url = original(blob);
            blob.arrayBuffer().then((buffer) => window.savedDownloads.push({
                type: blob.type, bytes: Array.from(new Uint8Array(buffer.slice(0, 24))), size: buffer.byteLength }));
            return url;
        };""")
    button = driver.find_element(By.ID, "download-screenshot")
    assert button.is_displayed()
    button.click()
    saved = wait(driver, lambda d: d.execute_script("return window.savedDownloads.length ? window.savedDownloads[0] : null"),
                 message=f"no screenshot was saved (error: {error_banner(driver)})")
    assert saved["type"] == "image/png"
    header = bytes(saved["bytes"])
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) == (640, 1136)

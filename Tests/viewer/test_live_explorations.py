"""The viewer's explorations pages (docs/semantics.md#the-explorer): start one, follow it, open a finding as a session, cancel.

Against the real `swivel serve` only (the stub has no explorer). Explorations of `alternate-landscape`
to depth 3 end at once; `lifecycle-logger` to depth 30 with 200000 states runs for tens of seconds, long
enough to watch its progress and cancel it. Every exploration still running after a test is cancelled, so
none holds one of the server's two slots (or a core) for the tests that follow.
"""
import re
import time

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_live_session import server_snapshot
from viewer_page import (error_banner, no_horizontal_overflow, screenshot, text_of, visible_controller, wait,
                         wait_text)

APP = "alternate-landscape"
SLOW_APP = "lifecycle-logger"  # depth 30, 200000 states: tens of seconds


@pytest.fixture
def base(swivel_server):
    """The real server's URL; explorations still running afterwards are cancelled."""
    yield swivel_server
    for exploration in requests.get(f"{swivel_server}/v1/explorations", timeout=10).json()["explorations"]:
        if exploration["status"] == "running":
            requests.delete(f"{swivel_server}/v1/explorations/{exploration['id']}", timeout=10)


def hash_of(driver):
    return driver.execute_script("return location.hash")


def exploration_id(driver):
    match = re.fullmatch(r"#/explorations/([^/]+)", hash_of(driver))
    return match and requests.utils.unquote(match.group(1))


def session_id(driver):
    match = re.fullmatch(r"#/sessions/(.+)", hash_of(driver))
    return match and requests.utils.unquote(match.group(1))


def server_exploration(base, xid):
    answer = requests.get(f"{base}/v1/explorations/{xid}", timeout=10)
    assert answer.status_code == 200, answer.text
    return answer.json()


def start_by_api(base, app=APP, depth=3, max_states=100000):
    answer = requests.post(f"{base}/v1/explorations", json={"app": app, "device": "iphone-4", "os": "6",
                                                            "depth": depth, "maxStates": max_states}, timeout=10)
    assert answer.status_code == 202, answer.text
    return answer.json()["id"]


def wait_done(base, xid, timeout=20):
    """Polls the server until the exploration is no longer running; returns its final body."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = server_exploration(base, xid)
        if body["status"] != "running":
            return body
        time.sleep(0.1)
    pytest.fail(f"exploration {xid} still running after {timeout} s")


def session_ids(base):
    return {s["id"] for s in requests.get(f"{base}/v1/sessions", timeout=10).json()["sessions"]}


def fill_form(driver, app, depth, max_states=None):
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, f'#explore-app option[value="{app}"]'),
         message="the app catalogue never loaded on the explorations page")
    Select(driver.find_element(By.ID, "explore-app")).select_by_value(app)
    Select(driver.find_element(By.ID, "explore-device")).select_by_value("iphone-4")
    Select(driver.find_element(By.ID, "explore-os")).select_by_value("6")
    for element_id, value in (("explore-depth", depth), ("explore-max-states", max_states)):
        if value is not None:
            field = driver.find_element(By.ID, element_id)
            field.clear()
            field.send_keys(str(value))


def start_from_form(driver, app, depth, max_states=None):
    """Fills and submits the form on #/explorations; returns the new exploration's id (its page is shown)."""
    fill_form(driver, app, depth, max_states)
    driver.find_element(By.ID, "explore-submit").click()
    return wait(driver, exploration_id, message=f"no exploration page opened (error: {error_banner(driver)})")


def progress_shown(driver):
    return {key: text_of(driver, f"progress-{key}") for key in ("states", "frontier", "depth", "transitions")}


def finding_rows(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#findings tbody tr")


def test_start_from_the_page_and_open_a_finding_as_a_session(driver, base, output_dir):
    """Home → Explorations → form (depth 3) → done with findings, as the server lists them → "Open as session"."""
    driver.get(f"{base}/")
    assert driver.find_element(By.ID, "nav-explorations").get_attribute("href").endswith("#/explorations")
    wait(driver, lambda d: d.find_element(By.ID, "home-explorations-link").is_displayed())
    driver.find_element(By.ID, "home-explorations-link").click()
    wait(driver, lambda d: hash_of(d) == "#/explorations")
    xid = start_from_form(driver, APP, depth=3)

    wait_text(driver, "exploration-status", "done")
    body = server_exploration(base, xid)
    assert body["status"] == "done" and body["request"]["depth"] == 3 and body["request"]["app"] == APP
    assert progress_shown(driver) == {key: str(value) for key, value in body["progress"].items()}
    assert not driver.find_element(By.ID, "exploration-cancel").is_displayed()
    findings = body["findings"]
    assert findings, "alternate-landscape to depth 3 has findings (undesignedOrientation, barLeak)"
    rows = finding_rows(driver)
    assert len(rows) == len(findings)
    for row, finding in zip(rows, findings):
        assert row.find_element(By.CSS_SELECTOR, ".finding-kind").text == finding["kind"]
        assert row.find_element(By.CSS_SELECTOR, ".finding-subject").text == finding["subject"]
        assert finding["detail"] in row.find_element(By.CSS_SELECTOR, ".finding-detail").text
        assert row.find_element(By.CSS_SELECTOR, ".finding-length").text == str(finding["length"])
        link = row.find_element(By.CSS_SELECTOR, "a.open-finding")
        assert link.text == "Open as session"
        assert link.get_attribute("href") == f"{base}{finding['viewer']}"
    # The first finding: rotate landscapeLeft, rotate portraitUpsideDown leaves A in landscapeRight.
    first = findings[0]
    assert first["kind"] == "undesignedOrientation"
    assert rows[0].find_element(By.CSS_SELECTOR, ".finding-events").text == \
        "rotate landscapeLeft → rotate portraitUpsideDown"
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "explorations-1-findings")

    before = session_ids(base)
    rows[0].find_element(By.CSS_SELECTOR, "a.open-finding").click()
    sid = wait(driver, session_id, message=f"no session page opened (error: {error_banner(driver)})")
    assert session_ids(base) == before | {sid}
    end = first["endState"]
    wait_text(driver, "device-orientation", end["deviceOrientation"])
    wait_text(driver, "interface-orientation", end["interfaceOrientation"])
    wait(driver, lambda d: isinstance(visible_controller(d), str)
         and visible_controller(d).split("#")[0] == end["visible"],
         message=f"the visible controller is not {end['visible']}")
    snapshot = server_snapshot(base, sid)
    assert snapshot["version"] == first["length"]
    wait_text(driver, "session-version", f"version {snapshot['version']}")
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "explorations-2-finding-session")

    # The finding's URL was replaced by the session's: Back returns to the exploration, no new session.
    driver.back()
    wait(driver, lambda d: hash_of(d) == f"#/explorations/{xid}")
    wait_text(driver, "exploration-status", "done")
    assert len(finding_rows(driver)) == len(findings)
    assert session_ids(base) == before | {sid}


def test_progress_is_followed_and_cancel_stops_the_search(driver, base, output_dir):
    """A long search shows growing progress while running; Cancel (DELETE) stops it and the server forgets it."""
    driver.get(f"{base}/#/explorations")
    xid = start_from_form(driver, SLOW_APP, depth=30, max_states=200000)
    wait_text(driver, "exploration-status", "running")
    cancel = driver.find_element(By.ID, "exploration-cancel")
    assert cancel.is_displayed()
    first = wait(driver, lambda d: int(text_of(d, "progress-states").replace("—", "0")) > 1 and progress_shown(d),
                 message="no progress shown")
    wait(driver, lambda d: progress_shown(d) != first, timeout=5, message="the progress never changed: not polled")
    assert not driver.find_element(By.ID, "findings-panel").is_displayed()
    screenshot(driver, output_dir, "explorations-3-running")

    cancel.click()
    wait_text(driver, "exploration-status", "cancelled")
    assert not driver.find_element(By.ID, "exploration-cancel").is_displayed()
    assert requests.get(f"{base}/v1/explorations/{xid}", timeout=10).status_code == 404
    listed = requests.get(f"{base}/v1/explorations", timeout=10).json()["explorations"]
    assert xid not in [x["id"] for x in listed]
    assert error_banner(driver) is None

    # The list page no longer shows it.
    driver.find_element(By.CSS_SELECTOR, "#exploration-view .back-link").click()
    wait(driver, lambda d: hash_of(d) == "#/explorations")
    wait(driver, lambda d: d.find_element(By.ID, "explorations").is_displayed())
    assert not driver.find_elements(By.CSS_SELECTOR, f'#explorations tr[data-exploration-id="{xid}"]')


def test_list_shows_status_and_findings_and_links_to_each(driver, base, output_dir):
    """An exploration started elsewhere is listed with its status and finding count; its link opens its page."""
    xid = start_by_api(base, depth=3)
    body = wait_done(base, xid)
    driver.get(f"{base}/#/explorations")
    row_css = f'#explorations tr[data-exploration-id="{xid}"]'
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, row_css), message="the exploration is not listed")
    row = driver.find_element(By.CSS_SELECTOR, row_css)
    assert row.find_element(By.CSS_SELECTOR, ".exploration-status").text == "done"
    assert row.find_element(By.CSS_SELECTOR, ".findings-count").text == str(len(body["findings"]))
    assert APP in row.text and "iphone-4" in row.text
    row.find_element(By.CSS_SELECTOR, "a.exploration-link").click()
    wait(driver, lambda d: exploration_id(d) == xid)
    wait_text(driver, "exploration-status", "done")
    assert len(finding_rows(driver)) == len(body["findings"])

    # Both pages fit a 400 px window without sideways scrolling (wide tables scroll in their panel).
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    assert no_horizontal_overflow(driver)
    screenshot(driver, output_dir, "explorations-narrow-400-findings")
    driver.find_element(By.CSS_SELECTOR, "#exploration-view .back-link").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, row_css))
    assert no_horizontal_overflow(driver)


def test_a_third_running_exploration_shows_the_429(driver, base):
    """Two searches already run: the form's request is refused with the server's too_many_explorations message."""
    running = [start_by_api(base, app=SLOW_APP, depth=30, max_states=200000) for _ in range(2)]
    assert all(server_exploration(base, xid)["status"] == "running" for xid in running)
    driver.get(f"{base}/#/explorations")
    fill_form(driver, APP, depth=3)
    driver.find_element(By.ID, "explore-submit").click()
    message = wait(driver, error_banner, message="the 429 was not shown")
    assert "429" in message and "too_many_explorations" in message, message
    assert driver.find_element(By.ID, "error").get_attribute("data-status") == "429"
    assert hash_of(driver) == "#/explorations"
    # Both running ones are listed as running.
    for xid in running:
        wait(driver, lambda d, xid=xid: d.find_elements(
            By.CSS_SELECTOR, f'#explorations tr[data-exploration-id="{xid}"][data-status="running"]'))


def test_an_invalid_depth_shows_the_servers_422(driver, base):
    """A depth the server refuses (31, past the input's own bound): its 422 message, naming $.depth, is shown."""
    driver.get(f"{base}/#/explorations")
    fill_form(driver, APP, depth=3)
    driver.execute_script("const input = document.getElementById('explore-depth'); input.removeAttribute('max');"
                          "input.value = '31';")
    driver.find_element(By.ID, "explore-submit").click()
    message = wait(driver, error_banner, message="the 422 was not shown")
    assert "422" in message and "$.depth" in message, message
    assert hash_of(driver) == "#/explorations"


def test_a_missing_finding_or_exploration_is_reported(driver, base):
    """A finding number past the end: no session, the 404 shown in the banner and on the page; an unknown exploration too."""
    xid = start_by_api(base, depth=3)
    body = wait_done(base, xid)
    before = session_ids(base)
    missing = len(body["findings"])
    driver.get(f"{base}/#/explorations/{xid}/findings/{missing}")
    message = wait(driver, error_banner, message="the 404 was not shown")
    assert "404" in message and "finding_not_found" in message, message
    wait(driver, lambda d: "No session was opened" in text_of(d, "finding-status"))
    assert hash_of(driver) == f"#/explorations/{xid}/findings/{missing}"
    assert session_ids(base) == before
    assert driver.find_element(By.ID, "finding-back").get_attribute("href").endswith(f"#/explorations/{xid}")

    driver.get(f"{base}/#/explorations/xnothere")
    message = wait(driver, lambda d: (error_banner(d) or "").find("exploration_not_found") >= 0 and error_banner(d),
                   message="the unknown exploration's 404 was not shown")
    assert "404" in message
    wait_text(driver, "exploration-status", "gone")

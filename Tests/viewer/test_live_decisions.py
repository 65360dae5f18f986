"""The viewer on docs/semantics.md#rotation-decisions: why the interface rotated, or did not.

Against the real `swivel serve` only (the stub records no decisions: its pages must hide them).
The "Last decision" card beside the device follows the snapshot's `lastDecision`; the "Rotation
decisions" panel lists `GET …/decisions` on open, then each event answer's `decisions`, and what
another client's events decided (read when the polled snapshot's `lastDecision` is newer).
"""
import requests
from selenium.webdriver.common.by import By

from test_live_layout_in import rotate
from test_live_presentation import click_view, open_session
from test_live_session import server_snapshot, wait_caught_up
from test_static_viewer import open_src
from viewer_page import (decisions_listed, error_banner, last_decision_shown, open_decision, screenshot, text_of,
                         visible_controller, wait, wait_text)

MASK = "portrait, landscapeRight, landscapeLeft"


def server_decisions(base, sid):
    """Every decision of the session, page by page (`since=next` until a page is empty)."""
    decisions, since = [], 0
    while True:
        page = requests.get(f"{base}/v1/sessions/{sid}/decisions", params={"since": since}, timeout=10).json()
        if not page["decisions"]:
            return decisions
        decisions += page["decisions"]
        since = page["next"]


def as_listed(decision):
    """What the panel's row must show for a server decision."""
    return {"seq": decision["seq"], "event": "launch" if decision["event"] is None else str(decision["event"]),
            "trigger": decision["trigger"], "result": decision["result"], "badge": decision["result"],
            "turn": f"{decision['candidate'] or '—'} → {decision['interfaceOrientation']}", "reason": decision["reason"]}


def wait_listed(driver, base, sid):
    """Waits until the panel lists exactly the server's decisions; returns them."""
    expected = [as_listed(d) for d in server_decisions(base, sid)]
    wait(driver, lambda d: decisions_listed(d) == expected,
         message=f"the panel never listed the server's decisions (shows {decisions_listed(driver)}, expected {expected})")
    return expected


def test_locked_controller_refuses_and_the_page_says_why(driver, swivel_server, output_dir):
    """selective-rotation: launch is "unchanged"; under LockedViewController landscapeLeft is refused, with the reason."""
    base = swivel_server
    sid = open_session(driver, base, "selective-rotation")
    launch = server_snapshot(base, sid)["lastDecision"]
    assert launch["trigger"] == "launch" and launch["event"] is None
    wait(driver, lambda d: (last_decision_shown(d) or {}).get("seq") == "1", message="no launch decision beside the device")
    card = last_decision_shown(driver)
    assert (card["result"], card["badge"], card["turn"]) == ("unchanged", "unchanged", "portrait → portrait")
    assert card["meta"] == "launch · launch · iOS6"
    assert card["asked"] == "RotatingNavigationController#1 → answered by HomeViewController#1"
    assert card["reason"] == launch["reason"]
    assert [row["event"] for row in wait_listed(driver, base, sid)] == ["launch"]
    assert text_of(driver, "decisions-count") == "1 decision"

    click_view(driver, "showLocked")
    wait(driver, lambda d: visible_controller(d) == "LockedViewController#1", message="LockedViewController never showed")
    rotate(driver, "landscapeLeft")
    wait_caught_up(driver, base, sid)
    wait(driver, lambda d: (last_decision_shown(d) or {}).get("result") == "refused", message="the refusal never showed")
    card = last_decision_shown(driver)
    assert card["badge"] == "refused" and card["turn"] == "landscapeLeft → landscapeRight"
    assert "answered NO to shouldAutorotate" in card["reason"]
    assert card["reason"] == server_snapshot(base, sid)["lastDecision"]["reason"]
    assert card["asked"] == "RotatingNavigationController#1 → answered by LockedViewController#1"
    assert text_of(driver, "interface-orientation") == "portrait"
    listed = wait_listed(driver, base, sid)
    assert [(row["event"], row["trigger"], row["result"]) for row in listed] == [
        ("launch", "launch", "unchanged"), ("1", "deviceOrientation", "refused")]
    assert listed[1]["turn"] == "landscapeRight → portrait"
    # The refusal's details: shouldAutorotate said NO, so supportedInterfaceOrientations was never asked.
    assert open_decision(driver, 2) == {
        "device": "landscapeLeft (iOS6)",
        "asked": "RotatingNavigationController#1 → answered by LockedViewController#1",
        "answer": "—", "shouldAutorotate": "NO", "supportedInterfaceOrientations": "not asked",
        "app mask": f"{MASK} (Info.plist)", "allowed": "none",
    }
    badge = driver.find_element(By.CSS_SELECTOR, "#last-decision .decision-result")
    assert badge.value_of_css_property("color") == "rgba(180, 35, 24, 1)"  # --warn
    screenshot(driver, output_dir, "live-swivel-decision-refused")

    # Another client's event: the page reads the new decision when its poll sees a newer lastDecision.
    answer = requests.post(f"{base}/v1/sessions/{sid}/events", json={"type": "rotate", "orientation": "portrait"}, timeout=10)
    assert answer.status_code == 200, answer.text
    [made] = answer.json()["decisions"]
    wait(driver, lambda d: (last_decision_shown(d) or {}).get("seq") == str(made["seq"]),
         message="the other client's decision never showed")
    assert [row["seq"] for row in wait_listed(driver, base, sid)] == [1, 2, 3]

    # Opened again, the page loads every decision from GET …/decisions.
    driver.refresh()
    wait_text(driver, "session-version", f"version {server_snapshot(base, sid)['version']}")
    assert len(wait_listed(driver, base, sid)) == 3
    assert last_decision_shown(driver)["seq"] == str(made["seq"])
    assert error_banner(driver) is None


def test_swapper_rotates(driver, swivel_server, output_dir):
    """swapper: landscapeLeft is "rotated" to landscapeRight, appended from the event answer."""
    base = swivel_server
    sid = open_session(driver, base, "swapper")
    wait_listed(driver, base, sid)
    rotate(driver, "landscapeLeft")
    wait_caught_up(driver, base, sid)
    wait(driver, lambda d: (last_decision_shown(d) or {}).get("result") == "rotated", message="the rotation never showed")
    card = last_decision_shown(driver)
    assert card["badge"] == "rotated" and card["turn"] == "landscapeLeft → landscapeRight"
    assert card["asked"] == "ViewController#1"  # answeredBy is the same controller: not repeated
    assert "allows landscapeRight" in card["reason"]
    listed = wait_listed(driver, base, sid)
    assert (listed[-1]["result"], listed[-1]["turn"]) == ("rotated", "landscapeRight → landscapeRight")
    facts = open_decision(driver, listed[-1]["seq"])
    assert facts["shouldAutorotate"] == "YES" and facts["supportedInterfaceOrientations"] == MASK
    assert facts["allowed"] == MASK
    badge = driver.find_element(By.CSS_SELECTOR, "#last-decision .decision-result")
    assert badge.value_of_css_property("color") == "rgba(6, 118, 71, 1)"  # --ok
    screenshot(driver, output_dir, "live-swivel-decision-rotated")


def test_ios5_decision_shows_the_answer(driver, swivel_server):
    """On iOS 5 the rule is iOS5 and the details give shouldAutorotateToInterfaceOrientation:'s answer."""
    base = swivel_server
    answer = requests.post(f"{base}/v1/sessions", json={"app": "swapper", "device": "iphone-4", "os": "5"}, timeout=10)
    assert answer.status_code == 201, answer.text
    sid = answer.json()["id"]
    driver.get(f"{base}/#/sessions/{sid}")
    wait_text(driver, "session-version", "version 0")
    rotate(driver, "landscapeLeft")
    wait_caught_up(driver, base, sid)
    decision = server_snapshot(base, sid)["lastDecision"]
    assert decision["rule"] == "iOS5"
    wait(driver, lambda d: (last_decision_shown(d) or {}).get("seq") == str(decision["seq"]))
    assert last_decision_shown(driver)["meta"].endswith("iOS5")
    facts = open_decision(driver, decision["seq"])
    assert facts["answer"] == {True: "YES", False: "NO"}[decision["answer"]]
    assert facts["device"] == "landscapeLeft (iOS5)"


def test_saved_snapshot_without_decisions_hides_them(driver, static_site):
    """A saved snapshot from before docs/semantics.md#rotation-decisions (no lastDecision, no decisions) shows neither card nor panel."""
    open_src(driver, static_site, "snapshot-000-landscape.json")
    wait_text(driver, "device-orientation", "landscapeLeft")
    assert last_decision_shown(driver) is None
    assert decisions_listed(driver) is None

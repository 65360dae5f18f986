"""The client against a real server, through the plugin's own fixtures (`swivel`, `swivel_server`)."""
import pytest

from swivel_client import (Client, SwivelError, SwivelNotFound, SwivelUnreachable, assert_callback_order, assert_frame,
                           views)

SHEET_APP = {
    "id": "client-sheet-demo", "root": "Home",
    "controllers": {
        "Home": {"elements": [{"id": "open", "kind": "button", "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                               "action": {"type": "present", "controller": "Sheet", "style": "formSheet"}}]},
        "Sheet": {"elements": [{"id": "done", "kind": "button", "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                                "action": {"type": "dismiss"}}]},
    },
}


def test_module_example_runs(swivel):
    """The package docstring's example: rotate pushes the landscape A, then B's shape is laid out for landscape."""
    session = swivel.create_session(app="alternate-landscape", device="iphone-4", os="6")
    answer = session.rotate("landscapeLeft")
    assert_callback_order(answer, ["APortraitViewController#1 viewWillDisappear:", "ALandscapeViewController#1 viewDidAppear:"])
    session.tap("showB")
    assert_frame(session, "bShape", x=20, y=72, width=528, height=228)


def test_session_defaults_and_reads(swivel):
    """create_session with only the app gets iphone-4, iOS 6, portrait; stack, layout, frame and trace read it."""
    session = swivel.create_session(app="alternate-landscape")
    snapshot = session.snapshot()
    assert (snapshot["device"], snapshot["os"], snapshot["deviceOrientation"]) == ("iphone-4", "6", "portrait")
    assert session.created["id"] == session.id
    assert [c["id"] for c in session.stack()["controllers"]] == ["APortraitViewController#1"]
    assert session.layout()["window"] == {"width": 320, "height": 568}
    root = next(views(session.layout()))
    assert session.frame(root["id"]) == root["frame"] and session.view(root["id"])["controller"] == root["controller"]
    assert session.trace()[0]["seq"] == 1
    assert session.viewer_url.endswith(f"/#/sessions/{session.id}")


def test_every_event_kind(swivel):
    """rotate, tap, back, select_tab, timer and advance each send their event; the log lists them in order."""
    nav = swivel.create_session(app="alternate-landscape", orientation="portrait")
    nav.tap("showB")
    assert nav.back()["snapshot"]["visible"] == "APortraitViewController#1"
    tabs = swivel.create_session(app="tabbed-rotation")
    assert tabs.select_tab(1)["snapshot"]["layout"]["tabBar"]["selectedIndex"] == 1
    timer = swivel.create_session(app="exercise-timer")
    timer.timer("workout", "start")
    assert timer.advance(1500)["snapshot"]["timers"][0]["elapsedMs"] == 1500
    assert timer.events() == [{"type": "timer", "timer": "workout", "action": "start"}, {"type": "advance", "ms": 1500}]


SPLIT_APP = {
    "id": "client-split-demo", "splitViewController": {"primary": "Inbox", "secondary": "Message"},
    "controllers": {"Inbox": {}, "Message": {}},
}


def test_show_primary(swivel):
    """show_primary shows the primary an iPad split view hides in portrait; a second one is refused with no_hidden_primary."""
    session = swivel.create_session(app=SPLIT_APP, device="ipad", os="9")
    assert session.show_primary()["snapshot"]["visible"] == "Inbox#1"
    assert session.events() == [{"type": "showPrimary"}]
    with pytest.raises(SwivelError) as refused:
        session.show_primary()
    assert refused.value.status == 422 and refused.value.code == "no_hidden_primary"


SIGN_IN_APP = {
    "id": "client-sign-in", "navigationController": {}, "root": "Login",
    "controllers": {"Login": {"segues": {"SignedIn": {"type": "push", "controller": "Home"}}}, "Home": {}},
}


def test_perform_segue(swivel):
    """perform_segue runs Login's SignedIn segue as its code would (Home pushed); an identifier nothing in front has is refused with unknown_segue."""
    session = swivel.create_session(app=SIGN_IN_APP)
    answer = session.perform_segue("SignedIn", controller="Login")
    assert answer["trace"][0]["callback"] == "performSegueWithIdentifier:sender:"
    assert answer["snapshot"]["visible"] == "Home#1"
    assert session.events() == [{"type": "performSegue", "identifier": "SignedIn", "controller": "Login"}]
    with pytest.raises(SwivelError) as refused:
        session.perform_segue("SignedIn")
    assert refused.value.status == 422 and refused.value.code == "unknown_segue"


def test_perform(swivel):
    """perform runs an action from the app's code: a presentation of Home from Login, then its dismissal; a controller not in front is refused with no_such_controller."""
    session = swivel.create_session(app=SIGN_IN_APP)
    shown = session.perform({"type": "present", "controller": "Home", "style": "fullScreen"}, controller="Login")
    assert shown["trace"][0]["callback"] == "presentViewController:animated:completion:"
    assert shown["snapshot"]["visible"] == "Home#1"
    with pytest.raises(SwivelError) as refused:
        session.perform({"type": "dismiss"}, controller="Login")
    assert refused.value.status == 422 and refused.value.code == "no_such_controller"
    assert session.perform({"type": "dismiss"})["snapshot"]["visible"] == "Login#1"


def test_send_batches_and_replay_give_the_same_trace(swivel):
    """send() applies a batch all or none; replay() of the event log ends with the same trace."""
    first = swivel.create_session(app="alternate-landscape")
    first.send({"type": "rotate", "orientation": "landscapeLeft"}, {"type": "tap", "element": "showB"},
               {"type": "rotate", "orientation": "portrait"}, {"type": "back"})
    second = swivel.create_session(app="alternate-landscape")
    assert second.replay(first.events(), batch=3) == 4
    assert second.trace() == first.trace()
    assert len(second.trace(since=5)) == len(first.trace()) - 5


def test_errors_carry_the_api_code_and_message(swivel):
    """A refused tap is a 422 with the API's code and message; an unknown session a 404; an invalid app lists its problems."""
    session = swivel.create_session(app="alternate-landscape")
    with pytest.raises(SwivelError) as refused:
        session.tap("nowhere")
    assert refused.value.status == 422 and refused.value.code == "element_not_on_screen"
    assert "nowhere" in refused.value.message and "422 element_not_on_screen" in str(refused.value)
    assert session.snapshot()["version"] == 0, "a refused event changes nothing"
    with pytest.raises(SwivelNotFound) as missing:
        swivel.session("no-such-session")
    assert missing.value.code == "session_not_found"
    with pytest.raises(SwivelError) as invalid:
        swivel.create_session(app={"id": "broken", "controllers": {"A": {"elements": [{"id": "x", "kind": "nope"}]}}})
    assert invalid.value.code == "invalid_app" and "$.app.root: is required (a string)" in invalid.value.problems


def test_unreachable_server_is_a_swivel_error():
    """No server at the URL: SwivelUnreachable, status 0."""
    with pytest.raises(SwivelUnreachable) as unreachable:
        Client("http://127.0.0.1:9", timeout=2).health()
    assert unreachable.value.status == 0


def test_catalogues_and_registered_apps(swivel):
    """devices (the table: classic and today's, with their facts), apps, register/replace/delete an app, and a session of it by id."""
    devices = {d["id"]: d for d in swivel.devices()}
    assert {"iphone-3.5", "iphone-4", "ipad", "iphone-15-pro", "ipad-pro-11"} <= set(devices) and len(devices) == 18
    assert devices["iphone-15-pro"]["os"] == {"min": "16", "max": "26"} and devices["iphone-15-pro"]["homeButton"] is False
    assert swivel.health()["status"] == "ok"
    registered = swivel.register_app(SHEET_APP)
    try:
        assert registered["id"] == SHEET_APP["id"]
        assert {"id": SHEET_APP["id"], "source": "registered"}.items() <= next(
            a for a in swivel.apps() if a["id"] == SHEET_APP["id"]).items()
        assert swivel.app(SHEET_APP["id"])["root"] == "Home"
        with pytest.raises(SwivelError) as taken:
            swivel.register_app(SHEET_APP)
        assert taken.value.status == 409
        session = swivel.create_session(app=SHEET_APP["id"], device="ipad")
        assert session.tap("open")["snapshot"]["visible"] == "Sheet#1"
        swivel.replace_app(SHEET_APP["id"], {**SHEET_APP, "title": "Sheet demo"})
        assert swivel.app(SHEET_APP["id"])["title"] == "Sheet demo"
    finally:
        swivel.delete_app(SHEET_APP["id"])
    with pytest.raises(SwivelNotFound):
        swivel.app(SHEET_APP["id"])


def test_import_app(swivel):
    """import_app turns a storyboard into a definition (nothing registered); a broken file is a 422 naming where."""
    storyboard = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
        'version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="1">'
        '<scenes><scene sceneID="s1"><objects><viewController id="1" customClass="HomeViewController" sceneMemberID="viewController">'
        '<view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view></viewController>'
        '</objects></scene></scenes></document>\n')
    imported = swivel.import_app({"Main.storyboard": storyboard}, id="client-imported")
    assert imported["app"]["id"] == "client-imported" and set(imported) == {"app", "notes", "segues"}
    assert "client-imported" not in {a["id"] for a in swivel.apps()}
    with pytest.raises(SwivelError) as broken:
        swivel.import_app({"Main.storyboard": "<document"})
    assert broken.value.status == 422 and broken.value.details.get("file") == "Main.storyboard"


def test_explore_and_open_a_finding(swivel):
    """explore() waits for the report; open_finding() makes the bug a session ending where the finding says."""
    report = swivel.explore("selective-rotation", depth=2)
    assert report["status"] == "done"
    number, finding = next((n, f) for n, f in enumerate(report["findings"])
                           if f["kind"] == "undesignedOrientation" and f["subject"] == "LockedViewController")
    session = swivel.open_finding(report["id"], number)
    assert session.events() == finding["events"]
    assert session.snapshot()["visible"] == finding["endState"]["visible"] + "#1"


def test_decisions(swivel):
    """Every rotation decision, paged; an event answer carries those it made (docs/semantics.md#rotation-decisions)."""
    session = swivel.create_session(app="selective-rotation")
    session.tap("showLocked")
    answer = session.rotate("landscapeLeft")
    decisions = session.decisions()
    assert decisions[-1]["result"] == "refused" and decisions[-1]["trigger"] == "deviceOrientation"
    assert answer["decisions"] == decisions[-1:]
    assert [d["seq"] for d in decisions] == list(range(1, len(decisions) + 1))
    assert session.decisions(since=decisions[-1]["seq"]) == []


def test_export_and_screenshot(swivel):
    """export() answers the script of each format; an unknown format is refused before asking; screenshot() is a PNG."""
    session = swivel.create_session(app="alternate-landscape")
    session.rotate("landscapeLeft")
    assert 'session.rotate("landscapeLeft")' in session.export()
    assert "driver = start()" in session.export("appium")
    assert session.export("curl").startswith("#!/usr/bin/env bash")
    with pytest.raises(ValueError):
        session.export("junit")
    assert session.screenshot(scale=2)[:8] == b"\x89PNG\r\n\x1a\n"


def test_one_server_per_test_session(swivel_server, swivel):
    """swivel_server is started once (in memory, on loopback) and the client talks to it."""
    assert swivel_server.url.startswith("http://127.0.0.1:")
    assert swivel.url == swivel_server.url
    if swivel_server.process is not None:
        assert swivel_server.process.process.poll() is None

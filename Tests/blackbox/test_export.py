"""GET /v1/sessions/{id}/export (README.md#testing-your-app-in-ci): a session becomes a script that recreates it, replays
its events and checks what it shows. Each exported test is run here, against the server it came
from: it passes; after the app's behaviour changes, it fails."""
import copy
import json
import os
import shutil
import subprocess
import sys

import pytest

from swivel_api import SwivelClient, api, assert_error, rotate, tap  # noqa: F401

TWO_SCREENS = {
    "id": "export-two-screens",
    "navigationController": {},
    "root": "HomeViewController",
    "controllers": {
        "HomeViewController": {
            "title": "Home", "supportedInterfaceOrientations": "allButUpsideDown",
            "elements": [{"id": "next", "kind": "button", "text": "Next", "frame": {"x": 20, "y": 20, "width": 280, "height": 44},
                          "autoresizing": ["flexibleWidth"], "action": {"type": "push", "controller": "DetailViewController"}}],
        },
        "DetailViewController": {
            "title": "Detail", "supportedInterfaceOrientations": "allButUpsideDown",
            "elements": [{"id": "note", "kind": "label", "text": "Detail", "frame": {"x": 20, "y": 80, "width": 280, "height": 21},
                          "autoresizing": ["flexibleWidth"]}],
        },
    },
}
FLOW = [tap("next"), rotate("landscapeLeft")]


def export(api, session_id, format_name):
    response = api.get(f"/v1/sessions/{session_id}/export", params={"format": format_name})
    assert response.status_code == 200, response.text
    return response


def run_exported(tmp_path, server, text, name):
    """Saves the script and runs it (pytest for Python, bash for curl) with SWIVEL_URL at `server`."""
    path = tmp_path / name
    path.write_text(text)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SWIVEL_")}
    env["SWIVEL_URL"] = server.url
    # Only the client's plugin (the entry point's autoload is tested in clients/python/tests):
    # the venv's other plugins cost 2 s a run.
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    pytest_command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "swivel_client.pytest_plugin", str(path)]
    command = ["bash", str(path)] if name.endswith(".sh") else pytest_command
    return subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180)


def exported_run(api, server, tmp_path, session_id, format_name, suffix=""):
    response = export(api, session_id, format_name)
    name = response.headers["Content-Disposition"].split('filename="')[1].rstrip('"')
    return response.text, run_exported(tmp_path, server, response.text, suffix + name)


def test_pytest_export_recreates_the_session_and_passes(api, server, tmp_path):
    """A built-in app's session exports as test_session_<id>.py: the app by id, a call per event, the stack, orientations and frames asserted; it passes."""
    session_id = api.create("alternate-landscape")["id"]
    api.apply(session_id, rotate("landscapeLeft"), tap("showB"))
    response = export(api, session_id, "pytest")
    assert response.headers["Content-Type"].startswith("text/x-python")
    assert response.headers["Content-Disposition"] == f'attachment; filename="test_session_{session_id}.py"'
    script = response.text
    assert 'APP = "alternate-landscape"' in script
    assert 'swivel.create_session(app=APP, device="iphone-4", os="6", orientation="portrait")' in script
    assert '    session.rotate("landscapeLeft")\n    session.tap("showB")\n' in script
    assert 'assert snapshot["visible"] == "BViewController#1"' in script
    assert 'assert snapshot["interfaceOrientation"] == "landscapeRight"' in script
    assert 'assert snapshot["deviceOrientation"] == "landscapeLeft"' in script
    assert 'assert_frame(layout, "bShape", x=20, y=72, width=528, height=228)' in script
    assert export(api, session_id, "pytest").text == script, "the same session exports the same script"
    assert api.get(f"/v1/sessions/{session_id}/export").text == script, "pytest is the default"
    result = run_exported(tmp_path, server, script, f"test_session_{session_id}.py")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout


@pytest.mark.parametrize("format_name", ["pytest", "appium"])
def test_a_registered_apps_test_fails_once_the_app_changes(api, server, tmp_path, format_name):
    """Export names a registered app by id: the test passes, then fails after PUT changes its behaviour; the old session, exported again, carries its own copy inline and passes."""
    app = copy.deepcopy(TWO_SCREENS)
    app["id"] = f"export-two-screens-{format_name}"
    assert api.post("/v1/apps", app).status_code == 201
    try:
        session_id = api.create(app["id"])["id"]
        api.apply(session_id, *FLOW)
        script, passing = exported_run(api, server, tmp_path, session_id, format_name)
        assert json.dumps(app["id"]) in script
        assert f'APP = "{app["id"]}"' in script and '"HomeViewController": {' not in script, "named by id, not inline"
        assert passing.returncode == 0, passing.stdout + passing.stderr

        changed = copy.deepcopy(app)
        changed["controllers"]["DetailViewController"]["elements"][0]["autoresizing"] = []  # the label no longer stretches
        assert api.http.put(f"{api.url}/v1/apps/{app['id']}", json=changed, timeout=10).status_code == 200
        failing = run_exported(tmp_path, server, script, "changed_" + format_name + ".py")
        assert failing.returncode == 1, failing.stdout + failing.stderr
        assert "1 failed" in failing.stdout
        assert "'note'" in failing.stdout, "the failure names the view whose frame changed"

        again, rerun = exported_run(api, server, tmp_path, session_id, format_name, suffix="again_")
        assert f'"id": "{app["id"]}-session-{session_id}"' in again, "the session's own definition, under an id of its own"
        assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    finally:
        api.delete(f"/v1/apps/{app['id']}")


def test_an_inline_app_is_exported_inline_and_its_edit_fails_the_test(api, server, tmp_path):
    """An inline app's definition is in the script: it passes as exported, and fails once a frame in it is edited."""
    app = copy.deepcopy(TWO_SCREENS)
    app["id"] = "export-inline"
    session_id = api.create(app)["id"]
    api.apply(session_id, *FLOW)
    script, result = exported_run(api, server, tmp_path, session_id, "pytest")
    assert '"id": "export-inline"' in script and '"DetailViewController": {' in script
    assert result.returncode == 0, result.stdout + result.stderr
    edited = script.replace('"frame": {"x": 20, "y": 80, "width": 280, "height": 21}', '"frame": {"x": 20, "y": 90, "width": 280, "height": 21}')
    assert edited != script
    failing = run_exported(tmp_path, server, edited, "test_edited.py")
    assert failing.returncode == 1 and "view 'note' of DetailViewController#1" in failing.stdout, failing.stdout


@pytest.mark.skipif(shutil.which("curl") is None, reason="the curl script needs curl")
def test_curl_export_prints_what_the_session_shows(api, server, tmp_path):
    """The curl script replays the events and prints the stack and the snapshot: the same stack, orientations and layout as the session's."""
    session_id = api.create("alternate-landscape")["id"]
    api.apply(session_id, rotate("landscapeLeft"), tap("showB"), rotate("portrait"))
    script, result = exported_run(api, server, tmp_path, session_id, "curl")
    assert script.startswith("#!/usr/bin/env bash\n") and "set -euo pipefail" in script
    assert "# 2. tap showB" in script
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    stack = json.loads(lines[lines.index("== stack") + 1])
    snapshot = json.loads(lines[lines.index("== snapshot") + 1])
    original = api.session(session_id)
    assert stack == api.read(session_id, "stack")
    for key in ("visible", "interfaceOrientation", "deviceOrientation", "layout", "stack", "version"):
        assert snapshot[key] == original[key], key
    assert snapshot["id"] != session_id and lines[-1].startswith(f"== session {snapshot['id']}")


def test_every_event_kind_and_starting_orientation(api, server, tmp_path):
    """Tabs, timers, the clock, flat and unknown orientations and a landscapeRight start replay in all three formats."""
    tabs = api.create("tabbed-rotation", orientation="landscapeRight")["id"]
    api.apply(tabs, {"type": "selectTab", "index": 1}, rotate("faceUp"), rotate("unknown"), {"type": "selectTab", "index": 0})
    timer = api.create("exercise-timer", device="ipad", os="5", options={"timerOwner": "child"})["id"]
    api.apply(timer, tap("start"), {"type": "advance", "ms": 2500}, {"type": "timer", "timer": "workout", "action": "pause"},
              rotate("landscapeLeft"))
    for session_id in (tabs, timer):
        for format_name in ("pytest", "appium", "curl"):
            script, result = exported_run(api, server, tmp_path, session_id, format_name)
            assert result.returncode == 0, f"{format_name}:\n{script}\n{result.stdout}{result.stderr}"
    appium = export(api, tabs, "appium").text
    assert 'options.set_capability("swivel:orientation", "landscapeRight")' in appium
    assert "select_tab(driver, 1)" in appium and 'native(driver, "/events", {"type": "rotate", "orientation": "unknown"})' in appium
    pytest_script = export(api, timer, "pytest").text
    assert 'options={"timerOwner": "child"}' in pytest_script
    assert 'session.advance(2500)\n    session.timer("workout", "pause")' in pytest_script


def test_a_long_log_is_replayed_as_data(api, server, tmp_path):
    """More than 200 events are written as EVENTS and replayed in batches; every format still passes."""
    session_id = api.create("swapper")["id"]
    turns = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown", "faceUp"]
    api.apply(session_id, *[rotate(turns[i % len(turns)]) for i in range(230)])
    for format_name in ("pytest", "appium", "curl"):
        script, result = exported_run(api, server, tmp_path, session_id, format_name)
        assert result.returncode == 0, result.stdout + result.stderr
    assert "session.replay(EVENTS)" in export(api, session_id, "pytest").text


def test_a_crashed_session_exports_its_crash(api, server, tmp_path):
    """constraint-form crashes on iOS 5 as it loads: the exported test asserts the crash and passes."""
    session_id = api.create("constraint-form", os="5")["id"]
    script, result = exported_run(api, server, tmp_path, session_id, "pytest")
    assert 'assert snapshot["status"] == "crashed"' in script
    assert 'assert snapshot["crash"]["exception"] == "NSInvalidUnarchiveOperationException"' in script
    assert result.returncode == 0, result.stdout + result.stderr


def test_ids_cannot_break_out_of_comments_or_strings(api, server, tmp_path):
    """An app whose ids hold line breaks, quotes and shell syntax still exports scripts that run and pass."""
    nasty = 'x"\n__import__("os")._exit(3)\n#\'$(touch pwned)`id`\\'
    app = {"id": f"export-{nasty}", "root": "Home", "navigationController": {}, "controllers": {
        "Home": {"title": nasty, "elements": [{"id": nasty, "kind": "button", "text": nasty, "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                                               "action": {"type": "push", "controller": nasty}}]},
        nasty: {"elements": [{"id": "label", "kind": "label", "text": nasty, "frame": {"x": 20, "y": 80, "width": 200, "height": 21}}]}}}
    session_id = api.create(app)["id"]
    api.apply(session_id, tap(nasty), rotate("landscapeLeft"))
    for format_name in ("pytest", "appium", "curl"):
        script, result = exported_run(api, server, tmp_path, session_id, format_name)
        assert result.returncode == 0, f"{format_name}:\n{result.stdout}{result.stderr}"
    assert not (tmp_path / "pwned").exists()


def test_export_errors(api):
    """An unknown format is a 400 naming the formats; an unknown session a 404; POST a 405 with Allow."""
    session_id = api.create("swapper")["id"]
    error = assert_error(api.get(f"/v1/sessions/{session_id}/export", params={"format": "junit"}), 400, "bad_request")
    assert "pytest, appium, curl" in error["message"]
    assert_error(api.get("/v1/sessions/nope/export"), 404, "session_not_found")
    refused = api.post(f"/v1/sessions/{session_id}/export", {})
    assert_error(refused, 405)
    assert "GET" in refused.headers["Allow"]


def test_a_durable_session_exports_the_same_after_a_restart(start_server, tmp_path):
    """With the event log on disk, the export reads the stored events; after a restart the session (and its registered app, unchanged) export the same."""
    first = start_server(durability="durable")
    client = SwivelClient(first.url)
    assert client.post("/v1/apps", TWO_SCREENS).status_code == 201
    session_id = client.create(TWO_SCREENS["id"])["id"]
    client.apply(session_id, *FLOW)
    before = client.get(f"/v1/sessions/{session_id}/export").text
    first.stop()
    second = start_server(durability="durable", data=first.workdir / "data")
    after = SwivelClient(second.url).get(f"/v1/sessions/{session_id}/export").text
    assert after.replace(second.url, first.url) == before
    assert f'APP = "{TWO_SCREENS["id"]}"' in after
    result = run_exported(tmp_path, second, after, "test_durable.py")
    assert result.returncode == 0, result.stdout + result.stderr


def test_swivel_orientation_capability(api, server):
    """swivel:orientation starts a WebDriver session in any device orientation (the Appium export's landscapeRight start); a bad one names the valid ones."""
    def new_session(orientation):
        capabilities = {"platformName": "iOS", "appium:app": "swapper", "swivel:orientation": orientation}
        return api.http.post(f"{server.url}/session", json={"capabilities": {"alwaysMatch": capabilities}}, timeout=10)

    started = new_session("landscapeRight")
    assert started.status_code == 200, started.text
    session_id = started.json()["value"]["sessionId"]
    assert api.session(session_id)["deviceOrientation"] == "landscapeRight"
    api.delete(f"/session/{session_id}")
    refused = new_session("sideways")
    assert refused.status_code == 500 and refused.json()["value"]["error"] == "session not created"
    assert "landscapeRight" in refused.json()["value"]["message"]


@pytest.mark.parametrize("format_name", ["pytest", "appium"])
def test_a_modern_session_exports_its_device_and_os_and_passes(api, server, tmp_path, format_name):
    """Seed 001 on iphone-15-pro / iOS 17, Locked turned to landscape: the export names the device and "17", and passes against the server."""
    session_id = api.create("selective-rotation", device="iphone-15-pro", os="17")["id"]
    api.apply(session_id, tap("showLocked"), rotate("landscapeLeft"))
    script, result = exported_run(api, server, tmp_path, session_id, format_name)
    assert '"iphone-15-pro"' in script and '"17"' in script
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout

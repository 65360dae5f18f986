"""`swivel replay`: a session run offline gives exactly what a server serves for the same events."""
import json
import subprocess

from swivel_api import api, rotate, tap  # noqa: F401  (fixture)
from swivel_harness import REPO_ROOT, swivel_binary

SESSION = {"app": "alternate-landscape", "device": "iphone-3.5", "os": "5", "orientation": "landscapeRight"}
EVENTS = [rotate("portrait"), tap("showB"), rotate("landscapeLeft"), {"type": "back"}, rotate("faceUp")]


def replay(tmp_path, session, events=None):
    session_file = tmp_path / "session.json"
    session_file.write_text(json.dumps(session))
    command = [str(swivel_binary()), "replay", str(session_file)]
    if events is not None:
        events_file = tmp_path / "events.json"
        events_file.write_text(json.dumps(events))
        command.append(str(events_file))
    return subprocess.run(command, cwd=REPO_ROOT, capture_output=True, timeout=60)


def test_replay_matches_the_served_trace_and_layout(api, tmp_path):
    """The offline trace and layout are byte-for-byte what the server serves for the same session and events."""
    session = api.create(**SESSION)
    for event in EVENTS:
        assert api.post(f"/v1/sessions/{session['id']}/events", event).status_code == 200
    served_log = api.get(f"/v1/sessions/{session['id']}/events").json()
    served_trace = api.get(f"/v1/sessions/{session['id']}/trace").content
    served_layout = api.get(f"/v1/sessions/{session['id']}/layout").content

    result = replay(tmp_path, SESSION, served_log)
    assert result.returncode == 0, result.stderr.decode()
    offline = json.loads(result.stdout)
    assert offline["version"] == len(EVENTS)
    assert json.dumps(offline["trace"], separators=(",", ":")).encode() == \
        json.dumps(json.loads(served_trace)["entries"], separators=(",", ":")).encode()
    assert json.dumps(offline["snapshot"]["layout"], separators=(",", ":")).encode() == served_layout


def test_replay_without_events_is_the_launch(tmp_path):
    """With no events the replay is the launch: version 0, the launch trace, the first snapshot."""
    result = replay(tmp_path, {"app": "swapper"})
    assert result.returncode == 0, result.stderr.decode()
    offline = json.loads(result.stdout)
    assert offline["version"] == 0
    assert offline["trace"][0]["callback"] == "loadView"
    assert offline["snapshot"]["stack"][0]["id"] == "ViewController#1"


def test_replay_reports_invalid_input_like_the_api(tmp_path):
    """Invalid input exits 1 with the API's error code and message, never a crash dump."""
    result = replay(tmp_path, {"app": "nope"})
    assert result.returncode == 1
    assert result.stderr.decode().startswith("Error: unknown_app: $.app: no built-in app \"nope\"")
    result = replay(tmp_path, {"app": "swapper"}, {"events": [{"type": "tap", "element": "nowhere"}]})
    assert result.returncode == 1
    assert "element_not_on_screen" in result.stderr.decode()

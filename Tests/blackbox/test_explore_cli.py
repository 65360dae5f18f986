"""`swivel explore` (docs/semantics.md#the-explorer) as a CI user runs it: JSON for harnesses, a matrix of devices and
versions, findings that replay through the API, and an exit status that gates on chosen kinds.
"""
import json
import subprocess

from swivel_api import SwivelClient, api  # noqa: F401
from swivel_harness import REPO_ROOT, swivel_binary


def explore(*args):
    return subprocess.run([str(swivel_binary()), "explore", *args], capture_output=True, text=True, timeout=120, cwd=REPO_ROOT)


def test_json_report_and_replay_through_the_api(api):
    """--json: seed 000's A portrait in landscape in 2 events; its events, posted to a new session, end with A portrait visible in landscape."""
    result = explore("alternate-landscape", "--depth", "4", "--json")
    assert result.returncode == 0, result.stderr
    run = json.loads(result.stdout)["runs"][0]
    assert (run["device"], run["os"]) == ("iphone-4", "6")
    found = next(f for f in run["findings"] if f["kind"] == "undesignedOrientation" and f["subject"] == "APortraitViewController")
    assert found["events"] == [{"type": "rotate", "orientation": "landscapeLeft"},
                               {"type": "rotate", "orientation": "portraitUpsideDown"}]
    session_id = api.create("alternate-landscape")["id"]
    snapshot = api.apply(session_id, *found["events"])["snapshot"]
    assert snapshot["visible"] == "APortraitViewController#1"
    assert snapshot["interfaceOrientation"] == found["endState"]["interfaceOrientation"] == "landscapeRight"


def test_matrix_over_devices_and_versions():
    """--device and --os take lists: one run per combination."""
    result = explore("selective-rotation", "--device", "iphone-4,ipad", "--os", "5,6", "--depth", "3", "--json")
    assert result.returncode == 0, result.stderr
    runs = json.loads(result.stdout)["runs"]
    assert [(r["device"], r["os"]) for r in runs] == [("iphone-4", "5"), ("iphone-4", "6"), ("ipad", "5"), ("ipad", "6")]
    assert all(r["states"] > 1 for r in runs)


def test_fail_on_gates_ci_and_the_table_is_readable():
    """--fail-on undesignedOrientation exits 1 when one is found; the table names each finding with its sequence; options are session options."""
    failing = explore("selective-rotation", "--depth", "3", "--fail-on", "undesignedOrientation")
    assert failing.returncode == 1
    assert "undesignedOrientation" in failing.stdout and "rotate landscapeLeft, tap showLocked" in failing.stdout
    passing = explore("swapper", "--depth", "3", "--fail-on", "crash")
    assert passing.returncode == 0, passing.stdout + passing.stderr
    timers = explore("exercise-timer", "--depth", "2", "--options", '{"timerOwner": "child"}', "--json")
    kinds = {f["kind"] for f in json.loads(timers.stdout)["runs"][0]["findings"]}
    assert "timerReset" in kinds


def test_bad_arguments_are_refused_clearly():
    """An unknown app or kind is an error message and exit status 1 (not a crash)."""
    unknown = explore("no-such-app")
    assert unknown.returncode != 0 and "no-such-app" in unknown.stderr + unknown.stdout
    kind = explore("swapper", "--fail-on", "sideways")
    assert kind.returncode != 0 and "unknown kind sideways" in kind.stderr

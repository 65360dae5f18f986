#!/usr/bin/env python3
"""Records one answer of every native route from a running `swivel serve` into
Tests/SwivelClientTests/Fixtures/, the files SwivelClient's decoding tests read.

    scripts/record-client-fixtures.py http://127.0.0.1:8080

Run it again after an answer's shape changes (clients/swift/README.md, "Its tests"). Only the
standard library: it runs with any Python 3."""
import json
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent.parent / "Tests" / "SwivelClientTests" / "Fixtures"
STORYBOARD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
    'version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="1">'
    '<scenes><scene sceneID="s1"><objects><viewController id="1" customClass="HomeViewController" sceneMemberID="viewController">'
    '<view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view></viewController>'
    '</objects></scene></scenes></document>\n')
APP = {"id": "fixture-app", "root": "Home", "controllers": {"Home": {"elements": [
    {"id": "label", "kind": "label", "text": "Hi", "frame": {"x": 20, "y": 20, "width": 200, "height": 21}}]}}}


def call(base, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def save(name, status, raw):
    (FIXTURES / f"{name}.json").write_text(json.dumps(json.loads(raw), indent=1) + "\n")
    print(f"{status} {name}.json")


def record(base, name, method, path, body=None):
    status, raw = call(base, method, path, body)
    save(name, status, raw)
    return json.loads(raw)


def main(base):
    base = base.rstrip("/")
    FIXTURES.mkdir(parents=True, exist_ok=True)
    record(base, "health", "GET", "/v1/health")
    record(base, "devices", "GET", "/v1/devices")
    record(base, "apps", "GET", "/v1/apps")
    record(base, "app", "GET", "/v1/apps/swapper")
    record(base, "register-app", "PUT", "/v1/apps/fixture-app", APP)
    call(base, "DELETE", "/v1/apps/fixture-app")
    record(base, "import", "POST", "/v1/apps/import", {"files": {"Main.storyboard": STORYBOARD}, "id": "imported"})
    record(base, "error-import", "POST", "/v1/apps/import", {"files": {"Main.storyboard": "<document"}})
    record(base, "error-invalid-app", "POST", "/v1/sessions", {"app": {"id": "broken", "controllers": {}}})

    # iOS 6 on the 4-inch phone: a navigation stack, a pushed controller, iOS 5/6's rotation.
    classic = record(base, "session-created", "POST", "/v1/sessions", {"app": "alternate-landscape"})
    sid = classic["id"]
    record(base, "events-rotate", "POST", f"/v1/sessions/{sid}/events", {"type": "rotate", "orientation": "landscapeLeft"})
    record(base, "events-batch", "POST", f"/v1/sessions/{sid}/events",
           {"events": [{"type": "tap", "element": "showB"}, {"type": "rotate", "orientation": "portrait"}]})
    record(base, "error-not-on-screen", "POST", f"/v1/sessions/{sid}/events", {"type": "tap", "element": "nowhere"})
    record(base, "session", "GET", f"/v1/sessions/{sid}")
    record(base, "stack", "GET", f"/v1/sessions/{sid}/stack")
    record(base, "layout", "GET", f"/v1/sessions/{sid}/layout")
    record(base, "trace", "GET", f"/v1/sessions/{sid}/trace?since=0")
    record(base, "decisions", "GET", f"/v1/sessions/{sid}/decisions?since=0")
    record(base, "event-log", "GET", f"/v1/sessions/{sid}/events")
    record(base, "error-session-not-found", "GET", "/v1/sessions/nope")

    # Today's iOS: traits, safe areas and layout margins, a tab bar, a timer.
    modern = record(base, "session-modern", "POST", "/v1/sessions",
                    {"app": "selective-rotation", "device": "iphone-15-pro", "os": "17"})
    record(base, "layout-modern", "GET", f"/v1/sessions/{modern['id']}/layout")
    tabs = call(base, "POST", "/v1/sessions", {"app": "tabbed-rotation", "device": "ipad-pro-11", "os": "18"})
    record(base, "stack-tabs", "GET", f"/v1/sessions/{json.loads(tabs[1])['id']}/stack")
    timer = call(base, "POST", "/v1/sessions", {"app": "exercise-timer", "options": {"timerOwner": "child"}})
    tid = json.loads(timer[1])["id"]
    call(base, "POST", f"/v1/sessions/{tid}/events", {"type": "timer", "timer": "workout", "action": "start"})
    record(base, "events-advance", "POST", f"/v1/sessions/{tid}/events", {"type": "advance", "ms": 1500})
    record(base, "sessions", "GET", "/v1/sessions")

    started = record(base, "exploration-started", "POST", "/v1/explorations", {"app": "selective-rotation", "depth": 2})
    while True:
        status, raw = call(base, "GET", f"/v1/explorations/{started['id']}")
        if json.loads(raw)["status"] != "running":
            save("exploration", status, raw)
            break
        time.sleep(0.1)
    record(base, "explorations", "GET", "/v1/explorations")
    record(base, "finding-session", "POST", f"/v1/explorations/{started['id']}/findings/0/session")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080")

"""A thin client for the session API (Config/openapi.json) used by the black-box tests.

Every helper asserts the status it expects, so a test reads as the scenario it checks.
"""
from __future__ import annotations

import pytest
import requests

TIMEOUT = 10

# Config/openapi.json: every field of a session snapshot (and §16's lastDecision).
SNAPSHOT_FIELDS = {
    "id", "app", "device", "os", "traits", "options", "status", "crash", "warnings", "version", "deviceOrientation",
    "interfaceOrientation", "statusBarOrientation", "stack", "visible", "navigationBarHidden", "layout", "timers", "clock",
    "lastDecision",
}
TRACE_FIELDS = {"seq", "event", "controller", "callback", "bounds", "boundsCorrect", "detail"}


class SwivelClient:
    def __init__(self, url: str):
        self.url = url
        self.http = requests.Session()

    # --- raw calls -------------------------------------------------------------------

    def get(self, path: str, **kwargs) -> requests.Response:
        return self.http.get(self.url + path, timeout=TIMEOUT, **kwargs)

    def post(self, path: str, body=None, **kwargs) -> requests.Response:
        if body is not None:
            kwargs["json"] = body
        return self.http.post(self.url + path, timeout=TIMEOUT, **kwargs)

    def delete(self, path: str) -> requests.Response:
        return self.http.delete(self.url + path, timeout=TIMEOUT)

    # --- sessions --------------------------------------------------------------------

    def create(self, app="alternate-landscape", **fields) -> dict:
        """POST /v1/sessions; asserts 201 and returns the snapshot."""
        response = self.post("/v1/sessions", {"app": app, **fields})
        assert response.status_code == 201, response.text
        return response.json()

    def session(self, session_id: str) -> dict:
        response = self.get(f"/v1/sessions/{session_id}")
        assert response.status_code == 200, response.text
        return response.json()

    def events(self, session_id: str, *events: dict, headers: dict | None = None) -> requests.Response:
        """POST …/events with one event, or a batch when given several."""
        body = events[0] if len(events) == 1 else {"events": list(events)}
        return self.post(f"/v1/sessions/{session_id}/events", body, headers=headers or {})

    def apply(self, session_id: str, *events: dict) -> dict:
        """Posts events and asserts 200; returns `{version, trace, snapshot}`."""
        response = self.events(session_id, *events)
        assert response.status_code == 200, response.text
        return response.json()

    def read(self, session_id: str, what: str) -> dict:
        """GET …/stack, …/layout, …/events; asserts 200."""
        response = self.get(f"/v1/sessions/{session_id}/{what}")
        assert response.status_code == 200, response.text
        return response.json()

    def trace(self, session_id: str) -> list[dict]:
        """The whole trace, following `next` page by page."""
        entries: list[dict] = []
        since = 0
        while True:
            page = self.get(f"/v1/sessions/{session_id}/trace", params={"since": since}).json()
            if not page["entries"]:
                return entries
            entries += page["entries"]
            since = page["next"]


def rotate(orientation: str) -> dict:
    return {"type": "rotate", "orientation": orientation}


def tap(element: str) -> dict:
    return {"type": "tap", "element": element}


BACK = {"type": "back"}


def callbacks(trace: list[dict], controller: str | None = None) -> list[str]:
    """`callback` names in order (of one controller instance, when given)."""
    return [e["callback"] for e in trace if controller is None or e["controller"] == controller]


def steps(trace: list[dict]) -> list[tuple[str, str]]:
    return [(e["controller"], e["callback"]) for e in trace]


def stack_ids(snapshot: dict) -> list[str]:
    return [controller["id"] for controller in snapshot["stack"]]


def find_view(view: dict, view_id: str) -> dict | None:
    if view["id"] == view_id:
        return view
    for child in view["children"]:
        found = find_view(child, view_id)
        if found:
            return found
    return None


def view_ids(view: dict) -> list[str]:
    return [view["id"]] + [i for child in view["children"] for i in view_ids(child)]


def assert_error(response: requests.Response, status: int, code: str | None = None) -> dict:
    """Asserts Config/openapi.json's envelope `{"error": {"code", "message"}}` and returns `error`."""
    assert response.status_code == status, f"{response.status_code} {response.text}"
    assert response.headers["Content-Type"].startswith("application/json")
    error = response.json()["error"]
    assert isinstance(error["message"], str) and error["message"]
    if code is not None:
        assert error["code"] == code, error
    return error


@pytest.fixture
def api(server) -> SwivelClient:
    """A client of the shared test server (import this fixture into a test module)."""
    return SwivelClient(server.url)


# An inline app with an iPad form sheet (docs/semantics.md#presented-controllers): Home's `open` presents Sheet, whose `done`
# dismisses it. Used by the presentation tests and the WebDriver facade's.
SHEET_APP = {
    "id": "sheet-demo", "root": "Home",
    "controllers": {
        "Home": {"elements": [{"id": "open", "kind": "button", "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                               "action": {"type": "present", "controller": "Sheet", "style": "formSheet"}}]},
        "Sheet": {"elements": [{"id": "done", "kind": "button", "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                                "action": {"type": "dismiss"}}]},
    },
}

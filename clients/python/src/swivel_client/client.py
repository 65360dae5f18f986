"""The native API of one Swivel server (Config/openapi.json): catalogues, apps, sessions, explorations."""
from __future__ import annotations

import os
import time
from typing import Any, Dict, List, Mapping, Optional, Union

from .errors import SwivelError, SwivelUnreachable
from .session import Session
from .transport import Transport
from .types import AppDefinition, AppReference, Snapshot

EXPORT_FORMATS = ("pytest", "appium", "curl", "swift-testing")


class Client:
    """A client for the server at `url` (e.g. http://127.0.0.1:8080).

    `token` is the bearer token of a server started with `SWIVEL_TOKEN` (default: that
    environment variable). Every failure raises `SwivelError` with the API's `code` and
    `message`."""

    def __init__(self, url: str, token: Optional[str] = None, timeout: float = 30.0):
        if token is None:
            token = os.environ.get("SWIVEL_TOKEN") or None
        self.transport = Transport(url, token, timeout)

    @property
    def url(self) -> str:
        return self.transport.url

    def __repr__(self) -> str:
        return f"Client({self.url!r})"

    def close(self) -> None:
        self.transport.close()

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # --- the server ----------------------------------------------------------------------

    def health(self) -> Dict[str, Any]:
        """`{"status": "ok", "version": …}` (`degraded` while the store cannot write)."""
        return self.transport.json("GET", "/v1/health")

    def wait_until_ready(self, timeout: float = 20.0) -> Dict[str, Any]:
        """Polls `GET /v1/health` until the server answers (a server just started)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self.health()
            except SwivelUnreachable:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def devices(self) -> List[Dict[str, Any]]:
        """`[{"id", "idiom", "screen"}]`: iphone-3.5, iphone-4, ipad."""
        return self.transport.json("GET", "/v1/devices")["devices"]

    # --- apps ----------------------------------------------------------------------------

    def apps(self) -> List[Dict[str, Any]]:
        """`[{"id", "title", "seed", "source"}]`: built-in and registered apps."""
        return self.transport.json("GET", "/v1/apps")["apps"]

    def app(self, app_id: str) -> AppDefinition:
        """One app's definition (docs/app-format.md)."""
        return self.transport.json("GET", f"/v1/apps/{app_id}")

    def register_app(self, definition: AppDefinition) -> AppDefinition:
        """`POST /v1/apps`: sessions may then name it by its `id` (409 when the id is taken)."""
        return self.transport.json("POST", "/v1/apps", body=definition)

    def replace_app(self, app_id: str, definition: AppDefinition) -> AppDefinition:
        """`PUT /v1/apps/{id}`: replaces (or registers) it; running sessions keep their copy."""
        return self.transport.json("PUT", f"/v1/apps/{app_id}", body=definition)

    def delete_app(self, app_id: str) -> None:
        self.transport.request("DELETE", f"/v1/apps/{app_id}")

    def import_app(self, files: Mapping[str, str], id: Optional[str] = None,
                   overlay: Optional[Mapping[str, Any]] = None) -> Dict[str, Any]:
        """Interface Builder files (name → text: storyboards, xibs, an XML Info.plist) as an
        app definition: `{"app", "notes", "segues"}` (docs/interface-import.md). Registers nothing."""
        body: Dict[str, Any] = {"files": dict(files)}
        if id is not None:
            body["id"] = id
        if overlay is not None:
            body["overlay"] = dict(overlay)
        return self.transport.json("POST", "/v1/apps/import", body=body)

    # --- sessions ------------------------------------------------------------------------

    def create_session(self, app: AppReference, device: Optional[str] = None, os: Union[str, int, None] = None,
                       orientation: Optional[str] = None, options: Optional[Mapping[str, Any]] = None) -> Session:
        """Launches `app` (an id, or an inline definition) on `device` (iphone-4 by default)
        with iOS `os`'s rules ("6" by default), the device held in `orientation` (portrait)."""
        body: Dict[str, Any] = {"app": app}
        if device is not None:
            body["device"] = device
        if os is not None:
            body["os"] = str(os)
        if orientation is not None:
            body["orientation"] = orientation
        if options is not None:
            body["options"] = dict(options)
        snapshot: Snapshot = self.transport.json("POST", "/v1/sessions", body=body)
        return Session(self, snapshot["id"], snapshot)

    def session(self, session_id: str) -> Session:
        """An existing session (404 `SwivelNotFound` when there is none)."""
        snapshot = self.transport.json("GET", f"/v1/sessions/{session_id}")
        return Session(self, session_id, snapshot)

    def sessions(self) -> List[Dict[str, Any]]:
        """`[{"id", "app", "device", "os", "status", "version"}]`, oldest first."""
        return self.transport.json("GET", "/v1/sessions")["sessions"]

    def export(self, session_id: str, format: str = "pytest") -> str:
        """`GET /v1/sessions/{id}/export?format=…`: the session as a script that recreates it,
        replays its events and checks (or, for curl, prints) what it shows (README.md#testing-your-app-in-ci)."""
        if format not in EXPORT_FORMATS:
            raise ValueError(f"format must be one of {', '.join(EXPORT_FORMATS)}, got {format!r}")
        response = self.transport.request("GET", f"/v1/sessions/{session_id}/export", params={"format": format})
        return response.content.decode("utf-8")

    # --- explorations (docs/semantics.md#the-explorer) ---------------------------------------------------------

    def start_exploration(self, app: AppReference, **fields: Any) -> Dict[str, Any]:
        """`POST /v1/explorations` (202): `device`, `os`, `orientation`, `options`, `depth`,
        `max_states`, `events`, `properties`. Returns `{"id", "status": "running", …}`."""
        body: Dict[str, Any] = {"app": app}
        for name, value in fields.items():
            if value is not None:
                body["maxStates" if name == "max_states" else name] = str(value) if name == "os" else value
        return self.transport.json("POST", "/v1/explorations", body=body)

    def exploration(self, exploration_id: str) -> Dict[str, Any]:
        """Its progress while it runs; then `status` "done" and its `findings`."""
        return self.transport.json("GET", f"/v1/explorations/{exploration_id}")

    def explore(self, app: AppReference, timeout: float = 300.0, **fields: Any) -> Dict[str, Any]:
        """Starts an exploration and waits for its report (`findings`, each with its shortest
        sequence as `events`)."""
        started = self.start_exploration(app, **fields)
        deadline = time.monotonic() + timeout
        while True:
            report = self.exploration(started["id"])
            if report["status"] != "running":
                return report
            if time.monotonic() > deadline:
                self.cancel_exploration(started["id"])
                raise SwivelError(0, "timeout", f"exploration {started['id']} did not finish within {timeout} s")
            time.sleep(0.1)

    def cancel_exploration(self, exploration_id: str) -> None:
        self.transport.request("DELETE", f"/v1/explorations/{exploration_id}")

    def open_finding(self, exploration_id: str, number: int) -> Session:
        """Finding `number`'s events applied to a new session: the bug, to look at or test."""
        snapshot = self.transport.json("POST", f"/v1/explorations/{exploration_id}/findings/{number}/session")
        return Session(self, snapshot["id"], snapshot)

"""One rotation session on a server: send it events, read what it shows."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Optional

from .layout import find_view
from .types import Decision, Event, EventResult, Frame, Layout, Snapshot, Stack, TraceEntry, View

if TYPE_CHECKING:
    from .client import Client

# Events per request when replaying a long log (a batch is all or none, and bodies stop at 1 MiB).
REPLAY_BATCH = 1000


class Session:
    """A session (`/v1/sessions/{id}`): `rotate`, `tap`, `back`, `select_tab`, `show_primary`,
    `perform_segue`, `perform`, `timer` and `advance` send one event each and return the answer (`{"version", "trace", "snapshot"}`,
    with `decisions` where the server records them); `snapshot`, `stack`, `layout`, `frame`,
    `trace` and `decisions` read it. A refused event raises `SwivelError` (422, 409) and
    changes nothing."""

    def __init__(self, client: "Client", session_id: str, created: Optional[Snapshot] = None):
        self.client = client
        self.id = session_id
        # The snapshot the creation answered with (None for a session looked up by id).
        self.created = created

    def __repr__(self) -> str:
        return f"Session({self.id!r} on {self.client.url})"

    @property
    def path(self) -> str:
        return f"/v1/sessions/{self.id}"

    @property
    def viewer_url(self) -> str:
        """The viewer's page for this session (watch it, or export it as a test)."""
        return f"{self.client.url}/#/sessions/{self.id}"

    # --- events ------------------------------------------------------------------------

    def send(self, *events: Event, if_match: Optional[int] = None) -> EventResult:
        """Applies the events in order, all or none (`If-Match` when `if_match` is given)."""
        if not events:
            raise ValueError("send() needs at least one event")
        body: Any = events[0] if len(events) == 1 else {"events": list(events)}
        headers = {"If-Match": f'"{if_match}"'} if if_match is not None else None
        return self.client.transport.json("POST", f"{self.path}/events", body=body, headers=headers)

    def replay(self, events: Iterable[Event], batch: int = REPLAY_BATCH) -> int:
        """Sends a recorded log (`GET …/events`) in batches of `batch`, answering nothing
        (`Prefer: return=minimal`); returns the session's version afterwards."""
        version = -1
        pending: List[Event] = []
        for event in events:
            pending.append(event)
            if len(pending) == batch:
                version = self._send_minimal(pending)
                pending = []
        if pending:
            version = self._send_minimal(pending)
        return version if version >= 0 else self.snapshot()["version"]

    def _send_minimal(self, events: List[Event]) -> int:
        answer = self.client.transport.json("POST", f"{self.path}/events", body={"events": events},
                                            headers={"Prefer": "return=minimal"})
        return int(answer["version"])

    def rotate(self, orientation: str) -> EventResult:
        """Turns the device: portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown."""
        return self.send({"type": "rotate", "orientation": orientation})

    def tap(self, element: str) -> EventResult:
        """Taps the element with this id (it must be on screen)."""
        return self.send({"type": "tap", "element": element})

    def back(self, navigation: Optional[str] = None) -> EventResult:
        """Taps the navigation bar's back button: the window's, or an embedded navigation controller's
        when the window's shows none; `navigation` names the one whose bar it is ("UINavigationController#2")."""
        event: Event = {"type": "back"}
        if navigation is not None:
            event["navigation"] = navigation
        return self.send(event)

    def select_tab(self, index: int) -> EventResult:
        """Taps the tab bar's item `index` (from 0)."""
        return self.send({"type": "selectTab", "index": index})

    def show_primary(self) -> EventResult:
        """Shows the primary column a split view in front hides (else 422 `no_hidden_primary`)."""
        return self.send({"type": "showPrimary"})

    def perform_segue(self, identifier: str, controller: Optional[str] = None) -> EventResult:
        """Performs the segue `identifier` as the app's code does (`performSegueWithIdentifier:sender:`):
        from the front-most controller in front that has it, or from `controller` (a class name or
        an instance id, `Class#n`); else 422 `unknown_segue`, which lists the segues in front."""
        event: Event = {"type": "performSegue", "identifier": identifier}
        if controller is not None:
            event["controller"] = controller
        return self.send(event)

    def perform(self, action: Dict[str, Any], controller: Optional[str] = None) -> EventResult:
        """Runs an action as the app's code does — {"type": "present", "controller": "Settings", "style": "formSheet"},
        {"type": "requestGeometryUpdate", "orientations": "landscape"} — from the front-most controller in front,
        or from `controller` (a class or "Class#n"; else 422 `no_such_controller`)."""
        event: Event = {"type": "perform", "action": action}
        if controller is not None:
            event["controller"] = controller
        return self.send(event)

    def timer(self, timer: str, action: str) -> EventResult:
        """Starts, pauses or resets a timer of the app (`action`: start, pause, reset)."""
        return self.send({"type": "timer", "timer": timer, "action": action})

    def advance(self, ms: int) -> EventResult:
        """Lets `ms` milliseconds of the session's clock pass (timers run)."""
        return self.send({"type": "advance", "ms": ms})

    # --- reads -------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """Everything at once: orientations, stack, visible controller, layout, timers, status."""
        return self.client.transport.json("GET", self.path)

    def stack(self) -> Stack:
        """`{"controllers": [{"id", "class", "visible", "parent", …}], "navigationBarHidden"}`, bottom first."""
        return self.client.transport.json("GET", f"{self.path}/stack")

    def layout(self) -> Layout:
        """The resolved layout: every view's frame, bounds and transform, the bars."""
        return self.client.transport.json("GET", f"{self.path}/layout")

    def view(self, element_id: str, controller: Optional[str] = None) -> View:
        """One view of the layout by id (`controller` chooses when the id repeats)."""
        return find_view(self.layout(), element_id, controller)

    def frame(self, element_id: str, controller: Optional[str] = None) -> Frame:
        """A view's frame `{"x", "y", "width", "height"}` in window coordinates."""
        return self.view(element_id, controller)["frame"]

    def trace(self, since: int = 0) -> List[TraceEntry]:
        """Every trace entry after `since` (all of them by default), following the pages."""
        return self._paged("trace", "entries", since)

    def decisions(self, since: int = 0) -> List[Decision]:
        """Every rotation decision after `since` (docs/semantics.md#rotation-decisions), following the pages."""
        return self._paged("decisions", "decisions", since)

    def _paged(self, route: str, key: str, since: int) -> List[Dict[str, Any]]:
        items: List[Dict[str, Any]] = []
        while True:
            page = self.client.transport.json("GET", f"{self.path}/{route}", params={"since": since})
            if not page[key]:
                return items
            items += page[key]
            since = page["next"]

    def events(self) -> List[Event]:
        """The accepted events, in order: replayable as they are (`replay`)."""
        return self.client.transport.json("GET", f"{self.path}/events")["events"]

    def screenshot(self, scale: int = 1) -> bytes:
        """The screen as a PNG, drawn from the layout (`scale` pixels per point: 1, 2 or 3)."""
        return self.client.transport.request("GET", f"{self.path}/screenshot.png", params={"scale": scale}).content

    def export(self, format: str = "pytest") -> str:
        """The session as a runnable script (README.md#testing-your-app-in-ci): `pytest`, `appium` or `curl`."""
        return self.client.export(self.id, format)

    def delete(self) -> None:
        self.client.transport.request("DELETE", self.path)

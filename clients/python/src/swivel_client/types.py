"""The shapes of the API's answers (Config/openapi.json), as `TypedDict`s: the client returns the JSON it
was given — plain dicts that print, compare and serialise as they are — and these say what is in
them, for editors and type checkers. Config/openapi.json in the Swivel repository is the full
contract."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, TypedDict, Union

# An event as `POST …/events` takes it and `GET …/events` lists it:
# {"type": "rotate", "orientation": "landscapeLeft"}, {"type": "tap", "element": "showB"},
# {"type": "back"}, {"type": "selectTab", "index": 1}, {"type": "showPrimary"}, {"type": "advance", "ms": 1000},
# {"type": "timer", "timer": "workout", "action": "start"}, {"type": "performSegue", "identifier": "ShowDetail"}.
Event = Dict[str, Any]


class Frame(TypedDict):
    x: float
    y: float
    width: float
    height: float


class View(TypedDict):
    id: str
    controller: Optional[str]
    kind: str
    text: Optional[str]
    frame: Frame
    bounds: Frame
    transform: float
    children: List["View"]


class Layout(TypedDict, total=False):
    window: Dict[str, float]
    interfaceOrientation: str
    statusBar: Optional[Dict[str, Any]]
    navigationBar: Optional[Dict[str, Any]]
    tabBar: Optional[Dict[str, Any]]
    root: View


# `class` is a keyword in Python, hence the functional form; tabs add `tab`, presented
# controllers `presentedBy` and `presentationStyle` (docs/semantics.md#presented-controllers),
# a controller whose code performs segues their identifiers, `segues` (`Session.perform_segue`).
StackController = TypedDict("StackController", {
    "id": str, "class": str, "visible": bool, "parent": Optional[str],
    "tab": int, "presentedBy": str, "presentationStyle": str, "segues": List[str],
}, total=False)


class Stack(TypedDict):
    controllers: List[StackController]
    navigationBarHidden: Optional[bool]


class TraceEntry(TypedDict):
    seq: int
    event: Optional[int]
    controller: Optional[str]
    callback: str
    bounds: Optional[Frame]
    boundsCorrect: Optional[bool]
    detail: Optional[Dict[str, Any]]


class Snapshot(TypedDict, total=False):
    id: str
    app: str
    device: str
    os: str
    options: Dict[str, Any]
    status: str
    crash: Optional[Dict[str, Any]]
    warnings: List[str]
    version: int
    deviceOrientation: str
    interfaceOrientation: str
    statusBarOrientation: str
    stack: List[StackController]
    visible: str
    navigationBarHidden: Optional[bool]
    layout: Optional[Layout]
    timers: List[Dict[str, Any]]
    clock: Dict[str, Any]
    lastDecision: Optional[Dict[str, Any]]


class EventResult(TypedDict, total=False):
    version: int
    trace: List[TraceEntry]
    snapshot: Snapshot
    decisions: List[Dict[str, Any]]


# A rotation decision (docs/semantics.md#rotation-decisions): seq, event, trigger, deviceOrientation, candidate, rule,
# asked, answeredBy, …, result ("rotated", "unchanged", "refused", "ignored", "crashed"), reason.
Decision = Dict[str, Any]

# An app definition (docs/app-format.md), or a built-in or registered app's id.
AppDefinition = Dict[str, Any]
AppReference = Union[str, AppDefinition]

"""Assertions for rotation tests: the order UIKit's callbacks ran in, and where a view is.

They raise `AssertionError` with the whole picture (what matched, what did not, the actual
sequence or frame), so a failing test says what the app did instead."""
from __future__ import annotations

from typing import Any, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from .layout import find_view
from .session import Session
from .types import Frame, TraceEntry

# One expected step: "viewWillAppear:" (any controller), "BViewController#1 viewWillAppear:"
# or ("BViewController#1", "viewWillAppear:"). A controller without "#n" ("BViewController")
# matches every instance of that class.
Step = Union[str, Tuple[Optional[str], str]]
FRAME_KEYS = ("x", "y", "width", "height")


def assert_callback_order(trace: Any, expected: Sequence[Step], *, exact: bool = False,
                          controller: Optional[str] = None) -> List[TraceEntry]:
    """Asserts that the trace's callbacks contain `expected` in this order (other callbacks may
    come between), or with `exact=True` that they are exactly `expected`.

    `trace` is a list of trace entries, an event answer (`session.rotate(…)`, whose `trace` is
    what that event did) or a `Session` (its whole trace). `controller` first keeps only that
    controller's (or class's) entries. Returns the entries compared."""
    entries = [e for e in _entries(trace) if controller is None or _controller_matches(controller, e.get("controller"))]
    steps = [_step(s) for s in expected]
    if exact:
        ok = len(entries) == len(steps) and all(_matches(s, e) for s, e in zip(steps, entries))
        if not ok:
            raise AssertionError(_order_report("exactly", steps, entries, _matched_prefix(steps, entries)))
        return entries
    matched = 0
    for entry in entries:
        if matched < len(steps) and _matches(steps[matched], entry):
            matched += 1
    if matched < len(steps):
        raise AssertionError(_order_report("in this order", steps, entries, matched))
    return entries


def assert_frame(source: Any, element_id: str, expected: Union[Mapping[str, float], Sequence[float], None] = None, *,
                 x: Optional[float] = None, y: Optional[float] = None, width: Optional[float] = None,
                 height: Optional[float] = None, controller: Optional[str] = None,
                 tolerance: float = 0.0) -> Frame:
    """Asserts a view's frame (window coordinates, Config/openapi.json): all of `expected` (a frame dict or
    an (x, y, width, height) tuple) and/or the parts given as keywords, each within
    `tolerance` points. `source` is a `Session`, a snapshot or a layout. Returns the frame."""
    layout = _layout(source)
    view = find_view(layout, element_id, controller)
    actual: Frame = view["frame"]
    wanted = {}
    if expected is not None:
        values = [expected[k] for k in FRAME_KEYS] if isinstance(expected, Mapping) else list(expected)
        if len(values) != 4:
            raise TypeError("expected is a frame dict or (x, y, width, height)")
        wanted.update(zip(FRAME_KEYS, values))
    wanted.update({k: v for k, v in zip(FRAME_KEYS, (x, y, width, height)) if v is not None})
    if not wanted:
        raise TypeError("assert_frame needs the expected frame or at least one of x, y, width, height")
    wrong = {k: v for k, v in wanted.items() if abs(actual[k] - v) > tolerance}
    if wrong:
        owner = view.get("controller")
        expected_text = ", ".join(f"{k} {_number(v)} (is {_number(actual[k])})" for k, v in wrong.items())
        raise AssertionError(
            f"view {element_id!r} of {owner} has frame {_frame_text(actual)} in {layout.get('interfaceOrientation')}; "
            f"expected {expected_text}")
    return actual


def callbacks(trace: Any) -> List[str]:
    """The trace as "controller callback" lines (what to paste into `assert_callback_order`)."""
    return [f"{e.get('controller')} {e['callback']}" for e in _entries(trace)]


# --- helpers -------------------------------------------------------------------------------

def _entries(trace: Any) -> List[TraceEntry]:
    if isinstance(trace, Session):
        return trace.trace()
    if isinstance(trace, Mapping):
        if "trace" in trace:
            return list(trace["trace"])
        if "entries" in trace:
            return list(trace["entries"])
        raise TypeError("expected trace entries, an event answer or a Session; got a dict without 'trace'")
    return list(trace)


def _layout(source: Any) -> Mapping[str, Any]:
    if isinstance(source, Session):
        return source.layout()
    if isinstance(source, Mapping) and "root" in source:
        return source
    if isinstance(source, Mapping) and "layout" in source:
        if source["layout"] is None:
            raise AssertionError(f"the session has no layout (status {source.get('status')})")
        return source["layout"]
    if isinstance(source, Mapping) and "snapshot" in source:
        return _layout(source["snapshot"])
    raise TypeError("expected a Session, a snapshot, an event answer or a layout")


def _step(step: Step) -> Tuple[Optional[str], str]:
    if isinstance(step, tuple):
        return step
    controller, _, callback = step.rpartition(" ")
    return (controller or None, callback)


def _controller_matches(wanted: Optional[str], actual: Optional[str]) -> bool:
    if wanted is None:
        return True
    if actual is None:
        return False
    return actual == wanted if "#" in wanted else actual.split("#", 1)[0] == wanted


def _matches(step: Tuple[Optional[str], str], entry: Mapping[str, Any]) -> bool:
    return entry["callback"] == step[1] and _controller_matches(step[0], entry.get("controller"))


def _matched_prefix(steps: List[Tuple[Optional[str], str]], entries: List[TraceEntry]) -> int:
    count = 0
    for step, entry in zip(steps, entries):
        if not _matches(step, entry):
            break
        count += 1
    return count


def _order_report(how: str, steps: List[Tuple[Optional[str], str]], entries: Iterable[TraceEntry], matched: int) -> str:
    lines = [f"the callbacks did not run {how}: {matched} of {len(steps)} expected steps matched", "expected:"]
    for index, (controller, callback) in enumerate(steps):
        mark = "ok  " if index < matched else ("MISS" if index == matched else "    ")
        lines.append(f"  {mark} {controller or '*'} {callback}")
    actual = list(entries)
    lines.append(f"actual ({len(actual)} entries):")
    lines += [f"  {e.get('seq', '?'):>4} {e.get('controller')} {e['callback']}" for e in actual]
    return "\n".join(lines)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _frame_text(frame: Mapping[str, float]) -> str:
    return "(" + ", ".join(f"{k} {_number(frame[k])}" for k in FRAME_KEYS) + ")"

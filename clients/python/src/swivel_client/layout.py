"""Finding views in a resolved layout (Config/openapi.json: `{"window", …, "root": view}`, every view with
its `id`, `controller`, `frame` in window coordinates and `children`)."""
from __future__ import annotations

from typing import Iterator, List, Optional

from .types import Layout, View


def views(layout: Layout) -> Iterator[View]:
    """Every view on screen, the root first, depth first (the drawing order)."""
    root = layout.get("root") if layout else None
    if not root:
        return
    pending = [root]
    while pending:
        view = pending.pop()
        yield view
        pending.extend(reversed(view.get("children", [])))


def find_view(layout: Layout, view_id: str, controller: Optional[str] = None) -> View:
    """The one view `view_id` (of `controller`, e.g. "BViewController#1", when given).

    View ids repeat across instances of one controller class; when the id alone is ambiguous
    the error says which controllers have it. `LookupError` names the views there are."""
    found: List[View] = [v for v in views(layout)
                         if v["id"] == view_id and (controller is None or v.get("controller") == controller)]
    if len(found) == 1:
        return found[0]
    where = f" of {controller}" if controller else ""
    if not found:
        known = ", ".join(sorted({v["id"] for v in views(layout)})) or "none (no layout)"
        raise LookupError(f"no view {view_id!r}{where} on screen; the views are: {known}")
    owners = ", ".join(str(v.get("controller")) for v in found)
    raise LookupError(f"{len(found)} views are {view_id!r} (of {owners}); pass controller= to choose one")

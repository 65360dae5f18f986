#!/usr/bin/env python3
"""Imports Interface Builder files and lists which of their controllers a user reaches by tapping
(docs/interface-import.md, "The file's navigation").

    python3 scripts/reachable-scenes.py SWIVEL_BINARY FILE... [--depth N] [--max-runs N] [--perform-segues] [--json]

The files are imported together (`swivel import`: the main storyboard first, as the import
chooses it; storyboards it references among them). From the app's launch on its design device, a
breadth-first search tries every event a user has at each state — a tap on each element or bar
item of the app definition that carries an action and is on screen, `back`, each tab, and
`showPrimary` (with `--perform-segues`, also `performSegue` for each segue the controllers on
screen can perform in code: docs/semantics.md, "Segues performed in code") — each state replayed
offline (`swivel replay`), at most `--depth` events deep and `--max-runs` replays. A controller counts as reached once it is on the session's stack. Prints
how many controllers are reached — of all, and of those a segue of the file leads to (an
element's action, an embed, a tab or column, a segue code performs) — and the controllers not
reached, each with the import's notes that name it; without `--perform-segues` a controller only
code shows (a segue performed in code, a scene opened by identifier) is listed as not reached.
"""
import argparse
import json
import subprocess
import sys
import tempfile
from collections import deque
from pathlib import Path


def run(binary, args, stdin=None):
    process = subprocess.run([binary, *args], input=stdin, capture_output=True, text=True)
    return process.returncode, process.stdout, process.stderr


def actionable_ids(definition):
    """Every element id (views and bar items) that carries an action, by controller class."""
    found = {}

    def walk(value, owner):
        if isinstance(value, dict):
            if isinstance(value.get("action"), dict) and isinstance(value.get("id"), str):
                found.setdefault(owner, set()).add(value["id"])
            for key, child in value.items():
                if key != "action":
                    walk(child, owner)
        elif isinstance(value, list):
            for child in value:
                walk(child, owner)

    for name, controller in (definition.get("controllers") or {}).items():
        walk(controller, name)
    return found


def led_to(definition, segues):
    """The controllers a segue of the file leads to — an element's action, an embed, a tab, a
    split view's column, a segue code performs (`segues`) — and the root."""
    found = {definition.get("root")}

    def walk(value, key=None):
        if isinstance(value, dict):
            for child_key, child in value.items():
                if child_key in ("controller", "embeds", "primary", "secondary") and isinstance(child, str):
                    found.add(child)
                walk(child, child_key)
        elif isinstance(value, list):
            for child in value:
                walk(child, key)

    walk(definition)
    found.update(segue.get("destination") for segue in segues)
    return {name for name in found if name in (definition.get("controllers") or {})}


def on_screen(snapshot):
    """The ids of the layout's views and bar items, and how many tabs the tab bar shows."""
    layout = snapshot.get("layout") or {}
    ids = set()

    def walk(view):
        ids.add(view.get("id"))
        for child in view.get("children") or []:
            walk(child)

    if layout.get("root"):
        walk(layout["root"])
    for bar in ("navigationBar", "toolbar"):
        for item in (layout.get(bar) or {}).get("items") or []:
            ids.add(item.get("id"))
    tabs = len((layout.get("tabBar") or {}).get("items") or [])
    return ids, tabs


def performable(definition, snapshot):
    """`performSegue` events for the segues of the controllers on screen (their classes' `segues`)."""
    controllers = definition.get("controllers") or {}
    identifiers = []
    for entry in snapshot.get("stack") or []:
        if entry.get("visible"):
            for identifier in (controllers.get(entry.get("class")) or {}).get("segues") or {}:
                if identifier not in identifiers:
                    identifiers.append(identifier)
    return [{"type": "performSegue", "identifier": identifier} for identifier in identifiers]


def explore(binary, definition, depth, max_runs, folder, perform_segues=False):
    session = folder / "session.json"
    session.write_text(json.dumps({"app": definition}))
    actions = actionable_ids(definition)
    tappable = set().union(*actions.values()) if actions else set()
    reached = {}
    runs = 0
    queue = deque([[]])
    seen_states = set()
    while queue and runs < max_runs:
        events = queue.popleft()
        events_file = folder / "events.json"
        events_file.write_text(json.dumps({"events": events}))
        runs += 1
        code, out, _ = run(binary, ["replay", str(session), str(events_file)])
        if code != 0:
            continue  # a refused event: not a state
        snapshot = json.loads(out)["snapshot"]
        stack = [entry.get("class") for entry in snapshot.get("stack") or []]
        for name in stack:
            reached.setdefault(name, events)
        state = (tuple(entry.get("id") for entry in snapshot.get("stack") or []), snapshot.get("visible"))
        if state in seen_states or len(events) >= depth:
            continue
        seen_states.add(state)
        ids, tabs = on_screen(snapshot)
        candidates = [{"type": "tap", "element": element} for element in sorted(ids & tappable)]
        candidates += [{"type": "selectTab", "index": index} for index in range(tabs)]
        candidates += [{"type": "back"}, {"type": "showPrimary"}]
        if perform_segues:
            candidates += performable(definition, snapshot)
        for event in candidates:
            queue.append(events + [event])
    return reached, runs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--max-runs", type=int, default=400)
    parser.add_argument("--perform-segues", action="store_true",
                        help="also perform the segues the controllers on screen can perform in code")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        imported = folder / "import.json"
        code, _, error = run(args.binary, ["import", *args.files, "--json", "--out", str(imported)])
        if code != 0:
            sys.exit(f"import refused: {error.strip()}")
        result = json.loads(imported.read_text())
        definition = result["app"]
        reached, runs = explore(args.binary, definition, args.depth, args.max_runs, folder, args.perform_segues)
    controllers = sorted(definition.get("controllers") or {})
    missed = [name for name in controllers if name not in reached]
    targets = led_to(definition, result.get("segues") or [])
    notes = result.get("notes") or []
    if args.json:
        print(json.dumps({
            "controllers": len(controllers), "ledTo": sorted(targets),
            "reached": {name: reached[name] for name in controllers if name in reached},
            "notReached": missed, "replays": runs,
        }, indent=1))
        return
    how = "by taps and segues performed in code" if args.perform_segues else "by taps"
    print(f"{len(controllers) - len(missed)} of {len(controllers)} controllers reached {how}"
          f" ({len(targets & set(reached))} of the {len(targets)} a segue leads to, the root included; {runs} replays)")
    for name in missed:
        print(f"  not reached: {name}")
        for note in notes:
            if name in note.get("message", ""):
                print(f"    note: {note['message']}")


if __name__ == "__main__":
    main()

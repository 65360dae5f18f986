#!/usr/bin/env python3
"""Lays out every scene of Interface Builder files on their design devices and lists the views
whose frames differ from the ones the files saved (docs/interface-import.md, "Design device").

    python3 scripts/compare-design-frames.py SWIVEL_BINARY FILE_OR_FOLDER... [--json]

Each storyboard or xib is imported alone (`swivel import --json`); each controller with a view is
made the app's root and run on the app's design device (`swivel replay`), once without a
container and once in a navigation controller (the one the file puts it in, with its bar's large
titles and opacity, else a plain one), and the run with fewer differences is kept. A
view's laid-out frame, relative to its superview, is compared with its saved one within half a
point; views Interface Builder marks `misplaced`, and views a size class or `hidden` leaves out,
are skipped. A local check for public files: what a file does not carry (a scene pushed from
another storyboard under an opaque bar, a freeform size) shows as differences too.

Interface Builder also saves its own verdict on ambiguity (`ambiguous="YES"` on a view whose
constraints leave its frame open); the report counts, over the views compared (so not the
misplaced ones, which Xcode often marks ambiguous too), where the layout's
`constraints.ambiguous` agrees with it and lists where it does not.
"""
import argparse
import copy
import json
import pathlib
import re
import subprocess
import sys


def run(binary, args, stdin=None):
    process = subprocess.run([binary, *args], input=stdin, capture_output=True, text=True)
    if process.returncode != 0:
        return None, process.stderr.strip()[:300]
    try:
        return json.loads(process.stdout), None
    except json.JSONDecodeError as error:
        return None, f"unreadable output: {error}"


def saved_frames(view, parent, out, conditional=False):
    """(id, superview id, saved frame, left out by a size class or hidden, IB object id) per element."""
    for element in (view.get("elements") or []) + (view.get("children") or []):
        left_out = conditional or any(key in element for key in ("installed", "when", "hiddenWhen")) or element.get("hidden") is True
        if "frame" in element:
            out.append((element["id"], parent, element["frame"], left_out, (element.get("source") or {}).get("object")))
        saved_frames(element, element["id"], out, left_out)
    return out


def laid_out_frames(view, controller, out):
    """The frames and bounds of the views of `controller` (its first instance): an embedded child's views may reuse ids."""
    if view.get("controller") == controller:
        out.setdefault(view["id"], (view["frame"], view.get("bounds") or {}))
    for child in view.get("children") or []:
        laid_out_frames(child, controller, out)
    return out


def misplaced_objects(text):
    return {m.group(1) for line in text.splitlines() if 'misplaced="YES"' in line for m in [re.search(r' id="([^"]+)"', line)] if m}


def flagged_objects(text, flag):
    return {m.group(1) for line in text.splitlines() if f'{flag}="YES"' in line for m in [re.search(r' id="([^"]+)"', line)] if m}


def navigation_of(app, key):
    """The navigation controller the file puts `key` in: a tab's or a presented one whose root it
    is (its bar's settings — large titles, opaque bars — decide where the scene's views sit), else
    the app's root one, else a plain one."""
    def walk(value):
        if isinstance(value, dict):
            if value.get("controller") == key and isinstance(value.get("navigationController"), dict):
                return value["navigationController"]
            for child in value.values():
                found = walk(child)
                if found is not None:
                    return found
        elif isinstance(value, list):
            for child in value:
                found = walk(child)
                if found is not None:
                    return found
        return None
    return walk(app) or app.get("navigationController") or {}


def compare_scene(binary, app, key, controller, misplaced, ambiguous_in_file):
    best = None
    for container in ("none", "navigation"):
        variant = copy.deepcopy(app)
        for name in ("navigationController", "tabBarController", "splitViewController"):
            variant.pop(name, None)
        variant["root"] = key
        if container == "navigation":
            variant["navigationController"] = navigation_of(app, key)
        result, error = run(binary, ["replay", "-"], json.dumps({"app": variant}))
        layout = ((result or {}).get("snapshot") or {}).get("layout") or {}
        if result is None or not layout.get("root"):
            candidate = {"container": container, "compared": 0, "differing": [f"not run: {error or 'no layout'}"], "ran": False}
        else:
            frames = laid_out_frames(layout["root"], f"{key}#1", {})
            ambiguous_here = set((layout.get("constraints") or {}).get("ambiguous") or [])
            compared, differing, ambiguity = 0, [], {"both": 0, "swivelOnly": [], "fileOnly": []}
            for view_id, parent, saved, left_out, obj in saved_frames(controller["view"], controller["view"].get("id", "view"), []):
                if obj in misplaced or left_out:
                    continue
                if view_id not in frames or parent not in frames:
                    differing.append(f"{view_id}: not laid out")
                    continue
                compared += 1
                said_here, said_there = view_id in ambiguous_here, obj in ambiguous_in_file
                if said_here and said_there:
                    ambiguity["both"] += 1
                elif said_here or said_there:
                    ambiguity["swivelOnly" if said_here else "fileOnly"].append(f"{view_id} [{obj}]")
                (here, _), (there, there_bounds) = frames[view_id], frames[parent]
                # UIKit's frame: in the superview's bounds, whose origin is a scroll view's content offset.
                relative = (here["x"] - there["x"] + there_bounds.get("x", 0), here["y"] - there["y"] + there_bounds.get("y", 0),
                            here["width"], here["height"])
                wanted = (saved["x"], saved["y"], saved["width"], saved["height"])
                if any(abs(a - b) > 0.5 for a, b in zip(relative, wanted)):
                    differing.append(f"{view_id} [{obj}]: laid out at {tuple(round(v, 2) for v in relative)}, saved at {wanted}")
            candidate = {"container": container, "compared": compared, "differing": differing, "ambiguity": ambiguity, "ran": True}
        # A run that ran beats one that did not; then the one with fewer differences.
        if best is None or (candidate["ran"], -len(candidate["differing"])) > (best["ran"], -len(best["differing"])):
            best = candidate
    best.pop("ran")
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="a swivel binary (e.g. .build/debug/swivel)")
    parser.add_argument("paths", nargs="+", help="storyboards, xibs, or folders of them")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args()
    files = []
    for path in map(pathlib.Path, args.paths):
        files += sorted(p for p in path.iterdir() if p.suffix in (".storyboard", ".xib")) if path.is_dir() else [path]
    report = []
    for file in files:
        imported, error = run(args.binary, ["import", str(file), "--json"])
        if imported is None:
            report.append({"file": str(file), "error": error})
            continue
        text = file.read_text(errors="replace")
        app, misplaced, ambiguous = imported["app"], misplaced_objects(text), flagged_objects(text, "ambiguous")
        for key, controller in app["controllers"].items():
            if "view" in controller:
                report.append({"file": str(file), "scene": key, **compare_scene(args.binary, app, key, controller, misplaced, ambiguous)})
    if args.json:
        json.dump(report, sys.stdout, indent=1)
        print()
        return
    compared = sum(entry.get("compared", 0) for entry in report)
    differing = sum(len(entry.get("differing", [])) for entry in report)
    for entry in report:
        if "error" in entry:
            print(f"{entry['file']}: not imported: {entry['error']}")
        elif entry["differing"]:
            print(f"{entry['file']} {entry['scene']} ({entry['container']}): {len(entry['differing'])} of {entry['compared']} differ")
            for line in entry["differing"]:
                print(f"    {line}")
        ambiguity = entry.get("ambiguity") or {}
        for kind, said in (("swivelOnly", "ambiguous in the layout, not in the file"), ("fileOnly", "ambiguous in the file, not in the layout")):
            if ambiguity.get(kind):
                print(f"{entry['file']} {entry['scene']}: {said}: {', '.join(ambiguity[kind])}")
    both = sum((entry.get("ambiguity") or {}).get("both", 0) for entry in report)
    swivel_only = sum(len((entry.get("ambiguity") or {}).get("swivelOnly", [])) for entry in report)
    file_only = sum(len((entry.get("ambiguity") or {}).get("fileOnly", [])) for entry in report)
    print(f"{compared} views compared, {differing} differing")
    print(f"ambiguous: {both} in both, {swivel_only} in the layout only, {file_only} in the file only")


if __name__ == "__main__":
    main()

"""Auto Layout against an independent solver: random constraint systems with a unique solution,
solved by kiwisolver (the kiwi C++ Cassowary) and by Swivel through a posted app, frames equal
within 1e-6 in portrait and landscape.

Kiwi's strengths are floats, Swivel's priorities strict levels, so the systems are generated so
that their answer does not depend on that: every frame is fixed by required constraints (some
written as a pair of inequalities), by an intrinsic size (hugging and compression resistance at
its own value), or by one optional constraint that beats a single lower one. The strict-level
behaviour kiwi cannot show has its own hand-computed cases (Tests/RotationLayoutTests).
"""
from __future__ import annotations

import random

import kiwisolver
import pytest

from swivel_api import api, find_view, rotate  # noqa: F401

SYSTEMS = 40
ROOT = "root"
# iphone-3.5, no navigation bar: the root view fills the window under the status bar.
BOUNDS = {"portrait": (320.0, 460.0), "landscapeLeft": (480.0, 300.0)}


class System:
    """One random app and the same system for kiwi, in the root view's coordinates."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.count = self.rng.randint(1, 6)
        self.views: list[dict] = []
        self.constraints: list[dict] = []
        # Kiwi side: each view's x, y (in the root's coordinates), width, height.
        self.kiwi: list[tuple] = []  # (callable(solver, W, H, vars), ...)
        self.parent: dict[str, str] = {}
        for index in range(self.count):
            self.add_view(index)

    def add_view(self, index: int) -> None:
        rng = self.rng
        view_id = f"v{index}"
        is_label = rng.random() < 0.3
        design = {"x": rng.randint(0, 200), "y": rng.randint(0, 300), "width": rng.randint(10, 120), "height": rng.randint(10, 60)}
        view = {"id": view_id, "kind": "label" if is_label else "view", "frame": design}
        if is_label:
            view["text"] = view_id
        # A view may sit inside v0 (its positions are still measured in the root, which holds them).
        parent = "v0" if index > 0 and rng.random() < 0.3 else ROOT
        self.parent[view_id] = parent
        self.views.append(view)
        earlier = [f"v{j}" for j in range(index)]
        for axis in ("horizontal", "vertical"):
            self.add_size(view_id, axis, earlier, is_label, design)
            self.add_position(view_id, axis, earlier)

    def constraint(self, rule: dict, kiwi_rule, relation: str = "equal", priority: float | None = None) -> None:
        if relation != "equal":
            rule["relation"] = relation
        if priority is not None:
            rule["priority"] = priority
        rule["id"] = f"c{len(self.constraints)}"
        self.constraints.append(rule)
        self.kiwi.append((kiwi_rule, relation, priority))

    def add_size(self, view: str, axis: str, earlier: list[str], is_label: bool, design: dict) -> None:
        rng = self.rng
        attribute = "width" if axis == "horizontal" else "height"
        choice = rng.random()
        if is_label and choice < 0.5:
            return  # the label's intrinsic size (its design size) decides
        if choice < 0.25 or (is_label and choice >= 0.75):
            # (A label's intrinsic size sits at 750 too: an optional pair would tie with it.)
            constant = rng.randint(10, 100)
            self.constraint({"item": view, "attribute": attribute, "constant": constant},
                            lambda v, c=constant, a=attribute: (v[view][a], c, 1.0, None))
        elif choice < 0.5 or not earlier:
            multiplier = rng.choice([0.25, 0.5])
            constant = rng.randint(-20, 20)
            self.constraint({"item": view, "attribute": attribute, "toItem": ROOT, "toAttribute": attribute,
                             "multiplier": multiplier, "constant": constant},
                            lambda v, m=multiplier, c=constant, a=attribute: (v[view][a], c, m, v[ROOT][a]))
        elif choice < 0.75:
            other = rng.choice(earlier)
            multiplier = rng.choice([0.5, 1, 2])
            constant = rng.randint(-5, 5)
            self.constraint({"item": view, "attribute": attribute, "toItem": other, "toAttribute": attribute,
                             "multiplier": multiplier, "constant": constant},
                            lambda v, o=other, m=multiplier, c=constant, a=attribute: (v[view][a], c, m, v[o][a]))
        else:
            # One optional constraint beating a lower one (the same answer in both solvers).
            high, low = rng.randint(10, 90), rng.randint(10, 90)
            self.constraint({"item": view, "attribute": attribute, "constant": high},
                            lambda v, c=high, a=attribute: (v[view][a], c, 1.0, None), priority=750)
            self.constraint({"item": view, "attribute": attribute, "constant": low},
                            lambda v, c=low, a=attribute: (v[view][a], c, 1.0, None), priority=250)

    def add_position(self, view: str, axis: str, earlier: list[str]) -> None:
        rng = self.rng
        start, end, centre = ("left", "right", "centerX") if axis == "horizontal" else ("top", "bottom", "centerY")
        size = "width" if axis == "horizontal" else "height"
        choice = rng.random()
        constant = rng.randint(0, 40)

        def position(v, item, attribute):
            origin = v[item]["x" if axis == "horizontal" else "y"]
            length = v[item][size]
            if item == ROOT:
                origin = 0
            return {start: origin, end: origin + length, centre: origin + 0.5 * length}[attribute]

        if choice < 0.3:
            rule = {"item": view, "attribute": start, "toItem": ROOT, "toAttribute": start, "constant": constant}
            target = lambda v: (position(v, view, start), constant, 1.0, position(v, ROOT, start))  # noqa: E731
        elif choice < 0.5:
            rule = {"item": view, "attribute": end, "toItem": ROOT, "toAttribute": end, "constant": -constant}
            target = lambda v: (position(v, view, end), -constant, 1.0, position(v, ROOT, end))  # noqa: E731
        elif choice < 0.7:
            multiplier = rng.choice([0.5, 1])
            rule = {"item": view, "attribute": centre, "toItem": ROOT, "toAttribute": centre, "multiplier": multiplier, "constant": constant}
            target = lambda v: (position(v, view, centre), constant, multiplier, position(v, ROOT, centre))  # noqa: E731
        elif earlier:
            other = rng.choice(earlier)
            rule = {"item": view, "attribute": start, "toItem": other, "toAttribute": end, "constant": constant}
            target = lambda v: (position(v, view, start), constant, 1.0, position(v, other, end))  # noqa: E731
        else:
            rule = {"item": view, "attribute": start, "toItem": ROOT, "toAttribute": start}
            target = lambda v: (position(v, view, start), 0, 1.0, position(v, ROOT, start))  # noqa: E731
        if rng.random() < 0.25:
            # The same equality as two required inequalities.
            self.constraint(dict(rule), target, relation="lessThanOrEqual")
            self.constraint(dict(rule), target, relation="greaterThanOrEqual")
        else:
            self.constraint(rule, target)

    def app(self) -> dict:
        top = [v for v in self.views if self.parent[v["id"]] == ROOT]
        nested = [v for v in self.views if self.parent[v["id"]] == "v0"]
        elements = []
        for view in top:
            element = dict(view)
            if view["id"] == "v0" and nested:
                element["children"] = nested
            elements.append(element)
        return {"id": "oracle", "root": "Root", "controllers": {"Root": {
            "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": "all",
            "view": {"id": ROOT, "size": {"width": 320, "height": 460}, "constraints": self.constraints},
            "elements": elements}}}

    def solve_with_kiwi(self, width: float, height: float) -> dict[str, tuple]:
        solver = kiwisolver.Solver()
        variables = {ROOT: {"x": 0, "y": 0, "width": width, "height": height}}
        for view in self.views:
            variables[view["id"]] = {name: kiwisolver.Variable(f"{view['id']}.{name}") for name in ("x", "y", "width", "height")}
        for view in self.views:
            if view["kind"] == "label":
                for attribute in ("width", "height"):
                    size = view["frame"][attribute]
                    solver.addConstraint((variables[view["id"]][attribute] <= size) | kiwisolver.strength.create(0, 0, 250))
                    solver.addConstraint((variables[view["id"]][attribute] >= size) | kiwisolver.strength.create(0, 0, 750))
        for rule, relation, priority in self.kiwi:
            lhs, constant, multiplier, rhs = rule(variables)
            right = constant if rhs is None else multiplier * rhs + constant
            expression = {"equal": lhs == right, "lessThanOrEqual": lhs <= right, "greaterThanOrEqual": lhs >= right}[relation]
            strength = "required" if priority is None else kiwisolver.strength.create(0, 0, priority)
            solver.addConstraint(expression | strength)
        solver.updateVariables()
        return {view["id"]: tuple(variables[view["id"]][name].value() for name in ("x", "y", "width", "height")) for view in self.views}


def local_frames(layout: dict, view_ids: list[str]) -> dict[str, tuple]:
    root = layout["root"]
    assert root["id"] == ROOT
    frames = {}
    for view_id in view_ids:
        frame = find_view(root, view_id)["frame"]
        frames[view_id] = (frame["x"] - root["frame"]["x"], frame["y"] - root["frame"]["y"], frame["width"], frame["height"])
    return frames


@pytest.mark.parametrize("seed", range(SYSTEMS))
def test_frames_match_kiwisolver(api, seed):
    """A random uniquely-solvable system: Swivel's frames equal kiwi's within 1e-6 in portrait and landscape, nothing broken or ambiguous."""
    system = System(seed)
    snapshot = api.create(app=system.app(), device="iphone-3.5", os="6")
    ids = [view["id"] for view in system.views]
    for orientation, (width, height) in BOUNDS.items():
        if orientation != "portrait":
            snapshot = api.apply(snapshot["id"], rotate(orientation))["snapshot"]
        layout = snapshot["layout"]
        assert layout["root"]["bounds"]["width"] == width and layout["root"]["bounds"]["height"] == height
        assert layout["constraints"]["unsatisfiable"] == [], layout["constraints"]
        assert layout["constraints"]["ambiguous"] == [], layout["constraints"]
        expected = system.solve_with_kiwi(width, height)
        got = local_frames(layout, ids)
        for view_id in ids:
            assert got[view_id] == pytest.approx(expected[view_id], abs=1e-6), (orientation, view_id, system.constraints)

"""A small stand-in for the Swivel API (Config/openapi.json shapes) that serves `Public/` too.

It models just enough of seed 000's alternate-landscape app (push/pop of the landscape A on
rotation, B with its un-hidden navigation bar, back) to drive the viewer's live code paths
(polling, events, errors) before the real server exists. The same live tests run against the
real server (`swivel_server`); nothing here is the source of truth for behaviour.
"""
import http.server
import itertools
import json
import pathlib
import re
import threading
from urllib.parse import parse_qs, urlparse

PUBLIC = pathlib.Path(__file__).resolve().parents[2] / "Public"
NAV = "UINavigationController#1"
DEVICES = [
    {"id": "iphone-3.5", "idiom": "phone", "screen": {"width": 320, "height": 480}},
    {"id": "iphone-4", "idiom": "phone", "screen": {"width": 320, "height": 568}},
    {"id": "ipad", "idiom": "pad", "screen": {"width": 768, "height": 1024}},
]
APPS = [
    {"id": "alternate-landscape", "title": "Rotating to show different iOS views", "seed": 0},
    {"id": "selective-rotation", "title": "Selective rotation on iOS 6", "seed": 1},
    {"id": "swapper", "title": "Swapping views on rotation", "seed": 2},
    {"id": "exercise-timer", "title": "Exercise timer", "seed": 3},
    {"id": "lifecycle-logger", "title": "Lifecycle logger", "seed": 4},
]
INTERFACE_FOR_DEVICE = {"portrait": "portrait", "landscapeLeft": "landscapeRight", "landscapeRight": "landscapeLeft"}
TURN = {"portrait": 0, "landscapeRight": 90, "landscapeLeft": -90, "portraitUpsideDown": 180}
DEVICE_ORIENTATIONS = {"portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"}


class ClientError(Exception):
    def __init__(self, status, code, message):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def rect(x, y, w, h):
    return {"x": x, "y": y, "width": w, "height": h}


class Session:
    def __init__(self, id, body):
        self.id = id
        self.app, self.device, self.os = body["app"], body.get("device", "iphone-4"), body.get("os", "6")
        self.options = body.get("options") or {}
        self.device_orientation = "portrait"
        self.interface = "portrait"
        self.stack = ["APortraitViewController#1"]  # (TimerSession overrides the stack it reports)
        self.bar_hidden = True
        self.counts = {"ALandscapeViewController": 0, "BViewController": 0}
        self.version = 0
        self.now = 0
        self.trace = []
        self.event = None
        self.log(self.stack_json()[-1]["id"], "viewDidAppear:", True, animated=False)
        start = body.get("orientation", "portrait")
        if start != "portrait":
            self.rotate(start)

    # Trace and state changes.
    def log(self, owner, callback, correct=True, **detail):
        w, h = self.content_size()
        self.trace.append({"seq": len(self.trace) + 1, "event": self.event, "controller": owner,
                           "callback": callback, "bounds": rect(0, 0, w, h), "boundsCorrect": correct,
                           "detail": detail or None})

    def push(self, cls):
        self.counts[cls] += 1
        new = f"{cls}#{self.counts[cls]}"
        self.log(self.stack[-1], "pushViewController:animated:", controller=new, animated=False)
        self.stack.append(new)
        self.log(new, "viewDidAppear:", animated=False)

    def pop(self):
        top = self.stack.pop()
        self.log(top, "viewDidDisappear:", animated=False)
        self.log(self.stack[-1], "viewDidAppear:", animated=False)

    def swap_if_needed(self):
        landscape = self.device_orientation in ("landscapeLeft", "landscapeRight")
        portrait = self.device_orientation in ("portrait", "portraitUpsideDown")
        top = self.stack[-1]
        self.log("APortraitViewController#1", "swapControllersIfNeeded", deviceOrientation=self.device_orientation)
        if landscape and top.startswith("APortrait"):
            self.push("ALandscapeViewController")
        elif portrait and top.startswith("ALandscape"):
            self.pop()

    def rotate(self, orientation):
        if orientation not in DEVICE_ORIENTATIONS:
            raise ClientError(422, "invalid_orientation", f"unknown device orientation {orientation!r}")
        self.device_orientation = orientation
        target = INTERFACE_FOR_DEVICE.get(orientation)
        if target and target != self.interface:
            self.log(self.stack[-1], "willRotateToInterfaceOrientation:duration:", False, orientation=target, duration=0.3)
            self.interface = target
            self.log(self.stack[-1], "willAnimateRotationToInterfaceOrientation:duration:", orientation=target, duration=0.3)
        self.log("APortraitViewController#1", "orientationChanged:", deviceOrientation=orientation)
        self.swap_if_needed()

    def apply(self, event):
        kind = event.get("type")
        if kind == "rotate":
            self.rotate(event.get("orientation"))
        elif kind == "tap":
            element = event.get("element")
            if element != "showB" or not self.stack[-1].startswith("A"):
                raise ClientError(422, "element_not_on_screen", f"element {element!r} is not on screen")
            self.push("BViewController")
            self.bar_hidden = False
            self.log(self.stack[-1], "setNavigationBarHidden:animated:", hidden=False, animated=False)
        elif kind == "back":
            if self.bar_hidden or len(self.stack) < 2:
                raise ClientError(422, "no_back_button", "there is no back button on screen")
            self.pop()
            self.swap_if_needed()
        elif kind == "advance":
            self.now += int(event.get("ms", 0))
        elif kind == "timer":
            raise ClientError(422, "unknown_timer", f"no timer {event.get('timer')!r}")
        else:
            raise ClientError(422, "invalid_event", f"unknown event type {kind!r}")

    # Reading.
    def window(self):
        return (568, 320) if self.interface.startswith("landscape") else (320, 568)

    def content_size(self):
        w, h = self.window()
        bar = 0 if self.bar_hidden else (32 if w > h else 44)
        return w, h - 20 - bar

    def layout(self):
        w, h = self.window()
        turn = TURN[self.interface]
        bar_height = 32 if w > h else 44
        top_y = 20 if self.bar_hidden else 20 + bar_height
        cw, ch = self.content_size()
        top = self.stack[-1]

        def v(id, controller, kind, frame, text=None, children=()):
            return {"id": id, "controller": controller, "kind": kind, "text": text, "frame": frame,
                    "bounds": rect(0, 0, frame["width"], frame["height"]), "transform": turn, "children": list(children)}

        if top.startswith("B"):
            content = v("view", top, "drawing", rect(0, top_y, cw, ch), children=[
                v("caption", top, "label", rect(cw / 2 - 100, top_y + ch / 2 - 14, 200, 28), "B draws itself")])
        else:
            title = "A (landscape)" if top.startswith("ALandscape") else "A (portrait)"
            content = v("view", top, "view", rect(0, top_y, cw, ch), children=[
                v("title", top, "label", rect(20, top_y + 20, cw - 40, 30), title),
                v("showB", top, "button", rect(cw / 2 - 70, top_y + ch / 2 - 22, 140, 44), "Show B")])
        below = self.stack[-2] if len(self.stack) > 1 else None
        return {
            "window": {"width": w, "height": h}, "interfaceOrientation": self.interface,
            "statusBar": {"frame": rect(0, 0, w, 20)},
            "navigationBar": None if self.bar_hidden else {
                "frame": rect(0, 20, w, bar_height), "backButton": ("A" if below.startswith("A") else "Back") if below else None},
            "root": v("view", NAV, "view", rect(0, 20, w, h - 20), children=[content]),
        }

    def stack_json(self):
        return [{"id": c, "class": c.split("#")[0], "visible": i == len(self.stack) - 1, "parent": NAV}
                for i, c in enumerate(self.stack)]

    def snapshot(self):
        return {"id": self.id, "app": self.app, "device": self.device, "os": self.os, "options": self.options,
                "status": "running", "crash": None, "version": self.version,
                "deviceOrientation": self.device_orientation, "interfaceOrientation": self.interface,
                "stack": self.stack_json(), "visible": self.stack[-1], "navigationBarHidden": self.bar_hidden,
                "layout": self.layout(), "timers": [], "clock": {"nowMs": self.now}}


class TimerSession(Session):
    """Seed 003's exercise timer, coarsely: a master with one child per orientation and a `workout` timer."""

    MASTER = "XTMOrientationMasterViewController#1"

    def __init__(self, id, body):
        self.children = 1
        self.timer = {"id": "workout", "durationMs": 1_800_000, "state": "idle", "elapsedMs": 0}
        super().__init__(id, body)

    @property
    def child(self):
        return f"XTMViewController#{self.children}"

    def swap_if_needed(self):
        pass

    def rotate(self, orientation):
        if orientation not in DEVICE_ORIENTATIONS:
            raise ClientError(422, "invalid_orientation", f"unknown device orientation {orientation!r}")
        self.device_orientation = orientation
        target = {"portraitUpsideDown": "portraitUpsideDown", **INTERFACE_FOR_DEVICE}.get(orientation)
        if target and target != self.interface:
            self.log(self.child, "willRotateToInterfaceOrientation:duration:", False, orientation=target, duration=0.3)
            self.interface = target
            self.children += 1
            self.log(self.MASTER, "xibNameForDeviceAndRotation:", xib="XTMViewController_iPhone" + (
                "-Landscape" if target.startswith("landscape") else ""))
            self.log(self.child, "didMoveToParentViewController:", parent=self.MASTER)

    def act(self, action):
        t = self.timer
        if action == "start" and t["state"] in ("idle", "paused"):
            t["state"] = "running"
        elif action == "pause" and t["state"] == "running":
            t["state"] = "paused"
        elif action == "reset":
            t["state"], t["elapsedMs"] = "idle", 0
        elif action not in ("start", "pause", "reset"):
            raise ClientError(422, "invalid_timer_action", f"unknown timer action {action!r}")

    def apply(self, event):
        kind = event.get("type")
        if kind == "rotate":
            self.rotate(event.get("orientation"))
        elif kind == "tap" and event.get("element") in ("start", "pause", "reset"):
            self.act(event["element"])
        elif kind == "timer" and event.get("timer") == "workout":
            self.act(event.get("action"))
        elif kind == "advance":
            self.now += int(event.get("ms", 0))
            if self.timer["state"] == "running":
                self.timer["elapsedMs"] = min(self.timer["durationMs"], self.timer["elapsedMs"] + int(event.get("ms", 0)))
                if self.timer["elapsedMs"] == self.timer["durationMs"]:
                    self.timer["state"] = "finished"
        else:
            super().apply(event)

    def layout(self):
        w, h = self.window()
        turn = TURN[self.interface]

        def v(id, controller, kind, frame, text=None, children=()):
            return {"id": id, "controller": controller, "kind": kind, "text": text, "frame": frame,
                    "bounds": rect(0, 0, frame["width"], frame["height"]), "transform": turn, "children": list(children)}

        c = self.child
        seconds = self.timer["elapsedMs"] // 1000
        if w > h:  # landscape: green above magenta and left of orange
            boxes = [v("green", c, "view", rect(20, 40, 250, 120)), v("magenta", c, "view", rect(20, 180, 250, 120)),
                     v("orange", c, "view", rect(298, 40, 250, 120))]
            controls = rect(298, 180, 250, 120)
        else:  # portrait: green below magenta
            boxes = [v("magenta", c, "view", rect(20, 40, 280, 120)), v("green", c, "view", rect(20, 180, 280, 120)),
                     v("orange", c, "view", rect(20, 320, 280, 100))]
            controls = rect(20, 440, 280, 110)
        x, y = controls["x"], controls["y"]
        buttons = [v(name, c, "button", rect(x + i * 95, y + 70, 85, 36), name.capitalize())
                   for i, name in enumerate(("start", "pause", "reset"))]
        label = v("workoutLabel", c, "timerLabel", rect(x, y, controls["width"], 60), f"{seconds // 60}:{seconds % 60:02d}")
        return {
            "window": {"width": w, "height": h}, "interfaceOrientation": self.interface,
            "statusBar": {"frame": rect(0, 0, w, 20)}, "navigationBar": None,
            "root": v("view", self.MASTER, "view", rect(0, 20, w, h - 20), children=[
                v("view", c, "view", rect(0, 20, w, h - 20), children=boxes + [label] + buttons)]),
        }

    def stack_json(self):
        return [{"id": self.MASTER, "class": "XTMOrientationMasterViewController", "visible": False, "parent": None},
                {"id": self.child, "class": "XTMViewController", "visible": True, "parent": self.MASTER}]

    def snapshot(self):
        snap = super().snapshot()
        t = self.timer
        snap["timers"] = [{**t, "remainingMs": t["durationMs"] - t["elapsedMs"]}]
        snap["visible"], snap["navigationBarHidden"] = self.child, True
        return snap


class StubApi:
    PAGE = 20

    def __init__(self):
        self.sessions = {}
        self.ids = itertools.count(1)
        self.lock = threading.Lock()

    def handle(self, method, path, query, body):
        """Returns (status, json or None)."""
        with self.lock:
            if path == "/v1/devices" and method == "GET":
                return 200, {"devices": DEVICES}
            if path == "/v1/apps" and method == "GET":
                return 200, {"apps": APPS}
            if path == "/v1/sessions":
                if method == "GET":
                    return 200, {"sessions": [{"id": s.id, "app": s.app, "device": s.device, "version": s.version}
                                              for s in self.sessions.values()]}
                if method == "POST":
                    data = self.json(body)
                    kinds = {"alternate-landscape": Session, "exercise-timer": TimerSession}
                    if data.get("app") not in kinds:
                        raise ClientError(422, "unsupported_app", "the stub models alternate-landscape and exercise-timer only")
                    session = kinds[data["app"]](f"stub{next(self.ids)}", data)
                    self.sessions[session.id] = session
                    return 201, session.snapshot()
            match = re.fullmatch(r"/v1/sessions/([^/]+)(?:/(layout|stack|trace|events))?", path)
            if not match:
                raise ClientError(404, "not_found", f"no route {path}")
            session = self.sessions.get(match.group(1))
            if session is None:
                raise ClientError(404, "session_not_found", f"no session {match.group(1)}")
            part = match.group(2)
            if part is None and method == "GET":
                return 200, session.snapshot()
            if part is None and method == "DELETE":
                del self.sessions[session.id]
                return 204, None
            if part == "layout":
                return 200, session.layout()
            if part == "stack":
                return 200, {"controllers": session.stack_json(), "navigationBarHidden": session.bar_hidden}
            if part == "trace":
                since = int((query.get("since") or ["0"])[0])
                entries = [e for e in session.trace if e["seq"] > since][: self.PAGE]
                return 200, {"entries": entries, "next": entries[-1]["seq"] if entries else since}
            if part == "events" and method == "POST":
                data = self.json(body)
                events = data["events"] if isinstance(data.get("events"), list) else [data]
                before = len(session.trace)
                for event in events:  # the stub applies in order without rollback: enough for the viewer
                    session.event = session.version
                    session.apply(event)
                    session.version += 1
                return 200, {"version": session.version, "trace": session.trace[before:], "snapshot": session.snapshot()}
            raise ClientError(405, "method_not_allowed", f"{method} {path}")

    @staticmethod
    def json(body):
        try:
            data = json.loads(body or b"{}")
        except ValueError as error:
            raise ClientError(400, "malformed_json", str(error))
        if not isinstance(data, dict):
            raise ClientError(422, "invalid_body", "expected a JSON object")
        return data


def make_handler(api):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(PUBLIC), **kwargs)

        def log_message(self, format, *args):
            pass

        def api(self, method):
            url = urlparse(self.path)
            if not url.path.startswith("/v1/"):
                return False
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            try:
                status, data = api.handle(method, url.path, parse_qs(url.query), body)
            except ClientError as error:
                status, data = error.status, {"error": {"code": error.code, "message": error.message}}
            payload = b"" if data is None else json.dumps(data).encode()
            self.send_response(status)
            if data is not None:
                self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
            return True

        def do_GET(self):
            if not self.api("GET"):
                super().do_GET()

        def do_POST(self):
            if not self.api("POST"):
                self.send_error(405)

        def do_DELETE(self):
            if not self.api("DELETE"):
                self.send_error(405)

    return Handler


def start():
    """Starts the stub on a free port; returns (base URL, server)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(StubApi()))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}", server

"""Session API errors (Config/openapi.json): each is the JSON envelope with its status, and says what to fix."""
import requests

from swivel_api import api, assert_error, rotate, tap  # noqa: F401  (fixture)
from swivel_harness import raw_request

ORIENTATIONS = ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"]

# docs/semantics.md#who-decides-ios-5--ios-6-defaults-crash-checks: Info.plist portrait only, root asks for landscapeLeft only: no common orientation.
CRASHING_APP = {
    "id": "no-common-orientation",
    "infoPlist": {"supportedInterfaceOrientations": ["portrait"]},
    "root": "RootViewController",
    "controllers": {"RootViewController": {"supportedInterfaceOrientations": ["landscapeLeft"]}},
}
INVALID_ORIENTATION_CRASH = {
    "exception": "UIApplicationInvalidInterfaceOrientation",
    "reason": "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES",
}


def test_unknown_session_is_404_on_every_session_route(api):
    """Every /v1/sessions/{id}… route answers 404 for an id that never existed."""
    for path in ["", "/stack", "/layout", "/trace", "/events"]:
        assert_error(api.get(f"/v1/sessions/0000000000000000{path}"), 404)
    assert_error(api.events("0000000000000000", rotate("portrait")), 404)
    assert_error(api.delete("/v1/sessions/0000000000000000"), 404)


def test_app_with_no_common_orientation_is_created_crashed(api):
    """Info.plist ["portrait"] with a root supporting only landscapeLeft on iOS 6: 201, crashed, crash set."""
    snapshot = api.create(CRASHING_APP, os="6")
    assert snapshot["status"] == "crashed"
    assert snapshot["crash"] == INVALID_ORIENTATION_CRASH
    assert api.trace(snapshot["id"]), "a crashed session keeps its trace for reading"
    assert api.read(snapshot["id"], "layout")["root"]


def test_events_to_a_crashed_session_are_409(api):
    """Once crashed, every event is 409 session_crashed and the version stays 0."""
    session_id = api.create(CRASHING_APP)["id"]
    for event in [rotate("landscapeLeft"), tap("anything"), {"type": "advance", "ms": 1}]:
        assert_error(api.events(session_id, event), 409, "session_crashed")
    assert api.session(session_id)["version"] == 0
    assert api.read(session_id, "events")["events"] == []


def test_missing_xib_crashes_the_session_not_the_server(api):
    """exercise-timer without its landscape xibs: rotating to landscape is NSInternalInconsistencyException."""
    definition = api.get("/v1/apps/exercise-timer").json()
    definition["id"] = "timer-without-landscape-xibs"
    definition["xibs"] = {name: xib for name, xib in definition["xibs"].items() if "Landscape" not in name}
    session_id = api.create(definition)["id"]
    result = api.apply(session_id, rotate("landscapeLeft"))
    assert result["snapshot"]["status"] == "crashed"
    assert result["snapshot"]["crash"]["exception"] == "NSInternalInconsistencyException"
    assert "Missing xib" in result["snapshot"]["crash"]["reason"]
    assert_error(api.events(session_id, rotate("portrait")), 409, "session_crashed")
    assert api.get("/v1/health").status_code == 200


def test_unknown_device_is_422_naming_the_devices(api):
    """device "iphone-12" is 422 and the message lists iphone-3.5, iphone-4, ipad."""
    error = assert_error(api.post("/v1/sessions", {"app": "swapper", "device": "iphone-12"}), 422)
    for device in ["iphone-3.5", "iphone-4", "ipad"]:
        assert device in error["message"]


def test_unknown_app_is_422_naming_the_built_in_apps(api):
    """app "nope" is 422 and the message lists the built-in app ids."""
    error = assert_error(api.post("/v1/sessions", {"app": "nope"}), 422)
    for app_id in ["alternate-landscape", "selective-rotation", "swapper", "exercise-timer", "lifecycle-logger"]:
        assert app_id in error["message"]


def test_unknown_os_is_422_naming_the_range(api):
    """os "27" is 422 unknown_os and names "5" … "26"."""
    error = assert_error(api.post("/v1/sessions", {"app": "swapper", "os": "27"}), 422)
    assert error["code"] == "unknown_os"
    assert '"5"' in error["message"] and '"26"' in error["message"]


def test_os_outside_the_devices_range_is_422_unsupported_os(api):
    """iphone-15-pro on iOS 6 is 422 unsupported_os naming the device's range, 16 to 26."""
    error = assert_error(api.post("/v1/sessions", {"app": "swapper", "device": "iphone-15-pro", "os": "6"}), 422)
    assert error["code"] == "unsupported_os"
    assert "iphone-15-pro" in error["message"] and "16 to 26" in error["message"]


def test_classic_device_on_ios_17_is_422_unsupported_os(api):
    """iphone-4 ran iOS 5 to 10: os "17" is 422 unsupported_os."""
    error = assert_error(api.post("/v1/sessions", {"app": "swapper", "device": "iphone-4", "os": "17"}), 422)
    assert error["code"] == "unsupported_os" and "5 to 10" in error["message"]


def test_unknown_orientation_is_422_naming_the_orientations(api):
    """A starting orientation "sideways" is 422 naming every device orientation."""
    error = assert_error(api.post("/v1/sessions", {"app": "swapper", "orientation": "sideways"}), 422)
    assert all(name in error["message"] for name in ORIENTATIONS)


def test_unknown_rotate_orientation_is_422_naming_the_orientations(api):
    """A rotate to "sideways" is 422 naming every device orientation; nothing applied."""
    session_id = api.create("swapper")["id"]
    error = assert_error(api.events(session_id, rotate("sideways")), 422)
    assert all(name in error["message"] for name in ORIENTATIONS)
    assert api.session(session_id)["version"] == 0


def test_unknown_event_type_is_422_naming_the_types(api):
    """{"type": "shake"} is 422 and lists rotate, tap, back, timer, advance."""
    session_id = api.create("swapper")["id"]
    error = assert_error(api.events(session_id, {"type": "shake"}), 422)
    assert all(name in error["message"] for name in ["rotate", "tap", "back", "timer", "advance"])


def test_unknown_option_is_422_naming_the_options(api):
    """An option the server does not know is 422 and lists forwarding and timerOwner."""
    error = assert_error(api.post("/v1/sessions", {"app": "swapper", "options": {"turbo": True}}), 422)
    assert "forwarding" in error["message"] and "timerOwner" in error["message"]


def test_bad_timer_owner_is_422_naming_the_values(api):
    """timerOwner "parent" is 422 and names "master" and "child"."""
    error = assert_error(api.post("/v1/sessions", {"app": "exercise-timer", "options": {"timerOwner": "parent"}}), 422)
    assert "master" in error["message"] and "child" in error["message"]


def test_tap_on_element_not_on_screen_is_422_naming_what_is(api):
    """A tap on an element not on screen is 422 element_not_on_screen listing what is on screen."""
    session_id = api.create("alternate-landscape")["id"]
    error = assert_error(api.events(session_id, tap("showLocked")), 422, "element_not_on_screen")
    assert "showB" in error["message"]
    assert api.session(session_id)["version"] == 0


def test_invalid_inline_app_lists_every_problem_with_its_path(api):
    """An inline app with several mistakes is 422 invalid_app with one `$.path: message` per mistake."""
    app = {
        "id": "broken",
        "infoPlist": {"supportedInterfaceOrientations": "sideways"},
        "controllers": {
            "Home": {"title": 7, "shouldAutorotate": "yes", "colour": "red",
                     "elements": [{"id": "go", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
                                   "action": {"type": "timer", "timer": "nope", "action": "start"}}]},
        },
        "timers": [{"id": "t"}],
    }
    error = assert_error(api.post("/v1/sessions", {"app": app}), 422, "invalid_app")
    problems = error["problems"]
    expected_paths = [
        "$.app.root", "$.app.infoPlist.supportedInterfaceOrientations", "$.app.controllers.Home.title",
        "$.app.controllers.Home.shouldAutorotate", "$.app.controllers.Home.colour",
        "$.app.controllers.Home.elements[0].action.timer", "$.app.timers[0].durationMs",
    ]
    for path in expected_paths:
        assert any(problem.startswith(path + ":") for problem in problems), (path, problems)
    assert len(problems) == len(expected_paths), problems


def test_malformed_json_is_400(api):
    """A body that is not JSON is 400 malformed_json, for creation and for events."""
    headers = {"Content-Type": "application/json"}
    assert_error(api.post("/v1/sessions", data=b'{"app": ', headers=headers), 400, "malformed_json")
    session_id = api.create("swapper")["id"]
    assert_error(api.post(f"/v1/sessions/{session_id}/events", data=b"{type: rotate}", headers=headers),
                 400, "malformed_json")
    assert api.session(session_id)["version"] == 0


def test_non_json_content_type_is_415(api):
    """A session body sent as text/plain is 415 unsupported_media_type."""
    response = api.post("/v1/sessions", data=b'{"app": "swapper"}', headers={"Content-Type": "text/plain"})
    assert_error(response, 415, "unsupported_media_type")


def test_body_over_the_limit_is_413(start_server):
    """An event batch over --max-body-bytes is 413 payload_too_large and nothing is applied."""
    small = start_server("--max-body-bytes", "4096")
    session = requests.post(f"{small.url}/v1/sessions", json={"app": "swapper"}, timeout=5).json()
    batch = {"events": [rotate("faceUp")] * 200}
    response = requests.post(f"{small.url}/v1/sessions/{session['id']}/events", json=batch, timeout=5)
    assert_error(response, 413, "payload_too_large")
    assert requests.get(f"{small.url}/v1/sessions/{session['id']}", timeout=5).json()["version"] == 0


def test_declared_oversized_session_body_is_413(server):
    """POST /v1/sessions declaring a 2 MB body is 413 at once (default 1 MiB limit)."""
    response = raw_request(server, (
        b"POST /v1/sessions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        b"Content-Length: 2000000\r\n\r\n"))
    assert response.status == 413


def test_client_may_not_smuggle_a_definition(api):
    """`definition` (a stored-record key) is refused from clients: 422 naming the allowed keys."""
    response = api.post("/v1/sessions", {"app": "swapper", "definition": {"id": "x", "root": "Y"}})
    error = assert_error(response, 422, "invalid_session")
    assert "definition" in error["message"]

"""Registered apps (docs/app-format.md, "Registered apps"): a harness registers its own app once
and names it by id in sessions, explorations and Appium capabilities; apps are stored like
sessions, survive a restart and kill -9, and a session keeps the definition it started with.
"""
import signal

import requests

from swivel_api import SwivelClient, api, assert_error, find_view, rotate, tap  # noqa: F401


def my_app(title: str = "Home", orientations="allButUpsideDown") -> dict:
    return {"id": "my-app", "navigationController": {}, "root": "Home", "controllers": {"Home": {
        "title": title, "supportedInterfaceOrientations": orientations, "shouldAutorotateToInterfaceOrientation": "infoPlist",
        "elements": [{"id": "next", "kind": "button", "text": "Next", "frame": {"x": 20, "y": 20, "width": 280, "height": 44},
                      "action": {"type": "push", "controller": "Detail"}}]}}}


def test_register_list_and_use_an_app(api):
    """POST /v1/apps: 201 with Location; GET lists it as registered beside the built-in ones; a session names it by id."""
    response = api.post("/v1/apps", my_app())
    assert response.status_code == 201, response.text
    assert response.headers["Location"] == "/v1/apps/my-app"
    try:
        assert response.json()["id"] == "my-app"
        listed = {app["id"]: app["source"] for app in api.get("/v1/apps").json()["apps"]}
        assert listed["my-app"] == "registered" and listed["swapper"] == "builtin"
        assert api.get("/v1/apps/my-app").json() == my_app()
        snapshot = api.create("my-app")
        assert snapshot["app"] == "my-app"
        assert api.apply(snapshot["id"], tap("next"))["snapshot"]["visible"] == "Detail#1"
    finally:
        api.delete("/v1/apps/my-app")


def test_a_session_keeps_the_definition_it_started_with(api):
    """PUT replaces the app (200) and DELETE removes it (204); a session started before keeps the old definition."""
    assert api.post("/v1/apps", my_app(title="Before")).status_code == 201
    session = api.create("my-app")["id"]
    replaced = api.http.put(api.url + "/v1/apps/my-app", json=my_app(title="After"), timeout=10)
    assert replaced.status_code == 200, replaced.text
    assert api.create("my-app")["layout"]["navigationBar"]["title"] == "After"
    assert api.delete("/v1/apps/my-app").status_code == 204
    assert api.session(session)["layout"]["navigationBar"]["title"] == "Before"
    assert_error(api.get("/v1/apps/my-app"), 404, "app_not_found")
    assert_error(api.post("/v1/sessions", {"app": "my-app"}), 422, "unknown_app")


def test_refusals_name_what_to_fix(api):
    """Built-in ids are 409 builtin_app, a taken id 409 app_exists, a bad definition 422 with every problem, a PUT whose body names another id 422."""
    assert_error(api.post("/v1/apps", {**my_app(), "id": "swapper"}), 409, "builtin_app")
    assert_error(api.http.put(api.url + "/v1/apps/swapper", json=my_app(), timeout=10), 409, "builtin_app")
    assert_error(api.delete("/v1/apps/swapper"), 409, "builtin_app")
    assert_error(api.delete("/v1/apps/nobody"), 404, "app_not_found")
    assert api.post("/v1/apps", my_app()).status_code == 201
    try:
        assert_error(api.post("/v1/apps", my_app()), 409, "app_exists")
        mismatch = assert_error(api.http.put(api.url + "/v1/apps/my-app", json={**my_app(), "id": "other"}, timeout=10), 422, "invalid_app")
        assert "is not the app this PUT replaces" in mismatch["message"]
        # An inline app may not take a registered app's id either (listings would lie).
        assert_error(api.post("/v1/sessions", {"app": my_app()}), 422, "invalid_app")
    finally:
        api.delete("/v1/apps/my-app")
    bad = assert_error(api.post("/v1/apps", {"id": "bad", "root": "Home", "controllers": {"Home": {"shouldAutorotate": "yes"}}}), 422, "invalid_app")
    assert bad["problems"] == ["$.controllers.Home.shouldAutorotate: expected true or false, got a string"]
    assert_error(api.post("/v1/apps", [1, 2]), 422, "invalid_app")


def test_registered_ids_are_their_url(api):
    """An id that a URL path cannot carry as it is (?, #, %, control characters) is refused at registration, naming the character; the same id stays fine inline."""
    for bad, named in [("ViewController#1", '"#"'), ("a?b", '"?"'), ("100%", '"%"'), ("tab\there", "control character")]:
        refused = assert_error(api.post("/v1/apps", {**my_app(), "id": bad}), 422, "invalid_app")
        assert refused["problems"][0].startswith("$.id:") and named in refused["problems"][0], refused
    assert_error(api.http.put(api.url + "/v1/apps/a%23b", json={**my_app(), "id": "a#b"}, timeout=10), 422, "invalid_app")
    assert api.post("/v1/sessions", {"app": {**my_app(), "id": "ViewController#1"}}).status_code == 201


def test_put_registers_a_new_id(api):
    """PUT on an id nobody registered registers it (201), with the path's id when the body leaves it out."""
    body = my_app()
    del body["id"]
    response = api.http.put(api.url + "/v1/apps/put-app", json=body, timeout=10)
    assert response.status_code == 201, response.text
    try:
        assert api.get("/v1/apps/put-app").json()["id"] == "put-app"
    finally:
        api.delete("/v1/apps/put-app")


def test_registered_apps_survive_restart_and_kill(start_server, tmp_path):
    """On a durable server a registered app, its replacement and its deletion survive a restart and kill -9; sessions of it replay."""
    data = tmp_path / "data"
    server = start_server(durability="durable", data=data)
    client = SwivelClient(server.url)
    assert client.post("/v1/apps", my_app(title="Stored")).status_code == 201
    other = {**my_app(), "id": "gone"}
    assert client.post("/v1/apps", other).status_code == 201
    assert client.delete("/v1/apps/gone").status_code == 204
    session = client.create("my-app")["id"]
    client.apply(session, rotate("landscapeLeft"))
    server.stop(signal.SIGKILL)

    again = start_server(durability="durable", data=data)
    client = SwivelClient(again.url)
    apps = {app["id"]: app["source"] for app in client.get("/v1/apps").json()["apps"]}
    assert apps.get("my-app") == "registered" and "gone" not in apps
    assert client.get("/v1/apps/my-app").json()["controllers"]["Home"]["title"] == "Stored"
    assert client.session(session)["interfaceOrientation"] == "landscapeRight"
    assert client.create("my-app")["layout"]["navigationBar"]["title"] == "Stored"


def test_explorations_and_appium_name_registered_apps(api):
    """An exploration and a WebDriver session (appium:app) accept a registered app's id."""
    assert api.post("/v1/apps", my_app(orientations="portrait")).status_code == 201
    try:
        assert api.post("/v1/explorations", {"app": "my-app", "depth": 1}).status_code == 202
        created = requests.post(api.url + "/session", json={"capabilities": {"alwaysMatch": {
            "platformName": "iOS", "appium:automationName": "XCUITest", "appium:app": "my-app"}}}, timeout=10)
        assert created.status_code == 200, created.text
        session_id = created.json()["value"]["sessionId"]
        assert api.session(session_id)["app"] == "my-app"
        requests.delete(api.url + f"/session/{session_id}", timeout=10)
    finally:
        api.delete("/v1/apps/my-app")

"""Creating, listing, reading and deleting sessions (Config/openapi.json)."""
from swivel_api import SNAPSHOT_FIELDS, api, assert_error  # noqa: F401  (fixture)


def test_create_defaults_to_iphone4_ios6_portrait(api):
    """POST with only `app` is 201, Location names the session, defaults iphone-4 / "6" / portrait."""
    response = api.post("/v1/sessions", {"app": "alternate-landscape"})
    assert response.status_code == 201
    snapshot = response.json()
    assert response.headers["Location"] == f"/v1/sessions/{snapshot['id']}"
    assert response.headers["ETag"] == '"0"'
    assert snapshot["app"] == "alternate-landscape"
    assert snapshot["device"] == "iphone-4"
    assert snapshot["os"] == "6"
    assert snapshot["deviceOrientation"] == "portrait"
    assert snapshot["interfaceOrientation"] == "portrait"
    assert snapshot["layout"]["window"] == {"width": 320, "height": 568}


def test_snapshot_has_every_spec_7_field(api):
    """The creation snapshot has exactly Config/openapi.json's fields, orientations by name, version 0."""
    snapshot = api.create("exercise-timer")
    assert set(snapshot) == SNAPSHOT_FIELDS
    assert snapshot["status"] == "running"
    assert snapshot["crash"] is None
    assert snapshot["version"] == 0
    assert snapshot["options"] == {}
    assert snapshot["clock"] == {"nowMs": 0}
    assert snapshot["timers"] == [{"id": "workout", "durationMs": 1_800_000, "state": "idle",
                                   "elapsedMs": 0, "remainingMs": 1_800_000}]
    # exercise-timer has no navigation controller: Config/openapi.json says null.
    assert snapshot["navigationBarHidden"] is None
    assert snapshot["visible"] in [c["id"] for c in snapshot["stack"]]
    assert set(snapshot["layout"]) == {"window", "interfaceOrientation", "statusBar", "navigationBar", "tabBar", "root", "stale", "constraints"}


def test_create_echoes_what_the_client_sent(api):
    """app, device, os and options come back as the client sent them."""
    snapshot = api.create("selective-rotation", device="ipad", os="5", orientation="landscapeLeft",
                          options={"forwarding": False})
    assert (snapshot["app"], snapshot["device"], snapshot["os"]) == ("selective-rotation", "ipad", "5")
    assert snapshot["options"] == {"forwarding": False}
    assert snapshot["deviceOrientation"] == "landscapeLeft"
    assert snapshot["layout"]["window"] == {"width": 1024, "height": 768}


def test_get_returns_the_same_snapshot_as_creation(api):
    """GET /v1/sessions/{id} answers the snapshot the creation answered (nothing happened since)."""
    created = api.create("swapper")
    assert api.session(created["id"]) == created


def test_list_contains_created_sessions_in_creation_order(api):
    """GET /v1/sessions lists id, app, device and version, oldest first."""
    first = api.create("swapper", device="iphone-3.5")
    second = api.create("lifecycle-logger")
    api.apply(second["id"], {"type": "rotate", "orientation": "faceUp"})
    listed = api.get("/v1/sessions").json()["sessions"]
    ids = [s["id"] for s in listed]
    assert ids.index(first["id"]) < ids.index(second["id"])
    summary = {s["id"]: s for s in listed}
    assert {k: summary[first["id"]][k] for k in ("app", "device", "version")} == \
        {"app": "swapper", "device": "iphone-3.5", "version": 0}
    assert summary[second["id"]]["version"] == 1


def test_delete_is_204_then_every_route_is_404(api):
    """DELETE answers 204 with no body; afterwards the session is gone everywhere."""
    session_id = api.create("swapper")["id"]
    response = api.delete(f"/v1/sessions/{session_id}")
    assert response.status_code == 204
    assert response.content == b""
    for path in ["", "/stack", "/layout", "/trace", "/events"]:
        assert_error(api.get(f"/v1/sessions/{session_id}{path}"), 404)
    assert_error(api.events(session_id, {"type": "back"}), 404)
    assert_error(api.delete(f"/v1/sessions/{session_id}"), 404)
    assert session_id not in [s["id"] for s in api.get("/v1/sessions").json()["sessions"]]

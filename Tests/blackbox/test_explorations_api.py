"""POST /v1/explorations (docs/semantics.md#the-explorer) as a dashboard or harness uses it: start a search in the
background, watch its progress, read findings, open one as a session, cancel, and be told
clearly when a body is wrong or too many searches run at once.
"""
import time

from swivel_api import SwivelClient, api, assert_error  # noqa: F401


def wait_done(api: SwivelClient, location: str, timeout: float = 60) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        job = api.get(location).json()
        if job["status"] != "running" or time.monotonic() > deadline:
            return job
        time.sleep(0.05)


def test_exploration_runs_in_the_background_and_reports_findings(api):
    """202 with a Location; the job finishes at depth 4 with seed 000's A-portrait-in-landscape finding."""
    response = api.post("/v1/explorations", {"app": "alternate-landscape", "depth": 4})
    assert response.status_code == 202
    location = response.headers["Location"]
    assert location == f"/v1/explorations/{response.json()['id']}"
    assert response.json()["request"]["depth"] == 4
    job = wait_done(api, location)
    assert job["status"] == "done"
    assert job["progress"]["depth"] == 4
    assert job["progress"]["states"] > 1 and job["progress"]["transitions"] > 0
    found = next(f for f in job["findings"] if f["kind"] == "undesignedOrientation" and f["subject"] == "APortraitViewController")
    assert found["events"] == [{"type": "rotate", "orientation": "landscapeLeft"},
                               {"type": "rotate", "orientation": "portraitUpsideDown"}]
    listed = api.get("/v1/explorations").json()["explorations"]
    assert any(entry["id"] == job["id"] and entry["status"] == "done" for entry in listed)


def test_a_finding_opens_as_a_session_that_shows_the_bug(api):
    """POST …/findings/{n}/session: 201, a new session whose state is the finding's end state."""
    location = api.post("/v1/explorations", {"app": "alternate-landscape", "depth": 3}).headers["Location"]
    job = wait_done(api, location)
    found = next(f for f in job["findings"] if f["kind"] == "undesignedOrientation")
    index = found["number"]
    assert found["session"] == f"{location}/findings/{index}/session"
    assert found["viewer"] == f"/#/explorations/{job['id']}/findings/{index}"
    opened = api.post(found["session"])
    assert opened.status_code == 201
    snapshot = opened.json()
    assert opened.headers["Location"] == f"/v1/sessions/{snapshot['id']}"
    assert snapshot["visible"].split("#")[0] == found["endState"]["visible"]
    assert snapshot["interfaceOrientation"] == found["endState"]["interfaceOrientation"]
    assert snapshot["version"] == len(found["events"])
    assert_error(api.post(f"{location}/findings/999/session"), 404, "finding_not_found")


def test_a_finding_opened_on_a_durable_server_is_stored_before_the_answer(start_server, tmp_path):
    """On the default durable store the finding's session answers 201 once its events are committed: after a restart it has them all."""
    data = tmp_path / "data"
    first = start_server(durability="durable", data=data)
    client = SwivelClient(first.url)
    location = client.post("/v1/explorations", {"app": "alternate-landscape", "depth": 3}).headers["Location"]
    found = next(f for f in wait_done(client, location)["findings"] if f["kind"] == "undesignedOrientation")
    opened = client.post(found["session"])
    assert opened.status_code == 201
    snapshot = opened.json()
    assert snapshot["version"] == len(found["events"]) > 0
    first.stop()
    again = SwivelClient(start_server(durability="durable", data=data).url)
    stored = again.get(f"/v1/sessions/{snapshot['id']}").json()
    assert stored["version"] == snapshot["version"]
    assert stored["interfaceOrientation"] == found["endState"]["interfaceOrientation"]
    assert len(again.get(f"/v1/sessions/{snapshot['id']}/events").json()["events"]) == len(found["events"])


def test_user_properties_become_findings(api):
    """A `never` property (A portrait never in landscape) is broken by seed 000's two rotations; one that holds gives no finding."""
    location = api.post("/v1/explorations", {
        "app": "alternate-landscape", "depth": 3,
        "properties": [
            {"name": "A stays portrait", "never": {"visible": "APortraitViewController", "interfaceOrientation": ["landscapeLeft", "landscapeRight"]}},
            {"name": "never crashes", "never": {"status": "crashed"}},
        ],
    }).headers["Location"]
    job = wait_done(api, location)
    properties = [f for f in job["findings"] if f["kind"] == "property"]
    assert [f["subject"] for f in properties] == ["A stays portrait"]
    assert len(properties[0]["events"]) == 2


def test_custom_alphabet_and_limits(api):
    """`events` replaces the alphabet: with portrait rotations only, nothing but portrait is reached; maxStates 1 stops early (not exhaustive)."""
    job = wait_done(api, api.post("/v1/explorations", {
        "app": "swapper", "depth": 5, "events": [{"type": "rotate", "orientation": "portrait"}],
    }).headers["Location"])
    assert job["status"] == "done" and job["exhaustive"] is True
    assert job["progress"]["states"] == 1
    limited = wait_done(api, api.post("/v1/explorations", {"app": "selective-rotation", "depth": 6, "maxStates": 1}).headers["Location"])
    assert limited["status"] == "done" and limited["exhaustive"] is False


def test_delete_cancels_and_forgets(api):
    """DELETE answers 204 and the job is gone (404 exploration_not_found afterwards, also for unknown ids)."""
    location = api.post("/v1/explorations", {"app": "tabbed-rotation", "depth": 30, "maxStates": 200000}).headers["Location"]
    assert api.delete(location).status_code == 204
    assert_error(api.get(location), 404, "exploration_not_found")
    assert_error(api.delete(location), 404, "exploration_not_found")
    assert_error(api.get("/v1/explorations/nope"), 404, "exploration_not_found")


def test_bad_bodies_are_refused_with_paths(api):
    """Unknown keys, apps, depths, events and properties are 4xx JSON errors naming what to fix."""
    assert_error(api.post("/v1/explorations", {"app": "alternate-landscape", "depth": 31}), 422, "invalid_exploration")
    assert_error(api.post("/v1/explorations", {"app": "alternate-landscape", "bogus": 1}), 422, "invalid_exploration")
    assert_error(api.post("/v1/explorations", {"app": "alternate-landscape", "events": "rotate"}), 422, "invalid_exploration")
    assert_error(api.post("/v1/explorations", {"app": "alternate-landscape", "properties": [{"never": {}, "always": {}}]}), 422, "invalid_exploration")
    body = assert_error(api.post("/v1/explorations", {"app": "alternate-landscape", "properties": [{"never": {"interfaceOrientation": "sideways"}}]}), 422, "invalid_exploration")
    assert "sideways" in body["message"]
    assert api.post("/v1/explorations", {"app": "no-such-app"}).status_code in (404, 422)
    assert api.post("/v1/explorations", [1]).status_code == 422


def test_at_most_two_run_at_once(api):
    """A third long exploration while two run is 429 too_many_explorations; after DELETE there is room again."""
    long_search = {"app": "lifecycle-logger", "depth": 30, "maxStates": 200000}  # runs for seconds
    first = api.post("/v1/explorations", long_search).headers["Location"]
    second = api.post("/v1/explorations", long_search).headers["Location"]
    try:
        assert_error(api.post("/v1/explorations", long_search), 429, "too_many_explorations")
    finally:
        api.delete(first)
        api.delete(second)
    third = api.post("/v1/explorations", {"app": "swapper", "depth": 1})
    assert third.status_code == 202

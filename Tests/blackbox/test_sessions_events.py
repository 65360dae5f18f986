"""Events, batches, preconditions and the read routes (docs/semantics.md#rotation, Config/openapi.json, README.md)."""
import http.client
import json
import urllib.parse

from swivel_api import (BACK, SNAPSHOT_FIELDS, TRACE_FIELDS, api, assert_error,  # noqa: F401
                        rotate, stack_ids, tap)


def test_single_event_answers_version_trace_and_snapshot(api):
    """One event: 200 with version 1, the entries it added (seq continuing the launch), its rotation decisions and the snapshot."""
    session = api.create("lifecycle-logger")
    launch = api.trace(session["id"])
    response = api.events(session["id"], rotate("landscapeLeft"))
    assert response.status_code == 200
    assert response.headers["ETag"] == '"1"'
    result = response.json()
    assert set(result) == {"version", "trace", "decisions", "snapshot"}
    assert result["version"] == 1 == result["snapshot"]["version"]
    assert [d["seq"] for d in result["decisions"]] == [2]
    assert set(result["snapshot"]) == SNAPSHOT_FIELDS
    assert result["trace"], "a rotation adds trace entries"
    assert all(set(entry) == TRACE_FIELDS for entry in result["trace"])
    assert [e["seq"] for e in result["trace"]] == list(range(len(launch) + 1, len(launch) + 1 + len(result["trace"])))
    assert {e["event"] for e in result["trace"]} == {0}
    assert all(e["event"] is None for e in launch)


def test_batch_applies_in_order_and_counts_each_event(api):
    """A batch of 3 moves the version by 3; trace entries name the index of their event in the log."""
    session_id = api.create("alternate-landscape")["id"]
    result = api.apply(session_id, rotate("landscapeLeft"), tap("showB"), rotate("portrait"))
    assert result["version"] == 3
    assert sorted({e["event"] for e in result["trace"]}) == [0, 1, 2]
    assert stack_ids(result["snapshot"])[-1] == "BViewController#1"
    assert api.read(session_id, "events")["events"] == [
        rotate("landscapeLeft"), tap("showB"), rotate("portrait")]


def test_batch_is_all_or_none(api):
    """A batch whose 3rd event taps an element not on screen is 422 and changes nothing at all."""
    session_id = api.create("alternate-landscape")["id"]
    api.apply(session_id, rotate("landscapeLeft"))
    before = (api.session(session_id), api.trace(session_id), api.read(session_id, "layout"))
    response = api.events(session_id, rotate("portrait"), rotate("landscapeRight"), tap("missing"))
    error = assert_error(response, 422, "element_not_on_screen")
    assert "events[2]" in error["message"] and "missing" in error["message"]
    after = (api.session(session_id), api.trace(session_id), api.read(session_id, "layout"))
    assert after == before
    assert after[0]["version"] == 1
    assert api.read(session_id, "events")["events"] == [rotate("landscapeLeft")]


def test_if_match_mismatch_is_412_and_applies_nothing(api):
    """If-Match: "<other version>" is 412 version_mismatch; the session is untouched."""
    session_id = api.create("lifecycle-logger")["id"]
    api.apply(session_id, rotate("landscapeLeft"))
    before = api.session(session_id)
    response = api.events(session_id, rotate("portrait"), headers={"If-Match": '"0"'})
    assert_error(response, 412, "version_mismatch")
    assert api.session(session_id) == before
    assert len(api.read(session_id, "events")["events"]) == 1


def test_if_match_current_version_applies(api):
    """If-Match with the current version (quoted, as the ETag gives it) applies the event."""
    created = api.post("/v1/sessions", {"app": "lifecycle-logger"})
    response = api.events(created.json()["id"], rotate("landscapeLeft"),
                          headers={"If-Match": created.headers["ETag"]})
    assert response.status_code == 200
    assert response.json()["version"] == 1


def test_malformed_if_match_is_400(api):
    """An If-Match that is not a version (or *) is 400, and nothing is applied."""
    session_id = api.create("lifecycle-logger")["id"]
    for value in ['"1', "+0", "abc", "-1", "1.0"]:
        assert_error(api.events(session_id, rotate("faceUp"), headers={"If-Match": value}), 400, "bad_request")
    assert api.session(session_id)["version"] == 0


def test_prefer_return_minimal_leaves_out_the_snapshot(api):
    """Prefer: return=minimal answers only version, trace and decisions, with Preference-Applied."""
    session_id = api.create("lifecycle-logger")["id"]
    response = api.events(session_id, rotate("landscapeLeft"), headers={"Prefer": "return=minimal"})
    assert response.status_code == 200
    assert response.headers["Preference-Applied"] == "return=minimal"
    result = response.json()
    assert set(result) == {"version", "trace", "decisions"}
    assert result["version"] == 1 and result["trace"]


def test_prefer_return_minimal_in_a_second_prefer_field(api):
    """RFC 7240 preferences may come over several Prefer fields: return=minimal in the second counts."""
    session_id = api.create("lifecycle-logger")["id"]
    address = urllib.parse.urlsplit(api.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    body = json.dumps(rotate("landscapeLeft"))
    connection.putrequest("POST", f"/v1/sessions/{session_id}/events")
    connection.putheader("Content-Type", "application/json")
    connection.putheader("Content-Length", str(len(body)))
    connection.putheader("Prefer", "respond-async")
    connection.putheader("Prefer", "return=minimal")
    connection.endheaders(body.encode())
    response = connection.getresponse()
    assert response.status == 200
    assert response.getheader("Preference-Applied") == "return=minimal"
    assert set(json.loads(response.read())) == {"version", "trace", "decisions"}
    connection.close()


def test_stack_lists_controllers_bottom_first(api):
    """GET …/stack: the navigation controller's viewControllers bottom first, the top one visible."""
    session_id = api.create("lifecycle-logger")["id"]
    api.apply(session_id, tap("present"))
    stack = api.read(session_id, "stack")
    assert set(stack) == {"controllers", "navigationBarHidden"}
    assert [(c["id"], c["class"], c["visible"]) for c in stack["controllers"]] == [
        ("LoggerViewController#1", "LoggerViewController", False),
        ("LoggerViewController#2", "LoggerViewController", True),
    ]
    assert stack["navigationBarHidden"] is False
    assert stack["controllers"] == api.session(session_id)["stack"]


def test_layout_route_is_the_snapshot_layout(api):
    """GET …/layout is the resolved tree of Config/openapi.json and equals the snapshot's `layout`."""
    session_id = api.create("lifecycle-logger")["id"]
    api.apply(session_id, tap("present"), rotate("landscapeLeft"))
    layout = api.read(session_id, "layout")
    assert layout == api.session(session_id)["layout"]
    assert layout["window"] == {"width": 568, "height": 320}
    assert layout["interfaceOrientation"] == "landscapeRight"
    assert layout["statusBar"] == {"frame": {"x": 0, "y": 0, "width": 568, "height": 20}}
    assert layout["navigationBar"]["frame"] == {"x": 0, "y": 20, "width": 568, "height": 32}
    assert layout["navigationBar"]["backButton"] == "Logger"
    assert layout["root"]["transform"] == 90


def test_trace_paging_with_since_and_next(api):
    """?since=N returns entries after seq N; `next` is the last seq, then an empty page repeats it."""
    session_id = api.create("lifecycle-logger")["id"]
    api.apply(session_id, tap("present"), rotate("landscapeLeft"), BACK)
    whole = api.get(f"/v1/sessions/{session_id}/trace").json()
    seqs = [e["seq"] for e in whole["entries"]]
    assert seqs == list(range(1, len(seqs) + 1))
    assert whole["next"] == seqs[-1]
    page = api.get(f"/v1/sessions/{session_id}/trace?since=5").json()
    assert page["entries"] == whole["entries"][5:]
    assert page["next"] == seqs[-1]
    tail = api.get(f"/v1/sessions/{session_id}/trace?since={seqs[-1]}").json()
    assert tail == {"entries": [], "next": seqs[-1]}
    assert api.trace(session_id) == whole["entries"]


def test_trace_since_not_a_number_is_400(api):
    """?since=abc, ?since=-1 and ?since= are 400 bad_request."""
    session_id = api.create("swapper")["id"]
    for value in ["abc", "-1", "", "1.5"]:
        assert_error(api.get(f"/v1/sessions/{session_id}/trace?since={value}"), 400, "bad_request")


def test_event_log_replays_into_the_same_trace(api):
    """GET …/events replayed as-is into a new session gives a byte-identical trace."""
    original = api.create("alternate-landscape")["id"]
    api.apply(original, rotate("landscapeLeft"), tap("showB"))
    api.apply(original, rotate("portrait"))
    api.apply(original, BACK)
    api.apply(original, rotate("faceUp"), rotate("landscapeRight"))
    log = api.get(f"/v1/sessions/{original}/events")
    replay = api.create("alternate-landscape")["id"]
    assert api.post(f"/v1/sessions/{replay}/events", data=log.content,
                    headers={"Content-Type": "application/json"}).status_code == 200
    assert api.get(f"/v1/sessions/{replay}/trace").content == api.get(f"/v1/sessions/{original}/trace").content
    assert api.get(f"/v1/sessions/{replay}/events").content == log.content


def test_same_events_give_byte_identical_trace_and_layout(api):
    """Two sessions fed the same events answer byte-identical trace and layout (README.md)."""
    events = [rotate("landscapeLeft"), {"type": "tap", "element": "start"}, {"type": "advance", "ms": 1234},
              rotate("landscapeRight"), rotate("portraitUpsideDown"), {"type": "timer", "timer": "workout", "action": "pause"}]
    first, second = (api.create("exercise-timer")["id"] for _ in range(2))
    for session_id in (first, second):
        for event in events:
            api.apply(session_id, event)
    for what in ("trace", "layout", "stack", "events"):
        assert api.get(f"/v1/sessions/{first}/{what}").content == api.get(f"/v1/sessions/{second}/{what}").content


def test_back_without_back_button_is_422_and_changes_nothing(api):
    """A back with nothing below the top controller is 422 no_back_button; version unchanged."""
    session_id = api.create("lifecycle-logger")["id"]
    assert_error(api.events(session_id, BACK), 422, "no_back_button")
    assert api.session(session_id)["version"] == 0
    assert api.read(session_id, "events")["events"] == []


def test_long_trace_reads_back_as_served(api):
    """A trace longer than what a session keeps in memory (~128 KB of recent entries) pages back
    exactly as the event POSTs served it: older entries are replayed from the event log."""
    session_id = api.create("lifecycle-logger")["id"]
    served = api.trace(session_id)  # the launch
    orientations = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown"]
    for batch in range(20):  # 400 rotations, ~1,800 entries, ~380 KB of trace
        result = api.apply(session_id, *[rotate(orientations[(batch * 20 + i) % 4]) for i in range(20)])
        served += result["trace"]
    assert len(served) > 1_500
    assert api.trace(session_id) == served
    first_page = api.get(f"/v1/sessions/{session_id}/trace", params={"since": 0}).json()
    assert first_page["entries"] == served[:1_000] and first_page["next"] == 1_000
    middle = api.get(f"/v1/sessions/{session_id}/trace", params={"since": 777}).json()
    assert middle["entries"] == served[777:1_777] and middle["next"] == 1_777

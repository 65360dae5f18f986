"""Why it rotated, or did not (docs/semantics.md#rotation-decisions), through the API: every rotation decision in the event
answers, `GET …/decisions?since=N` paged like the trace, `lastDecision` in the snapshot, the
explorer's findings, and the decisions replayed byte for byte after a restart and an eviction.
"""
import json
import subprocess
import time

from swivel_harness import REPO_ROOT, swivel_binary
from swivel_api import BACK, SwivelClient, api, assert_error, rotate, tap  # noqa: F401  (fixture)

DECISION_FIELDS = [
    "seq", "event", "trigger", "deviceOrientation", "candidate", "rule", "asked", "answeredBy", "answer",
    "shouldAutorotate", "supportedInterfaceOrientations", "synthesized", "appMask", "allowed", "result",
    "interfaceOrientation", "reason",
]

# docs/semantics.md#rotation-decisions's example, with its seq (the launch's decision is 1), iOS 5's `answer` (null on iOS 6)
# and the interface orientation once decided.
LOCKED_REFUSES = {
    "seq": 2, "event": 1, "trigger": "deviceOrientation", "deviceOrientation": "landscapeLeft",
    "candidate": "landscapeRight", "rule": "iOS6", "asked": "RotatingNavigationController#1",
    "answeredBy": "LockedViewController#1", "answer": None, "shouldAutorotate": False,
    "supportedInterfaceOrientations": None, "synthesized": False,
    "appMask": {"source": "Info.plist", "orientations": ["portrait", "landscapeRight", "landscapeLeft"]},
    "allowed": [], "result": "refused", "interfaceOrientation": "portrait",
    "reason": "LockedViewController#1 (through RotatingNavigationController#1's forwarding) answered NO to shouldAutorotate",
}


def decisions(client: SwivelClient, session_id: str, since: int = 0) -> list[dict]:
    """Every decision after `since`, following `next` page by page."""
    found: list[dict] = []
    while True:
        response = client.get(f"/v1/sessions/{session_id}/decisions", params={"since": since})
        assert response.status_code == 200, response.text
        page = response.json()
        assert set(page) == {"decisions", "next"}
        if not page["decisions"]:
            assert page["next"] == since
            return found
        found += page["decisions"]
        since = page["next"]


def test_the_event_answer_carries_its_decisions(api):
    """Seed 001's Locked refuses landscape: the answer's decisions are docs/semantics.md#rotation-decisions's example, field for field, and the snapshot's lastDecision is it."""
    session = api.create("selective-rotation")
    assert session["lastDecision"]["seq"] == 1 and session["lastDecision"]["trigger"] == "launch"
    pushed = api.apply(session["id"], tap("showLocked"))
    assert pushed["decisions"] == [], "pushing never rotates, so it decides nothing"
    assert pushed["snapshot"]["lastDecision"] == session["lastDecision"]
    result = api.apply(session["id"], rotate("landscapeLeft"))
    assert result["decisions"] == [LOCKED_REFUSES]
    assert list(result["decisions"][0]) == DECISION_FIELDS
    assert result["snapshot"]["lastDecision"] == LOCKED_REFUSES
    assert api.session(session["id"])["lastDecision"] == LOCKED_REFUSES


def test_a_minimal_answer_keeps_its_decisions(api):
    """Prefer: return=minimal leaves the snapshot out, not the decisions."""
    session = api.create("selective-rotation")
    response = api.post(f"/v1/sessions/{session['id']}/events", rotate("landscapeLeft"), headers={"Prefer": "return=minimal"})
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"version", "trace", "decisions"}
    assert [(d["seq"], d["event"], d["result"], d["interfaceOrientation"]) for d in body["decisions"]] == \
        [(2, 0, "rotated", "landscapeRight")]


def test_a_batch_answers_each_events_decisions_in_order(api):
    """A batch's decisions come in the order they were made, each with its event's index; a face-up change is ignored."""
    session = api.create("selective-rotation", os="5")
    result = api.apply(session["id"], rotate("landscapeLeft"), rotate("faceUp"), tap("showLocked"), rotate("portrait"))
    assert [(d["seq"], d["event"], d["rule"], d["result"]) for d in result["decisions"]] == [
        (2, 0, "iOS5", "rotated"), (3, 1, "iOS5", "ignored"), (4, 3, "iOS5", "rotated"),
    ]
    last = result["decisions"][-1]
    assert (last["asked"], last["answer"], last["reason"]) == (
        "LockedViewController#1", True,
        "LockedViewController#1 (the top of RotatingNavigationController#1) answered YES to shouldAutorotateToInterfaceOrientation: (portrait)",
    )
    ignored = result["decisions"][1]
    assert (ignored["candidate"], ignored["asked"], ignored["appMask"], ignored["allowed"]) == (None, None, None, None)


def test_decisions_are_paged_like_the_trace(api):
    """GET …/decisions?since=N: the decisions after seq N, next the last seq returned (since itself when nothing is new); the launch's has event null."""
    session = api.create("selective-rotation")
    for orientation in ["landscapeLeft", "portrait", "landscapeRight", "faceUp", "portraitUpsideDown"]:
        api.apply(session["id"], rotate(orientation))
    everything = decisions(api, session["id"])
    assert [d["seq"] for d in everything] == [1, 2, 3, 4, 5, 6]
    assert [d["event"] for d in everything] == [None, 0, 1, 2, 3, 4]
    assert [d["result"] for d in everything] == ["unchanged", "rotated", "rotated", "rotated", "ignored", "refused"]
    page = api.get(f"/v1/sessions/{session['id']}/decisions", params={"since": 4}).json()
    assert page == {"decisions": everything[4:], "next": 6}
    assert api.get(f"/v1/sessions/{session['id']}/decisions", params={"since": 6}).json() == {"decisions": [], "next": 6}
    assert api.get(f"/v1/sessions/{session['id']}/decisions").json()["decisions"] == everything
    assert_error(api.get(f"/v1/sessions/{session['id']}/decisions", params={"since": "x"}), 400)
    assert_error(api.get("/v1/sessions/nope/decisions"), 404)
    assert_error(api.post(f"/v1/sessions/{session['id']}/decisions", {}), 405)


def test_presentation_dismissal_and_attempt_rotation_are_decisions(api):
    """Apple's modal alternate landscape: the device's rotation, then the presentation its observer makes; the dismissal when it turns back."""
    session = api.create("alternate-landscape-modal")
    turned = api.apply(session["id"], rotate("landscapeLeft"))
    assert [(d["trigger"], d["result"], d["asked"]) for d in turned["decisions"]] == [
        ("deviceOrientation", "rotated", "PortraitViewController#1"),
        ("presentation", "unchanged", "LandscapeViewController#1"),
    ]
    presentation = turned["decisions"][1]
    assert (presentation["candidate"], presentation["shouldAutorotate"], presentation["synthesized"]) == ("landscapeRight", None, True)
    back = api.apply(session["id"], rotate("portrait"))
    assert [(d["trigger"], d["result"]) for d in back["decisions"]] == [("deviceOrientation", "rotated"), ("dismissal", "unchanged")]


def test_a_crash_is_a_decision(api):
    """UIApplicationInvalidInterfaceOrientation at launch: the session is created crashed and its one decision says why."""
    app = {"id": "no-common", "root": "Old", "infoPlist": {"supportedInterfaceOrientations": "landscape"},
           "controllers": {"Old": {"supportedInterfaceOrientations": "portrait"}}}
    snapshot = api.create(app)
    assert snapshot["status"] == "crashed"
    decision = snapshot["lastDecision"]
    assert (decision["trigger"], decision["result"], decision["allowed"]) == ("launch", "crashed", [])
    assert decision["reason"] == ("Old#1 answered YES to shouldAutorotate and portrait to supportedInterfaceOrientations, which has no "
                                  "orientation in common with Info.plist (landscapeRight, landscapeLeft): UIApplicationInvalidInterfaceOrientation")
    assert decisions(api, snapshot["id"]) == [decision]


def test_findings_carry_the_decision_of_their_last_step(api):
    """The explorer's stuckOrientation finding (seed 001, show Locked, turn, back) carries Locked's refusal; other kinds carry none."""
    location = api.post("/v1/explorations", {"app": "selective-rotation", "depth": 3}).headers["Location"]
    deadline = time.monotonic() + 60
    while (job := api.get(location).json())["status"] == "running" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert job["status"] == "done"
    stuck = next(f for f in job["findings"] if f["kind"] == "stuckOrientation")
    assert stuck["decision"] == LOCKED_REFUSES
    unsupported = next(f for f in job["findings"] if f["kind"] == "unsupportedOrientation")
    assert (unsupported["decision"]["trigger"], unsupported["decision"]["result"]) == ("deviceOrientation", "rotated")
    assert all("decision" not in f for f in job["findings"] if f["kind"] not in ("stuckOrientation", "unsupportedOrientation"))
    opened = api.post(stuck["session"]).json()
    assert opened["lastDecision"] == stuck["decision"]


def served_decisions(client: SwivelClient, session_id: str) -> bytes:
    response = client.get(f"/v1/sessions/{session_id}/decisions")
    assert response.status_code == 200
    return response.content


def test_decisions_are_replayed_byte_for_byte_after_a_restart_and_an_eviction(start_server, tmp_path):
    """Durable store: after a restart (and with one loaded session, after each eviction) every decision page and lastDecision are byte-identical to what was served."""
    data = tmp_path / "data"
    first = start_server("--max-loaded-sessions", "1", durability="durable", data=data)
    client = SwivelClient(first.url)
    ids = [client.create("selective-rotation")["id"], client.create("tabbed-rotation", os="5")["id"]]
    answered: dict[str, list[dict]] = {session_id: [] for session_id in ids}
    script = [rotate("landscapeLeft"), tap("showLocked"), rotate("portrait"), rotate("faceDown"), BACK,
              rotate("landscapeRight"), rotate("portrait")]
    for round_number in range(3):
        for session_id in ids:  # each POST evicts the other session
            for event in script:
                response = client.events(session_id, event)
                assert response.status_code == 200, response.text
                answered[session_id] += response.json()["decisions"]
    before = {session_id: (served_decisions(client, session_id), client.get(f"/v1/sessions/{session_id}").json()["lastDecision"])
              for session_id in ids}
    for session_id in ids:
        served = json.loads(before[session_id][0])["decisions"]
        assert served[1:] == answered[session_id], "the pages are what the event answers said"
        assert before[session_id][1] == served[-1]
    first.stop()

    second = start_server("--max-loaded-sessions", "1", durability="durable", data=data)
    again = SwivelClient(second.url)
    for session_id in ids:
        assert served_decisions(again, session_id) == before[session_id][0]
        assert again.get(f"/v1/sessions/{session_id}").json()["lastDecision"] == before[session_id][1]
        for since in (0, 5, 17):
            page = again.get(f"/v1/sessions/{session_id}/decisions", params={"since": since}).content
            expected = json.loads(before[session_id][0])["decisions"][since:]
            assert json.loads(page)["decisions"] == expected


def test_offline_replay_gives_the_served_decisions(api, tmp_path):
    """`swivel replay` prints the same decisions as the server serves for the same events (and lastDecision is the last)."""
    body = {"app": "tabbed-rotation", "os": "6", "orientation": "landscapeLeft"}
    session = api.create(**body)
    for event in [tap("showLocked"), rotate("portrait"), {"type": "selectTab", "index": 1}, rotate("landscapeRight")]:
        api.apply(session["id"], event)
    (tmp_path / "session.json").write_text(json.dumps(body))
    (tmp_path / "events.json").write_text(api.get(f"/v1/sessions/{session['id']}/events").text)
    result = subprocess.run([str(swivel_binary()), "replay", str(tmp_path / "session.json"), str(tmp_path / "events.json")],
                            cwd=REPO_ROOT, capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr.decode()
    offline = json.loads(result.stdout)
    served = json.loads(api.get(f"/v1/sessions/{session['id']}/decisions").content)["decisions"]
    assert json.dumps(offline["decisions"]) == json.dumps(served)
    assert offline["snapshot"]["lastDecision"] == served[-1]

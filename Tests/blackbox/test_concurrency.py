"""Concurrency (issue 5): events on one session are serialised, sessions never wait on each other.

64 client threads, each with its own connection, against the real server. Every rotate here
always succeeds (faceUp/faceDown never rotate the interface, so no event can be refused).
"""
import threading
from concurrent.futures import ThreadPoolExecutor

import requests

from swivel_api import SwivelClient, api, rotate  # noqa: F401  (fixture)

CLIENTS = 64
POSTS_PER_CLIENT = 4


def post_many(url: str, session_ids: list[str], client: int, barrier: threading.Barrier) -> list[tuple[int, int, str]]:
    """One client: waits for the others, then posts POSTS_PER_CLIENT events; returns (status, version, session)."""
    http = requests.Session()
    barrier.wait(timeout=10)
    answers = []
    for n in range(POSTS_PER_CLIENT):
        session_id = session_ids[client % len(session_ids)]
        orientation = "faceUp" if (client + n) % 2 == 0 else "faceDown"
        response = http.post(f"{url}/v1/sessions/{session_id}/events", json=rotate(orientation),
                             headers={"Prefer": "return=minimal"}, timeout=10)
        version = response.json().get("version", -1) if response.status_code == 200 else -1
        answers.append((response.status_code, version, session_id))
    return answers


def run_clients(url: str, session_ids: list[str]) -> list[tuple[int, int, str]]:
    barrier = threading.Barrier(CLIENTS)
    with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
        futures = [pool.submit(post_many, url, session_ids, client, barrier) for client in range(CLIENTS)]
        return [answer for future in futures for answer in future.result(timeout=60)]


def test_64_clients_on_one_session_lose_and_double_nothing(api, server):
    """64 concurrent clients on one session: all 200, versions distinct 1…N, final version and log = N."""
    session_id = api.create("alternate-landscape")["id"]
    answers = run_clients(server.url, [session_id])
    total = CLIENTS * POSTS_PER_CLIENT
    assert [status for status, _, _ in answers] == [200] * total
    versions = [version for _, version, _ in answers]
    assert sorted(versions) == list(range(1, total + 1)), "every post got its own version, none lost or doubled"
    snapshot = api.session(session_id)
    assert snapshot["version"] == total
    log = api.read(session_id, "events")["events"]
    assert len(log) == total
    assert {event["orientation"] for event in log} == {"faceUp", "faceDown"}
    # Serialised: each event's entries are contiguous and in log order, and exactly the events
    # that changed the device orientation posted the notification (a repeat changes nothing).
    trace = api.trace(session_id)
    per_event = [e["event"] for e in trace if e["event"] is not None]
    assert per_event == sorted(per_event)
    previous = ["portrait"] + [event["orientation"] for event in log[:-1]]
    changed = [i for i, event in enumerate(log) if event["orientation"] != previous[i]]
    assert sorted(set(per_event)) == changed


def test_versions_seen_by_each_client_strictly_increase(api, server):
    """Each client sees its own successive posts get strictly increasing versions."""
    session_id = api.create("lifecycle-logger")["id"]
    barrier = threading.Barrier(CLIENTS)
    with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
        futures = [pool.submit(post_many, server.url, [session_id], c, barrier) for c in range(CLIENTS)]
        for future in futures:
            versions = [version for _, version, _ in future.result(timeout=60)]
            assert versions == sorted(versions) and len(set(versions)) == len(versions)


def test_64_clients_on_64_sessions(api, server):
    """64 clients on 64 sessions: all 200, each session ends at exactly its own clients' posts."""
    session_ids = [api.create("alternate-landscape")["id"] for _ in range(CLIENTS)]
    answers = run_clients(server.url, session_ids)
    assert all(status == 200 for status, _, _ in answers)
    for session_id in session_ids:
        versions = sorted(version for _, version, sid in answers if sid == session_id)
        assert versions == list(range(1, POSTS_PER_CLIENT + 1))
        assert api.session(session_id)["version"] == POSTS_PER_CLIENT
        assert len(api.read(session_id, "events")["events"]) == POSTS_PER_CLIENT


def test_64_clients_on_one_durable_session_lose_and_double_nothing(start_server):
    """The default durable store (answers deferred until each commit, events chained on staged
    state): 64 concurrent clients on one session get distinct versions 1…N, and after a restart
    the stored log has all N events in the order their versions say."""
    durable = start_server(durability="durable")
    client = SwivelClient(durable.url)
    session_id = client.create("alternate-landscape")["id"]
    answers = run_clients(durable.url, [session_id])
    total = CLIENTS * POSTS_PER_CLIENT
    assert [status for status, _, _ in answers] == [200] * total
    assert sorted(version for _, version, _ in answers) == list(range(1, total + 1))
    before = client.read(session_id, "events")["events"]
    assert durable.stop() == 0
    restarted = SwivelClient(start_server(durability="durable", data=durable.workdir / "data").url)
    assert restarted.session(session_id)["version"] == total
    assert restarted.read(session_id, "events")["events"] == before

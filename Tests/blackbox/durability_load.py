"""Load and bookkeeping for the durability tests: client threads posting events to their own
sessions and recording, byte for byte, everything the server acknowledged.

Each session belongs to one client thread, which posts to it sequentially, so for every
session we know exactly which events were acknowledged (a response was received), in which
order, and which single request (if any) was in flight when the server died.
"""
from __future__ import annotations

import http.client
import json
import random
import threading
from dataclasses import dataclass, field
from urllib.parse import urlsplit

APPS = ["lifecycle-logger", "selective-rotation", "swapper", "alternate-landscape"]
ORIENTATIONS = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]
TRACE_PAGE_LIMIT = 10_000  # pages to follow before giving up (a page is at most 1000 entries)


# MARK: raw JSON slicing (the server writes compact JSON; we compare bytes, not parsed values)

def response_parts(body: bytes) -> tuple[bytes, bytes]:
    """(inner bytes of the `trace` array, snapshot object bytes) of an events response
    `{"version":N,"trace":[...],"decisions":[...],"snapshot":{...}}` (docs/semantics.md#rotation-decisions put the decisions
    between the trace and the snapshot)."""
    trace_start = body.index(b'"trace":[') + len(b'"trace":[')
    snapshot_key = body.rindex(b',"snapshot":')
    decisions_key = body.index(b',"decisions":[', trace_start)
    trace_inner = body[trace_start:decisions_key - 1]  # drop the closing ]
    snapshot = body[snapshot_key + len(b',"snapshot":'):-1]  # drop the outer }
    return trace_inner, snapshot


def page_parts(body: bytes) -> tuple[bytes, int]:
    """(inner bytes of `entries`, next) of a trace page `{"entries":[...],"next":M}`."""
    start = body.index(b'"entries":[') + len(b'"entries":[')
    next_key = body.rindex(b',"next":')
    return body[start:next_key - 1], int(body[next_key + len(b',"next":'):-1])


def join_entries(chunks: list[bytes]) -> bytes:
    """Concatenates the inner bytes of several JSON arrays into one array's inner bytes."""
    return b",".join(chunk for chunk in chunks if chunk)


class Client:
    """One keep-alive HTTP connection (each thread has its own)."""

    def __init__(self, url: str, timeout: float = 10.0):
        parts = urlsplit(url)
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)

    def request(self, method: str, path: str, body: object | None = None) -> tuple[int, bytes]:
        payload = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json"} if payload is not None else {}
        self.connection.request(method, path, body=payload, headers=headers)
        response = self.connection.getresponse()
        return response.status, response.read()

    def close(self):
        self.connection.close()


# MARK: what the server acknowledged

@dataclass
class SessionRecord:
    """Everything acknowledged for one session since it was created."""
    id: str
    #: Snapshot bytes of the last acknowledged state (creation or last 200 events response).
    snapshot: bytes
    #: Inner bytes of the full trace array as acknowledged so far.
    trace: bytes
    #: Every acknowledged event, as sent (parsed), in order.
    events: list = field(default_factory=list)
    version: int = 0
    #: Events of the request in flight when the server died (may or may not be stored).
    in_flight: list | None = None


def read_trace(client: Client, session_id: str) -> bytes:
    """The session's whole trace as the inner bytes of one array, following `next`."""
    chunks, since = [], 0
    for _ in range(TRACE_PAGE_LIMIT):
        status, body = client.request("GET", f"/v1/sessions/{session_id}/trace?since={since}")
        assert status == 200, (status, body[:300])
        inner, next_seq = page_parts(body)
        if not inner:
            return join_entries(chunks)
        chunks.append(inner)
        since = next_seq
    raise AssertionError("trace paging did not end")


def create_session(client: Client, rng: random.Random) -> SessionRecord:
    body = {"app": rng.choice(APPS), "orientation": rng.choice(ORIENTATIONS)}
    status, snapshot = client.request("POST", "/v1/sessions", body)
    assert status == 201, (status, snapshot[:300])
    session_id = json.loads(snapshot)["id"]
    return SessionRecord(id=session_id, snapshot=snapshot, trace=read_trace(client, session_id))


def random_events(rng: random.Random) -> list:
    events = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        if rng.random() < 0.15:
            events.append({"type": "advance", "ms": rng.randrange(1, 2000)})
        else:
            events.append({"type": "rotate", "orientation": rng.choice(ORIENTATIONS)})
    return events


class Poster(threading.Thread):
    """Posts random events to its own sessions until `stop` is set or the server goes away.
    Creates one new session first (its creation must survive too)."""

    def __init__(self, url: str, sessions: list[SessionRecord], seed: int, stop: threading.Event):
        super().__init__(daemon=True)
        self.url, self.sessions, self.stop = url, sessions, stop
        self.rng = random.Random(seed)
        self.acknowledged = 0
        self.unexpected: list[str] = []

    def run(self):
        client = Client(self.url)
        try:
            try:
                self.sessions.append(create_session(client, self.rng))
            except (OSError, http.client.HTTPException):
                return  # killed before the creation was answered: nothing acknowledged
            while not self.stop.is_set():
                record = self.rng.choice(self.sessions[-3:])
                events = random_events(self.rng)
                body = events[0] if len(events) == 1 and self.rng.random() < 0.5 else {"events": events}
                record.in_flight = events
                try:
                    status, response = client.request("POST", f"/v1/sessions/{record.id}/events", body)
                except (OSError, http.client.HTTPException):
                    return  # the server died: this request stays in flight
                record.in_flight = None
                if status != 200:
                    self.unexpected.append(f"{record.id}: {status} {response[:200]!r}")
                    return
                trace_inner, snapshot = response_parts(response)
                record.version = json.loads(response[:response.index(b',"trace":')] + b"}")["version"]
                record.events.extend(events)
                record.trace = join_entries([record.trace, trace_inner])
                record.snapshot = snapshot
                self.acknowledged += 1
        finally:
            client.close()


def check_session(client: Client, record: SessionRecord) -> list[str]:
    """Problems (empty when none) comparing what the server serves now with what it
    acknowledged. Afterwards the record holds the served state, as the next baseline."""
    problems = []
    status, snapshot = client.request("GET", f"/v1/sessions/{record.id}")
    if status != 200:
        return [f"{record.id}: GET snapshot {status} (acknowledged version {record.version})"]
    status, body = client.request("GET", f"/v1/sessions/{record.id}/events")
    stored = json.loads(body)["events"]
    trace = read_trace(client, record.id)
    version = json.loads(snapshot)["version"]
    acknowledged = len(record.events)
    if version != len(stored):
        problems.append(f"{record.id}: version {version} but {len(stored)} events")
    if stored[:acknowledged] != record.events:
        problems.append(f"{record.id}: acknowledged events missing or changed "
                        f"(acknowledged {acknowledged}, stored {len(stored)})")
    extra = stored[acknowledged:]
    if extra and extra != record.in_flight:
        problems.append(f"{record.id}: {len(extra)} events stored that were never sent or acknowledged")
    if not (trace == record.trace or trace.startswith(record.trace + b",")):
        problems.append(f"{record.id}: the trace is not byte-identical up to the last acknowledged entry")
    if not extra and snapshot != record.snapshot:
        problems.append(f"{record.id}: the snapshot is not byte-identical to the last acknowledged one")
    record.snapshot, record.trace, record.events, record.version = snapshot, trace, stored, version
    record.in_flight = None
    return problems

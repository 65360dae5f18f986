"""The pytest plugin (entry point `pytest11`, loaded once the package is installed).

Fixtures:
- `swivel_server` (once per test session): a `swivel serve` started from `--swivel-bin`,
  `$SWIVEL_BIN` or `swivel` on `PATH`, in memory, on a free loopback port, stopped at the end;
  or, with `--swivel-url` / `$SWIVEL_URL`, the server already running there (started by a
  CI job, say), used as it is. It fails every test that uses it, saying what to set, when
  there is neither.
- `swivel`: a `Client` of that server. Sessions a test creates are deleted after it passes;
  those of a failing test are kept and listed in its report with their events (and the
  viewer's page for them, on a server that outlives the run).

    def test_locked_stays_portrait(swivel):
        session = swivel.create_session(app="selective-rotation", device="iphone-4", os="6")
        session.tap("showLocked")
        session.rotate("landscapeLeft")
        assert session.snapshot()["interfaceOrientation"] == "portrait"
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Generator, List, Optional

import pytest

from .client import Client
from .errors import BinaryNotFound, SwivelError
from .server import SwivelProcess, find_binary
from .session import Session

_REPORTS = pytest.StashKey[dict]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("swivel", "Swivel (iOS rotation, simulated)")
    group.addoption("--swivel-bin", default=None,
                    help="the swivel executable the swivel_server fixture starts (default: $SWIVEL_BIN, else swivel on PATH)")
    group.addoption("--swivel-url", default=None,
                    help="use the Swivel server running at this URL instead of starting one (default: $SWIVEL_URL)")


@dataclass
class SwivelServer:
    """The server the tests use: `url`, and `process` when the plugin started it (else None)."""

    url: str
    process: Optional[SwivelProcess] = None

    def client(self) -> Client:
        return Client(self.url)

    def log(self) -> str:
        """The server's log, when the plugin started it."""
        return self.process.log() if self.process else ""


class _TestClient(Client):
    """The `swivel` fixture's client: remembers the sessions it made for the test's report."""

    def __init__(self, url: str):
        super().__init__(url)
        self.made: List[Session] = []

    def create_session(self, *args: Any, **kwargs: Any) -> Session:
        session = super().create_session(*args, **kwargs)
        self.made.append(session)
        return session

    def open_finding(self, exploration_id: str, number: int) -> Session:
        session = super().open_finding(exploration_id, number)
        self.made.append(session)
        return session


@pytest.fixture(scope="session")
def swivel_server(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Generator[SwivelServer, None, None]:
    """A Swivel server for the whole test session (see the module's doc)."""
    url = request.config.getoption("swivel_url") or os.environ.get("SWIVEL_URL")
    if url:
        yield SwivelServer(url.rstrip("/"))
        return
    problem = None
    try:
        binary = find_binary(request.config.getoption("swivel_bin"))
    except BinaryNotFound as error:
        problem = f"swivel_server: {error}"
    if problem:
        pytest.fail(problem, pytrace=False)  # outside the except: no chained traceback
    process = SwivelProcess(binary, workdir=tmp_path_factory.mktemp("swivel-server"))
    try:
        yield SwivelServer(process.url, process)
    finally:
        process.stop()


@pytest.fixture
def swivel(swivel_server: SwivelServer, request: pytest.FixtureRequest) -> Generator[Client, None, None]:
    """A client of `swivel_server`; the sessions it creates are deleted after a passing test."""
    client = _TestClient(swivel_server.url)
    yield client
    call = request.node.stash.get(_REPORTS, {}).get("call")
    if call is not None and call.passed:
        for session in client.made:
            try:
                session.delete()
            except SwivelError:
                pass  # the test deleted it itself
    client.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    item.stash.setdefault(_REPORTS, {})[report.when] = report
    client = getattr(item, "funcargs", {}).get("swivel")
    if report.when == "call" and report.failed and isinstance(client, _TestClient) and client.made:
        report.sections.append(("swivel sessions", _describe(client, item)))


def _describe(client: _TestClient, item: pytest.Item) -> str:
    """Each session the failing test made: its events (replayable) and where to see it."""
    server = item.funcargs.get("swivel_server") if hasattr(item, "funcargs") else None
    outlives = isinstance(server, SwivelServer) and server.process is None
    lines = []
    for session in client.made:
        try:
            events = session.events()
            described = ", ".join(_event_text(e) for e in events[:20]) + (", …" if len(events) > 20 else "")
            lines.append(f"{session.id}: {len(events)} events: {described or '(none)'}")
        except SwivelError as error:
            lines.append(f"{session.id}: {error}")
        if outlives:
            lines.append(f"    kept; see it at {session.viewer_url}, export it with "
                         f"{client.url}/v1/sessions/{session.id}/export?format=pytest")
    return "\n".join(lines)


def _event_text(event: dict) -> str:
    kind = event.get("type")
    detail = {"rotate": "orientation", "tap": "element", "selectTab": "index", "advance": "ms"}.get(kind)
    if kind == "timer":
        return f"timer {event.get('timer')} {event.get('action')}"
    return f"{kind} {event.get(detail)}" if detail else str(kind)

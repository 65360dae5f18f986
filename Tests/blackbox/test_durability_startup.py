"""A data file Swivel must not use stops `swivel serve` at start with a clear message on
stderr and a non-zero exit, and the file is left byte-for-byte as it was (issue 6)."""
from __future__ import annotations

import os
import sqlite3
import subprocess

import requests

from swivel_harness import REPO_ROOT, start_swivel, swivel_binary


def serve_and_fail(data, timeout: float = 20.0) -> subprocess.CompletedProcess:
    """Runs `swivel serve --data <data>` expecting it to exit by itself."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith("SWIVEL_")}
    return subprocess.run(
        [str(swivel_binary()), "serve", "--port", "0", "--data", str(data), "--durability", "durable"],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=timeout, env=environment,
    )


def make_swivel_database(tmp_path, sessions: int = 30):
    """A real Swivel database with `sessions` sessions (a few events each), cleanly closed."""
    data = tmp_path / "swivel.sqlite"
    server = start_swivel(tmp_path / "maker", "--log-level", "warning", durability="durable", data=data)
    try:
        for index in range(sessions):
            created = requests.post(f"{server.url}/v1/sessions", json={"app": "swapper"}, timeout=5)
            assert created.status_code == 201
            events = [{"type": "rotate", "orientation": o} for o in ("landscapeLeft", "portrait") * 5]
            answered = requests.post(f"{server.url}/v1/sessions/{created.json()['id']}/events",
                                     json={"events": events}, timeout=5)
            assert answered.status_code == 200
    finally:
        assert server.stop() == 0
    assert not (tmp_path / "swivel.sqlite-wal").exists(), "the WAL should be checkpointed on stop"
    return data


def assert_refused(result: subprocess.CompletedProcess, *phrases: str):
    assert result.returncode != 0
    assert "Swivel listening" not in result.stdout
    for phrase in phrases:
        assert phrase in result.stderr, result.stderr
    # One clear line, not a Swift error dump.
    assert "Fatal error" not in result.stderr and "StorageError" not in result.stderr, result.stderr


def test_garbage_file_is_refused_untouched(tmp_path):
    """A file that is not a database: 'not an SQLite database', exit != 0, bytes unchanged."""
    data = tmp_path / "swivel.sqlite"
    garbage = bytes((i * 37 + 11) % 256 for i in range(16384))
    data.write_bytes(garbage)
    assert_refused(serve_and_fail(data), str(data), "not an SQLite database")
    assert data.read_bytes() == garbage


def test_corrupt_database_is_refused_untouched(tmp_path):
    """A Swivel database with smashed pages: 'corrupt', exit != 0, bytes unchanged."""
    data = make_swivel_database(tmp_path)
    contents = bytearray(data.read_bytes())
    assert len(contents) > 4096 * 8
    contents[4096 * 3:4096 * 6] = b"\xa5" * (4096 * 3)
    data.write_bytes(bytes(contents))
    result = serve_and_fail(data)
    assert result.returncode != 0
    assert "corrupt" in result.stderr or "not an SQLite database" in result.stderr, result.stderr
    assert str(data) in result.stderr
    assert data.read_bytes() == bytes(contents)


def test_newer_schema_is_refused_untouched(tmp_path):
    """A database from a newer Swivel: names both schema versions, exit != 0, bytes unchanged."""
    data = make_swivel_database(tmp_path, sessions=3)
    with sqlite3.connect(data) as connection:
        connection.execute("PRAGMA user_version = 99")
    connection.close()
    before = data.read_bytes()
    assert_refused(serve_and_fail(data), str(data), "schema version 99", "newer")
    assert data.read_bytes() == before


def test_foreign_database_is_refused_untouched(tmp_path):
    """Another application's SQLite file: refused, exit != 0, bytes unchanged."""
    data = tmp_path / "notes.db"
    with sqlite3.connect(data) as connection:
        connection.execute("CREATE TABLE notes(text)")
        connection.execute("INSERT INTO notes VALUES ('keep me')")
    connection.close()
    before = data.read_bytes()
    assert_refused(serve_and_fail(data), str(data), "does not belong to Swivel")
    assert data.read_bytes() == before


def test_path_that_cannot_be_created_is_refused(tmp_path):
    """--data under a regular file: 'cannot use', exit != 0, the file unchanged."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = serve_and_fail(blocker / "data" / "swivel.sqlite")
    assert_refused(result, "cannot use", str(blocker))
    assert blocker.read_text() == "not a folder"


def test_refused_database_can_be_used_after_fixing(tmp_path):
    """Refusal is not destructive: restoring the schema version makes the data usable again."""
    data = make_swivel_database(tmp_path, sessions=5)
    with sqlite3.connect(data) as connection:
        (version,) = connection.execute("PRAGMA user_version").fetchone()
        connection.execute("PRAGMA user_version = 99")
    connection.close()
    assert serve_and_fail(data).returncode != 0
    with sqlite3.connect(data) as connection:
        connection.execute(f"PRAGMA user_version = {version}")
    connection.close()
    server = start_swivel(tmp_path / "after", durability="durable", data=data)
    try:
        sessions = requests.get(f"{server.url}/v1/sessions", timeout=5).json()["sessions"]
        assert len(sessions) == 5 and all(s["version"] == 10 for s in sessions)
    finally:
        server.stop()

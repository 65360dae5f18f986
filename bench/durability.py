#!/usr/bin/env python3
"""Durability benchmarks (issue 6), against the release `swivel` (`make release` first).

    python3 bench/durability.py [startup|memory|throughput|all] [--sessions N] [--events N]

- startup:    10k sessions x 100 events (1M events) stored, then the time from exec until
              the server answers its first request (health, a session snapshot, the listing).
- memory:     RSS with 100k sessions: after creating them over HTTP, after a restart, and
              after touching every one of them (loading evicted ones back).
- throughput: wrk, 64 connections, 10 s, posting rotate events to 64 sessions, for
              --durability durable, fast and memory.

Prints a Markdown table per scenario (paste into BENCHMARKS.md). Uses bench/out/ for data.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out" / "durability"
BINARY = Path(os.environ.get("SWIVEL_BIN", ROOT / ".build-release" / "release" / "swivel"))
if not BINARY.exists():
    BINARY = ROOT / ".build" / "release" / "swivel"
URL_LINE = re.compile(rb"Swivel listening on http://127\.0\.0\.1:(\d+)")
APPS = ["lifecycle-logger", "selective-rotation", "swapper", "alternate-landscape", "exercise-timer"]


class Server:
    def __init__(self, data: Path, durability: str = "durable", *args: str):
        OUT.mkdir(parents=True, exist_ok=True)
        self.log = open(OUT / "server.err", "ab")
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--port", "0", "--data", str(data), "--durability", durability,
             "--log-level", "warning", "--max-sessions", "1000000", *args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=self.log)
        line = self.process.stdout.readline()
        match = URL_LINE.search(line)
        if not match:
            raise RuntimeError(f"swivel did not start: {line!r}")
        self.port = int(match.group(1))
        self.url = f"http://127.0.0.1:{self.port}"

    def rss_mb(self) -> float:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1)) / 1024

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=120)
        self.log.close()


def request(port: int, method: str, path: str, body: object | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        payload = None if body is None else json.dumps(body).encode()
        connection.request(method, path, body=payload, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def first_answer_seconds(data: Path, path: str, *args: str) -> tuple[float, Server]:
    """Starts a server and polls `path` until it answers 200; seconds since exec."""
    started = time.monotonic()
    server = Server(data, "durable", *args)
    while True:
        try:
            status, _ = request(server.port, "GET", path)
            if status == 200:
                return time.monotonic() - started, server
        except OSError:
            pass
        time.sleep(0.005)


def populate(server: Server, sessions: int, events: int) -> list[str]:
    """Creates `sessions` sessions with `events` rotate events each (batches of <= 100)."""
    orientations = ["landscapeLeft", "portrait", "landscapeRight", "portrait"]

    def one(index: int) -> str:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        headers = {"Content-Type": "application/json", "Prefer": "return=minimal"}
        connection.request("POST", "/v1/sessions", json.dumps({"app": APPS[index % len(APPS)]}), headers)
        response = connection.getresponse()
        session_id = json.loads(response.read())["id"]
        remaining = events
        while remaining:
            batch = [{"type": "rotate", "orientation": orientations[(remaining - i) % 4]} for i in range(min(100, remaining))]
            connection.request("POST", f"/v1/sessions/{session_id}/events", json.dumps({"events": batch}), headers)
            answer = connection.getresponse()
            answer.read()
            assert answer.status == 200, answer.status
            remaining -= len(batch)
        connection.close()
        return session_id

    with concurrent.futures.ThreadPoolExecutor(16) as pool:
        return list(pool.map(one, range(sessions)))


def wrk(url: str, script: str, seconds: int, sessions_file: Path | None = None, connections: int = 64) -> dict:
    environment = dict(os.environ)
    if sessions_file:
        environment["SWIVEL_SESSIONS"] = str(sessions_file)
    output = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", str(ROOT / "bench" / script), url],
        capture_output=True, text=True, env=environment, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    p50 = re.search(r"^\s+50%\s+(\S+)", output, re.M).group(1)
    p99 = re.search(r"^\s+99%\s+(\S+)", output, re.M).group(1)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return {"rate": rate, "p50": p50, "p99": p99, "errors": int(non2xx.group(1)) if non2xx else 0}


def fresh(name: str) -> Path:
    folder = OUT / name
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder / "swivel.sqlite"


def bench_startup(sessions: int, events: int):
    data = fresh("startup")
    server = Server(data)
    began = time.monotonic()
    ids = populate(server, sessions, events)
    populate_seconds = time.monotonic() - began
    server.stop()
    size = data.stat().st_size / 1e6
    print(f"\n### Start-up with {sessions} sessions x {events} events ({sessions * events} events, {size:.0f} MB file; "
          f"stored over HTTP in {populate_seconds:.1f} s)\n")
    print("| first request after exec | seconds |")
    print("|---|---|")
    for label, path in [("GET /v1/health", "/v1/health"),
                        (f"GET /v1/sessions/{{id}} ({events} events replayed)", f"/v1/sessions/{ids[-1]}"),
                        (f"GET /v1/sessions (list of {sessions})", "/v1/sessions")]:
        seconds, server = first_answer_seconds(data, path)
        server.stop()
        print(f"| {label} | {seconds:.3f} |")


def bench_memory(sessions: int):
    data = fresh("memory")
    # wrk creates sessions until --max-sessions answers 429.
    server = Server(data, "durable", "--max-sessions", str(sessions))
    base = server.rss_mb()
    began = time.monotonic()
    while True:
        wrk(server.url, "durability-create-sessions.lua", 5, connections=32)
        status, body = request(server.port, "GET", "/v1/sessions")
        count = len(json.loads(body)["sessions"])
        if count >= sessions:
            break
    created_seconds = time.monotonic() - began
    after_create = server.rss_mb()
    ids = [s["id"] for s in json.loads(body)["sessions"]]
    server.stop()
    ids_file = OUT / "memory-ids.txt"
    ids_file.write_text("\n".join(ids) + "\n")
    ready, server = first_answer_seconds(data, "/v1/health", "--max-sessions", str(sessions))
    after_restart = server.rss_mb()
    touched = wrk(server.url, "durability-get-sessions.lua", 20, ids_file)
    after_touch = server.rss_mb()
    server.stop()
    print(f"\n### Memory with {count} sessions (default --max-loaded-sessions 10000; created in {created_seconds:.0f} s)\n")
    print("| moment | RSS MB |")
    print("|---|---|")
    print(f"| empty server | {base:.0f} |")
    print(f"| after creating {count} sessions over HTTP | {after_create:.0f} |")
    print(f"| after a restart (ready in {ready:.2f} s) | {after_restart:.0f} |")
    print(f"| after 20 s of GET on random sessions ({touched['rate']:.0f} req/s, p99 {touched['p99']}, loads evicted ones) | {after_touch:.0f} |")


def bench_throughput(seconds: int):
    print(f"\n### Event POST throughput (wrk -t2 -c64 -d{seconds}s, rotate events to 64 sessions, Prefer: return=minimal)\n")
    print("| durability | req/s | p50 | p99 | non-2xx |")
    print("|---|---|---|---|---|")
    for durability in ("durable", "fast", "memory"):
        data = fresh(f"throughput-{durability}")
        server = Server(data, durability)
        ids = []
        for index in range(64):
            status, body = request(server.port, "POST", "/v1/sessions", {"app": APPS[index % len(APPS)]})
            ids.append(json.loads(body)["id"])
        ids_file = OUT / "throughput-ids.txt"
        ids_file.write_text("\n".join(ids) + "\n")
        result = wrk(server.url, "durability-post-events.lua", seconds, ids_file)
        server.stop()
        print(f"| {durability} | {result['rate']:.0f} | {result['p50']} | {result['p99']} | {result['errors']} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", nargs="?", default="all", choices=["startup", "memory", "throughput", "all"])
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--events", type=int, default=100)
    parser.add_argument("--memory-sessions", type=int, default=100_000)
    parser.add_argument("--seconds", type=int, default=10)
    options = parser.parse_args()
    print(f"binary: {BINARY}", file=sys.stderr)
    if options.scenario in ("startup", "all"):
        bench_startup(options.sessions, options.events)
    if options.scenario in ("memory", "all"):
        bench_memory(options.memory_sessions)
    if options.scenario in ("throughput", "all"):
        bench_throughput(options.seconds)


if __name__ == "__main__":
    main()

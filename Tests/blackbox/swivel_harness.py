"""Start and stop real `swivel serve` processes for black-box tests, and speak raw HTTP.

Nothing here builds: `make test` builds first; the binary is found with
`swift build --show-bin-path` (or taken from $SWIVEL_BIN).
"""
from __future__ import annotations

import functools
import os
import re
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

REPO_ROOT = Path(__file__).resolve().parents[2]
URL_LINE = re.compile(r"Swivel listening on (http://\S+)")
START_TIMEOUT_SECONDS = 20.0


@functools.lru_cache(maxsize=1)
def swivel_binary() -> Path:
    """The built `swivel` executable (debug build unless $SWIVEL_BIN says otherwise)."""
    override = os.environ.get("SWIVEL_BIN")
    if override:
        return Path(override).resolve()
    result = subprocess.run(
        ["swift", "build", "--show-bin-path"],
        cwd=REPO_ROOT, capture_output=True, text=True, check=True,
    )
    binary = Path(result.stdout.strip()) / "swivel"
    if not binary.exists():
        raise RuntimeError(f"{binary} does not exist: run `make test` (or `swift build`) first")
    return binary


@dataclass
class SwivelServer:
    """One running `swivel serve`; `url` is e.g. http://127.0.0.1:40123 (no trailing slash)."""

    process: subprocess.Popen
    url: str
    stdout_path: Path
    stderr_path: Path
    workdir: Path
    extra: dict = field(default_factory=dict)

    @property
    def host(self) -> str:
        return urlsplit(self.url).hostname or "127.0.0.1"

    @property
    def port(self) -> int:
        return int(urlsplit(self.url).port or 80)

    def log(self) -> str:
        """Everything the server wrote to stderr so far (its log lines)."""
        return self.stderr_path.read_text(errors="replace")

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15.0) -> int:
        """Sends `sig`, waits for the exit and returns the exit code (kills after `timeout`)."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
                raise AssertionError(f"swivel did not stop within {timeout}s after signal {sig}")
        return self.process.returncode


def run_script(name: str, *args, timeout: float = 120) -> subprocess.CompletedProcess:
    """Runs scripts/NAME with the built `swivel` as its first argument, then `args`."""
    script = REPO_ROOT / "scripts" / name
    return subprocess.run([sys.executable, str(script), str(swivel_binary()), *map(str, args)], capture_output=True, text=True, timeout=timeout)


def start_swivel(
    workdir: Path,
    *args: str,
    env: dict[str, str] | None = None,
    durability: str = "memory",
    data: Path | None = None,
    cwd: Path | None = None,
    binary: Path | None = None,
) -> SwivelServer:
    """Starts `swivel serve --port 0 --data <workdir>/data --durability <durability> *args`
    from the repo root (or `cwd`), waits for its "listening" line and returns it.
    `env` adds variables; SWIVEL_* variables of the calling environment are dropped so
    tests are not steered by the shell they run in. Later `args` override earlier ones."""
    workdir.mkdir(parents=True, exist_ok=True)
    stdout_path = workdir / f"swivel-{time.monotonic_ns()}.out"
    stderr_path = stdout_path.with_suffix(".err")
    environment = {k: v for k, v in os.environ.items() if not k.startswith("SWIVEL_")}
    environment.update(env or {})
    command = [
        str(binary or swivel_binary()), "serve", "--port", "0",
        "--data", str(data or workdir / "data"), "--durability", durability, *args,
    ]
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        process = subprocess.Popen(command, cwd=cwd or REPO_ROOT, stdout=out, stderr=err,
                                   stdin=subprocess.DEVNULL, env=environment)
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        match = URL_LINE.search(stdout_path.read_text(errors="replace"))
        if match:
            return SwivelServer(process, match.group(1).rstrip("/"), stdout_path, stderr_path, workdir)
        if process.poll() is not None:
            raise RuntimeError(
                f"swivel exited with {process.returncode} before listening:\n"
                f"{stdout_path.read_text(errors='replace')}{stderr_path.read_text(errors='replace')}")
        time.sleep(0.02)
    process.kill()
    process.wait(timeout=5)
    raise RuntimeError(f"swivel did not print its URL within {START_TIMEOUT_SECONDS}s")


@dataclass
class RawResponse:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        import json
        return json.loads(self.body)


def read_response(sock: socket.socket, head_request: bool = False) -> RawResponse:
    """Reads one HTTP/1.1 response (Content-Length framed, as Swivel always sends)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError(f"connection closed before the headers ended: {data!r}")
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = 0 if head_request else int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        rest += chunk
    return RawResponse(status, headers, rest[:length])


def raw_request(server: SwivelServer, request: bytes, timeout: float = 10.0) -> RawResponse:
    """Sends bytes exactly as given (no client-side normalisation) and reads one response."""
    with socket.create_connection((server.host, server.port), timeout=timeout) as sock:
        sock.sendall(request)
        return read_response(sock, head_request=request.startswith(b"HEAD "))


def get_raw(server: SwivelServer, target: str) -> RawResponse:
    """GET with the target sent verbatim (e.g. `/../etc/passwd`, which clients would fold)."""
    return raw_request(server, f"GET {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode())

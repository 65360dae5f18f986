"""Starting a `swivel serve` of one's own: in memory, on a free loopback port."""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Mapping, Optional, Sequence

from .errors import BinaryNotFound

LISTENING = re.compile(r"Swivel listening on (http://\S+)")
NOT_FOUND_HELP = (
    "no swivel binary to start: set SWIVEL_BIN to the executable (after `swift build` in the Swivel "
    "repository: SWIVEL_BIN=$(swift build --show-bin-path)/swivel), put `swivel` on PATH, or point "
    "SWIVEL_URL at a server that is already running")


def find_binary(explicit: Optional[str] = None) -> Path:
    """`explicit`, else `$SWIVEL_BIN`, else `swivel` on `PATH`; `BinaryNotFound` says how to
    provide one."""
    named = explicit or os.environ.get("SWIVEL_BIN")
    if named:
        path = Path(named).expanduser()
        if not path.is_file() or not os.access(path, os.X_OK):
            raise BinaryNotFound(f"SWIVEL_BIN={named} is not an executable file; {NOT_FOUND_HELP}")
        return path.resolve()
    found = shutil.which("swivel")
    if not found:
        raise BinaryNotFound(NOT_FOUND_HELP)
    return Path(found)


class SwivelProcess:
    """A running `swivel serve --host 127.0.0.1 --port 0 --durability memory`: nothing is
    written to disk and the port is one the system picked, so several can run side by side.

    `url` is where it listens; `stop()` ends it (SIGTERM, then SIGKILL after `timeout`).
    Its output goes to files in `workdir` (`log()` reads the log)."""

    def __init__(self, binary: Optional[Path] = None, args: Sequence[str] = (), workdir: Optional[Path] = None,
                 env: Optional[Mapping[str, str]] = None, start_timeout: float = 30.0):
        self.binary = binary or find_binary()
        self.workdir = Path(workdir or tempfile.mkdtemp(prefix="swivel-"))
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.stdout_path = self.workdir / "swivel.out"
        self.stderr_path = self.workdir / "swivel.log"
        command = [str(self.binary), "serve", "--host", "127.0.0.1", "--port", "0", "--durability", "memory", *args]
        # Its working directory is the scratch folder: relative Config/ and Public paths fall
        # back to the repository the binary was built in (README, "Configuration").
        with open(self.stdout_path, "wb") as out, open(self.stderr_path, "wb") as err:
            self.process = subprocess.Popen(command, cwd=self.workdir, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                            env=dict(env) if env is not None else None)
        self.url = self._wait_for_url(start_timeout, command)

    def _wait_for_url(self, timeout: float, command: Sequence[str]) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = LISTENING.search(self.stdout_path.read_text(errors="replace"))
            if match:
                return match.group(1).rstrip("/")
            if self.process.poll() is not None:
                raise RuntimeError(f"`{' '.join(command)}` exited with {self.process.returncode} before listening:\n"
                                   f"{self.output()}")
            time.sleep(0.02)
        self.process.kill()
        self.process.wait(timeout=5)
        raise RuntimeError(f"`{' '.join(command)}` did not say where it listens within {timeout} s:\n{self.output()}")

    def output(self) -> str:
        """What it printed and logged so far (the log's last 4,000 characters)."""
        return self.stdout_path.read_text(errors="replace") + self.log()[-4000:]

    def log(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def stop(self, timeout: float = 15.0) -> Optional[int]:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        return self.process.returncode

    def __enter__(self) -> "SwivelProcess":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

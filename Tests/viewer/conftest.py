"""Browser tests of the viewer in `Public/` (issue 7): pytest + Selenium + Debian's headless Chromium.

Static tests serve the repository with Python's http.server and load fixture JSON from
`Tests/viewer/fixtures/`. Live tests start the real server
(`swivel serve --port 0 --durability memory --public Public --apps Config/apps`, found through
`swift build --show-bin-path` or `$SWIVEL_BIN`); when it cannot run they fail with the reason. The token tests
start a second one with `SWIVEL_TOKEN` set (`swivel_token_server`). Screenshots go to `test-output/viewer/`.
"""
import collections
import functools
import http.server
import os
import pathlib
import queue
import re
import subprocess
import threading

import pytest
import requests
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO_ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"
OUTPUT = REPO_ROOT / "test-output" / "viewer"
CHROMIUM = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
LISTENING = re.compile(r"Swivel listening on (http://\S+)")


@pytest.fixture(scope="session")
def output_dir():
    OUTPUT.mkdir(parents=True, exist_ok=True)
    return OUTPUT


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the whole run (starting one costs seconds)."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,800",
                 "--force-prefers-reduced-motion"):  # no rotation animation: geometry is final at once
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


@pytest.fixture
def driver(browser):
    """The shared browser, reset to a 1280×800 viewport and a blank page after each test."""
    yield browser
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.get("about:blank")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="session")
def static_site():
    """The repository over HTTP (no API): the page is `/Public/index.html`, fixtures under `/Tests/viewer/fixtures/`."""
    handler = functools.partial(_QuietHandler, directory=str(REPO_ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _unavailable(reason):
    # The real server exists: a live test that cannot reach it is a failure, never a skip.
    pytest.fail(f"live viewer tests need the real server: {reason}")


def _swivel_binary():
    if os.environ.get("SWIVEL_BIN"):
        return pathlib.Path(os.environ["SWIVEL_BIN"])
    try:
        result = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO_ROOT, capture_output=True,
                                text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as error:
        _unavailable(f"`swift build --show-bin-path` failed ({error})")
    if result.returncode != 0:
        _unavailable(f"`swift build --show-bin-path` failed: {result.stderr.strip()[:300]}")
    return pathlib.Path(result.stdout.strip().splitlines()[-1]) / "swivel"


SWIVEL_TOKEN = "viewer-test-token-123"


def _serve_swivel(token=None):
    """Starts `swivel serve` (in-memory) serving `Public/`, with `token` as its SWIVEL_TOKEN or none; yields its URL."""
    binary = _swivel_binary()
    if not binary.exists():
        _unavailable(f"no swivel binary at {binary}: run `swift build` in the repository first")
    command = [str(binary), "serve", "--port", "0", "--durability", "memory", "--public", "Public",
               "--apps", "Config/apps"]
    env = {key: value for key, value in os.environ.items() if key != "SWIVEL_TOKEN"}
    if token:
        env["SWIVEL_TOKEN"] = token  # not --token: flags show in process lists
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    process = subprocess.Popen(command, cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=env)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in process.stdout], daemon=True).start()
    # The server logs every request on stderr: drain it, or a full pipe (64 KiB) blocks the server mid-run.
    errors = collections.deque(maxlen=50)
    drain = threading.Thread(target=lambda: errors.extend(process.stderr), daemon=True)
    drain.start()
    try:
        first = lines.get(timeout=30)
    except queue.Empty:
        first = ""
    match = LISTENING.search(first)
    if not match:
        process.kill()
        process.wait(timeout=10)
        drain.join(timeout=5)
        stderr = "".join(errors)
        _unavailable(f"`{' '.join(command)}` printed {first.strip()!r} instead of 'Swivel listening on …' "
                     f"(exit {process.returncode}; stderr: {stderr.strip()[:300]!r})")
    url = match.group(1).rstrip("/")
    try:
        probe = requests.get(f"{url}/v1/sessions", headers=headers, timeout=5)
        page = requests.get(f"{url}/", timeout=5)
    except requests.RequestException as error:
        process.kill()
        _unavailable(f"server at {url} did not answer ({error})")
    if probe.status_code != 200:
        process.kill()
        _unavailable(f"server lacks GET /v1/sessions (HTTP {probe.status_code})")
    if page.status_code != 200 or "Swivel" not in page.text:
        process.kill()
        _unavailable(f"server does not serve Public/index.html at / (HTTP {page.status_code})")
    yield url
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def swivel_server():
    """Base URL of a real `swivel serve` (in-memory) serving `Public/`; fails with the reason when unavailable."""
    yield from _serve_swivel()


@pytest.fixture(scope="session")
def swivel_token_server():
    """Base URL of a real `swivel serve` started with `SWIVEL_TOKEN=SWIVEL_TOKEN`: the API needs the bearer token."""
    yield from _serve_swivel(SWIVEL_TOKEN)


@pytest.fixture(scope="session")
def stub_server():
    """Base URL of the Python stand-in API (`stub_server.py`), serving `Public/` as the real one will."""
    import stub_server as stub
    url, server = stub.start()
    yield url
    server.shutdown()
    server.server_close()


class ApiServer:
    """A server the live tests drive: `name` ("stub" or "swivel", used in screenshot names) and base `url`."""

    def __init__(self, name, url):
        self.name, self.url = name, url


@pytest.fixture(params=["stub", "swivel"])
def api_server(request):
    """Each live test runs against the stub and against the real server ."""
    return ApiServer(request.param, request.getfixturevalue(f"{request.param}_server"))

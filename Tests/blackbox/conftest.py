"""Fixtures for black-box tests of a real `swivel serve` process.

- `server`: one server for the whole test session (durability memory); use `server.url`.
- `start_server`: a factory for servers with their own flags/env, stopped after the test:
  `start_server("--max-body-bytes", "64", env={"SWIVEL_LOG_LEVEL": "debug"})`.
- `webdriver_sessions`: a list a WebDriver test appends its drivers to; each is quit after it.
"""
from __future__ import annotations

import pytest

from swivel_harness import SwivelServer, start_swivel


@pytest.fixture
def webdriver_sessions():
    from selenium.common.exceptions import WebDriverException

    drivers: list = []
    yield drivers
    for driver in drivers:
        try:
            driver.quit()
        except WebDriverException:
            pass  # the test quit it already, or deleted its session


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> SwivelServer:
    running = start_swivel(tmp_path_factory.mktemp("swivel-shared"))
    yield running
    running.stop()


@pytest.fixture
def start_server(tmp_path):
    started: list[SwivelServer] = []

    def start(*args: str, **options) -> SwivelServer:
        running = start_swivel(tmp_path / f"server-{len(started)}", *args, **options)
        started.append(running)
        return running

    yield start
    for running in started:
        running.stop()

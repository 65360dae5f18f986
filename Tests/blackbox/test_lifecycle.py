"""Start-up, configuration layering and shutdown of the real process (README.md#configuration)."""
import json
import signal
import socket
import subprocess

import pytest
import requests

from swivel_harness import REPO_ROOT, start_swivel, swivel_binary


def test_port_zero_prints_the_real_port(server):
    """--port 0 prints a URL with the port the kernel picked."""
    assert server.port > 0
    assert server.url == f"http://127.0.0.1:{server.port}"


def test_sigterm_exits_zero(start_server):
    """SIGTERM stops the server gracefully with exit code 0."""
    running = start_server()
    assert requests.get(f"{running.url}/v1/health", timeout=5).status_code == 200
    assert running.stop(signal.SIGTERM) == 0
    with pytest.raises(requests.ConnectionError):
        requests.get(f"{running.url}/v1/health", timeout=2)


def test_sigint_exits_zero(start_server):
    """SIGINT (Ctrl-C) stops it the same way."""
    assert start_server().stop(signal.SIGINT) == 0


def test_sigterm_with_idle_keep_alive_connection_exits_zero(start_server):
    """An idle keep-alive client does not hold the shutdown."""
    running = start_server()
    with socket.create_connection((running.host, running.port), timeout=5) as sock:
        sock.sendall(b"GET /v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n")
        sock.recv(4096)
        assert running.stop(signal.SIGTERM, timeout=10) == 0


def test_request_log_line_names_method_path_status(start_server):
    """Each request is logged at info with method, path and status."""
    running = start_server("--log-level", "info")
    requests.get(f"{running.url}/v1/health", timeout=5)
    running.stop()
    assert any("GET /v1/health 200" in line for line in running.log().splitlines())


def test_environment_overrides_config_file_and_flag_overrides_environment(start_server, tmp_path):
    """flags > SWIVEL_* > config file: the file's and env's max body sizes lose to the flag."""
    config = tmp_path / "swivel.json"
    config.write_text(json.dumps({"maxBodyBytes": 10, "logLevel": "warning"}))
    by_env = start_server("--config", str(config), env={"SWIVEL_MAX_BODY_BYTES": "20"})
    body = b"[" + b"1," * 7 + b"1]"  # 17 bytes: over the file's 10, under the env's 20
    response = requests.post(f"{by_env.url}/v1/health", data=body,
                             headers={"Content-Type": "application/json"}, timeout=5)
    assert response.status_code == 405
    by_flag = start_server("--config", str(config), "--max-body-bytes", "12",
                           env={"SWIVEL_MAX_BODY_BYTES": "20"})
    response = requests.post(f"{by_flag.url}/v1/health", data=body,
                             headers={"Content-Type": "application/json"}, timeout=5)
    assert response.status_code == 413


def run_briefly(*args, env=None, cwd=REPO_ROOT):
    environment = {"PATH": "/usr/bin:/bin"}
    environment.update(env or {})
    return subprocess.run([str(swivel_binary()), *args], cwd=cwd, env=environment,
                          capture_output=True, text=True, timeout=20)


def test_bad_environment_value_is_a_clear_error():
    """SWIVEL_PORT=abc stops start-up with a message naming the variable."""
    result = run_briefly("serve", "--durability", "memory", env={"SWIVEL_PORT": "abc"})
    assert result.returncode != 0
    assert "SWIVEL_PORT=abc" in result.stderr


def test_missing_config_file_is_a_clear_error(tmp_path):
    """--config naming a missing file is an error, not a silent default."""
    result = run_briefly("serve", "--config", str(tmp_path / "nope.json"))
    assert result.returncode != 0
    assert "nope.json" in result.stderr


def test_port_in_use_is_a_clear_error(server):
    """Binding a port that is taken fails with a message, not a crash."""
    result = run_briefly("serve", "--durability", "memory", "--port", str(server.port))
    assert result.returncode != 0
    assert "cannot listen" in result.stderr


def test_help_lists_the_options():
    """`swivel serve --help` documents the flags."""
    result = run_briefly("serve", "--help")
    assert result.returncode == 0
    for flag in ["--host", "--port", "--data", "--config", "--threads", "--durability", "--log-level",
                 "--apps", "--public"]:
        assert flag in result.stdout


def test_started_elsewhere_still_finds_repo_resources(tmp_path):
    """Run from another folder, the binary finds Config/openapi.json next to its build folder."""
    running = start_swivel(tmp_path / "elsewhere", cwd=tmp_path)
    try:
        assert requests.get(f"{running.url}/openapi.json", timeout=5).status_code == 200
    finally:
        assert running.stop() == 0

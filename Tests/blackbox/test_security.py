"""Who may drive the server (issue 15, README "Security"): CORS only for configured origins,
a Host check against DNS rebinding on loopback binds, and an optional bearer token that is
required beyond loopback. Real binary, loopback only.
"""
import subprocess

import pytest
import requests

from swivel_api import SwivelClient, assert_error, rotate
from swivel_harness import swivel_binary

TOKEN = "test-token-0123456789"


def test_foreign_origin_is_refused(server):
    """A page of another origin may not list, drive or delete sessions (403 JSON); clients without Origin and Swivel's own page may."""
    refused = requests.get(f"{server.url}/v1/sessions", headers={"Origin": "https://evil.example"}, timeout=5)
    error = assert_error(refused, 403, "forbidden_origin")
    assert "--cors-origin https://evil.example" in error["message"]
    assert "Access-Control-Allow-Origin" not in refused.headers
    preflight = requests.options(f"{server.url}/v1/sessions", timeout=5,
                                 headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "DELETE"})
    assert preflight.status_code == 403
    assert requests.get(f"{server.url}/v1/sessions", timeout=5).status_code == 200
    own = requests.get(f"{server.url}/v1/sessions", headers={"Origin": server.url}, timeout=5)
    assert own.status_code == 200


def test_configured_origin_gets_cors_headers(start_server):
    """--cors-origin: that origin's requests and preflights get the CORS headers, deferred answers included."""
    origin = "https://dash.example:8443"
    running = start_server("--cors-origin", origin, durability="durable")
    client = SwivelClient(running.url)
    session_id = client.create("lifecycle-logger")["id"]
    answer = requests.post(f"{running.url}/v1/sessions/{session_id}/events", json=rotate("landscapeLeft"),
                           headers={"Origin": origin}, timeout=5)
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == origin
    assert "ETag" in answer.headers["Access-Control-Expose-Headers"]
    preflight = requests.options(f"{running.url}/v1/sessions/{session_id}", timeout=5,
                                 headers={"Origin": origin, "Access-Control-Request-Method": "DELETE"})
    assert preflight.status_code == 204
    assert "DELETE" in preflight.headers["Access-Control-Allow-Methods"]
    assert "Authorization" in preflight.headers["Access-Control-Allow-Headers"]
    other = requests.get(f"{running.url}/v1/sessions", headers={"Origin": "https://other.example"}, timeout=5)
    assert other.status_code == 403


@pytest.mark.parametrize("host", ["evil.example", "evil.example:80", "192.168.1.10"])
def test_rebound_host_is_refused_on_loopback(server, host):
    """DNS rebinding: on a loopback bind a Host that is not this server's is a 403 JSON error."""
    assert_error(requests.get(f"{server.url}/v1/sessions", headers={"Host": host}, timeout=5), 403, "forbidden_host")


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1", "[::1]"])
def test_loopback_hosts_are_accepted(server, host):
    """localhost, 127.0.0.1 and [::1] (with the port) are this server's names."""
    response = requests.get(f"{server.url}/v1/health", headers={"Host": f"{host}:{server.port}"}, timeout=5)
    assert response.status_code == 200


def test_token_is_required_when_configured(start_server):
    """SWIVEL_TOKEN: API requests without the bearer token are a 401 JSON error with WWW-Authenticate; with it they work; health, the OpenAPI document and the viewer stay open."""
    running = start_server(env={"SWIVEL_TOKEN": TOKEN})
    refused = requests.post(f"{running.url}/v1/sessions", json={"app": "swapper"}, timeout=5)
    assert_error(refused, 401, "unauthorized")
    assert refused.headers["WWW-Authenticate"].startswith("Bearer")
    wrong = requests.get(f"{running.url}/v1/sessions", headers={"Authorization": "Bearer nope"}, timeout=5)
    assert wrong.status_code == 401
    authorized = requests.post(f"{running.url}/v1/sessions", json={"app": "swapper"},
                               headers={"Authorization": f"Bearer {TOKEN}"}, timeout=5)
    assert authorized.status_code == 201
    for path in ["/v1/health", "/openapi.json", "/"]:
        assert requests.get(f"{running.url}{path}", timeout=5).status_code == 200, path


def test_non_loopback_bind_without_token_refuses_to_start(tmp_path):
    """--host 0.0.0.0 without a token exits at once with a message saying what to do."""
    result = subprocess.run(
        [str(swivel_binary()), "serve", "--host", "0.0.0.0", "--port", "0", "--durability", "memory"],
        capture_output=True, text=True, timeout=30, cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin"},
    )
    assert result.returncode != 0
    assert "SWIVEL_TOKEN" in result.stderr and "0.0.0.0" in result.stderr


def test_non_loopback_bind_with_token_starts(start_server):
    """With a token, --host 0.0.0.0 starts; requests (made over loopback here) need the token, any Host is accepted."""
    running = start_server("--host", "0.0.0.0", env={"SWIVEL_TOKEN": TOKEN})
    url = f"http://127.0.0.1:{running.port}"
    assert requests.get(f"{url}/v1/sessions", timeout=5).status_code == 401
    ok = requests.get(f"{url}/v1/sessions", headers={"Authorization": f"Bearer {TOKEN}", "Host": "swivel.internal"}, timeout=5)
    assert ok.status_code == 200


def test_short_token_is_refused_without_echoing_it(tmp_path):
    """A token under 16 characters is refused; the message does not print it."""
    result = subprocess.run(
        [str(swivel_binary()), "serve", "--port", "0", "--durability", "memory", "--token", "s3cret"],
        capture_output=True, text=True, timeout=30, cwd=tmp_path, env={"PATH": "/usr/bin:/bin"},
    )
    assert result.returncode != 0
    assert "s3cret" not in result.stderr + result.stdout
    assert "at least 16 characters" in result.stderr

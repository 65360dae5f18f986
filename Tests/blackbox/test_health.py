"""GET /v1/health, GET /openapi.json and keep-alive (Config/openapi.json)."""
import json
import socket

import requests
from openapi_spec_validator import validate

from swivel_harness import REPO_ROOT, read_response


def test_health_reports_ok_and_version(server):
    """Health answers 200 JSON {"status":"ok","version":…}."""
    response = requests.get(f"{server.url}/v1/health", timeout=5)
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "application/json"
    body = response.json()
    assert body["status"] == "ok"
    assert isinstance(body["version"], str) and body["version"]
    assert set(body) == {"status", "version"}


def test_head_health_has_headers_only(server):
    """HEAD is answered like GET, without a body."""
    response = requests.head(f"{server.url}/v1/health", timeout=5)
    assert response.status_code == 200
    assert response.content == b""


def test_openapi_document_is_served_and_valid(server):
    """/openapi.json serves Config/openapi.json, a valid OpenAPI 3 document listing health."""
    response = requests.get(f"{server.url}/openapi.json", timeout=5)
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "application/json"
    document = response.json()
    assert document == json.loads((REPO_ROOT / "Config" / "openapi.json").read_text())
    validate(document)
    assert "/v1/health" in document["paths"]
    assert "Error" in document["components"]["schemas"]


def test_keep_alive_serves_several_requests_on_one_connection(server):
    """Two requests on one connection are both answered and the connection stays open."""
    with socket.create_connection((server.host, server.port), timeout=5) as sock:
        for _ in range(3):
            sock.sendall(b"GET /v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n")
            response = read_response(sock)
            assert response.status == 200
            assert response.headers.get("connection", "").lower() != "close"

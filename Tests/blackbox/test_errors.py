"""Every error is Config/openapi.json's JSON envelope with the right status; none takes the server down."""
import requests

from swivel_harness import get_raw, raw_request


def assert_error(response, status, code):
    assert response.status_code == status
    assert response.headers["Content-Type"] == "application/json"
    body = response.json()
    assert set(body) == {"error"}
    assert body["error"]["code"] == code
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]


def test_unknown_route_is_404(server):
    """An unknown /v1 path is 404 not_found."""
    assert_error(requests.get(f"{server.url}/v1/no-such-thing", timeout=5), 404, "not_found")


def test_unknown_route_with_post_is_404(server):
    """A POST to a path nothing knows is 404 too (static files only answer GET/HEAD)."""
    response = requests.post(f"{server.url}/v1/nothing", json={}, timeout=5)
    assert_error(response, 404, "not_found")


def test_wrong_method_is_405_with_allow(server):
    """A known path with the wrong method is 405 with an Allow header."""
    response = requests.delete(f"{server.url}/v1/health", timeout=5)
    assert_error(response, 405, "method_not_allowed")
    assert response.headers["Allow"] == "GET, HEAD"


def test_post_json_to_get_route_is_405(server):
    """A JSON body does not change the 405."""
    response = requests.post(f"{server.url}/v1/health", json={"a": 1}, timeout=5)
    assert_error(response, 405, "method_not_allowed")


def test_declared_body_over_limit_is_413_without_reading_it(server):
    """Content-Length over 1 MiB is refused at once with 413 (the body is never sent)."""
    response = raw_request(server, (
        b"POST /v1/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        b"Content-Length: 5000000\r\n\r\n"))
    assert response.status == 413
    assert response.json()["error"]["code"] == "payload_too_large"


def test_expect_continue_over_limit_is_413(server):
    """With Expect: 100-continue, an oversized upload gets 413 instead of 100."""
    response = raw_request(server, (
        b"POST /v1/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        b"Content-Length: 2000000\r\nExpect: 100-continue\r\n\r\n"))
    assert response.status == 413


def test_chunked_body_over_limit_is_413(start_server):
    """A chunked body that grows past the limit is discarded and answered 413."""
    small = start_server("--max-body-bytes", "64")
    chunks = (b"[" + b"1," * 20 + b"1]" for _ in range(4))
    response = requests.post(f"{small.url}/v1/health", data=chunks,
                             headers={"Content-Type": "application/json"}, timeout=5)
    assert_error(response, 413, "payload_too_large")
    assert requests.get(f"{small.url}/v1/health", timeout=5).status_code == 200


def test_body_at_limit_is_not_413(start_server):
    """A body of exactly the limit passes the size check (and reaches routing: 405 here)."""
    small = start_server("--max-body-bytes", "64")
    body = b"[" + b"1," * 30 + b"1]"
    body = body + b" " * (64 - len(body))
    response = requests.post(f"{small.url}/v1/health", data=body,
                             headers={"Content-Type": "application/json"}, timeout=5)
    assert_error(response, 405, "method_not_allowed")


def test_non_json_body_is_415(server):
    """A body sent as text/plain is 415 unsupported_media_type."""
    response = requests.post(f"{server.url}/v1/health", data=b"hello",
                             headers={"Content-Type": "text/plain"}, timeout=5)
    assert_error(response, 415, "unsupported_media_type")


def test_body_without_content_type_is_415(server):
    """A body with no Content-Type at all is 415."""
    response = raw_request(server, b"POST /v1/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{}")
    assert response.status == 415


def test_json_with_charset_is_accepted(server):
    """application/json; charset=utf-8 counts as JSON (so routing answers, not 415)."""
    response = requests.post(f"{server.url}/v1/health", data=b"{}",
                             headers={"Content-Type": "application/json; charset=utf-8"}, timeout=5)
    assert_error(response, 405, "method_not_allowed")


def test_malformed_percent_encoding_is_400(server):
    """A target that is not valid percent-encoded UTF-8 is 400 bad_request."""
    for target in ["/v1/health%zz", "/v1/%ff%fe", "/v1/a%00b", "/v1/health?x=%G0"]:
        response = get_raw(server, target)
        assert response.status == 400, target
        assert response.json()["error"]["code"] == "bad_request"


def test_error_messages_echoing_input_stay_valid_json(server):
    """Quotes and backslashes from the path are escaped in the error message."""
    response = get_raw(server, '/v1/%22quoted%22%5Cback')
    assert response.status == 404
    assert '"quoted"\\back' in response.json()["error"]["message"]


def test_server_still_answers_after_bad_input(server):
    """After every kind of bad request above, health still answers."""
    for payload in [b"GARBAGE\r\n\r\n", b"GET / HTTP/9.9\r\n\r\n", b"\x00\xff\r\n\r\n"]:
        try:
            raw_request(server, payload, timeout=3)
        except (ConnectionError, OSError, ValueError, IndexError):
            pass
    assert requests.get(f"{server.url}/v1/health", timeout=5).status_code == 200

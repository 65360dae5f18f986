"""Clients that stall mid-body must not stop the server from answering others."""
import socket
import time

import requests

from swivel_harness import read_response


def open_stalled_post(server, declared: int, sent: int) -> socket.socket:
    sock = socket.create_connection((server.host, server.port), timeout=10)
    sock.sendall(
        b"POST /v1/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        + f"Content-Length: {declared}\r\n\r\n".encode() + b"[" * sent)
    return sock


def test_stalled_bodies_do_not_block_other_clients(server):
    """With more stalled uploads than worker threads, health still answers promptly."""
    stalled = [open_stalled_post(server, declared=100_000, sent=10) for _ in range(16)]
    try:
        time.sleep(0.2)
        for _ in range(5):
            started = time.monotonic()
            assert requests.get(f"{server.url}/v1/health", timeout=5).status_code == 200
            assert time.monotonic() - started < 1.0
    finally:
        for sock in stalled:
            sock.close()
    assert requests.get(f"{server.url}/v1/health", timeout=5).status_code == 200


def test_stalled_oversized_upload_gets_413_at_once(server):
    """A big declared body is answered 413 right away, without waiting for the bytes."""
    sock = open_stalled_post(server, declared=50_000_000, sent=100)
    try:
        response = read_response(sock)
        assert response.status == 413
    finally:
        sock.close()


def test_idle_stalled_connection_is_closed_after_timeout(start_server):
    """A body that never completes is dropped after the connection timeout."""
    quick = start_server("--connection-timeout", "1")
    sock = open_stalled_post(quick, declared=1000, sent=10)
    try:
        sock.settimeout(8)
        started = time.monotonic()
        closed = sock.recv(1024) == b""
        assert closed
        assert time.monotonic() - started < 7
    except ConnectionResetError:
        pass
    finally:
        sock.close()
    assert requests.get(f"{quick.url}/v1/health", timeout=5).status_code == 200

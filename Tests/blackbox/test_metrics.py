"""GET /metrics (issue 15): the Prometheus text exposition, checked by Prometheus' own promtool."""
import shutil
import subprocess

import pytest
import requests

from swivel_api import SwivelClient, rotate

TOKEN = "metrics-token-0123456789"


def test_metrics_pass_promtool_and_count_what_happened(start_server):
    """After sessions, events, a refusal and a reload, /metrics is valid for promtool and shows requests by route and status, latency, sessions, events applied, commits and body bytes."""
    promtool = shutil.which("promtool")
    assert promtool, "promtool is installed by scripts/install-deps.sh --test (Debian's prometheus)"
    running = start_server(durability="durable")
    client = SwivelClient(running.url)
    session_id = client.create("lifecycle-logger")["id"]
    client.apply(session_id, rotate("landscapeLeft"), rotate("portrait"))
    client.apply(session_id, rotate("landscapeLeft"))
    assert client.get("/v1/sessions/nope").status_code == 404
    response = requests.get(f"{running.url}/metrics", timeout=5)
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/plain; version=0.0.4")
    text = response.text
    checked = subprocess.run([promtool, "check", "metrics"], input=text, capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert 'swivel_http_requests_total{route="/v1/sessions/{id}/events",method="POST",status="200"} 2' in text
    assert 'swivel_http_requests_total{route="/v1/sessions/{id}",method="GET",status="404"} 1' in text
    assert "swivel_http_request_duration_seconds_bucket" in text
    assert "swivel_events_applied_total 3" in text
    assert "swivel_sessions 1" in text
    assert "swivel_sessions_loaded 1" in text
    assert "swivel_commit_batch_size_count" in text
    assert "swivel_commit_duration_seconds_count" in text
    assert "swivel_journal_fold_duration_seconds_count 0" in text  # a fold every 2,048 events
    assert "swivel_journal_fold_failures_total 0" in text
    assert "swivel_http_body_bytes_in_flight" in text


def test_metrics_need_the_token_when_one_is_set(start_server):
    """With a token, /metrics is an API route like the others."""
    running = start_server(env={"SWIVEL_TOKEN": TOKEN})
    assert requests.get(f"{running.url}/metrics", timeout=5).status_code == 401
    assert requests.get(f"{running.url}/metrics", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=5).status_code == 200

"""Static files from the public folder: index, MIME types, and no way out (Config/openapi.json)."""
import os

import pytest
import requests

from swivel_harness import REPO_ROOT, get_raw


@pytest.fixture
def static_server(start_server, tmp_path):
    """A server whose public folder is a small tree next to a secret it must never serve."""
    public = tmp_path / "public"
    (public / "css").mkdir(parents=True)
    (public / "index.html").write_text("<!doctype html><title>t</title>")
    (public / "app.js").write_text("export const x = 1;")
    (public / "css" / "style.css").write_text("body {}")
    (public / "data.json").write_text("{}")
    (public / "icon.svg").write_text("<svg/>")
    (tmp_path / "secret.txt").write_text("TOP-SECRET")
    os.symlink(tmp_path / "secret.txt", public / "escape.txt")
    os.symlink(tmp_path, public / "escape-dir")
    return start_server("--public", str(public))


def test_root_serves_index_html(static_server):
    """/ serves index.html as text/html."""
    response = requests.get(f"{static_server.url}/", timeout=5)
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/html")
    assert "<title>t</title>" in response.text


@pytest.mark.parametrize("path,mime", [
    ("/app.js", "text/javascript"), ("/css/style.css", "text/css"),
    ("/data.json", "application/json"), ("/icon.svg", "image/svg+xml"), ("/index.html", "text/html"),
])
def test_files_have_their_mime_types(static_server, path, mime):
    """Each file is served with the MIME type of its extension."""
    response = requests.get(static_server.url + path, timeout=5)
    assert response.status_code == 200
    assert response.headers["Content-Type"].split(";")[0] == mime


@pytest.mark.parametrize("target", [
    "/../secret.txt", "/css/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/etc/passwd",
    "/css/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "//etc/passwd", "/escape.txt",
    "/escape-dir/secret.txt", "/../../../../../../etc/passwd",
])
def test_traversal_attempts_are_404(static_server, target):
    """Plain, encoded, double-slash and symlink escapes are all 404 JSON, never the secret."""
    response = get_raw(static_server, target)
    assert response.status == 404, target
    assert b"TOP-SECRET" not in response.body
    assert b"root:" not in response.body
    assert response.json()["error"]["code"] == "not_found"


def test_directories_are_not_listed(static_server):
    """A folder is a 404, with or without a trailing slash."""
    for target in ["/css", "/css/"]:
        assert get_raw(static_server, target).status == 404


def test_repo_public_folder_is_served_by_default(server):
    """The default server serves the repo's Public/index.html at /."""
    assert (REPO_ROOT / "Public" / "index.html").exists()
    response = requests.get(f"{server.url}/", timeout=5)
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/html")

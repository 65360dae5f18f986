"""The pytest plugin as a harness author meets it: pytest run in a subprocess on a test file."""
import os
import pathlib
import subprocess
import sys
import textwrap

PACKAGE = pathlib.Path(__file__).resolve().parents[1]


def run_pytest(directory, source, **environment):
    """Writes `source` as test_it.py and runs pytest there; SWIVEL_* come only from `environment`."""
    (directory / "test_it.py").write_text(textwrap.dedent(source))
    env = {k: v for k, v in os.environ.items() if not k.startswith("SWIVEL_")}
    env.update(environment)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_it.py"],
                          cwd=directory, env=env, capture_output=True, text=True, timeout=120)


FIVE_LINES = """
    def test_locked_stays_portrait(swivel):
        session = swivel.create_session(app="selective-rotation", device="iphone-4", os="6")
        session.tap("showLocked")
        session.rotate("landscapeLeft")
        assert session.snapshot()["interfaceOrientation"] == "portrait"
"""


def test_no_binary_is_a_clear_error(tmp_path):
    """Without SWIVEL_BIN, swivel on PATH or SWIVEL_URL the test errors, saying what to set."""
    result = run_pytest(tmp_path, FIVE_LINES, PATH=os.path.dirname(sys.executable) + ":/usr/bin:/bin")
    assert result.returncode == 1, result.stdout
    assert "1 error" in result.stdout
    assert "swivel_server: no swivel binary to start: set SWIVEL_BIN" in result.stdout
    assert "Traceback" not in result.stdout


def test_a_wrong_swivel_bin_is_named(tmp_path):
    """SWIVEL_BIN that is not an executable is named in the error."""
    result = run_pytest(tmp_path, FIVE_LINES, SWIVEL_BIN=str(tmp_path / "nope"))
    assert result.returncode == 1
    assert f"SWIVEL_BIN={tmp_path / 'nope'} is not an executable file" in result.stdout


def test_the_plugin_starts_its_own_server(tmp_path, swivel_server):
    """With SWIVEL_BIN the five-line test passes on a server the plugin starts and stops."""
    if swivel_server.process is None:
        import pytest
        pytest.skip("this run uses SWIVEL_URL: no binary to hand on")
    result = run_pytest(tmp_path, FIVE_LINES, SWIVEL_BIN=str(swivel_server.process.binary))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout


def test_an_existing_server_keeps_the_sessions_of_failing_tests(tmp_path, swivel_server, swivel):
    """With SWIVEL_URL: a passing test's sessions are deleted, a failing test's kept and listed with their events and viewer page."""
    before = {s["id"] for s in swivel.sessions()}
    result = run_pytest(tmp_path, """
        def test_passes(swivel):
            swivel.create_session(app="swapper").rotate("landscapeLeft")

        def test_fails(swivel):
            session = swivel.create_session(app="alternate-landscape")
            session.rotate("landscapeLeft")
            session.tap("showB")
            assert session.snapshot()["visible"] == "APortraitViewController#1"
    """, SWIVEL_URL=swivel_server.url)
    assert result.returncode == 1, result.stdout
    assert "1 failed, 1 passed" in result.stdout
    left = [s for s in swivel.sessions() if s["id"] not in before]
    assert [s["app"] for s in left] == ["alternate-landscape"], "only the failing test's session stays"
    kept = left[0]["id"]
    assert "swivel sessions" in result.stdout
    assert f"{kept}: 2 events: rotate landscapeLeft, tap showB" in result.stdout
    assert f"{swivel_server.url}/#/sessions/{kept}" in result.stdout
    swivel.session(kept).delete()


def test_pip_install_builds_the_package_with_its_plugin(tmp_path):
    """`pip install ./clients/python` (here into a folder) installs swivel_client, its pytest11 entry point and py.typed; it needs only requests."""
    target = tmp_path / "site"
    result = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps",
                             "--no-build-isolation", "--target", str(target), str(PACKAGE)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (target / "swivel_client" / "pytest_plugin.py").is_file()
    assert (target / "swivel_client" / "py.typed").is_file()
    [info] = target.glob("swivel_client-*.dist-info")
    entry_points = (info / "entry_points.txt").read_text()
    assert "[pytest11]" in entry_points and "swivel = swivel_client.pytest_plugin" in entry_points
    requires = [line for line in (info / "METADATA").read_text().splitlines() if line.startswith("Requires-Dist:")]
    assert requires == ["Requires-Dist: requests>=2.25"]

"""The README's "Testing your app in CI": the five-line test passes, and the CI job runs the
README's own commands — the Quick start's build, the client from this repository — checked here
by running them (all but the install and build) against a test server, and by yamllint."""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import pytest
import yaml

from swivel_api import SwivelClient, rotate
from swivel_harness import REPO_ROOT, swivel_binary

README = REPO_ROOT / "README.md"
DOCUMENTED_URL = "http://127.0.0.1:8080"


def section(title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## )", README.read_text(), re.S | re.M)
    assert match, f"README.md has a '## {title}' section"
    return match.group(1)


def fenced(text: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```", text, re.S | re.M)


def commands(script: str) -> list[str]:
    return [line.strip() for line in script.splitlines() if line.strip() and not line.strip().startswith("#")]


def job() -> dict:
    [document] = fenced(section("Testing your app in CI"), "yaml")
    return yaml.safe_load(document)


def job_commands() -> list[str]:
    [only] = job()["jobs"].values()
    return [line for step in only["steps"] if "run" in step for line in commands(step["run"])]


def documented_commands() -> list[str]:
    """The section's last sh block: "The job runs these commands, in this order"."""
    return commands(fenced(section("Testing your app in CI"), "sh")[-1])


def test_the_five_line_test_passes(server, tmp_path):
    """The section's first python block is a five-line test of the `swivel` fixture; run by the job's pytest command it passes."""
    example = fenced(section("Testing your app in CI"), "python")[0]
    assert len(example.strip().splitlines()) == 5
    rotation = tmp_path / "rotation"
    rotation.mkdir()
    (rotation / "test_rotation.py").write_text(example)
    [pytest_line] = [c for c in documented_commands() if "/pytest " in c]
    result = run_documented(pytest_line, server, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout
    report = ElementTree.parse(tmp_path / "pytest.xml").getroot()
    assert report.find(".//testcase").get("name") == "test_locked_stays_portrait"


@pytest.mark.skipif(shutil.which("curl") is None, reason="the export lines use curl")
def test_the_export_lines_turn_a_session_into_a_passing_test(server, tmp_path):
    """The section's export block, with $SESSION a session of the server, saves test_session.py and runs it: 1 passed."""
    [block] = [b for b in fenced(section("Testing your app in CI"), "sh") if "/export?format=pytest" in b]
    client = SwivelClient(server.url)
    session = client.create("alternate-landscape")["id"]
    client.apply(session, rotate("landscapeLeft"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("SWIVEL_")}
    env.update(SESSION=session, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", PYTEST_ADDOPTS="-p swivel_client.pytest_plugin -p no:cacheprovider")
    script = block.replace(DOCUMENTED_URL, server.url).replace("pytest ", f"{shlex.quote(sys.executable)} -m pytest ")
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout and (tmp_path / "test_session.py").is_file()


def test_the_job_runs_the_readmes_own_commands():
    """Every command of the job is the README's documented list, in order; Swivel is built by the Quick start's `make run` and the client installed from this repository."""
    assert job_commands() == documented_commands()
    quick_start = commands(fenced(section("Quick start"), "sh")[0])
    assert any(line.startswith("make run") for line in quick_start)
    build = [c for c in job_commands() if c.startswith("make ")]
    assert build == ['make -C swivel run RUN_ARGS="--durability memory" > swivel.log 2>&1 &'], "the Quick start's make run, from swivel/"
    assert "RUN_ARGS ?=" in (REPO_ROOT / "Makefile").read_text()
    assert any(c.endswith("pip install ./swivel/clients/python pytest") for c in job_commands())
    assert (REPO_ROOT / "clients" / "python" / "pyproject.toml").is_file()
    [explore] = [c for c in job_commands() if " explore " in c]
    assert explore.startswith("swivel/.build/debug/swivel explore ")
    help_text = subprocess.run([str(swivel_binary()), "explore", "--help"], capture_output=True, text=True).stdout
    for flag in re.findall(r"--[a-z-]+", explore):
        assert flag in help_text, f"swivel explore has {flag}"


def test_the_job_definition_is_for_a_linux_runner_in_the_dockerfiles_image():
    """runs-on an ubuntu runner, in the image the Dockerfile builds in (Debian bookworm, Swift 6.3); the reports are kept even when a step fails."""
    definition = job()
    [only] = definition["jobs"].values()
    assert only["runs-on"].startswith("ubuntu-")
    dockerfile = (REPO_ROOT / "Dockerfile").read_text()
    assert f"FROM {only['container']} AS build" in dockerfile
    upload = only["steps"][-1]
    assert upload["uses"].startswith("actions/upload-artifact@") and upload["if"] == "always()"
    assert set(upload["with"]["path"].split()) == {"pytest.xml", "explore.xml", "swivel.log"}


def test_the_job_yaml_passes_yamllint():
    """yamllint finds nothing in the job (its default rules, lines up to 130, GitHub's `on:` key allowed)."""
    linter = pytest.importorskip("yamllint.linter", reason="yamllint is installed by scripts/install-deps.sh --test")
    from yamllint.config import YamlLintConfig
    [document] = fenced(section("Testing your app in CI"), "yaml")
    config = YamlLintConfig("extends: default\nrules:\n  document-start: disable\n  truthy: {check-keys: false}\n"
                            "  line-length: {max: 130}\n")
    problems = [f"{p.line}:{p.column} {p.message} ({p.rule})" for p in linter.run(document, config)]
    assert problems == []


@pytest.mark.skipif(shutil.which("curl") is None, reason="the job's health check uses curl")
def test_the_jobs_commands_run_against_a_server(server, tmp_path):
    """The health wait, the pytest run and the explorer with --junit run as written (the server and paths swapped in); the gate passes for swapper and fails, with its JUnit failure, for selective-rotation's stuck interface."""
    rotation = tmp_path / "rotation"
    rotation.mkdir()
    (rotation / "test_rotation.py").write_text(fenced(section("Testing your app in CI"), "python")[0])
    write_app(rotation / "app.json", "swapper")
    for command in documented_commands()[2:]:
        result = run_documented(command, server, tmp_path)
        assert result.returncode == 0, f"{command}\n{result.stdout}{result.stderr}"
    report = ElementTree.parse(tmp_path / "explore.xml").getroot()
    assert report.get("name") == "swivel explore my-swapper"
    assert len(report.findall("testsuite")) == 2 and report.get("failures") == "0"

    write_app(rotation / "app.json", "selective-rotation")
    gate = run_documented(documented_commands()[-1], server, tmp_path)
    assert gate.returncode == 1, gate.stdout + gate.stderr
    failures = ElementTree.parse(tmp_path / "explore.xml").getroot().findall(".//failure")
    assert {f.get("type") for f in failures} == {"stuckOrientation"} and len(failures) == 2


def write_app(path, built_in: str):
    """A built-in app's definition as the user's own (an id of its own: built-in ids are taken)."""
    definition = json.loads((REPO_ROOT / "Config" / "apps" / f"{built_in}.json").read_text())
    path.write_text(json.dumps({**definition, "id": f"my-{built_in}"}))


def run_documented(command: str, server, workdir):
    """A documented command with the test's server, Python and swivel binary in place of the
    job's (`.venv` made by the job's pip line is the test venv here)."""
    if command.startswith("python3 -m venv"):
        command = f"{shlex.quote(sys.executable)} -c 'import swivel_client, pytest'"
    command = command.replace(DOCUMENTED_URL, server.url)
    command = command.replace(".venv/bin/pytest", f"{shlex.quote(sys.executable)} -m pytest -p no:cacheprovider")
    command = command.replace("swivel/.build/debug/swivel", shlex.quote(str(swivel_binary())))
    env = {k: v for k, v in os.environ.items() if not k.startswith("SWIVEL_")}
    return subprocess.run(["bash", "-euo", "pipefail", "-c", command], cwd=workdir, env=env,
                          capture_output=True, text=True, timeout=120)

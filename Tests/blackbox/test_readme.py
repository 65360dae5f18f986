"""The README's Walkthrough pastes and runs: its shell blocks, run by bash against a test server."""
import json
import re
import shutil
import subprocess
import sys

import pytest

from swivel_harness import REPO_ROOT, swivel_binary

README = REPO_ROOT / "README.md"
DOCUMENTED_URL = "http://127.0.0.1:8080"


def walkthrough() -> str:
    text = README.read_text()
    match = re.search(r"^## Walkthrough\n(.*?)(?=^## )", text, re.S | re.M)
    assert match, "README.md has a '## Walkthrough' section"
    return match.group(1)


def fenced(section: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```", section, re.S | re.M)


def run_section(heading: str, server) -> tuple[str, subprocess.CompletedProcess]:
    """The README section under `## heading`, and its shell blocks run by bash against `server` (asserted to succeed)."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## )", README.read_text(), re.S | re.M)
    assert match, f"README.md has the section {heading!r}"
    script = "\n".join(fenced(match.group(1), "sh")).replace(DOCUMENTED_URL, server.url)
    script = script.replace(".build/debug/swivel", str(swivel_binary()))
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True, timeout=60, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    return match.group(1), result


def json_documents(text: str) -> list:
    """Every JSON value printed one after another (json.tool output between other lines)."""
    decoder, found, index = json.JSONDecoder(), [], 0
    while (start := text.find("{", index)) != -1:
        try:
            value, index = decoder.raw_decode(text, start)
            found.append(value)
        except json.JSONDecodeError:
            index = start + 1
    return found


@pytest.mark.skipif(shutil.which("curl") is None, reason="the walkthrough needs curl")
def test_walkthrough_commands_run_and_print_what_the_readme_says(server):
    """The sh blocks run with `set -euo pipefail` against a test server and print the documented final stack."""
    section = walkthrough()
    commands = fenced(section, "sh")
    assert len(commands) >= 2, "the walkthrough has its commands in ```sh blocks"
    script = "\n".join(commands)
    assert DOCUMENTED_URL in script, "the commands target make run's server"
    script = script.replace(DOCUMENTED_URL, server.url)
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True,
                            timeout=60, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    printed = json_documents(result.stdout)
    documented = [json.loads(block) for block in fenced(section, "json")]
    assert documented, "the README shows the final stack as a ```json block"
    assert documented[-1] in printed, (documented[-1], result.stdout)
    final = printed[-1]
    assert [c["id"] for c in final["controllers"]] == ["APortraitViewController#1"]
    assert final["navigationBarHidden"] is False
    assert "APortraitViewController#1 swapControllersIfNeeded" in result.stdout
    assert result.stdout.rstrip().endswith("same trace")


def test_appium_example_runs_against_the_server(server, tmp_path):
    """The README's Appium example runs unchanged but for the URL, prints the refusal (with its reason, docs/semantics.md#rotation-decisions) and PORTRAIT, and saves a 640 × 1136 PNG (320 × 568 points at the device's 2x)."""
    text = README.read_text()
    match = re.search(r"^## Driving it from Appium\n(.*?)(?=^## )", text, re.S | re.M)
    assert match, "README.md has a '## Driving it from Appium' section"
    [example] = fenced(match.group(1), "python")
    assert DOCUMENTED_URL in example
    script = example.replace(DOCUMENTED_URL, server.url)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == [
        "Unable To Rotate Device: LockedViewController#1 (through RotatingNavigationController#1's forwarding) answered NO to shouldAutorotate",
        "PORTRAIT",
    ]
    picture = (tmp_path / "locked.png").read_bytes()
    assert picture[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(picture[16:20], "big"), int.from_bytes(picture[20:24], "big")) == (640, 1136)


@pytest.mark.skipif(shutil.which("curl") is None, reason="the section needs curl")
def test_auto_layout_section_runs_and_prints_the_broken_constraint(server):
    """The README's Auto Layout commands run against a test server: UIKit's warning, the broken constraint as documented, and the explorer's finding."""
    section, result = run_section("Auto Layout: a form that breaks in landscape", server)
    assert "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint signUp.bottom <= formView.bottom - 20" in result.stdout
    documented = [json.loads(block) for block in fenced(section, "json")]
    assert documented[-1] in json_documents(result.stdout)
    assert "unsatisfiableConstraints" in result.stdout and "signUp.bottomMargin" in result.stdout


@pytest.mark.skipif(shutil.which("curl") is None, reason="the section needs curl")
def test_import_section_imports_registers_and_finds_the_bug(server, tmp_path):
    """The README's import commands run: the storyboard imports, registers on a test server, and the explorer finds the stuck orientation."""
    match = re.search(r"^## Importing your Interface Builder files\n(.*?)(?=^## )", README.read_text(), re.S | re.M)
    assert match, "README.md has the import section"
    script = "\n".join(fenced(match.group(1), "sh")).replace(DOCUMENTED_URL, server.url)
    script = script.replace(".build/debug/swivel", str(swivel_binary())).replace("examples/", str(REPO_ROOT / "examples") + "/")
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "registered alternate-views" in result.stdout
    assert "stuckOrientation" in result.stdout and "found a rotation bug" in result.stdout
    assert "note: " in result.stderr
    try:
        import requests
        assert requests.get(server.url + "/v1/apps/alternate-views", timeout=10).json()["id"] == "alternate-views"
    finally:
        import requests
        requests.delete(server.url + "/v1/apps/alternate-views", timeout=10)


def test_todays_ios_section_prints_the_ios_16_decision(server):
    """The README's iOS 16 commands run against a test server: Locked rotates on iOS 17 with the documented decision, and the explorer finds it."""
    section, result = run_section("Today's iOS: what iOS 16 did to seed 001's app", server)
    documented = fenced(section, "text")[0]
    assert documented in result.stdout
    assert "iphone-15-pro, iOS 16" in result.stdout and "iphone-15-pro, iOS 17" in result.stdout
    assert "undesignedOrientation    LockedViewController" in result.stdout

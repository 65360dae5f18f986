"""Export test on a live session's page (README.md#testing-your-app-in-ci): a session clicked through in the viewer
becomes a file that runs and passes against the server it came from."""
import os
import subprocess
import sys

import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from viewer_page import error_banner, screenshot, visible_controller, wait, wait_text

# Record what the page hands to its <a download> (name and text) instead of downloading it.
CATCH_DOWNLOADS = """
    window.savedExports = [];
    HTMLAnchorElement.prototype.click = function () {
        if (!this.download) return;
        const name = this.download;
        fetch(this.href).then((r) => r.text().then((text) => window.savedExports.push(
            {name, text, type: r.headers.get('Content-Type')})));
    };"""


def exported(driver, format_value):
    """Chooses the format, clicks Export test and returns what the page saved."""
    driver.execute_script("window.savedExports = [];")
    Select(driver.find_element(By.ID, "export-format")).select_by_value(format_value)
    driver.find_element(By.ID, "export-test-button").click()
    return wait(driver, lambda d: d.execute_script("return window.savedExports[0] || null"),
                message=f"nothing was saved (error: {error_banner(driver)})")


def run_pytest(path, server):
    # Only the client's plugin: the venv's other plugins cost 2 s a run.
    environment = {**os.environ, "SWIVEL_URL": server, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "swivel_client.pytest_plugin", str(path)],
                          capture_output=True, text=True, timeout=120, cwd=path.parent, env=environment)


def test_export_test_saves_a_pytest_file_that_passes(driver, swivel_server, tmp_path, output_dir):
    """Rotate and tap in the page, Export test (pytest): test_session_<id>.py replays both events and passes against the server; Appium and Swift Testing save theirs."""
    created = requests.post(f"{swivel_server}/v1/sessions", json={"app": "alternate-landscape"}, timeout=10)
    sid = created.json()["id"]
    driver.get(f"{swivel_server}/#/sessions/{sid}")
    wait_text(driver, "device-orientation", "portrait")
    driver.find_element(By.CSS_SELECTOR, '#rotate-controls button[data-orientation="landscapeLeft"]').click()
    wait(driver, lambda d: visible_controller(d) == "ALandscapeViewController#1")
    driver.find_element(By.CSS_SELECTOR, '[data-view-id="showB"]').click()
    wait(driver, lambda d: visible_controller(d) == "BViewController#1")
    button = driver.find_element(By.ID, "export-test-button")
    assert button.is_displayed() and button.text == "Export test"
    screenshot(driver, output_dir, "live-export-test")
    driver.execute_script(CATCH_DOWNLOADS)

    saved = exported(driver, "pytest")
    assert saved["name"] == f"test_session_{sid}.py"
    assert saved["type"].startswith("text/x-python")
    assert 'session.rotate("landscapeLeft")' in saved["text"] and 'session.tap("showB")' in saved["text"]
    test_file = tmp_path / saved["name"]
    test_file.write_text(saved["text"])
    result = run_pytest(test_file, swivel_server)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout

    appium = exported(driver, "appium")
    assert appium["name"] == f"test_session_{sid}_appium.py"
    appium_file = tmp_path / appium["name"]
    appium_file.write_text(appium["text"])
    result = run_pytest(appium_file, swivel_server)
    assert result.returncode == 0, result.stdout + result.stderr

    # The Swift Testing file is compiled and run by Tests/blackbox/test_export_swift.py.
    swift = exported(driver, "swift-testing")
    assert swift["name"] == f"Session_{sid}Tests.swift"
    assert swift["type"].startswith("text/x-swift")
    assert "    try await session.rotate(.landscapeLeft)\n    try await session.tap(\"showB\")\n" in swift["text"]
    assert error_banner(driver) is None


def test_export_test_is_only_on_live_sessions(driver, static_site):
    """A saved JSON file in the static viewer has no server session to export: the button is hidden."""
    driver.get(f"{static_site}/Public/index.html?src=../Tests/viewer/fixtures/snapshot-000-landscape.json")
    wait_text(driver, "device-orientation", "landscapeLeft")
    assert not driver.find_element(By.ID, "export-test").is_displayed()
    assert not driver.find_element(By.ID, "export-test-button").is_displayed()

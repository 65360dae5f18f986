"""The viewer's Import page (docs/interface-import.md): Interface Builder files → an app, registered, then run.

Against the real `swivel serve` only (the stub has no importer). Files are chosen through the page's
`<input type=file>` (or dropped), read in the browser and sent to `POST /v1/apps/import`; what the page
shows is checked against the server's own answer for the same files. Every app a test registers has a
fresh id and is deleted afterwards.
"""
import json
import pathlib
import re
import uuid

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_live_session import server_layout, server_snapshot
from viewer_page import (add_import_files, assert_boxes_match_layout, click_import, drop_files, error_banner,
                         expected_import_sources, expected_import_tree, import_file_error, import_files_listed,
                         import_notes, import_sources, import_tree,
                         no_horizontal_overflow, overlay_problems, screenshot, set_overlay, text_of,
                         visible_controller, wait, wait_text)

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "InterfaceImportTests" / "Fixtures"
STORYBOARD = FIXTURES / "AlternateViews-Xcode42.storyboard"
PLIST = FIXTURES / "Info.plist"
# A <scene> closed by the wrong end tag: line 4, column 12 (the `<` of `</scenes>`).
BROKEN = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
  <scenes>
    <scene></scenes>
</document>
"""
FIXED_OVERLAY = {"controllers": {
    "PortraitAViewController": {"supportedInterfaceOrientations": "allButUpsideDown",
                                "shouldAutorotateToInterfaceOrientation": "infoPlist"},
    "Landscape": {"supportedInterfaceOrientations": "landscape"},
}}


@pytest.fixture
def base(swivel_server):
    """The real server's URL; apps registered under `imported-…` ids and explorations still running are removed after."""
    yield swivel_server
    for app in requests.get(f"{swivel_server}/v1/apps", timeout=10).json()["apps"]:
        if app["source"] == "registered" and app["id"].startswith("imported-"):
            requests.delete(f"{swivel_server}/v1/apps/{app['id']}", timeout=10)
    for exploration in requests.get(f"{swivel_server}/v1/explorations", timeout=10).json()["explorations"]:
        if exploration["status"] == "running":
            requests.delete(f"{swivel_server}/v1/explorations/{exploration['id']}", timeout=10)


def fresh_id():
    return f"imported-{uuid.uuid4().hex[:8]}"


def hash_of(driver):
    return driver.execute_script("return location.hash")


def server_import(base, paths, app_id=None, overlay=None):
    """`POST /v1/apps/import` with the files' text, as the page sends it: `(status, body)`."""
    body = {"files": {path.name: path.read_text() for path in paths}}
    if app_id:
        body["id"] = app_id
    if overlay is not None:
        body["overlay"] = overlay
    answer = requests.post(f"{base}/v1/apps/import", json=body, timeout=10)
    return answer.status_code, answer.json()


def server_app(base, app_id):
    answer = requests.get(f"{base}/v1/apps/{app_id}", timeout=10)
    return answer.status_code, answer.json()


def open_import_page(driver, base):
    driver.get(f"{base}/#/import")
    wait(driver, lambda d: d.find_element(By.ID, "import-view").is_displayed(), message="the import page never showed")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#import-device option[value="iphone-4"]'),
         message="the device list never loaded")


def type_app_id(driver, app_id):
    field = driver.find_element(By.ID, "import-id")
    field.clear()
    field.send_keys(app_id)


def register_status(driver):
    """Waits for Register's outcome: `(state, text)` of its status line."""
    wait(driver, lambda d: d.find_element(By.ID, "import-register-status").get_attribute("data-state") in ("done", "failed"),
         message="registering never finished")
    status = driver.find_element(By.ID, "import-register-status")
    return status.get_attribute("data-state"), status.text


def click_register(driver, button="import-register"):
    driver.execute_script("document.getElementById('import-register-status').dataset.state = ''")
    driver.find_element(By.ID, button).click()
    return register_status(driver)


def test_import_fix_the_overlay_register_and_open_a_session(driver, base, output_dir):
    """Home → Import; the storyboard and Info.plist imported as the server imports them; a bad overlay key shown
    with its path; fixed, registered, and a session of the app opened on its session page."""
    driver.get(f"{base}/")
    assert driver.find_element(By.ID, "nav-import").get_attribute("href").endswith("#/import")
    wait(driver, lambda d: d.find_element(By.ID, "home-import-link").is_displayed())
    driver.find_element(By.ID, "home-import-link").click()
    wait(driver, lambda d: hash_of(d) == "#/import")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#import-device option[value="iphone-4"]'))
    assert driver.find_element(By.ID, "nav-import").get_attribute("aria-current") == "page"
    assert driver.find_element(By.ID, "import-register").get_attribute("disabled") is not None

    add_import_files(driver, [STORYBOARD, PLIST])
    wait(driver, lambda d: len(import_files_listed(d)) == 2, message="the chosen files were never listed")
    assert import_files_listed(driver) == [(STORYBOARD.name, "storyboard"), (PLIST.name, "Info.plist")]
    app_id = fresh_id()
    type_app_id(driver, app_id)

    # Import: the tree, notes and segues are the server's answer for the same files.
    state, text = click_import(driver)
    assert state == "done", text
    status, expected = server_import(base, [STORYBOARD, PLIST], app_id)
    assert status == 200
    app = expected["app"]
    assert text.startswith(f"Imported {app_id}: 4 controllers, {len(expected['notes'])} notes, 0 segues")
    assert text_of(driver, "import-app-id") == app_id
    assert import_tree(driver) == expected_import_tree(app)
    assert [key for key, _ in import_tree(driver)] == ["PortraitAViewController", "PortraitBViewController", "Landscape",
                                         "SettingsViewController"]
    assert import_notes(driver) == [{"file": n["file"], "object": n.get("object"), "message": n["message"]}
                                    for n in expected["notes"]]
    structure = text_of(driver, "import-structure")
    assert "RotatingNavigationController (navigation bar hidden) → PortraitAViewController" in structure
    assert "portrait, landscapeRight, landscapeLeft" in structure
    button = driver.find_element(By.CSS_SELECTOR, '#import-controllers li[data-element-id="8"]')
    assert "“Show B”" in button.text and "20,60 280×37" in button.text and "→ push PortraitBViewController" in button.text
    assert driver.find_element(By.ID, "import-segues-empty").is_displayed()
    # The empty editor got a skeleton naming every imported controller (not applied: the result is marked).
    skeleton = json.loads(driver.find_element(By.ID, "import-overlay").get_attribute("value"))
    assert list(skeleton["controllers"]) == list(app["controllers"])
    assert skeleton["controllers"]["Landscape"] == {"supportedInterfaceOrientations": "landscape"}
    assert all("source" not in entry for entry in skeleton["controllers"].values())  # the import's, not the user's
    assert driver.find_element(By.ID, "import-stale").is_displayed()
    assert error_banner(driver) is None
    driver.execute_script("window.scrollTo(0, 0)")
    screenshot(driver, output_dir, "import-1-imported")

    # A JSON syntax error is shown as it is typed, with its line and column; Import refuses to send it.
    set_overlay(driver, '{"controllers": {\n  "Nope" {}}')
    syntax = driver.find_element(By.ID, "import-overlay-syntax")
    wait(driver, lambda d: syntax.is_displayed(), message="no inline JSON syntax error")
    assert re.search(r"Not valid JSON at line 2, column \d+", syntax.text), syntax.text
    assert driver.find_element(By.ID, "import-overlay").get_attribute("aria-invalid") == "true"
    state, text = click_import(driver)
    assert state == "failed" and "JSON" in text

    # A key that matches no imported controller: the server's problem, with its path, under the editor.
    set_overlay(driver, json.dumps({"controllers": {"Nope": {"shouldAutorotate": False},
                                                    "Landscape": {"elements": {"missing": {"text": "x"}}}}}, indent=2))
    wait(driver, lambda d: not syntax.is_displayed())
    state, text = click_import(driver)
    assert state == "failed" and "2 problems" in text, text
    assert overlay_problems(driver) == [
        ("$.overlay.controllers.Nope", "no imported controller has this key"),
        ("$.overlay.controllers.Landscape.elements.missing", "no imported element of Landscape has this id"),
    ]
    assert driver.find_element(By.ID, "import-stale").is_displayed()  # the last good import is still shown
    driver.execute_script("document.getElementById('import-overlay-title').scrollIntoView()")
    screenshot(driver, output_dir, "import-2-overlay-problems")
    # The path is a button that selects the key in the editor.
    driver.find_element(By.CSS_SELECTOR, '#import-problem-list li[data-path="$.overlay.controllers.Nope"] button').click()
    assert driver.execute_script(
        "const t = document.getElementById('import-overlay'); return t.value.slice(t.selectionStart, t.selectionEnd)"
    ) == '"Nope"'

    # Fixed: imported with the overlay (its keys shown on the controllers), problems gone, skeleton left alone.
    set_overlay(driver, json.dumps(FIXED_OVERLAY, indent=2))
    state, text = click_import(driver)
    assert state == "done", text
    assert overlay_problems(driver) is None
    assert driver.find_element(By.ID, "import-overlay").get_attribute("aria-invalid") is None
    assert json.loads(driver.find_element(By.ID, "import-overlay").get_attribute("value")) == FIXED_OVERLAY
    assert not driver.find_element(By.ID, "import-stale").is_displayed()
    chips = [chip.text for chip in driver.find_elements(
        By.CSS_SELECTOR, '#import-controllers details[data-controller="PortraitAViewController"] .chip')]
    assert chips == ["supportedInterfaceOrientations: allButUpsideDown", "shouldAutorotateToInterfaceOrientation: infoPlist"]

    # Register: the server holds exactly the imported (overlaid) app.
    state, text = click_register(driver)
    assert state == "done" and text == f"Registered {app_id}.", text
    _, with_overlay = server_import(base, [STORYBOARD, PLIST], app_id, FIXED_OVERLAY)
    assert server_app(base, app_id) == (200, with_overlay["app"])
    listed = {a["id"]: a["source"] for a in requests.get(f"{base}/v1/apps", timeout=10).json()["apps"]}
    assert listed[app_id] == "registered"
    run = driver.find_element(By.ID, "import-run")
    assert run.is_displayed() and text_of(driver, "import-run-title") == f"Run {app_id}"
    assert driver.switch_to.active_element == driver.find_element(By.ID, "import-open-session")  # the next step
    screenshot(driver, output_dir, "import-3-registered")

    # Open a session: iPhone 4, iOS 6 → the session page, drawing the imported app.
    Select(driver.find_element(By.ID, "import-device")).select_by_value("iphone-4")
    Select(driver.find_element(By.ID, "import-os")).select_by_value("6")
    driver.find_element(By.ID, "import-open-session").click()
    wait(driver, lambda d: re.fullmatch(r"#/sessions/.+", hash_of(d)),
         message=f"no session page opened (error: {error_banner(driver)})")
    sid = requests.utils.unquote(hash_of(driver).split("/", 2)[2])
    snapshot = server_snapshot(base, sid)
    assert (snapshot["app"], snapshot["device"], snapshot["os"]) == (app_id, "iphone-4", "6")
    wait_text(driver, "session-version", f"version {snapshot['version']}")
    assert text_of(driver, "session-subtitle").startswith(f"{app_id} · iphone-4 · iOS 6")
    assert visible_controller(driver) == "PortraitAViewController#1"  # the root's first instance
    assert_boxes_match_layout(driver, server_layout(base, sid))
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "import-4-session")

    # The new app is in the home page's catalogue now.
    driver.get(f"{base}/")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, f'#create-app option[value="{app_id}"]'),
         message="the registered app is not offered on the home page")
    assert driver.find_element(By.CSS_SELECTOR, f'#create-app option[value="{app_id}"]').text == f"{app_id} (registered)"


def test_a_taken_id_is_replaced_and_the_app_explored(driver, base, output_dir):
    """Register answers 409 for an id registered already: "Replace" puts the new definition; then "Explore" starts an
    exploration of it and shows its page."""
    app_id = fresh_id()
    _, first = server_import(base, [STORYBOARD], app_id)
    assert requests.post(f"{base}/v1/apps", json=first["app"], timeout=10).status_code == 201

    open_import_page(driver, base)
    add_import_files(driver, [STORYBOARD, PLIST])
    wait(driver, lambda d: len(import_files_listed(d)) == 2)
    type_app_id(driver, app_id)
    set_overlay(driver, json.dumps(FIXED_OVERLAY, indent=2))
    # Register without importing first: it imports the form's files and overlay, then registers.
    state, text = click_register(driver)
    assert state == "failed" and f"An app {app_id} is registered already" in text, text
    assert text_of(driver, "import-status").startswith(f"Imported {app_id}")
    replace = driver.find_element(By.ID, "import-replace")
    assert replace.is_displayed() and replace.text == f"Replace {app_id}"
    assert driver.switch_to.active_element == replace
    assert server_app(base, app_id) == (200, first["app"])
    driver.execute_script("document.getElementById('import-overlay-title').scrollIntoView()")
    screenshot(driver, output_dir, "import-5-app-exists")

    state, text = click_register(driver, "import-replace")
    assert state == "done" and text.startswith(f"Replaced {app_id}"), text
    assert not replace.is_displayed()
    _, replaced = server_import(base, [STORYBOARD, PLIST], app_id, FIXED_OVERLAY)
    assert server_app(base, app_id) == (200, replaced["app"])

    depth = driver.find_element(By.ID, "import-depth")
    depth.clear()
    depth.send_keys("3")
    driver.find_element(By.ID, "import-explore").click()
    wait(driver, lambda d: re.fullmatch(r"#/explorations/[^/]+", hash_of(d)),
         message=f"no exploration page opened (error: {error_banner(driver)})")
    xid = requests.utils.unquote(hash_of(driver).split("/", 2)[2])
    exploration = requests.get(f"{base}/v1/explorations/{xid}", timeout=10).json()
    assert exploration["request"]["app"] == app_id and exploration["request"]["depth"] == 3
    wait_text(driver, "exploration-status", "done", timeout=30)
    assert app_id in text_of(driver, "exploration-request")


def test_a_bad_file_shows_its_line_and_column(driver, base, output_dir, tmp_path):
    """Malformed XML: the server's `file:line:column` and message next to that file, nothing imported; the file
    dropped again, fixed under the same name, replaces it and imports."""
    broken = tmp_path / "Broken.storyboard"
    broken.write_text(BROKEN)
    status, refused = server_import(base, [broken, PLIST])
    assert status == 422
    error = refused["error"]
    assert (error["code"], error["file"], error["line"], error["column"]) == \
        ("invalid_interface_file", "Broken.storyboard", 4, 12)

    open_import_page(driver, base)
    add_import_files(driver, [broken, PLIST])
    wait(driver, lambda d: len(import_files_listed(d)) == 2)
    state, text = click_import(driver)
    assert state == "failed" and text == "Broken.storyboard could not be imported: see the error by the file."
    location, code, message = import_file_error(driver, "Broken.storyboard")
    assert (location, code) == ("Broken.storyboard:4:12", "invalid_interface_file")
    assert error["message"] == f"{location}: {message}"
    assert import_file_error(driver, "Info.plist") is None
    assert driver.find_element(By.ID, "import-result-empty").is_displayed()
    assert not driver.find_element(By.ID, "import-app-panel").is_displayed()
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "import-6-bad-file")

    # Dropped on the page (not opened as saved JSON): the same name replaces the broken file and clears its error.
    drop_files(driver, {"Broken.storyboard": STORYBOARD.read_text()})
    wait(driver, lambda d: import_file_error(d, "Broken.storyboard") is None, message="the dropped file kept the error")
    assert hash_of(driver) == "#/import"
    assert import_files_listed(driver) == [("Broken.storyboard", "storyboard"), ("Info.plist", "Info.plist")]
    state, text = click_import(driver)
    assert state == "done", text
    assert text_of(driver, "import-app-id") == "Broken"  # the id is the main storyboard's name

    # A narrow window: one column, nothing wider than the page.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    wait(driver, no_horizontal_overflow, message="the import page overflows a 400 px window")


def test_each_imported_part_shows_where_it_came_from(driver, base, output_dir):
    """Every controller's summary shows its `source` as `file · object` and every view row its object id (the row's
    tooltip names the file too), as the server's answer has them (docs/app-format.md "Where an imported part came
    from"); a part whose source the overlay removed (`null`, a JSON Merge Patch) shows none. The editor says how the
    overlay is merged; buttons the overlay gives a `show` and a `showDetail` action say so in their rows."""
    open_import_page(driver, base)
    help_text = text_of(driver, "import-overlay-help")
    assert "JSON Merge Patch (RFC 7396" in help_text and "null removes a key" in help_text, help_text

    overlay = {"controllers": {"Landscape": {"supportedInterfaceOrientations": "landscape", "source": None,
                                             "elements": {"LandscapeTitle": {"source": None}}},
                               "PortraitAViewController": {"elements": {"8": {"action": {"type": "show"}}}},
                               # The present's own keys removed (`null`), its controller kept.
                               "PortraitBViewController": {"elements": {"SettingsButton": {"action": {
                                   "type": "showDetail", "navigationController": None, "style": None}}}}}}
    add_import_files(driver, [STORYBOARD, PLIST])
    wait(driver, lambda d: len(import_files_listed(d)) == 2)
    set_overlay(driver, json.dumps(overlay, indent=2))
    state, text = click_import(driver)
    assert state == "done", text
    status, expected = server_import(base, [STORYBOARD, PLIST], overlay=overlay)
    assert status == 200
    assert import_sources(driver) == expected_import_sources(expected["app"])

    # Known parts of the fixture: the scene's controller (id="5"), the view (id="6"), the label whose element id
    # is its outlet (titleLabel, id="7"), the button named by its object id (id="8").
    sources = {key: (summary, {row[0]: row[1:] for row in rows}) for key, summary, rows in import_sources(driver)}
    summary, rows = sources["PortraitAViewController"]
    assert summary == "AlternateViews-Xcode42.storyboard · 5"
    assert rows["view"] == ["6", "from AlternateViews-Xcode42.storyboard · 6"]
    assert rows["titleLabel"] == ["7", "from AlternateViews-Xcode42.storyboard · 7"]
    label = driver.find_element(By.CSS_SELECTOR, '#import-controllers li[data-element-id="titleLabel"] > .tree-line')
    assert label.find_element(By.CSS_SELECTOR, "code.tree-source").text == "7"
    assert rows["8"] == ["8", "from AlternateViews-Xcode42.storyboard · 8"]
    shows = driver.find_element(By.CSS_SELECTOR, '#import-controllers li[data-element-id="8"]')
    assert "→ show PortraitBViewController" in shows.text, shows.text
    shows_detail = driver.find_element(By.CSS_SELECTOR, '#import-controllers li[data-element-id="SettingsButton"]')
    assert "→ showDetail SettingsViewController" in shows_detail.text, shows_detail.text
    # The overlay removed Landscape's and its title's source: nothing shown for them, its view's still is.
    summary, rows = sources["Landscape"]
    assert summary is None
    assert rows["LandscapeTitle"] == [None, None]
    landscape = driver.find_element(By.CSS_SELECTOR, '#import-controllers details[data-controller="Landscape"]')
    assert not landscape.find_elements(By.CSS_SELECTOR, ".import-source")
    assert not landscape.find_elements(By.CSS_SELECTOR, 'li[data-element-id="LandscapeTitle"] > .tree-line code.tree-source')
    assert rows["view"] == ["27", "from AlternateViews-Xcode42.storyboard · 27"]
    # The rotation-key chips never list the source.
    chips = [chip.get_attribute("data-key") for chip in driver.find_elements(By.CSS_SELECTOR, "#import-controllers .chip")]
    assert chips and "source" not in chips, chips
    assert error_banner(driver) is None
    driver.execute_script("document.getElementById('import-controllers').scrollIntoView()")
    screenshot(driver, output_dir, "import-7-sources")

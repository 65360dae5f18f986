"""The viewer on today's iOS (docs/semantics.md, "iOS versions" and "Devices"), against the real
`swivel serve`: the device and iOS pickers come from `GET /v1/devices`; an iPhone 15 Pro on iOS 17
is drawn without a Home button, with its Dynamic Island and home indicator, every view at its
frame in both orientations (no view turned from iOS 8), and its safe areas on demand.
"""
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_live_layout_in import rotate
from test_live_presentation import open_session
from test_live_session import session_id, server_layout, wait_caught_up
from viewer_page import assert_boxes_match_layout, error_banner, flatten, geometry, screenshot, wait


def test_the_ios_picker_follows_the_device(driver, swivel_server):
    """Choosing iphone-15-pro offers iOS 26 down to 16 (newest chosen); back on iphone-4 it offers 10 down to 5 with 6 chosen."""
    driver.get(f"{swivel_server}/")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#create-device option[value="iphone-15-pro"]'),
         message="the device catalogue never loaded")
    device = Select(driver.find_element(By.ID, "create-device"))
    os_select = Select(driver.find_element(By.ID, "create-os"))
    assert os_select.first_selected_option.get_attribute("value") == "6"
    device.select_by_value("iphone-15-pro")
    assert [o.get_attribute("value") for o in os_select.options] == [str(v) for v in range(26, 15, -1)]
    assert os_select.first_selected_option.get_attribute("value") == "26"
    device.select_by_value("iphone-4")
    assert [o.get_attribute("value") for o in os_select.options] == [str(v) for v in range(10, 4, -1)]
    assert os_select.first_selected_option.get_attribute("value") == "6"


def test_iphone_15_pro_on_ios_17_is_drawn_as_it_is(driver, swivel_server, output_dir):
    """A session created from the form on iphone-15-pro / 17: no Home button, a Dynamic Island, a home indicator, boxes at their frames; safe areas on demand; in landscape no status bar and every box still at its frame."""
    base = swivel_server
    driver.get(f"{base}/")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#create-device option[value="iphone-15-pro"]'),
         message="the device catalogue never loaded")
    Select(driver.find_element(By.ID, "create-app")).select_by_value("selective-rotation")
    Select(driver.find_element(By.ID, "create-device")).select_by_value("iphone-15-pro")
    Select(driver.find_element(By.ID, "create-os")).select_by_value("17")
    driver.find_element(By.ID, "create-submit").click()
    sid = wait(driver, session_id, message=f"no session page opened (error: {error_banner(driver)})")
    snapshot = requests.get(f"{base}/v1/sessions/{sid}", timeout=10).json()
    assert (snapshot["device"], snapshot["os"]) == ("iphone-15-pro", "17")
    layout = wait_caught_up(driver, base, sid)
    wait(driver, lambda d: d.find_element(By.ID, "device-body").get_attribute("data-home-button") == "false",
         message="the device was drawn with a Home button")
    assert_boxes_match_layout(driver, layout)
    sensor = driver.find_element(By.ID, "sensor-housing")
    assert sensor.is_displayed() and "dynamic-island" in sensor.get_attribute("class")
    assert driver.find_element(By.ID, "home-indicator").is_displayed()
    areas = driver.find_elements(By.CSS_SELECTOR, "#interface .safe-area")
    assert areas and not any(area.is_displayed() for area in areas)
    driver.find_element(By.ID, "toggle-safe-areas").click()
    shown = [area for area in areas if area.is_displayed()]
    assert shown and shown[0].get_attribute("data-insets") == "103,0,34,0"
    screenshot(driver, output_dir, "modern-iphone-15-pro-portrait")
    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    assert layout["statusBar"] is None
    assert_boxes_match_layout(driver, layout)
    assert driver.find_element(By.ID, "home-indicator").is_displayed()
    screenshot(driver, output_dir, "modern-iphone-15-pro-landscape")


# docs/app-format.md "Size classes": a tip hidden where the height is compact, with a label inside it.
HIDING_APP = {
    "id": "hiding", "root": "Home",
    "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown", "elements": [
        {"id": "title", "kind": "label", "text": "Title", "frame": {"x": 20, "y": 30, "width": 200, "height": 30}},
        {"id": "tip", "frame": {"x": 20, "y": 80, "width": 200, "height": 60}, "hiddenWhen": {"verticalSizeClass": "compact"},
         "children": [{"id": "tipText", "kind": "label", "text": "Turn me", "frame": {"x": 10, "y": 10, "width": 180, "height": 30}}]},
    ]}},
}


def test_a_view_hidden_in_compact_height_is_not_drawn_there(driver, swivel_server, output_dir):
    """iPhone 4S on iOS 9: the tip and its label are drawn in portrait (regular height); in landscape (compact height) the layout marks the tip hidden and neither is drawn, the title still at its frame; back in portrait both return."""
    base = swivel_server
    sid = open_session(driver, base, HIDING_APP, device="iphone-3.5", os="9")
    layout = wait_caught_up(driver, base, sid)
    assert "hidden" not in next(v for v in flatten(layout["root"]) if v["id"] == "tip")
    assert_boxes_match_layout(driver, layout)
    rotate(driver, "landscapeLeft")
    layout = wait_caught_up(driver, base, sid)
    assert next(v for v in flatten(layout["root"]) if v["id"] == "tip")["hidden"] is True
    assert_boxes_match_layout(driver, layout)
    shown = {box["id"] for box in geometry(driver)["boxes"] if box["shown"]}
    assert "title" in shown and not {"tip", "tipText"} & shown
    screenshot(driver, output_dir, "hidden-in-compact-height")
    rotate(driver, "portrait")
    layout = wait_caught_up(driver, base, sid)
    assert_boxes_match_layout(driver, layout)
    assert {"tip", "tipText"} <= {box["id"] for box in geometry(driver)["boxes"] if box["shown"]}


TABLE_APP = {
    "id": "viewer-table", "title": "List", "deploymentTarget": "17", "root": "List", "navigationController": {},
    "controllers": {"List": {"title": "List", "view": {"id": "table", "class": "UITableView", "size": {"width": 393, "height": 852}, "elements": [
        {"id": "row1", "kind": "cell", "text": "First", "frame": {"x": 0, "y": 0, "width": 393, "height": 44}, "autoresizing": ["flexibleWidth"]},
    ]}}},
}


def test_a_tables_rows_are_drawn_below_the_bar(driver, swivel_server):
    """iphone-15-pro / 17, a table view controller in a navigation controller: the first row's box is drawn at its frame, y 103 below the bar, and the table's tooltip gives its content inset 103, 0, 34, 0."""
    sid = open_session(driver, swivel_server, TABLE_APP, device="iphone-15-pro", os="17")
    layout = wait_caught_up(driver, swivel_server, sid)
    assert_boxes_match_layout(driver, layout)
    row = driver.find_element(By.CSS_SELECTOR, '#interface [data-view-id="row1"]')
    assert row.get_attribute("data-frame") == "0,103,393,44"
    table = driver.find_element(By.CSS_SELECTOR, '#interface [data-view-id="table"]')
    assert "content inset 103, 0, 34, 0 (top, left, bottom, right)" in table.get_attribute("title")
    assert "bounds 0,-103 393×852" in table.get_attribute("title")

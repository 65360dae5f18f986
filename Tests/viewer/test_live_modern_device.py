"""The viewer on today's iOS (docs/semantics.md, "iOS versions" and "Devices"), against the real
`swivel serve`: the device and iOS pickers come from `GET /v1/devices`; an iPhone 15 Pro on iOS 17
is drawn without a Home button, with its Dynamic Island and home indicator, every view at its
frame in both orientations (no view turned from iOS 8), and its safe areas on demand.
"""
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_live_layout_in import rotate
from test_live_session import session_id, server_layout, wait_caught_up
from viewer_page import assert_boxes_match_layout, error_banner, screenshot, wait, wait_text


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

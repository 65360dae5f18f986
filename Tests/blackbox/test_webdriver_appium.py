"""The WebDriver facade (docs/webdriver.md) driven by the Appium Python client, as a suite written for
Appium's XCUITest driver would drive a simulator: only the server URL and the capabilities
change. Each test asserts what the client sees and, through the native API, what Swivel did.
"""
import base64
import struct

import pytest
import requests
from appium import webdriver
from appium.options.ios import XCUITestOptions
from appium.webdriver.common.appiumby import AppiumBy
from selenium.common.exceptions import (InvalidArgumentException, InvalidElementStateException,
                                        NoSuchElementException, SessionNotCreatedException,
                                        StaleElementReferenceException, WebDriverException)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput

from swivel_api import SHEET_APP


def options(app, device="iPhone 5", version="6.1", orientation=None, **extra):
    caps = XCUITestOptions()
    if app:
        caps.app = app
    caps.device_name = device
    caps.platform_version = version
    if orientation:
        caps.orientation = orientation
    for name, value in extra.items():
        caps.set_capability(name, value)
    return caps


@pytest.fixture
def connect(server, webdriver_sessions):
    def open_session(app, **kwargs):
        driver = webdriver.Remote(server.url, options=options(app, **kwargs))
        webdriver_sessions.append(driver)
        return driver

    return open_session


def native(server, driver, tail=""):
    response = requests.get(f"{server.url}/v1/sessions/{driver.session_id}{tail}", timeout=10)
    assert response.status_code == 200, response.text
    return response.json()


def rotation_commands(driver):
    """WDA's rotation routes, which the Appium client reaches through custom commands."""
    driver.command_executor.add_command("getRotation", "GET", "/session/$sessionId/rotation")
    driver.command_executor.add_command("setRotation", "POST", "/session/$sessionId/rotation")


def png_size(data: bytes):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_capabilities_create_a_swivel_session_with_swivels_ids(connect, server):
    """iPhone 5 / 6.1 / LANDSCAPE become iphone-4, "6" and a device in landscapeLeft; the ids are the same session."""
    driver = connect("alternate-landscape", orientation="LANDSCAPE")
    snapshot = native(server, driver)
    assert (snapshot["app"], snapshot["device"], snapshot["os"]) == ("alternate-landscape", "iphone-4", "6")
    assert snapshot["deviceOrientation"] == "landscapeLeft"
    assert driver.capabilities["appium:deviceName"] == "iphone-4"
    assert driver.capabilities["swivel:session"] == f"/v1/sessions/{driver.session_id}"
    assert driver.orientation == "LANDSCAPE"


def test_unknown_app_is_session_not_created_naming_the_apps(server):
    """An app Swivel does not have: W3C session not created, listing the valid app ids."""
    with pytest.raises(SessionNotCreatedException) as raised:
        webdriver.Remote(server.url, options=options("com.example.NoSuchApp"))
    assert "alternate-landscape" in raised.value.msg


def test_unknown_device_and_version_are_refused(server):
    """A Pixel 8, iOS 27, and an iPhone 5 on iOS 17 are not simulated: session not created, naming what is."""
    with pytest.raises(SessionNotCreatedException, match=r'iphone-15-pro \("iPhone 15 Pro"\)'):
        webdriver.Remote(server.url, options=options("alternate-landscape", device="Pixel 8"))
    with pytest.raises(SessionNotCreatedException, match="from 5 to 26"):
        webdriver.Remote(server.url, options=options("alternate-landscape", version="27.0"))
    with pytest.raises(SessionNotCreatedException, match="runs iOS 5 to 10"):
        webdriver.Remote(server.url, options=options("alternate-landscape", version="17.0"))


def test_seed000_path_1_2_3_4_as_an_appium_test(connect, server):
    """Landscape → tap Show B → portrait → back: A portrait is alone on the stack, Show B on screen again."""
    driver = connect("alternate-landscape")
    assert driver.orientation == "PORTRAIT"

    driver.orientation = "LANDSCAPE"
    assert driver.orientation == "LANDSCAPE"
    label = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "aLandscapeLabel")
    assert label.text == "A (landscape)"
    assert label.rect == {"x": 20, "y": 40, "width": 528, "height": 44}, "landscape frames, not portrait ones"

    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "showB").click()
    back = driver.find_element(AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeButton' AND name == 'A'")
    assert back.get_attribute("label") == "A"

    driver.orientation = "PORTRAIT"
    assert driver.get_window_size() == {"width": 320, "height": 568}

    driver.back()
    assert [c["id"] for c in native(server, driver, "/stack")["controllers"]] == ["APortraitViewController#1"]
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "showB").is_displayed()
    assert driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeNavigationBar")[0].get_attribute("name") == "A"
    assert [e["type"] for e in native(server, driver, "/events")["events"]] == ["rotate", "tap", "rotate", "back"]


def test_seed001_locked_screen_refuses_to_rotate(connect, server):
    """Locked (shouldAutorotate NO): setting LANDSCAPE answers WDA's "Unable To Rotate Device"; the device moved anyway."""
    driver = connect("selective-rotation")
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "showLocked").click()
    with pytest.raises(WebDriverException, match="Unable To Rotate Device"):
        driver.orientation = "LANDSCAPE"
    assert driver.orientation == "PORTRAIT"
    snapshot = native(server, driver)
    assert (snapshot["deviceOrientation"], snapshot["interfaceOrientation"]) == ("landscapeLeft", "portrait")
    assert snapshot["visible"] == "LockedViewController#1"
    rotation_commands(driver)
    assert driver.execute("getRotation")["value"] == {"x": 0, "y": 0, "z": 270}, "the device's rotation, not the interface's"
    with pytest.raises(InvalidElementStateException, match="cannot be set to"):
        driver.execute("setRotation", {"x": 0, "y": 0, "z": 90})


def test_refusal_message_ends_with_the_decisions_reason(connect, server):
    """docs/semantics.md#rotation-decisions: the "Unable To Rotate Device" message keeps WDA's wording first and ends with the reason of the decision that refused."""
    driver = connect("selective-rotation")
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "showLocked").click()
    with pytest.raises(WebDriverException) as refused:
        driver.orientation = "LANDSCAPE"
    reason = "LockedViewController#1 (through RotatingNavigationController#1's forwarding) answered NO to shouldAutorotate"
    assert refused.value.msg == f"Unable To Rotate Device: {reason}"
    assert native(server, driver)["lastDecision"]["reason"] == reason
    # The device is already landscapeLeft: asking again decides nothing new, and the last decision still says why.
    with pytest.raises(WebDriverException) as again:
        driver.orientation = "LANDSCAPE"
    assert again.value.msg.startswith("Unable To Rotate Device") and again.value.msg.endswith(reason)
    rotation_commands(driver)
    driver.execute("setRotation", {"x": 0, "y": 0, "z": 0})
    with pytest.raises(InvalidElementStateException) as rotation:
        driver.execute("setRotation", {"x": 0, "y": 0, "z": 90})
    assert rotation.value.msg.startswith("The current rotation cannot be set to {x: 0, y: 0, z: 90}.")
    assert rotation.value.msg.endswith(": " + reason)


def test_rotation_sets_the_device_and_reads_it_back(connect, server):
    """POST rotation {0,0,90} is landscapeRight; faceUp {90,0,0} succeeds and leaves the interface alone."""
    driver = connect("lifecycle-logger")
    rotation_commands(driver)
    driver.execute("setRotation", {"x": 0, "y": 0, "z": 90})
    assert driver.execute("getRotation")["value"] == {"x": 0, "y": 0, "z": 90}
    assert driver.orientation == "LANDSCAPE"
    driver.execute("setRotation", {"x": 90, "y": 0, "z": 0})
    assert native(server, driver)["deviceOrientation"] == "faceUp"
    assert driver.orientation == "LANDSCAPE"
    with pytest.raises(InvalidArgumentException):
        driver.execute("setRotation", {"x": 0, "y": 0, "z": 45})


def test_page_source_is_wda_xml_in_landscape_coordinates(connect):
    """The source's window and views carry the interface's landscape frames (568 × 320 on an iPhone 5)."""
    driver = connect("alternate-landscape", orientation="LANDSCAPE")
    source = driver.page_source
    assert source.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    assert '<XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="568" height="320"' in source
    assert 'name="showB" label="Show B"' in source
    assert 'x="448" y="256" width="100" height="44"' in source


def test_stale_element_after_it_leaves_the_screen(connect):
    """An element found before a push answers stale element reference once it is gone."""
    driver = connect("alternate-landscape")
    label = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "aPortraitLabel")
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "showB").click()
    with pytest.raises(StaleElementReferenceException):
        _ = label.text
    with pytest.raises(NoSuchElementException):
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "aPortraitLabel")


def test_pointer_tap_hits_the_button_under_it(connect, server):
    """A W3C touch tap at Show B's centre taps it (hit-testing the layout); a tap on a label does nothing."""
    driver = connect("alternate-landscape")
    rect = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "showB").rect
    actions = ActionChains(driver)
    actions.w3c_actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    label = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "aPortraitLabel").rect
    actions.w3c_actions.pointer_action.move_to_location(label["x"] + 5, label["y"] + 5).pointer_down().pause(0.05).release()
    actions.w3c_actions.pointer_action.move_to_location(rect["x"] + rect["width"] // 2, rect["y"] + rect["height"] // 2)
    actions.w3c_actions.pointer_action.pointer_down().pause(0.05).release()
    actions.perform()
    assert native(server, driver, "/events")["events"] == [{"type": "tap", "element": "showB"}]
    assert native(server, driver)["visible"] == "BViewController#1"


def test_screenshot_is_a_png_of_the_interface(connect):
    """The screenshot is a PNG of the window in the device's pixels: 568 × 320 points in landscape at 2x."""
    driver = connect("alternate-landscape", orientation="LANDSCAPE")
    assert png_size(driver.get_screenshot_as_png()) == (1136, 640)
    assert png_size(base64.b64decode(driver.get_screenshot_as_base64())) == (1136, 640)


def test_screenshot_of_an_iphone_15_pro_is_at_3x_in_the_interfaces_orientation(connect):
    """iPhone 15 Pro on 17.4 in landscape: 852 × 393 points at 3x, 2556 × 1179 pixels."""
    driver = connect("selective-rotation", device="iPhone 15 Pro", version="17.4", orientation="LANDSCAPE")
    assert png_size(driver.get_screenshot_as_png()) == (2556, 1179)


def test_quit_deletes_the_swivel_session(connect, server):
    """driver.quit() ends the WebDriver session and the Swivel session with it."""
    driver = connect("lifecycle-logger")
    session_id = driver.session_id
    driver.quit()
    assert requests.get(f"{server.url}/v1/sessions/{session_id}", timeout=10).status_code == 404


def test_durable_session_and_element_ids_survive_eviction_and_restart(start_server, tmp_path):
    """Durable store: a WebDriver session's events are stored; its element ids still work after eviction and a restart."""
    data = tmp_path / "shared-data"
    first = start_server("--max-loaded-sessions", "1", durability="durable", data=data)
    driver = webdriver.Remote(first.url, options=options("selective-rotation"))
    button = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "showLocked")
    element_id = button.id
    other = webdriver.Remote(first.url, options=options("lifecycle-logger"))  # evicts the first session
    other.orientation = "LANDSCAPE"
    button.click()
    with pytest.raises(WebDriverException, match="Unable To Rotate Device"):
        driver.orientation = "LANDSCAPE"
    session_id = driver.session_id
    first.stop()

    second = start_server(durability="durable", data=data)
    events = requests.get(f"{second.url}/v1/sessions/{session_id}/events", timeout=10).json()["events"]
    assert events == [{"type": "tap", "element": "showLocked"}, {"type": "rotate", "orientation": "landscapeLeft"}]
    label = requests.post(f"{second.url}/session/{session_id}/element",
                          json={"using": "accessibility id", "value": "lockedLabel"}, timeout=10).json()["value"]
    locked_id = label["element-6066-11e4-a52e-4f735466cecf"]
    assert requests.get(f"{second.url}/session/{session_id}/element/{locked_id}/rect", timeout=10).status_code == 200
    stale = requests.get(f"{second.url}/session/{session_id}/element/{element_id}/rect", timeout=10)
    assert (stale.status_code, stale.json()["value"]["error"]) == (404, "stale element reference")
    assert requests.get(f"{second.url}/session/{session_id}/orientation", timeout=10).json() == {"value": "PORTRAIT"}



def test_ipad_sheet_covers_what_is_beneath_it(connect, server):
    """iPad formSheet from swivel:app: a click on the covered button hits the dimming view and does nothing; Done dismisses."""
    driver = connect(None, device="iPad", orientation="LANDSCAPE", **{"swivel:app": SHEET_APP})
    assert native(server, driver)["app"] == "sheet-demo"
    opener = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "open")
    opener.click()
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "dimmingView").rect == {"x": 0, "y": 0, "width": 1024, "height": 768}
    opener.click()  # under the dimming view: nothing happens
    assert [e["element"] for e in native(server, driver, "/events")["events"]] == ["open"]
    assert png_size(driver.get_screenshot_as_png()) == (2048, 1536)
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "done").click()
    assert native(server, driver)["visible"] == "Home#1"
    assert driver.find_elements(AppiumBy.ACCESSIBILITY_ID, "dimmingView") == []


ROWS_APP = {
    "id": "settings-rows", "root": "Settings", "navigationController": {},
    "controllers": {
        "Settings": {"title": "Settings", "view": {"id": "table", "class": "UITableView"}, "elements": [
            {"id": "wifiRow", "kind": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 35, "width": 393, "height": 44},
             "autoresizing": ["flexibleWidth"], "action": {"type": "push", "controller": "WiFi"},
             "children": [{"id": "wifiTitle", "kind": "label", "text": "Wi-Fi", "frame": {"x": 16, "y": 11, "width": 200, "height": 22}}]},
            {"id": "bluetoothRow", "kind": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 79, "width": 393, "height": 44},
             "autoresizing": ["flexibleWidth"]}]},
        "WiFi": {"title": "Wi-Fi"},
    },
}


def test_table_rows_are_cells_a_suite_finds_and_taps(connect, server):
    """Rows (kind cell) are XCUIElementTypeCell to the Appium client, as on a simulator: found by class name and by XPath, their labels inside them; a click on a row's label taps the row, which pushes its screen."""
    driver = connect(None, device="iPhone 15 Pro", version="17.4", **{"swivel:app": ROWS_APP})
    cells = driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeCell")
    assert [cell.get_attribute("name") for cell in cells] == ["wifiRow", "bluetoothRow"]
    row = driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeCell[@name='wifiRow']")
    assert row.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeStaticText").text == "Wi-Fi"
    title = driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeCell[@name='wifiRow']//XCUIElementTypeStaticText")
    assert title.text == "Wi-Fi"
    title.click()  # a label takes no touch: the row is tapped
    assert native(server, driver)["visible"] == "WiFi#1"
    assert [(e["type"], e.get("element")) for e in native(server, driver, "/events")["events"]] == [("tap", "wifiRow")]


CUSTOM_CONTROLS_APP = {
    "id": "custom-controls", "root": "Login",
    "controllers": {
        "Login": {"elements": [
            {"id": "email", "class": "PaddedTextField", "uikitClass": "UITextField", "frame": {"x": 16, "y": 80, "width": 361, "height": 34}},
            {"id": "remember", "class": "ThemedSwitch", "uikitClass": "UISwitch", "frame": {"x": 16, "y": 130, "width": 51, "height": 31}},
            {"id": "badge", "class": "BadgeView", "frame": {"x": 16, "y": 180, "width": 20, "height": 20}}]},
    },
}


def test_custom_class_controls_are_their_uikit_types(connect):
    """Controls of a custom class are found as their UIKit class's type by the Appium client (a PaddedTextField is a text field, as on a device, by its uikitClass); a custom view naming no UIKit class is Other."""
    driver = connect(None, device="iPhone 15 Pro", version="17.4", **{"swivel:app": CUSTOM_CONTROLS_APP})
    assert [e.get_attribute("name") for e in driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeTextField")] == ["email"]
    assert [e.get_attribute("name") for e in driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeSwitch")] == ["remember"]
    assert driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeOther[@name='badge']").get_attribute("name") == "badge"


def test_json_source_and_appium_3_device_routes(connect):
    """?format=json is WDA's JSON tree (types without prefix, rects); Appium 3's appium/device/* routes answer as the plain ones."""
    driver = connect("swapper", device="iPhone 4S", orientation="LANDSCAPE")
    executor = driver.command_executor
    executor.add_command("jsonSource", "GET", "/session/$sessionId/source?format=json")
    executor.add_command("deviceOrientation", "GET", "/session/$sessionId/appium/device/orientation")
    executor.add_command("setDeviceOrientation", "POST", "/session/$sessionId/appium/device/orientation")
    executor.add_command("deviceRotation", "GET", "/session/$sessionId/appium/device/rotation")
    tree = driver.execute("jsonSource")["value"]
    assert (tree["type"], tree["children"][0]["type"]) == ("Application", "Window")
    assert tree["children"][0]["rect"] == {"x": 0, "y": 0, "width": 480, "height": 320}
    assert tree["isEnabled"] == "1"
    assert driver.execute("deviceOrientation")["value"] == "LANDSCAPE"
    driver.execute("setDeviceOrientation", {"orientation": "UIA_DEVICE_ORIENTATION_LANDSCAPERIGHT"})
    assert driver.execute("deviceRotation")["value"] == {"x": 0, "y": 0, "z": 90}


def test_token_protected_server_takes_the_token_through_client_config(start_server):
    """With --token, the Appium client sends it as a bearer token (ClientConfig); without it, a W3C-shaped 401."""
    from appium.webdriver.client_config import AppiumClientConfig
    from selenium.webdriver.remote.client_config import AuthType

    token = "swivel-test-token-0123456789"
    guarded = start_server("--token", token)
    with pytest.raises(WebDriverException, match="Authorization Required"):  # Selenium's words for any 401
        webdriver.Remote(guarded.url, options=options("lifecycle-logger"))
    refused = requests.get(f"{guarded.url}/status", timeout=10)
    assert refused.status_code == 401
    assert refused.json()["value"]["error"] == "unknown error"
    assert refused.json()["value"]["message"].startswith("unauthorized: ")
    config = AppiumClientConfig(guarded.url, auth_type=AuthType.BEARER, token=token)
    driver = webdriver.Remote(guarded.url, options=options("lifecycle-logger"), client_config=config)
    driver.orientation = "LANDSCAPE"
    assert driver.orientation == "LANDSCAPE"
    driver.quit()


SIGN_IN_APP = {
    "id": "sign-in-appium", "navigationController": {}, "root": "Login",
    "controllers": {"Login": {"title": "Login", "segues": {"SignedIn": {"type": "push", "controller": "Home"}}},
                    "Home": {"title": "Home"}},
}


def test_mobile_perform_segue_runs_a_segue_the_app_performs_in_code(connect, server):
    """execute_script("mobile: performSegue", {"identifier": "SignedIn"}) pushes Home as Login's code would; an identifier nothing in front has is an invalid argument naming the segues there; other scripts stay unknown commands."""
    driver = connect(None, **{"swivel:app": SIGN_IN_APP})
    driver.execute_script("mobile: performSegue", {"identifier": "SignedIn"})
    snapshot = native(server, driver)
    assert snapshot["visible"] == "Home#1"
    assert driver.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeNavigationBar").get_attribute("name") == "Home"
    with pytest.raises(InvalidArgumentException) as refused:
        driver.execute_script("mobile: performSegue", {"identifier": "Nope"})
    assert 'no controller in front has a segue "Nope"' in refused.value.msg
    with pytest.raises(WebDriverException) as unknown:
        driver.execute_script("mobile: scroll", {"direction": "down"})
    assert "mobile: performSegue" in unknown.value.msg
    assert native(server, driver, "/events")["events"] == [{"type": "performSegue", "identifier": "SignedIn"}]

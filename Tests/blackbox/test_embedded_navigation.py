"""docs/semantics.md, "Container views": a navigation controller embedded in a container view, over HTTP against
the real binary — its stack in GET …/stack, its bar in GET …/layout, back, and the Appium client on its bar."""
import pytest
from appium import webdriver
from selenium.common.exceptions import NoSuchElementException
from appium.options.ios import XCUITestOptions
from appium.webdriver.common.appiumby import AppiumBy

from swivel_api import api, assert_error, tap  # noqa: F401

EMBEDDED = {
    "id": "embedded-navigation-api", "root": "Dashboard",
    "controllers": {
        "Dashboard": {"title": "Dashboard", "elements": [
            {"id": "header", "kind": "label", "text": "Dashboard", "frame": {"x": 0, "y": 0, "width": 320, "height": 100}, "autoresizing": ["flexibleWidth"]},
            {"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
             "embeds": {"controller": "List", "navigationController": {}}}]},
        "List": {"title": "List", "elements": [
            {"id": "open", "kind": "button", "text": "Open", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
        "Detail": {"title": "Detail"},
    },
}


def find(view, view_id):
    if view["id"] == view_id:
        return view
    for child in view.get("children") or []:
        found = find(child, view_id)
        if found:
            return found
    return None


def test_embedded_stack_bar_and_back(api):
    """iphone-4, iOS 6: List's push stays in the container (stack Dashboard, List, Detail); the bar view at (0, 120) shows Detail with a back button titled List; back pops it."""
    session_id = api.create(EMBEDDED)["id"]
    pushed = api.apply(session_id, tap("open"))
    assert [(entry["controller"], entry["callback"]) for entry in pushed["trace"][:2]] == [
        ("List#1", "openTapped:"), ("UINavigationController#1", "pushViewController:animated:")]
    rows = api.get(f"/v1/sessions/{session_id}/stack").json()["controllers"]
    assert [(row["id"], row["visible"], row["parent"]) for row in rows] == [
        ("Dashboard#1", True, None), ("List#1", False, "UINavigationController#1"), ("Detail#1", True, "UINavigationController#1")]
    layout = api.get(f"/v1/sessions/{session_id}/layout").json()
    assert layout["navigationBar"] is None
    bar = find(layout["root"], "UINavigationController#1/navigationBar")
    assert bar["frame"] == {"x": 0, "y": 120, "width": 320, "height": 44} and bar["controller"] == "UINavigationController#1"
    assert [(child["id"], child.get("text")) for child in bar["children"]] == [
        ("UINavigationController#1/title", "Detail"), ("UINavigationController#1/backButton", "List")]
    assert_error(api.events(session_id, {"type": "back", "navigation": "UINavigationController#9"}), 422, "no_such_navigation")
    back = api.apply(session_id, {"type": "back", "navigation": "UINavigationController#1"})
    assert back["trace"][0]["callback"] == "popViewControllerAnimated:"
    assert api.get(f"/v1/sessions/{session_id}/events").json()["events"][-1] == {"type": "back", "navigation": "UINavigationController#1"}
    assert_error(api.events(session_id, {"type": "back"}), 422, "no_back_button")


def test_appium_sees_and_taps_the_embedded_bar(server):
    """The Appium client finds the embedded bar as a navigation bar named by its title; its back button (named List) pops Detail (back in UINavigationController#1), after which nothing is named Detail."""
    caps = XCUITestOptions()
    caps.device_name = "iPhone 5"
    caps.platform_version = "6.1"
    caps.set_capability("swivel:app", EMBEDDED)
    driver = webdriver.Remote(server.url, options=caps)
    try:
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "open").click()
        bar = driver.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeNavigationBar")
        assert bar.get_attribute("name") == "Detail"
        bar.find_element(AppiumBy.ACCESSIBILITY_ID, "List").click()
        assert driver.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeNavigationBar").get_attribute("name") == "List"
        with pytest.raises(NoSuchElementException):
            driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Detail")
    finally:
        driver.quit()

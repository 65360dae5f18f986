"""The viewer on docs/semantics.md#presented-controllers sessions: presented controllers, tab bars, iPad sheets, warnings, a turned status bar.

The stub (`stub_server.py`) models seed 000 and a coarse seed 003 only (no presentation, no tab
bar), so these tests run against the real `swivel serve` alone (`swivel_server`: a failure, with
the reason, when it cannot run). Geometry is always checked against the server's own layout.
"""
import requests
import pytest
from selenium.common.exceptions import ElementClickInterceptedException
from selenium.webdriver.common.by import By

from test_live_session import server_snapshot, server_trace, wait_caught_up
from viewer_page import (assert_boxes_match_layout, error_banner, geometry, screenshot, stack_items, stack_row,
                         tab_items, text_of, trace_rows, view_at_centre, visible_controller, wait, wait_text,
                         warnings_shown)

# An inline app (docs/semantics.md#presented-controllers): an iPad formSheet presented from a plain root controller.
SHEET_APP = {
    "id": "sheet-demo", "root": "Home",
    "controllers": {
        "Home": {"elements": [{"id": "open", "kind": "button", "text": "Open", "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                               "action": {"type": "present", "controller": "Sheet", "style": "formSheet"}}]},
        "Sheet": {"elements": [{"id": "done", "kind": "button", "text": "Done", "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                                "action": {"type": "dismiss"}}]},
    },
}
# docs/semantics.md#who-decides-ios-5--ios-6-defaults-crash-checks: a window without a root view controller; on iOS 6 only the status bar follows the device.
ROOTLESS_APP = {
    "id": "rootless", "root": "Home", "window": {"rootViewController": False},
    "controllers": {"Home": {"elements": [{"id": "hello", "kind": "label", "text": "No root view controller",
                                           "frame": {"x": 20, "y": 20, "width": 280, "height": 44}}]}},
}
ROOTLESS_WARNING = "Applications are expected to have a root view controller at the end of application launch"


def open_session(driver, base, app, device="iphone-4", os="6"):
    """Creates a session (iOS 6 unless `os` says, portrait) and opens its page; returns its id once the page shows version 0."""
    answer = requests.post(f"{base}/v1/sessions", json={"app": app, "device": device, "os": os}, timeout=10)
    assert answer.status_code == 201, answer.text
    sid = answer.json()["id"]
    driver.get(f"{base}/#/sessions/{sid}")
    wait_text(driver, "session-version", "version 0")
    return sid


def click_view(driver, view_id):
    driver.find_element(By.CSS_SELECTOR, f'#interface [data-view-id="{view_id}"]').click()


def controllers_drawn(driver):
    return {box["controller"] for box in geometry(driver)["boxes"]}


def test_present_full_screen_then_dismiss(driver, swivel_server, output_dir):
    """lifecycle-logger: presentModally draws the presented logger alone (no bar), dismiss brings the covered one back."""
    base = swivel_server
    sid = open_session(driver, base, "lifecycle-logger")
    wait(driver, lambda d: visible_controller(d) == "LoggerViewController#1")
    assert driver.find_element(By.ID, "nav-title").text == "Logger"
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))

    click_view(driver, "presentModally")
    wait(driver, lambda d: visible_controller(d) == "LoggerViewController#2", message="the presented logger never showed")
    layout = wait_caught_up(driver, base, sid)
    assert layout["root"]["controller"] == "LoggerViewController#2" and layout["navigationBar"] is None
    geo = assert_boxes_match_layout(driver, layout)
    assert controllers_drawn(driver) == {"LoggerViewController#2"}, "the covered logger is still drawn"
    assert geo["navBar"] is None
    assert stack_items(driver) == [("LoggerViewController#1", "present"), ("LoggerViewController#2", "visible")]
    row = stack_row(driver, "LoggerViewController#2")
    assert row.get_attribute("data-presented-by") == "UINavigationController#1"
    assert row.get_attribute("data-presentation-style") == "fullScreen"
    assert "presented by UINavigationController#1 (fullScreen)" in row.text
    assert text_of(driver, "nav-bar-state") == "no navigation controller on screen"
    screenshot(driver, output_dir, "live-swivel-present-1-presented")

    click_view(driver, "dismiss")
    wait(driver, lambda d: visible_controller(d) == "LoggerViewController#1", message="the covered logger never came back")
    layout = wait_caught_up(driver, base, sid)
    assert_boxes_match_layout(driver, layout)
    assert controllers_drawn(driver) == {"UINavigationController#1", "LoggerViewController#1"}
    assert driver.find_element(By.ID, "nav-bar").is_displayed()
    assert ("LoggerViewController#2", "gone") in stack_items(driver)
    assert text_of(driver, "nav-bar-state") == "navigation bar shown"
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "live-swivel-present-2-dismissed")


def test_select_a_tab_by_clicking_its_item(driver, swivel_server, output_dir):
    """tabbed-rotation: the tab bar with Home selected; clicking "Video" posts selectTab 1 and draws the Video tab."""
    base = swivel_server
    sid = open_session(driver, base, "tabbed-rotation")
    wait(driver, lambda d: visible_controller(d) == "HomeViewController#1")
    layout = wait_caught_up(driver, base, sid)
    assert layout["root"]["id"] == "tabBarView"
    assert_boxes_match_layout(driver, layout)
    assert tab_items(driver) == [("Home", True), ("Video", False)]
    home, video = stack_row(driver, "HomeViewController#1"), stack_row(driver, "VideoViewController#1")
    assert (home.get_attribute("data-tab"), video.get_attribute("data-tab")) == ("0", "1")
    assert [b.text for b in home.find_elements(By.CSS_SELECTOR, ".badge-tab")] == ["tab 0 · Home"]
    assert [b.text for b in video.find_elements(By.CSS_SELECTOR, ".badge-tab")] == ["tab 1 · Video"]
    assert text_of(driver, "nav-bar-state") == "navigation bar shown"
    screenshot(driver, output_dir, "live-swivel-tabs-1-home")

    driver.find_element(By.CSS_SELECTOR, '#tab-bar .tab-item[data-tab-index="1"]').click()
    wait(driver, lambda d: visible_controller(d) == "VideoViewController#1", message="the Video tab never showed")
    layout = wait_caught_up(driver, base, sid)
    assert layout["tabBar"]["selectedIndex"] == 1
    assert_boxes_match_layout(driver, layout)
    assert tab_items(driver) == [("Home", False), ("Video", True)]
    assert "VideoViewController#1" in controllers_drawn(driver)
    assert "HomeViewController#1" not in controllers_drawn(driver)
    assert driver.find_elements(By.ID, "nav-bar") == []
    assert server_snapshot(base, sid)["navigationBarHidden"] is None
    assert text_of(driver, "nav-bar-state") == "no navigation controller on screen"
    assert stack_items(driver) == [("HomeViewController#1", "present"), ("VideoViewController#1", "visible")]
    assert [e for e in server_trace(base, sid) if e["callback"] == "setSelectedViewController:"][0]["detail"]["index"] == 1
    wait(driver, lambda d: len(trace_rows(d)) == len(server_trace(base, sid)))
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "live-swivel-tabs-2-video")


def test_ipad_form_sheet_over_a_dimming_view(driver, swivel_server, output_dir):
    """An iPad formSheet: the presenter stays drawn beneath a dark dimming view it cannot be tapped through; Done dismisses."""
    base = swivel_server
    sid = open_session(driver, base, SHEET_APP, device="ipad")
    wait(driver, lambda d: visible_controller(d) == "Home#1")
    click_view(driver, "open")
    wait(driver, lambda d: ("Sheet#1", "visible") in stack_items(d), message="the sheet never showed")
    layout = wait_caught_up(driver, base, sid)
    dimming, sheet = layout["root"]["children"][-2:]
    assert dimming["id"] == "dimmingView" and dimming["controller"] is None and sheet["controller"] == "Sheet#1"
    geo = assert_boxes_match_layout(driver, layout)
    layers = {(b["id"], b["controller"]): b["layer"] for b in geo["boxes"]}
    assert layers[("open", "Home#1")] == "covered" and layers[("dimmingView", "")] == "dimming"
    assert layers[("view", "Sheet#1")] == "sheet" and layers[("done", "Sheet#1")] == "sheet"
    assert stack_items(driver) == [("Home#1", "visible"), ("Sheet#1", "visible")]
    assert "presented by Home#1 (formSheet)" in stack_row(driver, "Sheet#1").text

    # Drawn as a translucent dark overlay, the sheet in front of it.
    colour = driver.execute_script("return getComputedStyle(document.querySelector('[data-layer=\"dimming\"]')).backgroundColor")
    red, green, blue, alpha = [float(v) for v in colour[colour.index("(") + 1:-1].split(",")]
    assert max(red, green, blue) < 80 and 0.2 <= alpha <= 0.8, f"dimming view drawn as {colour}"
    assert view_at_centre(driver, '[data-view-id="done"]') == ["done", "sheet"]
    assert view_at_centre(driver, '[data-view-id="open"]') == ["dimmingView", "dimming"]
    screenshot(driver, output_dir, "live-swivel-sheet-1-portrait")

    # A click on the covered button lands on the dimming view: nothing is sent, no 422.
    with pytest.raises(ElementClickInterceptedException):
        click_view(driver, "open")
    assert server_snapshot(base, sid)["version"] == 1
    assert error_banner(driver) is None

    driver.find_element(By.CSS_SELECTOR, '#rotate-controls button[data-orientation="landscapeLeft"]').click()
    wait_text(driver, "interface-orientation", "landscapeRight")
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    assert view_at_centre(driver, '[data-view-id="open"]') == ["dimmingView", "dimming"]
    screenshot(driver, output_dir, "live-swivel-sheet-2-landscape")

    click_view(driver, "done")
    wait(driver, lambda d: ("Sheet#1", "gone") in stack_items(d), message="the sheet was never dismissed")
    geo = assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    assert all(b["layer"] is None for b in geo["boxes"])
    assert view_at_centre(driver, '[data-view-id="open"]') == ["open", None]
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "live-swivel-sheet-3-dismissed")


def test_presentation_warning_is_shown(driver, swivel_server, output_dir):
    """alternate-landscape-modal: landscape while Detail is presented makes UIKit's warning, shown in the warnings box."""
    base = swivel_server
    sid = open_session(driver, base, "alternate-landscape-modal")
    wait(driver, lambda d: visible_controller(d) == "PortraitViewController#1")
    assert warnings_shown(driver) is None
    click_view(driver, "showDetail")
    wait(driver, lambda d: visible_controller(d) == "DetailViewController#1")
    assert "presented by PortraitViewController#1 (fullScreen)" in stack_row(driver, "DetailViewController#1").text
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))

    driver.find_element(By.CSS_SELECTOR, '#rotate-controls button[data-orientation="landscapeLeft"]').click()
    wait_text(driver, "interface-orientation", "landscapeRight")
    expected = server_snapshot(base, sid)["warnings"]
    assert expected == ["Attempt to present LandscapeViewController#1 on PortraitViewController#1 "
                        "while a presentation is in progress!"]
    wait(driver, lambda d: warnings_shown(d) == expected, message=f"warnings box shows {warnings_shown(driver)!r}")
    assert text_of(driver, "warnings-title") == "1 warning"
    warned = [int(r.get_attribute("data-seq")) for r in driver.find_elements(By.CSS_SELECTOR, "#trace tr.has-warning")]
    assert warned == [e["seq"] for e in server_trace(base, sid) if (e["detail"] or {}).get("warning")] and warned
    assert visible_controller(driver) == "DetailViewController#1"
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    screenshot(driver, output_dir, "live-swivel-warning")

    click_view(driver, "done")
    wait(driver, lambda d: visible_controller(d) == "PortraitViewController#1", message="Detail was never dismissed")
    assert ("DetailViewController#1", "gone") in stack_items(driver)
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    assert warnings_shown(driver) == (server_snapshot(base, sid)["warnings"] or None)
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "live-swivel-warning-dismissed")


def test_turned_status_bar_over_an_unturned_view(driver, swivel_server, output_dir):
    """A root-less iOS 6 window (docs/semantics.md#who-decides-ios-5--ios-6-defaults-crash-checks): its warning, and after landscapeLeft a 20-wide status bar strip read sideways."""
    base = swivel_server
    sid = open_session(driver, base, ROOTLESS_APP)
    wait(driver, lambda d: warnings_shown(d) == [ROOTLESS_WARNING])
    driver.find_element(By.CSS_SELECTOR, '#rotate-controls button[data-orientation="landscapeLeft"]').click()
    wait_text(driver, "device-orientation", "landscapeLeft")
    snapshot = server_snapshot(base, sid)
    assert (snapshot["interfaceOrientation"], snapshot["statusBarOrientation"]) == ("portrait", "landscapeRight")
    layout = wait_caught_up(driver, base, sid)
    frame = layout["statusBar"]["frame"]
    assert frame["height"] > frame["width"], f"the server's status bar is not turned: {frame}"
    geo = assert_boxes_match_layout(driver, layout)
    assert (geo["bodyTurn"], geo["interfaceTurn"]) == (-90, 0)
    status = driver.find_element(By.ID, "status-bar")
    assert status.get_attribute("data-turn") == "90"
    # The device is held in landscape: the strip runs across the top of the page and its text reads left to right.
    content = driver.execute_script("const r = document.querySelector('#status-bar .status-bar-content').getBoundingClientRect();"
                                    "return [r.width, r.height]")
    assert content[0] > 5 * content[1], f"status bar content drawn {content}"
    assert geo["statusBar"]["rect"][2] > geo["statusBar"]["rect"][3]
    assert warnings_shown(driver) == [ROOTLESS_WARNING]
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "live-swivel-rootless-status-bar")


# A settings table (docs/semantics.md, "Table cells"): rows of kind cell, one pushing its screen.
ROWS_APP = {
    "id": "settings-rows", "root": "Settings", "navigationController": {},
    "controllers": {
        "Settings": {"title": "Settings", "view": {"id": "table", "class": "UITableView"}, "elements": [
            {"id": "wifiRow", "kind": "cell", "frame": {"x": 0, "y": 35, "width": 393, "height": 44},
             "autoresizing": ["flexibleWidth"], "action": {"type": "push", "controller": "WiFi"},
             "children": [{"id": "wifiTitle", "kind": "label", "text": "Wi-Fi", "frame": {"x": 16, "y": 11, "width": 200, "height": 22}}]}]},
        "WiFi": {"title": "Wi-Fi"},
    },
}


def test_a_click_on_a_rows_label_taps_the_row(driver, swivel_server):
    """A table row is tapped wherever it is clicked, its label included (labels take no touches in UIKit): the row's screen is pushed."""
    base = swivel_server
    sid = open_session(driver, base, ROWS_APP, device="iphone-15-pro", os="17")
    wait(driver, lambda d: visible_controller(d) == "Settings#1")
    row = driver.find_element(By.CSS_SELECTOR, '#interface [data-view-id="wifiRow"]')
    assert "kind-cell" in row.get_attribute("class")
    click_view(driver, "wifiTitle")
    wait(driver, lambda d: visible_controller(d) == "WiFi#1", message="a click on the row's label did not tap the row")
    events = requests.get(f"{base}/v1/sessions/{sid}/events", timeout=10).json()["events"]
    assert [(e["type"], e.get("element")) for e in events] == [("tap", "wifiRow")]


# A navigation bar that prefers large titles (docs/semantics.md#large-titles), its pushed screen `never`.
LARGE_TITLE_APP = {
    "id": "large-titles", "root": "Library", "navigationController": {"prefersLargeTitles": True},
    "controllers": {
        "Library": {"title": "Library", "elements": [
            {"id": "open", "kind": "button", "text": "Open", "frame": {"x": 20, "y": 200, "width": 200, "height": 44},
             "action": {"type": "push", "controller": "Book"}}]},
        "Book": {"title": "Book", "navigationItem": {"largeTitleDisplayMode": "never"}},
    },
}


def test_a_large_title_bar_is_drawn_96_tall_with_its_title_below_the_buttons(driver, swivel_server, output_dir):
    """iOS 17 on iphone-15-pro: the bar is drawn at the layout's 96-point frame with the title in its lower part; the pushed never screen's bar is 44 again."""
    base = swivel_server
    sid = open_session(driver, base, LARGE_TITLE_APP, device="iphone-15-pro", os="17")
    wait(driver, lambda d: visible_controller(d) == "Library#1")
    layout = wait_caught_up(driver, base, sid)
    assert layout["navigationBar"]["frame"]["height"] == 96
    assert_boxes_match_layout(driver, layout)
    bar = driver.find_element(By.ID, "nav-bar")
    assert "large-title" in bar.get_attribute("class").split()
    title = driver.find_element(By.ID, "nav-title")
    assert title.text == "Library"
    # Both boxes as drawn (the device is scaled to the page): the title's top in the bar's lower half.
    offset, height = driver.execute_script(
        "const b = document.getElementById('nav-bar').getBoundingClientRect(), t = document.getElementById('nav-title').getBoundingClientRect();"
        "return [t.top - b.top, b.height];")
    assert offset > height / 2, f"the large title is drawn at {offset} of the bar's {height}"
    screenshot(driver, output_dir, "live-swivel-large-title")
    click_view(driver, "open")
    wait(driver, lambda d: visible_controller(d) == "Book#1")
    layout = wait_caught_up(driver, base, sid)
    assert layout["navigationBar"]["frame"]["height"] == 44
    assert_boxes_match_layout(driver, layout)
    assert "large-title" not in driver.find_element(By.ID, "nav-bar").get_attribute("class").split()


# docs/semantics.md, "Segues performed in code": a controller whose code performs segues by identifier.
SIGN_IN_APP = {
    "id": "sign-in-demo", "navigationController": {}, "root": "Login",
    "controllers": {
        "Login": {"title": "Login", "segues": {"SignedIn": {"type": "push", "controller": "Home"},
                                               "Help": {"type": "present", "controller": "Help", "style": "fullScreen"}}},
        "Home": {"title": "Home"}, "Help": {"title": "Help"},
    },
}


def test_a_segue_performed_in_code_from_the_stack_panel(driver, swivel_server, output_dir):
    """Login's stack row has a button per segue its code performs; clicking "SignedIn" posts performSegue from Login#1 and Home is pushed (no buttons: it has no segues)."""
    base = swivel_server
    sid = open_session(driver, base, SIGN_IN_APP)
    wait(driver, lambda d: visible_controller(d) == "Login#1")
    login = stack_row(driver, "Login#1")
    buttons = login.find_elements(By.CSS_SELECTOR, ".segue-button")
    assert [b.get_attribute("data-segue") for b in buttons] == ["SignedIn", "Help"]
    assert all(b.is_enabled() for b in buttons)
    screenshot(driver, output_dir, "live-swivel-segues-1-login")

    buttons[0].click()
    wait(driver, lambda d: visible_controller(d) == "Home#1", message="SignedIn never pushed Home")
    assert requests.get(f"{base}/v1/sessions/{sid}/events", timeout=10).json()["events"] == [
        {"type": "performSegue", "identifier": "SignedIn", "controller": "Login#1"}]
    assert stack_items(driver) == [("Login#1", "present"), ("Home#1", "visible")]
    assert stack_row(driver, "Login#1").find_elements(By.CSS_SELECTOR, ".segue-button") == []
    assert stack_row(driver, "Home#1").find_elements(By.CSS_SELECTOR, ".segue-button") == []
    callbacks = [entry["callback"] for entry in server_trace(base, sid)]
    performed = callbacks.index("performSegueWithIdentifier:sender:")
    assert callbacks[performed + 1] == "pushViewController:animated:"
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "live-swivel-segues-2-home")


# docs/semantics.md, "Container views": a navigation controller embedded in a container view.
EMBEDDED_APP = {
    "id": "embedded-navigation-viewer", "root": "Dashboard",
    "controllers": {
        "Dashboard": {"title": "Dashboard", "elements": [
            {"id": "header", "kind": "label", "text": "Dashboard", "frame": {"x": 0, "y": 0, "width": 320, "height": 100}, "autoresizing": ["flexibleWidth"]},
            {"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
             "embeds": {"controller": "List", "navigationController": {}}}]},
        "List": {"title": "List", "elements": [
            {"id": "open", "kind": "button", "text": "Open", "frame": {"x": 10, "y": 60, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
        "Detail": {"title": "Detail"},
    },
}


def test_an_embedded_navigation_controller_is_drawn_in_its_container(driver, swivel_server, output_dir):
    """iOS 17 on iphone-15-pro: the container's navigation bar is drawn as the server lays it out (over the top 44 points of List's view); clicking Open, below it, pushes Detail inside the container, and the stack lists the embedded stack."""
    base = swivel_server
    sid = open_session(driver, base, EMBEDDED_APP, device="iphone-15-pro", os="17")
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    assert driver.find_elements(By.CSS_SELECTOR, '#interface [data-view-id="UINavigationController#1/navigationBar"]')
    assert "List" in driver.find_element(By.CSS_SELECTOR, '#interface [data-view-id="UINavigationController#1/title"]').text
    click_view(driver, "open")
    wait(driver, lambda d: [row for row, _ in stack_items(d)] == ["Dashboard#1", "List#1", "Detail#1"], message="Detail was never pushed")
    assert_boxes_match_layout(driver, wait_caught_up(driver, base, sid))
    assert stack_items(driver) == [("Dashboard#1", "visible"), ("List#1", "present"), ("Detail#1", "visible")]
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "live-swivel-embedded-navigation")

    click_view(driver, "UINavigationController#1/backButton")
    wait(driver, lambda d: ("List#1", "visible") in stack_items(d), message="the embedded back button never popped Detail")
    assert ("Detail#1", "gone") in stack_items(driver)
    assert requests.get(f"{base}/v1/sessions/{sid}/events", timeout=10).json()["events"][-1] == {"type": "back", "navigation": "UINavigationController#1"}
    assert error_banner(driver) is None

"""Today's iOS through the API (docs/semantics.md, "iOS versions" and "Devices"): a session on
an iPhone 15 Pro running iOS 17, its traits and safe areas, a size transition, iOS 16's rule on
seed 001, and the Appium client asking for "iPhone 15 Pro" / "17.4".
"""
import requests
from appium import webdriver
from appium.options.ios import XCUITestOptions

from swivel_api import api, assert_error, callbacks, find_view, rotate, tap  # noqa: F401  (fixture)

MODERN_APP = {
    "id": "modern", "title": "Modern", "deploymentTarget": "17", "root": "Home",
    "navigationController": {},
    "controllers": {"Home": {"title": "Home", "view": {"id": "homeView"}}},
}


def test_a_session_on_iphone_15_pro_ios_17_4_runs_ios_17(api):
    """os "17.4" is iOS 17: the snapshot says "17", traits compact/regular at 3x, the root view's safe area 103/34 under the bar."""
    snapshot = api.create(MODERN_APP, device="iphone-15-pro", os="17.4")
    assert (snapshot["device"], snapshot["os"]) == ("iphone-15-pro", "17")
    assert snapshot["traits"] == {"horizontalSizeClass": "compact", "verticalSizeClass": "regular", "displayScale": 3, "userInterfaceIdiom": "phone"}
    layout = snapshot["layout"]
    assert layout["window"] == {"width": 393, "height": 852}
    assert layout["statusBar"] == {"frame": {"x": 0, "y": 0, "width": 393, "height": 54}}
    assert layout["navigationBar"]["frame"] == {"x": 0, "y": 59, "width": 393, "height": 44}
    home = find_view(layout["root"], "homeView")
    assert home["safeAreaInsets"] == {"top": 103, "left": 0, "bottom": 34, "right": 0}
    assert home["layoutMargins"] == {"top": 103, "left": 16, "bottom": 34, "right": 16}


def test_a_rotation_on_ios_17_is_a_size_transition(api):
    """Turning the iPhone 15 Pro: trait and size transitions, no iOS 6 callbacks; status bar null, safe area 32/59/21/59, traits compact/compact."""
    session = api.create(MODERN_APP, device="iphone-15-pro", os="17")
    answer = api.apply(session["id"], rotate("landscapeLeft"))
    assert callbacks(answer["trace"], "Home#1") == [
        "willTransitionToTraitCollection:withTransitionCoordinator:", "viewWillTransitionToSize:withTransitionCoordinator:",
        "traitCollectionDidChange:", "viewSafeAreaInsetsDidChange",
        "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
    ]
    snapshot = answer["snapshot"]
    assert snapshot["traits"]["verticalSizeClass"] == "compact"
    assert snapshot["layout"]["statusBar"] is None
    home = find_view(snapshot["layout"]["root"], "homeView")
    assert (home["frame"], home["transform"]) == ({"x": 0, "y": 0, "width": 852, "height": 393}, 0)
    assert home["safeAreaInsets"] == {"top": 32, "left": 59, "bottom": 21, "right": 59}


def test_classic_sessions_have_no_traits_or_safe_areas(api):
    """iOS 6 on iphone-4: traits null, no safeAreaInsets on any view (the iOS 6 answer is unchanged)."""
    snapshot = api.create("selective-rotation")
    assert snapshot["traits"] is None
    assert "safeAreaInsets" not in str(snapshot["layout"])


def test_seed_001_locked_rotates_on_ios_17_and_the_decision_says_why(api):
    """On iOS 17 Locked's shouldAutorotate NO is not consulted: the decision is rule iOS16, shouldAutorotate null, and its reason says so."""
    session = api.create("selective-rotation", device="iphone-15-pro", os="17")
    api.apply(session["id"], tap("showLocked"))
    answer = api.apply(session["id"], rotate("landscapeLeft"))
    decision = answer["decisions"][-1]
    assert (decision["rule"], decision["shouldAutorotate"], decision["result"]) == ("iOS16", None, "rotated")
    assert decision["reason"].endswith("LockedViewController#1's shouldAutorotate returns NO, which iOS 16 no longer consults")
    assert answer["snapshot"]["interfaceOrientation"] == "landscapeRight"


def test_face_id_phone_upside_down_is_ignored_with_the_reason(api):
    """Turning the iPhone 15 Pro upside down: the device turns, the interface stays, the decision is ignored naming the device."""
    session = api.create(MODERN_APP, device="iphone-15-pro", os="17")
    answer = api.apply(session["id"], rotate("portraitUpsideDown"))
    decision = answer["decisions"][-1]
    assert (decision["result"], decision["reason"]) == ("ignored", "iphone-15-pro has no Home button: its interface never turns upside down")
    assert answer["snapshot"]["deviceOrientation"] == "portraitUpsideDown"
    assert answer["snapshot"]["interfaceOrientation"] == "portrait"


def test_a_large_title_bar_is_96_points_tall_until_the_phone_turns(api):
    """prefersLargeTitles on iOS 17: the bar 59–155 and Home's safe area top 155; in landscape the 32 pt bar; a pushed never item gets the 44 pt bar (docs/semantics.md, "Large titles")."""
    app = {
        "id": "large-titles", "deploymentTarget": "17", "root": "Home",
        "navigationController": {"prefersLargeTitles": True},
        "controllers": {
            "Home": {"title": "Home", "view": {"id": "homeView"},
                     "elements": [{"id": "next", "kind": "button", "text": "Next", "frame": {"x": 0, "y": 300, "width": 100, "height": 44},
                                   "action": {"type": "push", "controller": "Detail"}}]},
            "Detail": {"title": "Detail", "navigationItem": {"largeTitleDisplayMode": "never"}, "view": {"id": "detailView"}},
        },
    }
    snapshot = api.create(app, device="iphone-15-pro", os="17")
    assert snapshot["layout"]["navigationBar"]["frame"] == {"x": 0, "y": 59, "width": 393, "height": 96}
    assert snapshot["layout"]["navigationBar"]["largeTitle"] is True
    assert find_view(snapshot["layout"]["root"], "homeView")["safeAreaInsets"] == {"top": 155, "left": 0, "bottom": 34, "right": 0}
    turned = api.apply(snapshot["id"], rotate("landscapeLeft"))["snapshot"]
    assert turned["layout"]["navigationBar"]["frame"] == {"x": 0, "y": 0, "width": 852, "height": 32}
    assert "largeTitle" not in turned["layout"]["navigationBar"]
    api.apply(snapshot["id"], rotate("portrait"))
    pushed = api.apply(snapshot["id"], tap("next"))["snapshot"]
    assert pushed["layout"]["navigationBar"]["frame"] == {"x": 0, "y": 59, "width": 393, "height": 44}
    assert find_view(pushed["layout"]["root"], "detailView")["safeAreaInsets"]["top"] == 103
    refused = assert_error(api.post("/v1/apps", {**app, "id": "bad-titles", "navigationController": {"prefersLargeTitles": "YES"}}), 422, "invalid_app")
    assert refused["problems"] == ["$.navigationController.prefersLargeTitles: expected true or false, got a string"]


def presenting_app(style):
    """Home with a button at (0, 300, 100, 44) presenting Sheet (root view `sheetView`) in a navigation controller as `style`."""
    return {
        "id": f"presents-{style.lower()}", "root": "Home",
        "controllers": {
            "Home": {"title": "Home", "view": {"id": "homeView"},
                     "elements": [{"id": "open", "kind": "button", "text": "Open", "frame": {"x": 0, "y": 300, "width": 100, "height": 44},
                                   "action": {"type": "present", "controller": "Sheet", "style": style, "navigationController": {}}}]},
            "Sheet": {"title": "Sheet", "view": {"id": "sheetView"}},
        },
    }


def test_a_sheets_navigation_bar_is_56_points_tall_from_ios_13(api):
    """A navigation controller presented as a form sheet: on iOS 17's phone a card at 69 with its 56 pt bar at its top (Sheet's safe area top 56); on iOS 12's iPad form sheet the standard 44 (docs/semantics.md, "Large titles")."""
    card = api.create(presenting_app("formSheet"), device="iphone-15-pro", os="17")
    shown = api.apply(card["id"], tap("open"))["snapshot"]
    assert shown["layout"]["navigationBar"]["frame"] == {"x": 0, "y": 69, "width": 393, "height": 56}
    assert find_view(shown["layout"]["root"], "sheetView")["safeAreaInsets"] == {"top": 56, "left": 0, "bottom": 34, "right": 0}
    form = api.create(presenting_app("formSheet"), device="ipad-pro-11", os="12")
    shown = api.apply(form["id"], tap("open"))["snapshot"]
    assert shown["layout"]["navigationBar"]["frame"] == {"x": 147, "y": 287, "width": 540, "height": 44}


def test_a_popovers_navigation_bar_sits_at_the_popovers_top(api):
    """An iPad popover on iOS 17: 320 × 480 under the button at (0, 344), its 44 pt bar at its top and its child's safe area top 44 (docs/semantics.md, "Popovers")."""
    session = api.create(presenting_app("popover"), device="ipad-pro-11", os="17")
    shown = api.apply(session["id"], tap("open"))["snapshot"]
    assert shown["layout"]["navigationBar"]["frame"] == {"x": 0, "y": 344, "width": 320, "height": 44}
    assert find_view(shown["layout"]["root"], "sheetView")["safeAreaInsets"] == {"top": 44, "left": 0, "bottom": 0, "right": 0}


def test_appium_asks_for_an_iphone_15_pro_on_17_4(server, webdriver_sessions):
    """Appium's deviceName "iPhone 15 Pro" and platformVersion "17.4" open an iphone-15-pro session on iOS 17; the window is 393 × 852."""
    caps = XCUITestOptions()
    caps.app = "selective-rotation"
    caps.device_name = "iPhone 15 Pro"
    caps.platform_version = "17.4"
    driver = webdriver.Remote(server.url, options=caps)
    webdriver_sessions.append(driver)
    snapshot = requests.get(f"{server.url}/v1/sessions/{driver.session_id}", timeout=10).json()
    assert (snapshot["device"], snapshot["os"]) == ("iphone-15-pro", "17")
    assert driver.get_window_size() == {"width": 393, "height": 852}
    driver.orientation = "LANDSCAPE"
    assert driver.get_window_size() == {"width": 852, "height": 393}


TABLE_APP = {
    "id": "table-list", "title": "List", "deploymentTarget": "17", "root": "List",
    "navigationController": {},
    "controllers": {"List": {"title": "List", "view": {"id": "table", "class": "UITableView", "size": {"width": 393, "height": 852}, "elements": [
        {"id": "row1", "kind": "cell", "text": "First", "frame": {"x": 0, "y": 0, "width": 393, "height": 44}, "autoresizing": ["flexibleWidth"]},
        {"id": "row2", "kind": "cell", "text": "Second", "frame": {"x": 0, "y": 44, "width": 393, "height": 44}, "autoresizing": ["flexibleWidth"]},
    ]}}},
}


def test_a_table_view_controllers_rows_start_below_the_bar(api):
    """iOS 17 on iphone-15-pro: the table covers the window, its content inset is its safe area (103/34), its bounds origin (0, −103), its first row at y 103; turned, 32/21 and the row at 32."""
    session = api.create(TABLE_APP, device="iphone-15-pro", os="17")
    table = find_view(session["layout"]["root"], "table")
    assert table["frame"] == {"x": 0, "y": 0, "width": 393, "height": 852}
    assert table["contentInset"] == {"top": 103, "left": 0, "bottom": 34, "right": 0}
    assert table["bounds"] == {"x": 0, "y": -103, "width": 393, "height": 852}
    assert find_view(table, "row1")["frame"] == {"x": 0, "y": 103, "width": 393, "height": 44}
    turned = api.apply(session["id"], rotate("landscapeLeft"))["snapshot"]["layout"]["root"]
    assert find_view(turned, "table")["contentInset"] == {"top": 32, "left": 0, "bottom": 21, "right": 0}
    assert find_view(turned, "row1")["frame"] == {"x": 0, "y": 32, "width": 852, "height": 44}


def test_a_table_that_never_adjusts_keeps_its_rows_under_the_bar(api):
    """contentInsetAdjustmentBehavior "never": inset 0, the first row at y 0; the same app on iOS 6 (iphone-4) has no contentInset at all."""
    app = {**TABLE_APP, "controllers": {"List": {**TABLE_APP["controllers"]["List"]}}}
    app["controllers"]["List"]["view"] = {**app["controllers"]["List"]["view"], "contentInsetAdjustmentBehavior": "never"}
    never = api.create(app, device="iphone-15-pro", os="17")["layout"]["root"]
    assert find_view(never, "table")["contentInset"] == {"top": 0, "left": 0, "bottom": 0, "right": 0}
    assert find_view(never, "row1")["frame"]["y"] == 0
    classic = api.create(TABLE_APP, device="iphone-4", os="6")["layout"]["root"]
    assert "contentInset" not in find_view(classic, "table")


def test_a_scroll_setting_on_a_label_is_refused(api):
    """alwaysBounceVertical on a label: 422 invalid_app naming the field."""
    app = {**TABLE_APP, "controllers": {"List": {"view": {"id": "root", "elements": [
        {"id": "label", "kind": "label", "text": "Hi", "alwaysBounceVertical": True, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}}
    error = assert_error(api.post("/v1/sessions", {"app": app}), 422, "invalid_app")
    assert error["problems"] == [
        "$.app.controllers.List.view.elements[0].alwaysBounceVertical: only a scrolling view (class or uikitClass UICollectionView, UIScrollView, UITableView, UITextView) has a content inset",
    ]


def test_appium_reads_a_rows_rect_below_the_bar(server, webdriver_sessions):
    """Through Appium (swivel:app inline, "iPhone 15 Pro" / "17.4"): the first row's rect is at y 103, below the 59 + 44 of status and navigation bars."""
    caps = XCUITestOptions()
    caps.device_name = "iPhone 15 Pro"
    caps.platform_version = "17.4"
    caps.set_capability("swivel:app", TABLE_APP)
    driver = webdriver.Remote(server.url, options=caps)
    webdriver_sessions.append(driver)
    row = driver.find_element("accessibility id", "row1")
    assert row.rect == {"x": 0, "y": 103, "width": 393, "height": 44}

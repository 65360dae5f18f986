"""docs/semantics.md#presented-controllers over HTTP against the real binary: presenting and dismissing, sheets on iPad,
iOS 6's orientation rules for presentations, tab bars and the selectTab event.
"""
from swivel_api import BACK, SHEET_APP, api, assert_error, callbacks, find_view, rotate, stack_ids, steps, tap  # noqa: F401


def select_tab(index):
    return {"type": "selectTab", "index": index}


def test_present_and_dismiss_on_a_phone(api):
    """lifecycle-logger: presentModally presents a logger full screen (no bar); dismiss reveals the covered one with correct bounds after a rotation."""
    session_id = api.create("lifecycle-logger")["id"]
    presented = api.apply(session_id, tap("presentModally"))
    assert steps(presented["trace"])[:2] == [("LoggerViewController#1", "presentModallyTapped:"),
                                             ("LoggerViewController#1", "presentViewController:animated:completion:")]
    assert presented["trace"][1]["detail"] == {"viewController": "LoggerViewController#2", "animated": True, "style": "fullScreen"}
    snapshot = presented["snapshot"]
    assert snapshot["visible"] == "LoggerViewController#2"
    assert snapshot["navigationBarHidden"] is None
    assert snapshot["layout"]["navigationBar"] is None
    assert snapshot["layout"]["root"]["frame"] == {"x": 0, "y": 20, "width": 320, "height": 548}
    rows = snapshot["stack"]
    assert [row["id"] for row in rows] == ["LoggerViewController#1", "LoggerViewController#2"]
    assert rows[1]["presentedBy"] == "UINavigationController#1"
    assert rows[1]["presentationStyle"] == "fullScreen"
    assert "presentedBy" not in rows[0]

    api.apply(session_id, rotate("landscapeLeft"))
    dismissed = api.apply(session_id, tap("dismiss"))
    will_appear = next(e for e in dismissed["trace"]
                       if e["controller"] == "LoggerViewController#1" and e["callback"] == "viewWillAppear:")
    assert will_appear["bounds"] == {"x": 0, "y": 0, "width": 568, "height": 268}
    assert will_appear["boundsCorrect"] is True
    assert stack_ids(dismissed["snapshot"]) == ["LoggerViewController#1"]
    assert dismissed["snapshot"]["navigationBarHidden"] is False


def test_back_never_dismisses(api):
    """With a full-screen presentation in front there is no back button: 422."""
    session_id = api.create("lifecycle-logger")["id"]
    api.apply(session_id, tap("present"), tap("presentModally"))
    assert_error(api.events(session_id, BACK), 422, "no_back_button")


def test_form_sheet_on_ipad(api):
    """iPad formSheet: no disappear entries, the presenter stays on screen under a dimming view, its elements are not tappable."""
    session_id = api.create(SHEET_APP, device="ipad")["id"]
    result = api.apply(session_id, tap("open"))
    assert "viewWillDisappear:" not in callbacks(result["trace"], "Home#1")
    root = result["snapshot"]["layout"]["root"]
    assert [child["id"] for child in root["children"]][-2:] == ["dimmingView", "view"]
    assert root["children"][-2]["frame"] == {"x": 0, "y": 0, "width": 768, "height": 1024}
    assert root["children"][-1]["frame"] == {"x": 114, "y": 202, "width": 540, "height": 620}
    assert [row["visible"] for row in result["snapshot"]["stack"]] == [True, True]
    assert_error(api.events(session_id, tap("open")), 422, "element_not_on_screen")
    done = api.apply(session_id, tap("done"))
    assert callbacks(done["trace"], "Sheet#1")[-2:] == ["viewWillDisappear:", "viewDidDisappear:"]
    assert "viewWillAppear:" not in callbacks(done["trace"], "Home#1")


def test_presentation_in_a_preferred_orientation_and_its_exception(api):
    """iOS 6: a presented controller preferring landscapeLeft turns the interface without rotation callbacks; one preferring an orientation it does not support crashes the session."""
    app = {"id": "prefers", "root": "Home",
           "controllers": {
               "Home": {"elements": [
                   {"id": "good", "kind": "button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
                    "action": {"type": "present", "controller": "Wide"}},
                   {"id": "bad", "kind": "button", "frame": {"x": 0, "y": 20, "width": 10, "height": 10},
                    "action": {"type": "present", "controller": "Broken"}}]},
               "Wide": {"supportedInterfaceOrientations": "landscape",
                        "preferredInterfaceOrientationForPresentation": "landscapeLeft"},
               "Broken": {"supportedInterfaceOrientations": "portrait",
                          "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}}
    good = api.apply(api.create(app)["id"], tap("good"))
    assert good["snapshot"]["interfaceOrientation"] == "landscapeLeft"
    assert not [e for e in good["trace"] if "Rotat" in e["callback"]]

    session_id = api.create(app)["id"]
    bad = api.apply(session_id, tap("bad"))
    assert bad["snapshot"]["status"] == "crashed"
    assert bad["snapshot"]["crash"] == {
        "exception": "UIApplicationInvalidInterfaceOrientation",
        "reason": "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"}
    assert_error(api.events(session_id, rotate("landscapeLeft")), 409)


def test_alternate_landscape_modal_detail_screen(api):
    """Apple's approach as its code behaves: with the detail screen up, a turn to landscape only warns; the turn back dismisses the detail screen."""
    session_id = api.create("alternate-landscape-modal")["id"]
    landscape = api.apply(session_id, rotate("landscapeLeft"))["snapshot"]
    assert landscape["visible"] == "LandscapeViewController#1"
    api.apply(session_id, rotate("portrait"))
    api.apply(session_id, tap("showDetail"))
    warned = api.apply(session_id, rotate("landscapeLeft"))
    warning = "Attempt to present LandscapeViewController#2 on PortraitViewController#1 while a presentation is in progress!"
    assert warned["snapshot"]["warnings"] == [warning]
    present = next(e for e in warned["trace"] if e["callback"] == "presentViewController:animated:completion:")
    assert present["detail"]["warning"] == warning
    back = api.apply(session_id, rotate("portrait"))
    assert stack_ids(back["snapshot"]) == ["PortraitViewController#1"]


def test_tabbed_rotation_over_http(api):
    """tabbed-rotation: the 49 pt tab bar, stack rows with tab indexes, selectTab's trace, Video refusing portrait, and Home revealed with the bounds it missed."""
    created = api.create("tabbed-rotation")
    assert created["layout"]["tabBar"] == {"frame": {"x": 0, "y": 519, "width": 320, "height": 49},
                                           "items": ["Home", "Video"], "selectedIndex": 0}
    assert [(row["id"], row["tab"]) for row in created["stack"]] == [("HomeViewController#1", 0), ("VideoViewController#1", 1)]
    session_id = created["id"]
    api.apply(session_id, rotate("landscapeLeft"))
    switched = api.apply(session_id, select_tab(1))
    assert steps(switched["trace"])[0] == ("RotatingTabBarController#1", "setSelectedViewController:")
    assert switched["trace"][0]["detail"] == {"index": 1, "viewController": "VideoViewController#1"}
    assert switched["snapshot"]["layout"]["tabBar"]["selectedIndex"] == 1
    assert switched["snapshot"]["navigationBarHidden"] is None
    refused = api.apply(session_id, rotate("portrait"))
    assert refused["snapshot"]["interfaceOrientation"] == "landscapeRight"
    home = api.apply(session_id, select_tab(0))
    will_appear = next(e for e in home["trace"] if e["callback"] == "viewWillAppear:")
    assert will_appear["controller"] == "HomeViewController#1"
    assert will_appear["bounds"] == {"x": 0, "y": 0, "width": 568, "height": 219}


def test_select_tab_errors(api):
    """selectTab: an index out of range, an app without a tab bar, and a malformed index are 422s naming what to fix."""
    tabbed = api.create("tabbed-rotation")["id"]
    body = assert_error(api.events(tabbed, select_tab(5)), 422, "no_such_tab")
    assert "2 tabs" in body["message"]
    assert_error(api.events(api.create("lifecycle-logger")["id"], select_tab(0)), 422, "no_tab_bar")
    assert_error(api.events(tabbed, {"type": "selectTab", "index": -1}), 422, "invalid_event")
    assert_error(api.events(tabbed, {"type": "selectTab"}), 422, "invalid_event")


def test_select_tab_is_logged_and_replayable(api):
    """selectTab events are stored in canonical form and replay into the same state."""
    session_id = api.create("tabbed-rotation")["id"]
    api.apply(session_id, select_tab(1), rotate("landscapeLeft"))
    events = api.read(session_id, "events")["events"]
    assert events == [{"type": "selectTab", "index": 1}, {"type": "rotate", "orientation": "landscapeLeft"}]
    replayed = api.create("tabbed-rotation")["id"]
    api.apply(replayed, *events)
    assert api.read(replayed, "layout") == api.read(session_id, "layout")


def test_invalid_tab_bar_definitions_name_their_paths(api):
    """A tab bar app definition with mistakes is a 422 listing each problem's path."""
    response = api.post("/v1/sessions", {"app": {
        "id": "bad-tabs", "navigationController": {},
        "tabBarController": {"tabs": [{"title": "A"}], "selectedIndex": 3},
        "controllers": {"A": {"elements": [{"id": "x", "kind": "button", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
                                            "action": {"type": "present", "controller": "B", "style": "card"}}]}}}})
    assert response.status_code == 422
    paths = [problem.split(":")[0] for problem in response.json()["error"]["problems"]]
    assert paths == ["$.app.tabBarController.tabs[0].controller", "$.app.tabBarController.selectedIndex",
                     "$.app.navigationController", "$.app.controllers.A.elements[0].action.style"]


def show_app(navigation: bool) -> dict:
    """Home with a `next` button whose action is a show of Detail, in a navigation controller or not."""
    app = {"id": "show", "root": "Home", "controllers": {
        "Home": {"title": "Home", "elements": [{"id": "next", "kind": "button", "frame": {"x": 20, "y": 100, "width": 280, "height": 44},
                                               "action": {"type": "show", "controller": "Detail"}}]},
        "Detail": {"title": "Detail"}}}
    if navigation:
        app["navigationController"] = {}
    return app


def test_show_pushes_in_a_navigation_controller_and_presents_outside_one(api):
    """A show action (a show segue): a push inside a navigation controller; outside one a presentation, a page sheet on iOS 17."""
    pushed = api.apply(api.create(show_app(True), device="iphone-4", os="6")["id"], tap("next"))
    assert steps(pushed["trace"])[:2] == [("Home#1", "nextTapped:"), ("UINavigationController#1", "pushViewController:animated:")]
    assert stack_ids(pushed["snapshot"]) == ["Home#1", "Detail#1"]

    presented = api.apply(api.create(show_app(False), device="iphone-15-pro", os="17")["id"], tap("next"))
    assert steps(presented["trace"])[:2] == [("Home#1", "nextTapped:"), ("Home#1", "presentViewController:animated:completion:")]
    assert presented["trace"][1]["detail"]["style"] == "pageSheet"
    assert presented["snapshot"]["visible"] == "Detail#1"

"""docs/semantics.md as the engine-fidelity audit extended them, over HTTP against the real binary:
UIKit's own containment calls, appearance forwarding on removal, drawRect: on first display,
composed transforms, and the window without a root view controller.
"""
from swivel_api import api, callbacks, find_view, rotate, steps, tap  # noqa: F401

MASTER = "XTMOrientationMasterViewController#1"


def test_containment_calls_uikit_makes_itself(api):
    """Rotating seed 003's master: the old child disappears after removeFromSuperview and gets didMove… nil from removeFromParentViewController; the new one gets willMove… {parent: master} from addChildViewController:."""
    session_id = api.create("exercise-timer")["id"]
    trace = api.apply(session_id, rotate("landscapeLeft"))["trace"]
    assert callbacks(trace, "XTMViewController#1")[-6:] == [
        "removeFromSuperview", "viewWillDisappear:", "viewDidDisappear:",
        "willMoveToParentViewController:", "removeFromParentViewController", "didMoveToParentViewController:",
    ]
    old_did_move = [e for e in trace if e["controller"] == "XTMViewController#1"
                    and e["callback"] == "didMoveToParentViewController:"]
    assert old_did_move[0]["detail"] == {"parent": None}
    order = steps(trace)
    add_child = order.index((MASTER, "addChildViewController:"))
    assert order[add_child + 1] == ("XTMViewController#2", "willMoveToParentViewController:")
    assert trace[add_child + 1]["detail"] == {"parent": MASTER}
    assert order[add_child + 2] == ("XTMViewController#2", "didMoveToParentViewController:")


def test_b_draws_when_first_displayed(api):
    """Seed 000's B gets drawRect: after its viewDidLayoutSubviews and before viewDidAppear: when pushed."""
    session_id = api.create("alternate-landscape")["id"]
    trace = api.apply(session_id, tap("showB"))["trace"]
    b_calls = callbacks(trace, "BViewController#1")
    assert b_calls.index("drawRect:") == b_calls.index("viewDidLayoutSubviews") + 1
    assert b_calls.index("drawRect:") < b_calls.index("viewDidAppear:")
    draw = next(e for e in trace if e["callback"] == "drawRect:")
    assert draw["detail"] == {"rect": "{{0, 0}, {320, 504}}"}


NESTED_SWAPPER = {
    "id": "nested-swapper", "root": "Swap", "navigationController": {},
    "controllers": {"Swap": {
        "behaviour": {"type": "viewSwap", "portraitView": "portraitView", "landscapeView": "landscapeView"},
        "view": {"id": "portraitView", "size": {"width": 320, "height": 504}},
        "views": {"landscapeView": {"size": {"width": 568, "height": 268}}},
    }},
}


def test_transform_composes_inside_a_container(api):
    """seed 002's swap under a navigation controller: +90° on top of the interface's +90° shows at 180°, a tall turned box."""
    session_id = api.create(NESTED_SWAPPER)["id"]
    layout = api.apply(session_id, rotate("landscapeLeft"))["snapshot"]["layout"]
    view = find_view(layout["root"], "landscapeView")
    assert view["transform"] == 180
    assert view["frame"] == {"x": 150, "y": -98, "width": 268, "height": 568}


def test_swapper_on_the_window_root_is_unchanged(api):
    """The built-in swapper's root view carries the app's angle alone (seed 002's trick works)."""
    session_id = api.create("swapper")["id"]
    layout = api.apply(session_id, rotate("landscapeLeft"))["snapshot"]["layout"]
    view = find_view(layout["root"], "landscapeView")
    assert view["transform"] == 90
    assert view["frame"] == {"x": 0, "y": 20, "width": 568, "height": 300}


ROOTLESS = {"id": "rootless", "root": "Home", "window": {"rootViewController": False},
            "controllers": {"Home": {"observesOrientation": True,
                                     "shouldAutorotateToInterfaceOrientation": "infoPlist"}}}
WARNING = "Applications are expected to have a root view controller at the end of application launch"


def test_rootless_window_ios6_turns_only_the_status_bar(api):
    """iOS 6 (QA1688): the warning, the observers run, no rotation callbacks, statusBarOrientation moves and the status bar is turned over an unturned view."""
    created = api.create(ROOTLESS)
    assert created["warnings"] == [WARNING]
    assert created["statusBarOrientation"] == "portrait"
    result = api.apply(created["id"], rotate("landscapeLeft"))
    assert steps(result["trace"]) == [("Home#1", "orientationChanged:")]
    snapshot = result["snapshot"]
    assert snapshot["interfaceOrientation"] == "portrait"
    assert snapshot["statusBarOrientation"] == "landscapeRight"
    assert snapshot["layout"]["statusBar"]["frame"] == {"x": 300, "y": 0, "width": 20, "height": 568}
    assert snapshot["layout"]["root"]["frame"] == {"x": 0, "y": 20, "width": 320, "height": 548}


def test_rootless_window_ios5_rotates_as_usual(api):
    """iOS 5: the same warning, and the controller rotates as if it were the root."""
    created = api.create(ROOTLESS, os="5")
    assert created["warnings"] == [WARNING]
    snapshot = api.apply(created["id"], rotate("landscapeLeft"))["snapshot"]
    assert snapshot["interfaceOrientation"] == "landscapeRight"
    assert snapshot["statusBarOrientation"] == "landscapeRight"


def test_ordinary_sessions_have_no_warnings(api):
    """A session with a root view controller has an empty warnings list and the status bar follows the interface."""
    created = api.create("lifecycle-logger", orientation="landscapeLeft")
    assert created["warnings"] == []
    assert created["statusBarOrientation"] == created["interfaceOrientation"] == "landscapeRight"


def test_new_app_keys_are_validated_with_paths(api):
    """Misused new keys are a 422 naming each problem's JSON path."""
    response = api.post("/v1/sessions", {"app": {"id": "bad", "root": "Home", "window": {"rootViewController": 1},
                                                 "controllers": {"Home": {"designedFor": "sideways"}}}})
    assert response.status_code == 422
    problems = response.json()["error"]["problems"]
    assert [problem.split(":")[0] for problem in problems] == ["$.app.window.rootViewController", "$.app.controllers.Home.designedFor"]

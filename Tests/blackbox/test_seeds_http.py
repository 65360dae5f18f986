"""Every seed scenario (docs/semantics.md), driven over HTTP against the real binary.

Each test asserts the stack, the visible controller, both orientations and the UIKit
callbacks in the order the seed describes them.
"""
from swivel_api import (BACK, api, callbacks, find_view, rotate, stack_ids, steps, tap,  # noqa: F401
                        view_ids)

PORTRAIT_A = "APortraitViewController#1"
NAV = "UINavigationController#1"

PUSH_SEQUENCE = ["loadView", "viewDidLoad", "viewWillDisappear:", "viewWillAppear:", "viewWillLayoutSubviews",
                 "layoutSubviews", "viewDidLayoutSubviews", "viewDidDisappear:", "viewDidAppear:"]
ROTATE_SEQUENCE = ["willRotateToInterfaceOrientation:duration:", "viewWillLayoutSubviews", "layoutSubviews",
                   "viewDidLayoutSubviews", "willAnimateRotationToInterfaceOrientation:duration:",
                   "didRotateFromInterfaceOrientation:"]


def orientations(snapshot):
    return snapshot["deviceOrientation"], snapshot["interfaceOrientation"]


# --- seed 000: alternate landscape interface -------------------------------------------------

def test_seed000_path_1_2_3_4_ends_on_a_portrait_with_the_bar_shown(api):
    """Landscape → tap B → portrait in B → back: A portrait #1 is the only controller, and the bar stays shown."""
    session_id = api.create("alternate-landscape")["id"]

    step1 = api.apply(session_id, rotate("landscapeLeft"))["snapshot"]
    assert stack_ids(step1) == [PORTRAIT_A, "ALandscapeViewController#1"]
    assert orientations(step1) == ("landscapeLeft", "landscapeRight")
    assert step1["navigationBarHidden"] is True

    step2 = api.apply(session_id, tap("showB"))
    assert stack_ids(step2["snapshot"]) == [PORTRAIT_A, "ALandscapeViewController#1", "BViewController#1"]
    assert step2["snapshot"]["navigationBarHidden"] is False, "B's viewWillAppear: un-hides the bar"
    assert ("BViewController#1", "viewWillAppear:") in steps(step2["trace"])
    assert (NAV, "setNavigationBarHidden:animated:") in steps(step2["trace"])

    step3 = api.apply(session_id, rotate("portrait"))
    assert orientations(step3["snapshot"]) == ("portrait", "portrait")
    assert step3["snapshot"]["visible"] == "BViewController#1"
    b_calls = callbacks(step3["trace"], "BViewController#1")
    assert b_calls == ROTATE_SEQUENCE[:5] + ["drawRect:", "didRotateFromInterfaceOrientation:"], \
        "B redraws itself on rotation"
    assert "willRotateToInterfaceOrientation:duration:" not in callbacks(step3["trace"], "ALandscapeViewController#1")

    step4 = api.apply(session_id, BACK)
    final = step4["snapshot"]
    assert stack_ids(final) == [PORTRAIT_A]
    assert final["visible"] == PORTRAIT_A
    assert orientations(final) == ("portrait", "portrait")
    assert final["navigationBarHidden"] is False, "nothing re-hides the bar (Config/apps)"
    assert steps(step4["trace"]) == [
        (NAV, "popViewControllerAnimated:"),
        ("BViewController#1", "viewWillDisappear:"),
        ("ALandscapeViewController#1", "viewWillAppear:"),
        ("ALandscapeViewController#1", "viewWillLayoutSubviews"),
        ("ALandscapeViewController#1", "layoutSubviews"),
        ("ALandscapeViewController#1", "viewDidLayoutSubviews"),
        ("BViewController#1", "viewDidDisappear:"),
        ("ALandscapeViewController#1", "viewDidAppear:"),
        (PORTRAIT_A, "navigationController:didShowViewController:animated:"),
        (PORTRAIT_A, "swapControllersIfNeeded"),
        (NAV, "popViewControllerAnimated:"),
        ("ALandscapeViewController#1", "viewWillDisappear:"),
        (PORTRAIT_A, "viewWillAppear:"),
        (PORTRAIT_A, "viewWillLayoutSubviews"),
        (PORTRAIT_A, "layoutSubviews"),
        (PORTRAIT_A, "viewDidLayoutSubviews"),
        ("ALandscapeViewController#1", "viewDidDisappear:"),
        (PORTRAIT_A, "viewDidAppear:"),
        (PORTRAIT_A, "navigationController:didShowViewController:animated:"),
        (PORTRAIT_A, "swapControllersIfNeeded"),
    ]
    swap = [e for e in step4["trace"] if e["callback"] == "swapControllersIfNeeded"]
    assert [e["detail"]["action"] for e in swap] == ["pop", "none"]
    pops = [e for e in step4["trace"] if e["callback"] == "popViewControllerAnimated:"]
    assert [e["detail"]["animated"] for e in pops] == [True, False], "the swap pops with animated: NO"
    layout = api.read(session_id, "layout")
    assert layout["navigationBar"]["backButton"] is None
    assert find_view(layout["root"], "showB") is not None


def test_seed000_landscape_pushes_without_animation_after_the_notification(api):
    """Rotating to landscape: A rotates, then orientationChanged: → swap pushes ALandscape#1 with animated NO."""
    session_id = api.create("alternate-landscape")["id"]
    result = api.apply(session_id, rotate("landscapeLeft"))
    calls = callbacks(result["trace"])
    assert calls.index("willAnimateRotationToInterfaceOrientation:duration:") < calls.index("orientationChanged:")
    assert calls[-1] == "didRotateFromInterfaceOrientation:"
    push = next(e for e in result["trace"] if e["callback"] == "pushViewController:animated:")
    assert push["detail"] == {"viewController": "ALandscapeViewController#1", "animated": False}
    assert callbacks(result["trace"], "ALandscapeViewController#1") == [
        "loadView", "viewDidLoad", "viewWillAppear:", "viewWillLayoutSubviews", "layoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear:"]
    assert result["snapshot"]["visible"] == "ALandscapeViewController#1"


def test_seed000_face_up_changes_the_device_only(api):
    """faceUp: the device orientation changes, the interface does not; observers run, nothing is pushed."""
    session_id = api.create("alternate-landscape")["id"]
    result = api.apply(session_id, rotate("faceUp"))
    assert orientations(result["snapshot"]) == ("faceUp", "portrait")
    assert stack_ids(result["snapshot"]) == [PORTRAIT_A]
    assert steps(result["trace"]) == [(PORTRAIT_A, "orientationChanged:"), (PORTRAIT_A, "swapControllersIfNeeded")]
    assert result["trace"][1]["detail"]["action"] == "none"


def test_seed000_upside_down_flaw_shows_the_portrait_a_in_landscape(api):
    """From landscape, upside down counts as portrait: ALandscape is popped though the interface stays landscape."""
    session_id = api.create("alternate-landscape")["id"]
    api.apply(session_id, rotate("landscapeLeft"))
    result = api.apply(session_id, rotate("portraitUpsideDown"))
    snapshot = result["snapshot"]
    assert orientations(snapshot) == ("portraitUpsideDown", "landscapeRight")
    assert stack_ids(snapshot) == [PORTRAIT_A]
    assert snapshot["visible"] == PORTRAIT_A
    assert "willRotateToInterfaceOrientation:duration:" not in callbacks(result["trace"])
    assert (NAV, "popViewControllerAnimated:") in steps(result["trace"])
    layout = api.read(session_id, "layout")
    assert layout["window"] == {"width": 568, "height": 320}
    assert find_view(layout["root"], "aPortraitView")["frame"]["width"] == 568


def test_seed000_every_push_creates_a_new_landscape_instance(api):
    """landscape, portrait, landscape, portrait, landscape: ALandscape #1, #2, #3 — never reused."""
    session_id = api.create("alternate-landscape")["id"]
    seen = []
    for orientation in ["landscapeLeft", "portrait", "landscapeRight", "portrait", "landscapeLeft"]:
        snapshot = api.apply(session_id, rotate(orientation))["snapshot"]
        seen.append(snapshot["visible"])
        assert len(snapshot["stack"]) == (2 if orientation.startswith("landscape") else 1)
    assert seen == ["ALandscapeViewController#1", PORTRAIT_A, "ALandscapeViewController#2",
                    PORTRAIT_A, "ALandscapeViewController#3"]


def test_seed000_launch_in_landscape_ends_with_the_landscape_controller(api):
    """Launched in landscape, the notification at launch pushes ALandscape#1 (docs/semantics.md#rotation launch)."""
    snapshot = api.create("alternate-landscape", orientation="landscapeRight")
    assert orientations(snapshot) == ("landscapeRight", "landscapeLeft")
    assert stack_ids(snapshot) == [PORTRAIT_A, "ALandscapeViewController#1"]
    launch = api.trace(snapshot["id"])
    a = callbacks(launch, PORTRAIT_A)
    assert a[:4] == ["loadView", "viewDidLoad", "viewWillAppear:", "willRotateToInterfaceOrientation:duration:"]
    will_appear = next(e for e in launch if e["controller"] == PORTRAIT_A and e["callback"] == "viewWillAppear:")
    assert will_appear["bounds"] == {"x": 0, "y": 0, "width": 320, "height": 548}
    assert will_appear["boundsCorrect"] is False


# --- seed 001: selective rotation (iOS 6) ----------------------------------------------------

def test_seed001_forwarding_navigation_controller_keeps_locked_in_portrait(api):
    """iOS 6 with the forwarding subclass: Locked's shouldAutorotate NO refuses the rotation."""
    session_id = api.create("selective-rotation")["id"]
    api.apply(session_id, tap("showLocked"))
    result = api.apply(session_id, rotate("landscapeLeft"))
    assert orientations(result["snapshot"]) == ("landscapeLeft", "portrait")
    assert result["snapshot"]["visible"] == "LockedViewController#1"
    assert result["trace"] == [], "a refused rotation runs only observers, and this app has none"
    assert api.read(session_id, "layout")["window"] == {"width": 320, "height": 568}


def test_seed001_home_rotates_through_the_forwarding_controller(api):
    """iOS 6, forwarding: Home (all but upside down) on top rotates to landscape."""
    session_id = api.create("selective-rotation")["id"]
    result = api.apply(session_id, rotate("landscapeLeft"))
    assert orientations(result["snapshot"]) == ("landscapeLeft", "landscapeRight")
    assert callbacks(result["trace"], "HomeViewController#1") == ROTATE_SEQUENCE


def test_seed001_plain_navigation_controller_ignores_locked(api):
    """{"forwarding": false}: the plain UINavigationController answers for itself, so Locked rotates."""
    session_id = api.create("selective-rotation", options={"forwarding": False})["id"]
    api.apply(session_id, tap("showLocked"))
    result = api.apply(session_id, rotate("landscapeLeft"))
    assert orientations(result["snapshot"]) == ("landscapeLeft", "landscapeRight")
    assert result["snapshot"]["visible"] == "LockedViewController#1"
    assert callbacks(result["trace"], "LockedViewController#1") == ROTATE_SEQUENCE
    assert result["snapshot"]["stack"][0]["parent"] == "UINavigationController#1"


def test_seed001_ios5_asks_the_visible_controller(api):
    """os "5": Locked answers YES for portrait only, so the rotation is refused after asking it."""
    session_id = api.create("selective-rotation", os="5")["id"]
    api.apply(session_id, tap("showLocked"))
    result = api.apply(session_id, rotate("landscapeLeft"))
    assert orientations(result["snapshot"]) == ("landscapeLeft", "portrait")
    assert "willRotateToInterfaceOrientation:duration:" not in callbacks(result["trace"])
    back = api.apply(session_id, BACK)["snapshot"]
    assert back["visible"] == "HomeViewController#1"
    assert back["interfaceOrientation"] == "portrait", "popping never rotates by itself (docs/semantics.md#who-decides-ios-5--ios-6-defaults-crash-checks)"
    again = api.apply(session_id, rotate("landscapeRight"))
    assert orientations(again["snapshot"]) == ("landscapeRight", "landscapeLeft"), "Home answers YES on iOS 5"


# --- seed 002: swapping views ---------------------------------------------------------------

def test_seed002_landscape_view_carries_the_apps_transform(api):
    """didRotate… swaps in landscapeView with +90 (interface landscapeRight) / -90 (landscapeLeft), portraitView 0."""
    session_id = api.create("swapper")["id"]
    assert api.read(session_id, "layout")["root"]["id"] == "portraitView"
    expected = [("landscapeLeft", "landscapeRight", "landscapeView", 90),
                ("landscapeRight", "landscapeLeft", "landscapeView", -90),
                ("portrait", "portrait", "portraitView", 0)]
    for device, interface, root_id, degrees in expected:
        result = api.apply(session_id, rotate(device))
        assert orientations(result["snapshot"]) == (device, interface)
        assert callbacks(result["trace"], "ViewController#1")[-1] == "didRotateFromInterfaceOrientation:"
        layout = api.read(session_id, "layout")
        assert layout["interfaceOrientation"] == interface
        assert layout["root"]["id"] == root_id
        assert layout["root"]["transform"] == degrees
        other = "portraitView" if root_id == "landscapeView" else "landscapeView"
        assert other not in view_ids(layout["root"]), "a swapped-out view leaves the layout tree"


# --- seed 003: exercise timer ---------------------------------------------------------------

def box(layout, view_id):
    return find_view(layout["root"], view_id)["frame"]


def test_seed003_timers_survive_rotation(api):
    """A running timer keeps running and keeps its elapsed time across rotations (timers in the model)."""
    session_id = api.create("exercise-timer")["id"]
    api.apply(session_id, tap("start"), {"type": "advance", "ms": 5000})
    result = api.apply(session_id, rotate("landscapeLeft"))
    assert result["snapshot"]["timers"][0] == {"id": "workout", "durationMs": 1_800_000, "state": "running",
                                               "elapsedMs": 5000, "remainingMs": 1_795_000}
    after = api.apply(session_id, {"type": "advance", "ms": 1000})["snapshot"]
    assert (after["timers"][0]["state"], after["timers"][0]["elapsedMs"]) == ("running", 6000)
    assert after["clock"] == {"nowMs": 6000}


def test_seed003_timer_owner_child_resets_on_rotation(api):
    """{"timerOwner": "child"} reproduces the seed's first version: rotation resets the timer."""
    session_id = api.create("exercise-timer", options={"timerOwner": "child"})["id"]
    api.apply(session_id, tap("start"), {"type": "advance", "ms": 5000})
    after = api.apply(session_id, rotate("landscapeLeft"))["snapshot"]
    assert (after["timers"][0]["state"], after["timers"][0]["elapsedMs"]) == ("idle", 0)


def test_seed003_every_rotation_loads_a_new_child_from_the_chosen_xib(api):
    """willAnimate… removes the child and loads XTMViewController #2, #3 — landscapeLeft↔Right included."""
    session_id = api.create("exercise-timer")["id"]
    first = api.apply(session_id, rotate("landscapeLeft"))
    master = "XTMOrientationMasterViewController#1"
    old_child_calls = callbacks(first["trace"], "XTMViewController#1")
    assert old_child_calls[0] == "willRotateToInterfaceOrientation:duration:"
    # The child's view leaves the window (it disappears right there), the seed's willMove… nil,
    # and removeFromParentViewController's own didMove… nil (docs/semantics.md#rotation, Containment).
    assert old_child_calls[-6:] == ["removeFromSuperview", "viewWillDisappear:", "viewDidDisappear:",
                                    "willMoveToParentViewController:", "removeFromParentViewController",
                                    "didMoveToParentViewController:"]
    xib = next(e for e in first["trace"] if e["callback"] == "xibNameForDeviceAndRotation:")
    assert xib["controller"] == master
    assert xib["detail"]["xib"] == "XTMViewController_iPhone-Landscape"
    assert xib["detail"]["tried"] == ["XTMViewController-Landscape", "XTMViewController_iPhone-Landscape"]
    new_child = callbacks(first["trace"], "XTMViewController#2")
    # addChildViewController: calls willMove… {parent: master} itself, before the seed's didMove….
    assert new_child[:4] == ["loadView", "viewDidLoad", "willMoveToParentViewController:", "didMoveToParentViewController:"]
    assert "willRotateToInterfaceOrientation:duration:" not in new_child
    assert stack_ids(first["snapshot"]) == [master, "XTMViewController#2"]
    second = api.apply(session_id, rotate("landscapeRight"))["snapshot"]
    assert stack_ids(second) == [master, "XTMViewController#3"]
    layout = api.read(session_id, "layout")
    assert find_view(layout["root"], "timerView")["controller"] == "XTMViewController#3"


def test_seed003_boxes_rearrange_between_portrait_and_landscape(api):
    """Portrait: green below magenta. Landscape: green above magenta and left of orange."""
    session_id = api.create("exercise-timer")["id"]
    portrait = api.read(session_id, "layout")
    assert box(portrait, "green")["y"] > box(portrait, "magenta")["y"]
    api.apply(session_id, rotate("landscapeLeft"))
    landscape = api.read(session_id, "layout")
    assert box(landscape, "green")["y"] < box(landscape, "magenta")["y"]
    assert box(landscape, "green")["x"] < box(landscape, "orange")["x"]
    timer_view = find_view(landscape["root"], "timerView")
    assert timer_view["frame"] == find_view(landscape["root"], "masterView")["frame"], "child frame = master bounds"


def test_seed003_iphone_gets_will_animate_at_launch(api):
    """iPhone launch: the master gets willAnimate… (duration 0) after viewDidLayoutSubviews, before viewDidAppear:."""
    snapshot = api.create("exercise-timer")
    master = callbacks(api.trace(snapshot["id"]), "XTMOrientationMasterViewController#1")
    will_animate = master.index("willAnimateRotationToInterfaceOrientation:duration:")
    assert master.index("viewDidLayoutSubviews") < will_animate < master.index("viewDidAppear:")


def test_seed003_ipad_master_calls_will_animate_from_view_did_appear(api):
    """iPad launch: no automatic willAnimate…; the master calls it itself from viewDidAppear: and loads the iPad xib."""
    snapshot = api.create("exercise-timer", device="ipad")
    launch = api.trace(snapshot["id"])
    master = "XTMOrientationMasterViewController#1"
    calls = callbacks(launch, master)
    assert calls.index("viewDidAppear:") < calls.index("willAnimateRotationToInterfaceOrientation:duration:")
    will_animate = next(e for e in launch if e["callback"] == "willAnimateRotationToInterfaceOrientation:duration:")
    assert will_animate["detail"]["duration"] == 0
    xib = next(e for e in launch if e["callback"] == "xibNameForDeviceAndRotation:")
    assert xib["detail"]["xib"] == "XTMViewController_iPad"
    assert stack_ids(snapshot) == [master, "XTMViewController#1"]
    assert snapshot["layout"]["window"] == {"width": 768, "height": 1024}


# --- seed 004: lifecycle logger -------------------------------------------------------------

def test_seed004_present_rotate_back_sequences(api):
    """present, rotate, back give exactly docs/semantics.md#rotation's sequences, with bounds correct where the seed says."""
    session_id = api.create("lifecycle-logger")["id"]
    first, second = "LoggerViewController#1", "LoggerViewController#2"

    present = api.apply(session_id, tap("present"))["trace"]
    pushed = [(c, cb) for c, cb in steps(present) if c in (first, second)]
    assert pushed == [(first, "presentTapped:")] + [
        (second if cb not in ("viewWillDisappear:", "viewDidDisappear:") else first, cb) for cb in PUSH_SEQUENCE]
    empty = [e["bounds"] for e in present if e["callback"] in ("loadView", "viewDidLoad")]
    assert empty == [{"x": 0, "y": 0, "width": 0, "height": 0}] * 2

    rotated = api.apply(session_id, rotate("landscapeLeft"))
    assert steps(rotated["trace"]) == [(second, cb) for cb in ROTATE_SEQUENCE]
    will_rotate, *_, will_animate, did_rotate = rotated["trace"]
    assert will_rotate["bounds"]["width"] == 320 and will_rotate["boundsCorrect"] is False
    assert will_animate["bounds"] == {"x": 0, "y": 0, "width": 568, "height": 268}
    assert will_animate["boundsCorrect"] is True

    popped = api.apply(session_id, BACK)
    assert [(c, cb) for c, cb in steps(popped["trace"]) if c != "UINavigationController#1"] == [
        (second, "viewWillDisappear:"), (first, "viewWillAppear:"), (first, "viewWillLayoutSubviews"),
        (first, "layoutSubviews"), (first, "viewDidLayoutSubviews"), (second, "viewDidDisappear:"),
        (first, "viewDidAppear:")]
    reappear = next(e for e in popped["trace"] if e["controller"] == first and e["callback"] == "viewWillAppear:")
    assert reappear["bounds"] == {"x": 0, "y": 0, "width": 568, "height": 268}
    assert reappear["boundsCorrect"] is True, "the revealed controller sees correct bounds (seed 004)"
    assert popped["snapshot"]["visible"] == first
    assert orientations(popped["snapshot"]) == ("landscapeLeft", "landscapeRight")


def test_seed004_ios5_asks_should_autorotate_on_present(api):
    """os "5": the presented controller is asked shouldAutorotateToInterfaceOrientation: after viewWillAppear:."""
    session_id = api.create("lifecycle-logger", os="5")["id"]
    calls = callbacks(api.apply(session_id, tap("present"))["trace"], "LoggerViewController#2")
    assert calls.index("viewWillAppear:") + 1 == calls.index("shouldAutorotateToInterfaceOrientation:")
    assert calls.index("shouldAutorotateToInterfaceOrientation:") < calls.index("viewWillLayoutSubviews")

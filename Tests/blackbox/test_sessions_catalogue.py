"""Catalogue routes (Config/openapi.json): devices, apps, one app's definition."""
import json
from pathlib import Path

from swivel_api import api, assert_error  # noqa: F401  (fixture)
from swivel_harness import REPO_ROOT

BUILT_IN_APPS = {
    "alternate-landscape": 0, "selective-rotation": 1, "swapper": 2,
    "exercise-timer": 3, "lifecycle-logger": 4,
    "alternate-landscape-modal": 0, "tabbed-rotation": 1,
    "constraint-form": None, "constraint-form-scrolling": None,
}


DEVICE_TABLE = {
    # id: (points, scale, os range, home button, status bar, safe portrait, safe landscape, classes P, classes L)
    "iphone-3.5": ((320, 480), 2, ("5", "9"), True, 20, (20, 0, 0, 0), (0, 0, 0, 0), "CR", "CC"),
    "iphone-4": ((320, 568), 2, ("5", "10"), True, 20, (20, 0, 0, 0), (0, 0, 0, 0), "CR", "CC"),
    "ipad": ((768, 1024), 2, ("5", "10"), True, 20, (20, 0, 0, 0), (20, 0, 0, 0), "RR", "RR"),
    "iphone-se": ((375, 667), 2, ("13", "26"), True, 20, (20, 0, 0, 0), (0, 0, 0, 0), "CR", "CC"),
    "iphone-8-plus": ((414, 736), 3, ("11", "16"), True, 20, (20, 0, 0, 0), (0, 0, 0, 0), "CR", "RC"),
    "iphone-x": ((375, 812), 3, ("11", "26"), False, 44, (44, 0, 34, 0), (0, 44, 21, 44), "CR", "CC"),
    "iphone-11": ((414, 896), 2, ("12", "26"), False, 48, (48, 0, 34, 0), (0, 48, 21, 48), "CR", "RC"),
    "iphone-13-mini": ((375, 812), 3, ("14", "26"), False, 50, (50, 0, 34, 0), (0, 50, 21, 50), "CR", "CC"),
    "iphone-14": ((390, 844), 3, ("14", "26"), False, 47, (47, 0, 34, 0), (0, 47, 21, 47), "CR", "CC"),
    "iphone-14-plus": ((428, 926), 3, ("14", "26"), False, 47, (47, 0, 34, 0), (0, 47, 21, 47), "CR", "RC"),
    "iphone-15-pro": ((393, 852), 3, ("16", "26"), False, 54, (59, 0, 34, 0), (0, 59, 21, 59), "CR", "CC"),
    "iphone-15-pro-max": ((430, 932), 3, ("16", "26"), False, 54, (59, 0, 34, 0), (0, 59, 21, 59), "CR", "RC"),
    "iphone-16-pro": ((402, 874), 3, ("18", "26"), False, 54, (62, 0, 34, 0), (0, 62, 21, 62), "CR", "CC"),
    "iphone-16-pro-max": ((440, 956), 3, ("18", "26"), False, 54, (62, 0, 34, 0), (0, 62, 21, 62), "CR", "RC"),
    "ipad-10": ((820, 1180), 2, ("16", "26"), False, 24, (24, 0, 20, 0), (24, 0, 20, 0), "RR", "RR"),
    "ipad-pro-11": ((834, 1194), 2, ("12", "26"), False, 24, (24, 0, 20, 0), (24, 0, 20, 0), "RR", "RR"),
    "ipad-pro-13": ((1024, 1366), 2, ("12", "26"), False, 24, (24, 0, 20, 0), (24, 0, 20, 0), "RR", "RR"),
    "ipad-mini": ((744, 1133), 2, ("15", "26"), False, 24, (24, 0, 20, 0), (24, 0, 20, 0), "RR", "RR"),
}


def test_devices_lists_the_device_table(api):
    """GET /v1/devices: every device of docs/semantics.md's table with each of its facts, in the table's order."""
    response = api.get("/v1/devices")
    assert response.status_code == 200
    devices = response.json()["devices"]
    assert [d["id"] for d in devices] == list(DEVICE_TABLE)
    classes = {"C": "compact", "R": "regular"}
    for device in devices:
        screen, scale, (low, high), home, bar, portrait, landscape, cp, cl = DEVICE_TABLE[device["id"]]
        insets = lambda t: dict(zip(("top", "left", "bottom", "right"), t))
        assert device["screen"] == {"width": screen[0], "height": screen[1]}
        assert device["idiom"] == ("pad" if device["id"].startswith("ipad") else "phone")
        assert (device["scale"], device["os"], device["homeButton"], device["statusBarHeight"]) == (scale, {"min": low, "max": high}, home, bar)
        assert device["safeArea"] == {"portrait": insets(portrait), "landscape": insets(landscape)}
        assert device["sizeClasses"] == {
            "portrait": {"horizontal": classes[cp[0]], "vertical": classes[cp[1]]},
            "landscape": {"horizontal": classes[cl[0]], "vertical": classes[cl[1]]},
        }
        assert device["name"] and all(name == name.lower() for name in device["models"])


def test_apps_lists_one_built_in_app_per_seed(api):
    """GET /v1/apps: the fixed ids of Config/apps, docs/semantics.md#presented-controllers and §14, each with a title, its seed number and source builtin."""
    apps = [a for a in api.get("/v1/apps").json()["apps"] if a["source"] == "builtin"]
    assert {a["id"]: a["seed"] for a in apps} == BUILT_IN_APPS
    assert all(set(a) == {"id", "title", "seed", "source"} and a["title"] for a in apps)


def test_app_by_id_is_its_config_file(api):
    """GET /v1/apps/{id} answers the definition as it is in Config/apps/<id>.json."""
    for app_id in BUILT_IN_APPS:
        response = api.get(f"/v1/apps/{app_id}")
        assert response.status_code == 200
        on_disk = json.loads(Path(REPO_ROOT, "Config", "apps", f"{app_id}.json").read_text())
        assert response.json() == on_disk


def test_unknown_app_is_404_naming_the_built_in_apps(api):
    """GET /v1/apps/nope is 404 and the message lists the ids that exist."""
    error = assert_error(api.get("/v1/apps/nope"), 404)
    for app_id in BUILT_IN_APPS:
        assert app_id in error["message"]

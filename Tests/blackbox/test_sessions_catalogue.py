"""Catalogue routes (SPEC §7): devices, apps, one app's definition."""
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


def test_devices_lists_the_three_devices_of_spec_2(api):
    """GET /v1/devices: iphone-3.5, iphone-4, ipad with idiom and portrait screen size."""
    response = api.get("/v1/devices")
    assert response.status_code == 200
    devices = {d["id"]: d for d in response.json()["devices"]}
    assert devices == {
        "iphone-3.5": {"id": "iphone-3.5", "idiom": "phone", "screen": {"width": 320, "height": 480}},
        "iphone-4": {"id": "iphone-4", "idiom": "phone", "screen": {"width": 320, "height": 568}},
        "ipad": {"id": "ipad", "idiom": "pad", "screen": {"width": 768, "height": 1024}},
    }


def test_apps_lists_one_built_in_app_per_seed(api):
    """GET /v1/apps: the fixed ids of SPEC §5, §10 and §14, each with a title, its seed number and source builtin."""
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

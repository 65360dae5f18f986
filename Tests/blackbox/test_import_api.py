"""POST /v1/apps/import (docs/interface-import.md): a user's storyboard, xib and Info.plist become
a runnable app over HTTP; hostile or broken files are a clear 422 naming the file, line and
column, nothing is stored, and the server keeps serving.
"""
import pathlib

import pytest

from swivel_api import SwivelClient, api, assert_error, rotate, tap  # noqa: F401
from swivel_harness import REPO_ROOT

FIXTURES = REPO_ROOT / "Tests" / "InterfaceImportTests" / "Fixtures"
HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'


def storyboard(scenes: str, initial: str = "1", runtime: str = "iOS.CocoaTouch", doctype: str = "") -> str:
    return (HEADER + doctype + '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
            f'toolsVersion="6254" targetRuntime="{runtime}" useAutolayout="YES" initialViewController="{initial}">\n'
            f'<scenes>{scenes}</scenes></document>\n')


def scene(object_id: str, klass: str, body: str = "") -> str:
    return (f'<scene sceneID="s{object_id}"><objects><viewController id="{object_id}" customClass="{klass}" sceneMemberID="viewController">'
            f'<view key="view" id="v{object_id}"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>'
            f'<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>{body}</view></viewController></objects></scene>')


ONE_SCREEN = storyboard(scene("1", "HomeViewController",
    '<subviews><label text="Hello" id="l1" userLabel="Greeting"><rect key="frame" x="20" y="20" width="280" height="21"/>'
    '<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></label></subviews>'))


def test_import_register_and_run(api):
    """Seed 000's Xcode 4.2 storyboard and an Info.plist import with an overlay, register, and run as a session that rotates."""
    files = {"Main.storyboard": (FIXTURES / "AlternateViews-Xcode42.storyboard").read_text(),
             "Info.plist": (FIXTURES / "Info.plist").read_text()}
    overlay = {"controllers": {"PortraitAViewController": {"supportedInterfaceOrientations": "all",
                                                           "shouldAutorotateToInterfaceOrientation": "all"}}}
    response = api.post("/v1/apps/import", {"id": "imported-alternate", "files": files, "overlay": overlay})
    assert response.status_code == 200, response.text
    answer = response.json()
    assert set(answer) == {"app", "notes", "segues"}
    app = answer["app"]
    assert app["id"] == "imported-alternate"
    assert app["controllers"]["PortraitAViewController"]["supportedInterfaceOrientations"] == "all"
    assert all(set(note) >= {"file", "message"} for note in answer["notes"])
    assert api.post("/v1/apps", app).status_code == 201
    try:
        # Where each part came from survives registration (docs/app-format.md).
        stored = api.get("/v1/apps/imported-alternate").json()
        assert stored["controllers"]["PortraitAViewController"]["source"] == {"file": "Main.storyboard", "object": "5"}
        assert stored["controllers"]["PortraitAViewController"]["view"]["elements"][0]["source"] == {"file": "Main.storyboard", "object": "7"}
        snapshot = api.create("imported-alternate")
        assert snapshot["status"] == "running"
        assert snapshot["visible"] == "PortraitAViewController#1"
        assert api.apply(snapshot["id"], rotate("landscapeLeft"))["snapshot"]["status"] == "running"
    finally:
        api.delete("/v1/apps/imported-alternate")


def test_one_xib_imports_as_a_one_screen_app(api):
    """A single xib is a runnable one-screen app: its File's Owner's class shows its view."""
    response = api.post("/v1/apps/import", {"files": {"Child.xib": (FIXTURES / "Child-Xcode5.xib").read_text()}})
    assert response.status_code == 200, response.text
    app = response.json()["app"]
    assert "Child" in app["xibs"]
    snapshot = api.create(app=app)
    assert snapshot["status"] == "running"


BAD_INPUT = {
    "malformed": ({"Bad.storyboard": HEADER + "<document>\n  <scenes>\n</document>"}, "invalid_interface_file", 4),
    "wrong root": ({"Main.storyboard": HEADER + "<html><body/></html>"}, "invalid_interface_file", 2),
    "legacy archive": ({"Old.xib": HEADER + '<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data/></archive>'},
                       "legacy_interface_builder_archive", None),
    "mac runtime": ({"Mac.storyboard": storyboard(scene("1", "A"), runtime="MacOSX.Cocoa")}, "unsupported_runtime", None),
    "external entity": ({"Main.storyboard": storyboard(scene("1", "A"), doctype='<!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n')},
                        "invalid_interface_file", 2),
    "entity bomb": ({"Main.storyboard": storyboard(scene("1", "A"), doctype='<!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>\n')},
                    "invalid_interface_file", 2),
    "missing destination": ({"Main.storyboard": storyboard(scene("1", "A", '<subviews><button id="b1"><rect key="frame" x="0" y="0" width="10" height="10"/>'
                                                                        '<connections><segue destination="404" kind="push" id="g1"/></connections></button></subviews>'))},
                            "invalid_interface_file", None),
    "duplicate ids": ({"Main.storyboard": storyboard(scene("1", "A") + scene("1", "B"))}, "invalid_interface_file", None),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_bad_files_are_refused_clearly(api, case):
    """Each bad file: 422 with its code and the file (line and column where it has one); nothing registered; the server serves on."""
    files, code, line = BAD_INPUT[case]
    before = api.get("/v1/apps").json()
    error = assert_error(api.post("/v1/apps/import", {"files": files}), 422, code)
    assert error["file"] == next(iter(files))
    if line is not None:
        assert error["line"] == line and isinstance(error["column"], int)
    assert api.get("/v1/apps").json() == before
    assert api.get("/v1/health").status_code == 200


def test_too_many_scenes_and_a_huge_file(start_server):
    """2,001 scenes and a 9 MiB file are 422 invalid_interface_file naming the bound (with a body limit that lets them through)."""
    server = start_server("--max-body-bytes", str(32 << 20))
    client = SwivelClient(server.url)
    many = storyboard("".join(scene(str(n), f"C{n}") for n in range(1, 2002)))
    error = assert_error(client.post("/v1/apps/import", {"files": {"Big.storyboard": many}}), 422, "invalid_interface_file")
    assert "2000" in error["message"].replace(",", "")
    huge = ONE_SCREEN + "<!--" + "x" * (9 << 20) + "-->"
    error = assert_error(client.post("/v1/apps/import", {"files": {"Huge.storyboard": huge}}), 422, "invalid_interface_file")
    assert error["file"] == "Huge.storyboard"
    assert client.get("/v1/health").status_code == 200


def test_overlay_problems_name_their_paths(api):
    """An overlay naming a controller or element the import does not have is 422 invalid_app with each path."""
    overlay = {"controllers": {"Nobody": {"shouldAutorotate": False},
                               "HomeViewController": {"elements": {"ghost": {"text": "x"}}}}}
    error = assert_error(api.post("/v1/apps/import", {"files": {"Main.storyboard": ONE_SCREEN}, "overlay": overlay}), 422, "invalid_app")
    assert any(problem.startswith("$.overlay.controllers.Nobody") for problem in error["problems"]), error
    assert any("ghost" in problem for problem in error["problems"]), error


def test_bodies_that_are_not_imports(api):
    """A body without files, with an empty files object, or with a file that is not text is 422 invalid_import at its path."""
    assert "$.files" in assert_error(api.post("/v1/apps/import", {"id": "x"}), 422, "invalid_import")["message"]
    assert "$.files" in assert_error(api.post("/v1/apps/import", {"files": {}}), 422, "invalid_import")["message"]
    assert "$.files" in assert_error(api.post("/v1/apps/import", {"files": {"A.xib": 3}}), 422, "invalid_import")["message"]
    assert "$.colour" in assert_error(api.post("/v1/apps/import", {"files": {"A.xib": "x"}, "colour": 1}), 422, "invalid_import")["message"]

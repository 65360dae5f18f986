"""scripts/reachable-scenes.py, the local measure of docs/interface-import.md's "The file's
navigation": it imports files and lists the controllers a user reaches by tapping."""
import json

from swivel_harness import REPO_ROOT, run_script

FIXTURES = REPO_ROOT / "Tests" / "InterfaceImportTests" / "Fixtures"


def reach(*args):
    return run_script("reachable-scenes.py", *args)


def test_every_controller_of_the_navigation_fixture_is_reached():
    """Navigation-Xcode10.storyboard draws a segue from each kind of source: its seven controllers are all reached."""
    result = reach(FIXTURES / "Navigation-Xcode10.storyboard")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("7 of 7 controllers reached by taps (7 of the 7 a segue leads to, the root included;"), result.stdout


def test_a_scene_only_code_shows_is_listed_as_not_reached(tmp_path):
    """The collection fixture with its item's segue removed: Photo is led to by nothing, listed as not reached; Gallery is reached at launch."""
    text = (FIXTURES / "Collection-Xcode15.storyboard").read_text()
    cut = text.replace('<segue destination="Pho-00-001" kind="show" identifier="ShowPhoto" id="Gal-sg-001"/>', "")
    assert cut != text
    file = tmp_path / "Cut.storyboard"
    file.write_text(cut)
    result = reach(file, "--json")
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["controllers"] == 2
    assert found["reached"] == {"GalleryViewController": []}
    assert found["notReached"] == ["PhotoViewController"]
    assert found["ledTo"] == ["GalleryViewController"]


def test_a_file_the_import_refuses_exits_with_its_message(tmp_path):
    """A file that is not Interface Builder's: exit status 1 with the import's error."""
    file = tmp_path / "Broken.storyboard"
    file.write_text("<notADocument/>")
    result = reach(file)
    assert result.returncode == 1
    assert result.stderr.startswith("import refused:"), result.stderr


def test_a_segue_performed_in_code_is_reached_with_perform_segues(tmp_path):
    """The collection fixture's ShowPhoto segue drawn from the Gallery controller itself: taps do not reach Photo; with --perform-segues it is reached by performing ShowPhoto."""
    text = (FIXTURES / "Collection-Xcode15.storyboard").read_text()
    segue = '<segue destination="Pho-00-001" kind="show" identifier="ShowPhoto" id="Gal-sg-001"/>'
    moved = text.replace(segue, "").replace(
        '<navigationItem key="navigationItem" title="Gallery" id="Gal-ni-001"/>',
        '<navigationItem key="navigationItem" title="Gallery" id="Gal-ni-001"/><connections>' + segue + "</connections>")
    assert moved.count(segue) == 1 and moved != text
    file = tmp_path / "InCode.storyboard"
    file.write_text(moved)
    by_taps = reach(file, "--json")
    assert by_taps.returncode == 0, by_taps.stderr
    assert json.loads(by_taps.stdout)["notReached"] == ["PhotoViewController"]
    with_code = reach(file, "--perform-segues", "--json")
    assert with_code.returncode == 0, with_code.stderr
    found = json.loads(with_code.stdout)
    assert found["notReached"] == []
    assert found["reached"]["PhotoViewController"] == [{"type": "performSegue", "identifier": "ShowPhoto"}]

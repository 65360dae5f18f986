"""scripts/compare-design-frames.py, the local check of docs/interface-import.md's "Design device":
it lays out every scene of the files given on their design devices and lists views whose frames
differ from the saved ones."""
import json

from swivel_harness import REPO_ROOT, run_script

FIXTURES = REPO_ROOT / "Tests" / "InterfaceImportTests" / "Fixtures"


def compare(*args):
    return run_script("compare-design-frames.py", *args)


def test_a_fixture_laid_out_as_saved_has_no_differences():
    """The cells fixture on Xcode 15's iPhone 15 Pro canvas: its six views where the file saved them."""
    result = compare(FIXTURES / "Cells-Xcode15.storyboard")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "6 views compared, 0 differing\nambiguous: 0 in both, 0 in the layout only, 0 in the file only"


def test_ambiguity_is_compared_with_interface_builders_verdict(tmp_path):
    """A label Interface Builder calls ambiguous (ambiguous="YES") that the layout does not: counted and listed as the file's only."""
    text = (FIXTURES / "Cells-Xcode15.storyboard").read_text()
    flagged = text.replace('id="Set-lb-001"', 'ambiguous="YES" id="Set-lb-001"', 1)
    assert flagged != text
    file = tmp_path / "Flagged.storyboard"
    file.write_text(flagged)
    result = compare(file)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[-1] == "ambiguous: 0 in both, 0 in the layout only, 1 in the file only"
    assert any(line.endswith("ambiguous in the file, not in the layout: Wi-FiTitle [Set-lb-001]") for line in lines), lines


def test_a_moved_view_is_listed_with_both_frames(tmp_path):
    """A label whose saved frame is 5 points off its margin constraint: listed, laid out at 16, saved at 21."""
    text = (FIXTURES / "Cells-Xcode15.storyboard").read_text()
    moved = text.replace('<rect key="frame" x="16" y="11" width="361" height="22"/>', '<rect key="frame" x="21" y="11" width="361" height="22"/>')
    assert moved != text
    file = tmp_path / "Moved.storyboard"
    file.write_text(moved)
    result = compare(file, "--json")
    assert result.returncode == 0, result.stderr
    [scene] = json.loads(result.stdout)
    assert scene["scene"] == "SettingsTableViewController" and scene["compared"] == 6
    assert scene["differing"] == ["Wi-FiTitle [Set-lb-001]: laid out at (16, 11.0, 361, 22), saved at (21, 11, 361, 22)"]


def test_a_file_that_does_not_import_is_reported(tmp_path):
    """Not a storyboard: reported, not a crash."""
    file = tmp_path / "Broken.storyboard"
    file.write_text("<document")
    result = compare(file)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"{file}: not imported: ")

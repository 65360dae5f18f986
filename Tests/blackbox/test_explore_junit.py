"""`swivel explore … --junit FILE` (README.md#testing-your-app-in-ci): the explorer's verdict as JUnit XML for a CI's
test report — a test case per finding kind and run, failing exactly where --fail-on fails."""
import subprocess
import xml.etree.ElementTree as ElementTree

from swivel_harness import REPO_ROOT, swivel_binary

KINDS = ["crash", "unsupportedOrientation", "undesignedOrientation", "stuckOrientation", "staleLayout", "layoutDefect",
         "unsatisfiableConstraints", "ambiguousLayout", "barLeak", "timerReset"]


def explore(*args):
    return subprocess.run([str(swivel_binary()), "explore", *args], capture_output=True, text=True, timeout=120, cwd=REPO_ROOT)


def test_junit_has_a_case_per_kind_and_run_failing_where_fail_on_fails(tmp_path):
    """Two runs × every kind; undesignedOrientation fails in each (--fail-on), barLeak passes with its findings in system-out; exit 1."""
    report = tmp_path / "explore.xml"
    result = explore("alternate-landscape", "--os", "5,6", "--depth", "3", "--fail-on", "undesignedOrientation", "--junit", str(report))
    assert result.returncode == 1, result.stdout + result.stderr
    root = ElementTree.parse(report).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == (str(2 * len(KINDS)), "2", "0")
    suites = root.findall("testsuite")
    assert [s.get("name") for s in suites] == ["alternate-landscape on iphone-4, iOS 5", "alternate-landscape on iphone-4, iOS 6"]
    for suite in suites:
        cases = {case.get("name"): case for case in suite.findall("testcase")}
        assert list(cases) == KINDS
        assert suite.get("failures") == "1"
        properties = {p.get("name"): p.get("value") for p in suite.find("properties")}
        assert properties["app"] == "alternate-landscape" and int(properties["states"]) > 1
        failure = cases["undesignedOrientation"].find("failure")
        assert failure.get("type") == "undesignedOrientation"
        assert "APortraitViewController: 2 events: rotate landscapeLeft, rotate portraitUpsideDown" in failure.text
        assert cases["barLeak"].find("failure") is None
        assert "tap showB, back" in cases["barLeak"].find("system-out").text
        assert len(cases["crash"]) == 0, "a kind with no finding is a plain passing case"


def test_junit_without_fail_on_passes_and_the_table_still_prints(tmp_path):
    """No --fail-on: exit 0, no failures in the XML, and the table on standard output as before."""
    report = tmp_path / "explore.xml"
    result = explore("selective-rotation", "--device", "iphone-4,ipad", "--depth", "2", "--junit", str(report))
    assert result.returncode == 0, result.stderr
    assert "undesignedOrientation" in result.stdout
    root = ElementTree.parse(report).getroot()
    assert root.get("failures") == "0" and len(root.findall("testsuite")) == 2
    assert root.findall(".//failure") == []


def test_junit_to_an_unwritable_path_is_an_error(tmp_path):
    """A report that cannot be written is an error message and exit status 1."""
    result = explore("swapper", "--depth", "1", "--junit", str(tmp_path / "no-such-folder" / "explore.xml"))
    assert result.returncode == 1
    assert "cannot write the JUnit report" in result.stderr

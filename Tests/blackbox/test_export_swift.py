"""`?format=swift-testing` and the README's Swift path, compiled and run: a test package made from
the README's `Package.swift` (depending on this repository by path, so it builds the
`SwivelClient` product and none of the server) holds the README's five-line test and exported
sessions; `swift test` in it with SWIVEL_URL at the server passes, and fails once a registered
app's behaviour changes.

The package's build folder is `.build-export-swift/` in the repository (git ignores `.build-*/`):
the first run resolves and compiles the client, later runs only what changed."""
import copy
import json
import os
import re
import shutil
import subprocess

from swivel_api import api, rotate, tap  # noqa: F401
from swivel_harness import REPO_ROOT
from test_export import FLOW, TWO_SCREENS, export
from test_readme_ci import fenced, section

SCRATCH = REPO_ROOT / ".build-export-swift"
README_URL_DEPENDENCY = '.package(url: "https://github.com/your-org/swivel.git", branch: "main")'
# Building the client and the tests the first time takes a while on two cores.
SWIFT_TIMEOUT = 900


def readme_swift_blocks() -> tuple[str, str]:
    """The section's Swift blocks: the test package's Package.swift, then the five-line test."""
    manifest, test = fenced(section("Testing your app in CI"), "swift")[:2]
    return manifest, test


def write_package(root, sessions: dict[str, str]):
    """The README's package, depending on this repository by path, with the README's test and
    the exported files (name → text) in Tests/RotationTests."""
    manifest, test = readme_swift_blocks()
    assert README_URL_DEPENDENCY in manifest
    identity = REPO_ROOT.name.lower()  # SwiftPM names a path dependency by its folder
    manifest = manifest.replace(README_URL_DEPENDENCY, f".package(path: {json.dumps(str(REPO_ROOT))})")
    manifest = manifest.replace('package: "swivel")', f"package: {json.dumps(identity)})")
    tests = root / "Tests" / "RotationTests"
    tests.mkdir(parents=True)
    (root / "Package.swift").write_text(manifest, encoding="utf-8")
    (tests / "ReadmeRotationTests.swift").write_text("import SwivelClient\nimport Testing\n\n" + test, encoding="utf-8")
    for name, text in sessions.items():
        (tests / name).write_text(text, encoding="utf-8")


def swift_test(root, server, *extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("SWIVEL_")}
    env["SWIVEL_URL"] = server.url
    command = ["swift", "test", "--package-path", str(root), "--scratch-path", str(SCRATCH), *extra]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=SWIFT_TIMEOUT)


def exported(api, session_id):
    response = export(api, session_id, "swift-testing")
    assert response.headers["Content-Type"].startswith("text/x-swift")
    name = response.headers["Content-Disposition"].split('filename="')[1].rstrip('"')
    assert name == f"Session_{re.sub('[^A-Za-z0-9]', '_', session_id)}Tests.swift"
    return name, response.text


def test_swift_exports_and_the_readme_test_compile_pass_and_fail_when_the_app_changes(api, server, tmp_path):
    """The README's package and test, a registered app's export, an inline app with hostile ids (a segue its code performs, back in a named navigation controller) and a 230-event log compile and pass against the server; after PUT changes the registered app, its test fails naming the view."""
    assert shutil.which("swift"), "the Swift toolchain that built Swivel must be on PATH: this test builds a package with it"
    app = copy.deepcopy(TWO_SCREENS)
    app["id"] = "export-swift-two-screens"
    assert api.post("/v1/apps", app).status_code == 201
    try:
        registered = api.create(app["id"])["id"]
        api.apply(registered, *FLOW)
        registered_file, registered_text = exported(api, registered)
        assert f'app: "{app["id"]}",' in registered_text and "private let app" not in registered_text, "named by id"
        assert '    try await session.tap("next")\n    try await session.rotate(.landscapeLeft)\n' in registered_text

        nasty = 'x"\n\\(boom)"""#\n#"##\u2028'
        inline_app = {"id": f"export-swift-{nasty}", "root": "Home", "navigationController": {}, "controllers": {
            "Home": {"title": nasty, "elements": [{"id": nasty, "kind": "button", "text": nasty,
                                                   "frame": {"x": 20, "y": 20, "width": 200, "height": 44},
                                                   "action": {"type": "push", "controller": nasty}}]},
            nasty: {"segues": {"Again": {"type": "push", "controller": nasty}},
                    "elements": [{"id": "label", "kind": "label", "text": nasty, "frame": {"x": 20, "y": 80, "width": 200, "height": 21}}]}}}
        inline = api.create(inline_app, device="iphone-15-pro", os="17", options={"forwarding": True})["id"]
        api.apply(inline, tap(nasty), {"type": "performSegue", "identifier": "Again"},
                  {"type": "back", "navigation": "UINavigationController#1"}, rotate("landscapeLeft"))
        inline_file, inline_text = exported(api, inline)
        assert "private let app" in inline_text and 'device: "iphone-15-pro",' in inline_text
        assert 'try await session.performSegue("Again")\n' in inline_text
        assert 'try await session.back(in: "UINavigationController#1")\n' in inline_text

        turns = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown", "faceUp"]
        long_log = api.create("swapper")["id"]
        api.apply(long_log, *[rotate(turns[i % len(turns)]) for i in range(230)])
        long_file, long_text = exported(api, long_log)
        assert "try await session.replay(try Event.list(parsing: events" in long_text

        package = tmp_path / "rotation-tests"
        write_package(package, {registered_file: registered_text, inline_file: inline_text, long_file: long_text})
        passing = swift_test(package, server)
        assert passing.returncode == 0, passing.stdout[-6000:] + passing.stderr[-6000:]
        assert re.search(r"Test run with 4 tests (in \d+ suites? )?passed", passing.stdout), passing.stdout[-3000:]

        changed = copy.deepcopy(app)
        changed["controllers"]["DetailViewController"]["elements"][0]["autoresizing"] = []  # the label no longer stretches
        assert api.http.put(f"{api.url}/v1/apps/{app['id']}", json=changed, timeout=10).status_code == 200
        failing = swift_test(package, server, "--skip-build")
        assert failing.returncode != 0, failing.stdout[-6000:]
        output = failing.stdout + failing.stderr
        assert 'view "note" of DetailViewController#1 has frame' in output, output[-6000:]
        assert re.search(r"Test run with 4 tests (in \d+ suites? )?failed", failing.stdout), failing.stdout[-3000:]
    finally:
        api.delete(f"/v1/apps/{app['id']}")


def test_the_readme_package_depends_only_on_the_client_product():
    """The README's Package.swift names Swivel's SwivelClient product, and the repository's manifest declares it as a library of the SwivelClient target."""
    manifest, test = readme_swift_blocks()
    assert '.product(name: "SwivelClient", package: "swivel")' in manifest
    assert len(test.strip().splitlines()) == 5
    ours = (REPO_ROOT / "Package.swift").read_text()
    assert '.library(name: "SwivelClient", targets: ["SwivelClient"])' in ours
    assert '.target(name: "SwivelClient")' in ours, "no dependencies: Foundation only"

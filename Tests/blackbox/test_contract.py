"""Real responses of realistic sessions validate against Config/openapi.json's schemas.

Schemathesis (scripts/contract.sh) explores inputs; these tests pin the shapes the seeds
produce that random inputs rarely reach: crashed snapshots, navigation bars, timers, iPad.
"""
import json
import time

import jsonschema
import pytest

from swivel_api import BACK, api, rotate, tap  # noqa: F401  (fixture)
from swivel_harness import REPO_ROOT

DOCUMENT = json.loads((REPO_ROOT / "Config" / "openapi.json").read_text())


def to_json_schema(node):
    """OpenAPI 3.0 `nullable` → JSON Schema null (the only keyword here jsonschema reads differently)."""
    if isinstance(node, list):
        return [to_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    converted = {key: to_json_schema(value) for key, value in node.items() if key not in ("nullable", "example", "discriminator")}
    if node.get("nullable"):
        if "type" in converted:
            converted["type"] = [converted["type"], "null"]
            if "enum" in converted:
                converted["enum"] = converted["enum"] + [None]
        else:
            converted = {"anyOf": [converted, {"type": "null"}]}
    return converted


COMPONENTS = to_json_schema(DOCUMENT["components"])


def validate(instance, schema_name: str):
    schema = {"$ref": f"#/components/schemas/{schema_name}", "components": COMPONENTS}
    jsonschema.validate(instance, schema)


def test_served_document_is_config_openapi_json(api):
    """GET /openapi.json serves Config/openapi.json."""
    assert api.get("/openapi.json").json() == DOCUMENT


def test_document_describes_every_spec_route():
    """Every route of Config/openapi.json is in the document with its methods."""
    paths = DOCUMENT["paths"]
    expected = {
        "/v1/health": {"get"}, "/openapi.json": {"get"}, "/v1/devices": {"get"}, "/v1/apps": {"get"},
        "/v1/apps/{id}": {"get"}, "/v1/sessions": {"get", "post"}, "/v1/sessions/{id}": {"get", "delete"},
        "/v1/sessions/{id}/events": {"get", "post"}, "/v1/sessions/{id}/stack": {"get"},
        "/v1/sessions/{id}/layout": {"get"}, "/v1/sessions/{id}/trace": {"get"},
        "/v1/explorations": {"get", "post"}, "/v1/explorations/{id}": {"get", "delete"},
        "/v1/explorations/{id}/findings/{n}/session": {"post"}, "/v1/sessions/{id}/screenshot.png": {"get"},
    }
    for path, methods in expected.items():
        assert methods <= set(paths[path]), path


def test_built_in_apps_match_the_app_definition_schema(api):
    """Each Config/apps definition is a valid AppDefinition as documented."""
    for app in api.get("/v1/apps").json()["apps"]:
        validate(api.get(f"/v1/apps/{app['id']}").json(), "AppDefinition")


def test_imported_apps_match_the_app_definition_schema(api):
    """An import's app (with its `source` on every controller and view) is a valid AppDefinition as documented."""
    fixtures = REPO_ROOT / "Tests" / "InterfaceImportTests" / "Fixtures"
    for name in ("AlternateViews-Xcode42.storyboard", "Modern-Xcode10.storyboard", "Tabs-Xcode45.storyboard"):
        response = api.post("/v1/apps/import", {"files": {name: (fixtures / name).read_text()}})
        assert response.status_code == 200, response.text
        validate(response.json()["app"], "AppDefinition")


@pytest.mark.parametrize("app, fields, events", [
    ("alternate-landscape", {}, [rotate("landscapeLeft"), tap("showB"), rotate("portrait"), BACK]),
    ("selective-rotation", {"os": "5", "device": "ipad"}, [tap("showLocked"), rotate("landscapeRight")]),
    ("swapper", {"device": "iphone-3.5", "orientation": "landscapeLeft"}, [rotate("landscapeRight")]),
    ("exercise-timer", {"device": "ipad", "options": {"timerOwner": "child"}},
     [tap("start"), {"type": "advance", "ms": 2000}, rotate("faceDown"), rotate("portraitUpsideDown")]),
    ("lifecycle-logger", {"orientation": "faceUp"}, [tap("present"), rotate("landscapeLeft")]),
])
def test_session_responses_match_their_schemas(api, app, fields, events):
    """Snapshot, event result, stack, layout, trace page, event log and list validate as documented."""
    snapshot = api.create(app, **fields)
    validate(snapshot, "Session")
    session_id = snapshot["id"]
    for event in events:
        validate(api.apply(session_id, event), "EventResult")
    validate(api.session(session_id), "Session")
    validate(api.read(session_id, "stack"), "Stack")
    validate(api.read(session_id, "layout"), "Layout")
    validate(api.get(f"/v1/sessions/{session_id}/trace").json(), "TracePage")
    validate(api.read(session_id, "events"), "EventLog")
    validate(api.get("/v1/sessions").json(), "SessionList")


def test_crashed_snapshot_and_errors_match_their_schemas(api):
    """A crashed session's snapshot and the error envelopes (with problems) validate."""
    crashed = api.create({"id": "crash", "infoPlist": {"supportedInterfaceOrientations": ["portrait"]},
                          "root": "Root", "controllers": {"Root": {"supportedInterfaceOrientations": "landscapeLeft"}}})
    validate(crashed, "Session")
    validate(api.events(crashed["id"], rotate("portrait")).json(), "Error")
    validate(api.post("/v1/sessions", {"app": {"id": 1}}).json(), "Error")
    validate(api.get("/v1/sessions/nope").json(), "Error")


def test_exploration_responses_match_their_schemas(api):
    """A started, finished and listed exploration and an opened finding validate as documented."""
    started = api.post("/v1/explorations", {"app": "selective-rotation", "depth": 3,
                                            "properties": [{"name": "no crash", "never": {"status": "crashed"}}]})
    validate(started.json(), "Exploration")
    location = started.headers["Location"]
    for _ in range(400):
        job = api.get(location).json()
        if job["status"] != "running":
            break
        time.sleep(0.05)
    validate(job, "Exploration")
    assert job["findings"]
    validate(api.get("/v1/explorations").json(), "ExplorationList")
    validate(api.post(job["findings"][0]["session"]).json(), "Session")

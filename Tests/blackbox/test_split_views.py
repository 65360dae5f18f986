"""docs/semantics.md#split-views over HTTP against the real binary: an inline app with a splitViewController,
collapsed on a Max phone in portrait, expanded when it turns, its columns in GET …/layout; showPrimary and
bad definitions."""
from swivel_api import api, assert_error, rotate, stack_ids  # noqa: F401

SPLIT_APP = {
    "id": "split-mail",
    "splitViewController": {
        "primary": {"controller": "Inbox", "navigationController": {}},
        "secondary": "Message",
    },
    "controllers": {"Inbox": {"title": "Inbox"}, "Message": {"title": "Message"}},
}


def test_split_view_collapses_and_expands_on_a_max_phone(api):
    """Portrait: Message pushed onto Inbox's stack; landscape: Inbox 320 wide beside Message (932 × 430 window)."""
    created = api.create(SPLIT_APP, device="iphone-15-pro-max", os="17")
    session_id = created["id"]
    assert stack_ids(created) == ["Inbox#1", "Message#1"]
    assert created["visible"] == "Message#1"

    turned = api.apply(session_id, rotate("landscapeLeft"))
    callbacks = [(entry["controller"], entry["callback"]) for entry in turned["trace"]]
    assert callbacks[:2] == [("UINavigationController#1", "separateSecondaryViewControllerForSplitViewController:"),
                             ("UINavigationController#1", "popToViewController:animated:")]
    layout = api.get(f"/v1/sessions/{session_id}/layout")
    assert layout.status_code == 200, layout.text
    root = layout.json()["root"]
    assert root["id"] == "splitView"
    assert [child["frame"] for child in root["children"]] == [
        {"x": 0, "y": 0, "width": 320, "height": 430},
        {"x": 320, "y": 0, "width": 612, "height": 430},
    ]
    assert root["children"][1]["controller"] == "Message#1"


def test_show_primary_and_its_refusal(api):
    """iPad portrait: showPrimary shows Inbox over Message; a second one is refused (422 no_hidden_primary)."""
    session_id = api.create(SPLIT_APP, device="ipad", os="9")["id"]
    shown = api.apply(session_id, {"type": "showPrimary"})
    assert shown["trace"][0]["callback"] == "showColumn:"
    assert shown["snapshot"]["visible"] == "Inbox#1"
    assert_error(api.events(session_id, {"type": "showPrimary"}), 422, "no_hidden_primary")


def test_bad_split_definition_names_the_field(api):
    """An unknown display mode is 422 invalid_app naming $.app.splitViewController.preferredDisplayMode."""
    bad = {**SPLIT_APP, "splitViewController": {**SPLIT_APP["splitViewController"], "preferredDisplayMode": "sideBySide"}}
    response = api.post("/v1/sessions", {"app": bad})
    error = assert_error(response, 422, "invalid_app")
    assert "splitViewController.preferredDisplayMode" in response.text
    assert error["code"] == "invalid_app"

"""docs/semantics.md, "Segues performed in code" and "Actions performed in code", over HTTP against the real binary:
the performSegue event runs a controller's `segues` entry, a refusal lists the segues in front, an exported test
replays it; the perform event runs any action from a controller's code."""
from test_export import exported_run
from swivel_api import api, assert_error  # noqa: F401

SIGN_IN = {
    "id": "sign-in",
    "navigationController": {},
    "root": "Login",
    "controllers": {
        "Login": {"title": "Login", "segues": {"SignedIn": {"type": "push", "controller": "Home"},
                                               "Help": {"type": "present", "controller": "Help", "style": "formSheet"}}},
        "Home": {"title": "Home"},
        "Help": {"title": "Help"},
    },
}


def test_perform_segue_pushes_as_the_code_does(api):
    """performSegue SignedIn: Login#1.performSegueWithIdentifier:sender: {identifier}, then the push; Home on top."""
    session_id = api.create(SIGN_IN)["id"]
    answer = api.apply(session_id, {"type": "performSegue", "identifier": "SignedIn"})
    first, second = answer["trace"][0], answer["trace"][1]
    assert (first["controller"], first["callback"], first["detail"]) == ("Login#1", "performSegueWithIdentifier:sender:", {"identifier": "SignedIn"})
    assert (second["controller"], second["callback"]) == ("UINavigationController#1", "pushViewController:animated:")
    assert answer["snapshot"]["visible"] == "Home#1"
    logged = api.get(f"/v1/sessions/{session_id}/events").json()["events"]
    assert logged == [{"type": "performSegue", "identifier": "SignedIn"}]


def test_unknown_segue_lists_the_segues_in_front(api):
    """Home has no segues and Login is covered: 422 unknown_segue naming what the controllers in front perform; nothing applied."""
    session_id = api.create(SIGN_IN)["id"]
    refused = api.events(session_id, {"type": "performSegue", "identifier": "Logout"})
    assert_error(refused, 422, "unknown_segue")
    assert 'no controller in front has a segue "Logout"; in front: Login#1 (SignedIn, Help).' in refused.json()["error"]["message"]
    api.apply(session_id, {"type": "performSegue", "identifier": "SignedIn"})
    again = api.events(session_id, {"type": "performSegue", "identifier": "Help", "controller": "Login"})
    assert_error(again, 422, "unknown_segue")
    assert "no controller in front performs segues in code" in again.json()["error"]["message"]
    assert api.session(session_id)["version"] == 1


def test_bad_perform_segue_events_name_the_field(api):
    """An empty identifier, or a key performSegue does not take, is 422 invalid_event naming the field."""
    session_id = api.create(SIGN_IN)["id"]
    empty = api.events(session_id, {"type": "performSegue", "identifier": ""})
    assert_error(empty, 422, "invalid_event")
    assert "$.identifier" in empty.json()["error"]["message"]
    extra = api.events(session_id, {"type": "performSegue", "identifier": "Help", "sender": "button"})
    assert_error(extra, 422, "invalid_event")
    assert "$.sender" in extra.json()["error"]["message"]


def test_exported_test_replays_a_performed_segue(api, server, tmp_path):
    """The pytest export writes session.perform_segue("SignedIn") and passes against the server."""
    session_id = api.create(SIGN_IN)["id"]
    api.apply(session_id, {"type": "performSegue", "identifier": "SignedIn", "controller": "Login"})
    script, result = exported_run(api, server, tmp_path, session_id, "pytest")
    assert 'session.perform_segue("SignedIn", controller="Login")' in script
    assert result.returncode == 0, result.stdout + result.stderr


def test_perform_runs_an_action_from_the_apps_code(api):
    """perform present Help (formSheet) from Login's code: Login#1.presentViewController:animated:completion: with no tap before it; the log keeps the action as sent; a dismiss from Help's code closes it."""
    session_id = api.create(SIGN_IN)["id"]
    action = {"type": "present", "controller": "Help", "style": "formSheet", "animated": False}
    answer = api.apply(session_id, {"type": "perform", "action": action, "controller": "Login"})
    first = answer["trace"][0]
    assert (first["controller"], first["callback"]) == ("Login#1", "presentViewController:animated:completion:")
    assert first["detail"]["style"] == "formSheet" and first["detail"]["animated"] is False
    assert answer["snapshot"]["visible"] == "Help#1"
    assert api.get(f"/v1/sessions/{session_id}/events").json()["events"] == [{"type": "perform", "action": action, "controller": "Login"}]
    dismissed = api.apply(session_id, {"type": "perform", "action": {"type": "dismiss"}})
    assert dismissed["snapshot"]["visible"] == "Login#1"


def test_perform_refuses_what_it_cannot_run(api):
    """A timer action is the timer event's (422 invalid_event at $.action.type); an action the app format refuses names its field; a controller not in front is 422 no_such_controller listing those that are."""
    session_id = api.create(SIGN_IN)["id"]
    timer = api.events(session_id, {"type": "perform", "action": {"type": "timer", "timer": "t", "action": "start"}})
    assert_error(timer, 422, "invalid_event")
    assert "$.action.type" in timer.json()["error"]["message"]
    bad = api.events(session_id, {"type": "perform", "action": {"type": "present", "controller": "Help", "style": "sideways"}})
    assert_error(bad, 422, "invalid_event")
    assert "$.action.style" in bad.json()["error"]["message"]
    elsewhere = api.events(session_id, {"type": "perform", "action": {"type": "dismiss"}, "controller": "Home"})
    assert_error(elsewhere, 422, "no_such_controller")
    assert "in front: Login#1" in elsewhere.json()["error"]["message"]
    assert api.session(session_id)["version"] == 0

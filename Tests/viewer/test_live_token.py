"""The viewer on a server started with an access token (`SWIVEL_TOKEN`): the prompt, storage, refusal, forgetting.

Against the real `swivel serve` only (`swivel_token_server`, started with `SWIVEL_TOKEN` in its environment; the
stub knows no tokens). The page itself loads without the token; every API request answers 401 until the viewer
sends `Authorization: Bearer <token>`. The token is kept in localStorage (`swivel.token`) and must never appear in
the URL, the page's text or markup, or the console.
"""
import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import SWIVEL_TOKEN
from test_live_session import APP, press, session_id
from viewer_page import error_banner, no_horizontal_overflow, screenshot, text_of, trace_rows, visible_controller, wait, wait_text

AUTH = {"Authorization": f"Bearer {SWIVEL_TOKEN}"}
WRONG_TOKEN = "not-the-token-0000"
KEY = "swivel.token"


# Pages, storage and the prompt.

def stored_token(driver):
    return driver.execute_script("return localStorage.getItem(arguments[0])", KEY)


def open_fresh(driver, url):
    """Opens `url` with nothing in the origin's storage (the shared browser keeps localStorage between tests)."""
    driver.get(url)
    driver.execute_script("localStorage.clear()")
    driver.refresh()


def prompt_shown(driver):
    return driver.find_element(By.ID, "auth-prompt").is_displayed()


def refusal_shown(driver):
    return driver.find_element(By.ID, "auth-refused").is_displayed()


def forget_link_shown(driver):
    return driver.find_element(By.ID, "forget-token").is_displayed()


def wait_prompt(driver, refused=False, why="the token prompt never appeared"):
    wait(driver, prompt_shown, message=why)
    if refused:
        wait(driver, refusal_shown, message="the prompt does not say the token was refused")
    else:
        assert not refusal_shown(driver), "a first request without a token is reported as a refused token"


def enter_token(driver, value):
    field = driver.find_element(By.ID, "auth-token")
    assert field.get_attribute("type") == "password"
    field.clear()
    field.send_keys(value)
    driver.find_element(By.ID, "auth-save").click()


def catalogue_loaded(driver):
    return driver.find_elements(By.CSS_SELECTOR, f'#create-app option[value="{APP}"]')


def listed(driver, sid):
    return driver.find_elements(By.CSS_SELECTOR, f'#sessions tbody tr[data-session-id="{sid}"]')


def assert_token_not_exposed(driver, token=SWIVEL_TOKEN):
    """The token is in no URL, no text or markup of the page, no input value and no console message."""
    assert token not in driver.current_url
    assert token not in driver.page_source
    assert token not in driver.execute_script("return document.body.innerText")
    assert driver.find_element(By.ID, "auth-token").get_attribute("value") == ""
    logs = driver.get_log("browser")
    assert not [entry for entry in logs if token in entry["message"]], "the token was written to the console"


# The server, read with the token.

def create_by_api(base, app=APP):
    answer = requests.post(f"{base}/v1/sessions", json={"app": app, "device": "iphone-4", "os": "6",
                                                        "orientation": "portrait", "options": {}},
                           headers=AUTH, timeout=10)
    assert answer.status_code == 201, answer.text
    return answer.json()["id"]


def server_snapshot(base, sid):
    answer = requests.get(f"{base}/v1/sessions/{sid}", headers=AUTH, timeout=10)
    assert answer.status_code == 200, answer.text
    return answer.json()


def server_session_ids(base):
    answer = requests.get(f"{base}/v1/sessions", headers=AUTH, timeout=10)
    assert answer.status_code == 200, answer.text
    return {session["id"] for session in answer.json()["sessions"]}


def rotate(driver, orientation):
    driver.find_element(By.CSS_SELECTOR, f'#rotate-controls button[data-orientation="{orientation}"]').click()
    wait_text(driver, "device-orientation", orientation)


def create_from_form(driver):
    """Fills and submits the home page's form (alternate-landscape, iphone-4, iOS 6, portrait)."""
    wait(driver, catalogue_loaded, message="the app catalogue never loaded")
    Select(driver.find_element(By.ID, "create-app")).select_by_value(APP)
    Select(driver.find_element(By.ID, "create-device")).select_by_value("iphone-4")
    Select(driver.find_element(By.ID, "create-orientation")).select_by_value("portrait")
    driver.find_element(By.ID, "create-submit").click()


@pytest.fixture
def token_base(driver, swivel_token_server):
    """The token server's URL; its origin's storage is emptied afterwards."""
    yield swivel_token_server
    driver.get(f"{swivel_token_server}/favicon.svg")
    driver.execute_script("localStorage.clear()")


def test_server_needs_the_token(swivel_token_server):
    """The fixture's server: the page and health are open, the API is 401 without the token (the premise of the rest)."""
    base = swivel_token_server
    assert requests.get(f"{base}/", timeout=5).status_code == 200
    assert requests.get(f"{base}/app.js", timeout=5).status_code == 200
    answer = requests.get(f"{base}/v1/sessions", timeout=5)
    assert answer.status_code == 401 and answer.json()["error"]["code"] == "unauthorized"
    assert requests.get(f"{base}/v1/sessions", headers=AUTH, timeout=5).status_code == 200


def test_prompt_then_the_token_creates_and_rotates(driver, token_base, output_dir):
    """The home page asks for the token; once saved, the catalogue and list load, a session is created and rotated."""
    base = token_base
    open_fresh(driver, f"{base}/")
    wait_prompt(driver)
    prompt = text_of(driver, "auth-prompt")
    assert "This server needs its access token" in prompt
    assert "SWIVEL_TOKEN" in prompt and "--token" in prompt
    assert driver.find_element(By.ID, "auth-token") == driver.switch_to.active_element, "the token field has no focus"
    assert not forget_link_shown(driver)
    assert not catalogue_loaded(driver)
    assert error_banner(driver) is None, "a 401 went to the error banner besides the prompt"
    screenshot(driver, output_dir, "token-1-prompt")

    enter_token(driver, SWIVEL_TOKEN)
    wait(driver, lambda d: not prompt_shown(d), message="the prompt stayed after a good token")
    wait(driver, catalogue_loaded, message="the requests that failed were not sent again")
    assert stored_token(driver) == SWIVEL_TOKEN
    assert forget_link_shown(driver)
    assert_token_not_exposed(driver)

    create_from_form(driver)
    sid = wait(driver, session_id, message=f"no session page opened (error: {error_banner(driver)})")
    wait_text(driver, "device-orientation", "portrait")
    wait(driver, lambda d: visible_controller(d) == "APortraitViewController#1")
    rotate(driver, "landscapeLeft")
    wait(driver, lambda d: visible_controller(d) == "ALandscapeViewController#1")
    snapshot = server_snapshot(base, sid)
    assert snapshot["deviceOrientation"] == "landscapeLeft"
    wait_text(driver, "session-version", f"version {snapshot['version']}")
    assert not prompt_shown(driver)
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "token-2-session")
    assert_token_not_exposed(driver)


def test_reload_and_other_sessions_do_not_ask_again(driver, token_base):
    """Saved once, the token is reused after a reload, on the session list and on every session page."""
    base = token_base
    open_fresh(driver, f"{base}/")
    wait_prompt(driver)
    enter_token(driver, SWIVEL_TOKEN)
    wait(driver, catalogue_loaded)
    first, second = create_by_api(base), create_by_api(base)

    driver.refresh()
    wait(driver, lambda d: listed(d, first) and listed(d, second), message="the reloaded list lacks the sessions")
    assert not prompt_shown(driver)
    assert stored_token(driver) == SWIVEL_TOKEN

    for sid in (first, second):
        driver.get(f"{base}/#/sessions/{sid}")
        wait_text(driver, "device-orientation", "portrait")
        wait(driver, lambda d: len(trace_rows(d)) > 0, message=f"session {sid}'s trace never loaded")
        press(driver, Keys.ARROW_LEFT)
        wait_text(driver, "device-orientation", "landscapeLeft")
        assert not prompt_shown(driver)
    driver.refresh()
    wait_text(driver, "device-orientation", "landscapeLeft")
    assert not prompt_shown(driver)
    assert error_banner(driver) is None
    assert_token_not_exposed(driver)


def test_a_wrong_token_is_refused_and_asked_again(driver, token_base, output_dir):
    """A wrong token brings the prompt back saying it was refused, and is not kept; the right one then works."""
    base = token_base
    open_fresh(driver, f"{base}/")
    wait_prompt(driver)
    enter_token(driver, WRONG_TOKEN)
    wait_prompt(driver, refused=True)
    assert "refused" in text_of(driver, "auth-refused")
    assert stored_token(driver) is None, "a refused token stays in storage"
    assert not forget_link_shown(driver)
    assert not catalogue_loaded(driver)
    assert error_banner(driver) is None
    screenshot(driver, output_dir, "token-3-refused")
    assert_token_not_exposed(driver, WRONG_TOKEN)

    enter_token(driver, SWIVEL_TOKEN)
    wait(driver, lambda d: not prompt_shown(d), message="the prompt stayed after the right token")
    wait(driver, catalogue_loaded)
    assert not refusal_shown(driver)
    assert stored_token(driver) == SWIVEL_TOKEN


def test_a_stored_token_the_server_refuses(driver, token_base):
    """A token kept from before (the server restarted with another one) is refused on load: prompt, with the refusal."""
    base = token_base
    driver.get(f"{base}/")
    driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", KEY, WRONG_TOKEN)
    driver.refresh()
    wait_prompt(driver, refused=True)
    assert stored_token(driver) is None
    enter_token(driver, SWIVEL_TOKEN)
    wait(driver, catalogue_loaded)
    assert not prompt_shown(driver)


def test_prompt_fits_a_narrow_window(driver, token_base, output_dir):
    """At 400 px wide the prompt (with its refusal) and the header's "forget token" link fit without sideways scrolling."""
    base = token_base
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    driver.get(f"{base}/")
    driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", KEY, WRONG_TOKEN)
    driver.refresh()
    wait_prompt(driver, refused=True)
    assert no_horizontal_overflow(driver)
    field = driver.find_element(By.ID, "auth-token").rect
    assert field["x"] >= 0 and field["x"] + field["width"] <= 400 and field["width"] >= 150
    screenshot(driver, output_dir, "token-narrow-400-refused")

    enter_token(driver, SWIVEL_TOKEN)
    wait(driver, catalogue_loaded)
    link = driver.find_element(By.ID, "forget-token")
    assert link.is_displayed() and link.rect["x"] + link.rect["width"] <= 400
    assert no_horizontal_overflow(driver)
    screenshot(driver, output_dir, "token-narrow-400-saved")


def test_forget_token_brings_the_prompt_back(driver, token_base, output_dir):
    """On a session page, "forget token" empties storage and asks again; the token given back resumes the session."""
    base = token_base
    sid = create_by_api(base)
    open_fresh(driver, f"{base}/#/sessions/{sid}")
    wait_prompt(driver, why="the session page did not ask for the token")
    enter_token(driver, SWIVEL_TOKEN)
    wait_text(driver, "device-orientation", "portrait")
    assert forget_link_shown(driver)

    driver.find_element(By.ID, "forget-token").click()
    wait_prompt(driver, why="forgetting the token did not bring the prompt back")
    assert stored_token(driver) is None
    assert not forget_link_shown(driver)
    screenshot(driver, output_dir, "token-4-forgotten")

    enter_token(driver, SWIVEL_TOKEN)
    wait(driver, lambda d: not prompt_shown(d))
    wait(driver, lambda d: len(trace_rows(d)) > 0, message="the session did not load again")
    rotate(driver, "landscapeRight")
    assert server_snapshot(base, sid)["deviceOrientation"] == "landscapeRight"

    driver.get(f"{base}/")
    wait(driver, lambda d: listed(d, sid), message="the list does not load with the token given back")
    driver.find_element(By.ID, "forget-token").click()
    wait_prompt(driver, why="forgetting the token on the home page did not bring the prompt back")
    assert error_banner(driver) is None


def test_creating_a_session_waits_for_the_token_and_is_sent_once(driver, token_base):
    """A POST answered 401 (token gone meanwhile) is sent again once the token is saved: one session, opened."""
    base = token_base
    open_fresh(driver, f"{base}/")
    wait_prompt(driver)
    enter_token(driver, SWIVEL_TOKEN)
    wait(driver, catalogue_loaded)
    before = server_session_ids(base)
    driver.execute_script("localStorage.removeItem(arguments[0])", KEY)  # as another tab forgetting it would

    create_from_form(driver)
    wait_prompt(driver, why="creating a session without the token did not ask for it")
    assert session_id(driver) is None
    enter_token(driver, SWIVEL_TOKEN)
    sid = wait(driver, session_id, message=f"no session page opened (error: {error_banner(driver)})")
    wait_text(driver, "device-orientation", "portrait")
    assert server_session_ids(base) - before == {sid}, "the create request was not sent exactly once more"
    assert error_banner(driver) is None


def test_a_server_without_a_token_never_asks(driver, swivel_server):
    """Without SWIVEL_TOKEN nothing changes: no prompt; a leftover stored token is harmless and can be forgotten."""
    base = swivel_server
    open_fresh(driver, f"{base}/")
    wait(driver, catalogue_loaded)
    assert not prompt_shown(driver)
    assert not forget_link_shown(driver)
    try:
        driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", KEY, WRONG_TOKEN)
        driver.refresh()
        wait(driver, catalogue_loaded)
        assert forget_link_shown(driver)
        driver.find_element(By.ID, "forget-token").click()
        wait(driver, lambda d: not forget_link_shown(d))
        assert stored_token(driver) is None
        assert not prompt_shown(driver)
        assert error_banner(driver) is None
    finally:
        driver.execute_script("localStorage.clear()")

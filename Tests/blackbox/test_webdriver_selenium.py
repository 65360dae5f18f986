"""The W3C parts of the WebDriver facade (docs/webdriver.md) through Selenium's plain `Remote` (no Appium
client), under the `/wd/hub` prefix older grids use, plus the wire-level error envelope."""
import pytest
import requests
from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.options import ArgOptions


class SwivelOptions(ArgOptions):
    def __init__(self, app, **capabilities):
        super().__init__()
        self.set_capability("platformName", "iOS")
        self.set_capability("appium:app", app)
        for name, value in capabilities.items():
            self.set_capability(name, value)

    def to_capabilities(self):
        return self._caps

    @property
    def default_capabilities(self):
        return {}


@pytest.fixture
def remote(server, webdriver_sessions):
    def open_session(app, prefix="/wd/hub", **capabilities):
        driver = webdriver.Remote(command_executor=server.url + prefix, options=SwivelOptions(app, **capabilities))
        webdriver_sessions.append(driver)
        return driver

    return open_session


def test_status_answers_ready(server):
    """GET /status and /wd/hub/status: {"value": {"ready": true, …}}."""
    for path in ("/status", "/wd/hub/status"):
        body = requests.get(server.url + path, timeout=10).json()
        assert body["value"]["ready"] is True


def test_selenium_remote_finds_and_clicks_under_wd_hub(remote, server):
    """Selenium's Remote at /wd/hub: find by id and by class name, read rect and text, click, read the window rect."""
    driver = remote("alternate-landscape", **{"appium:deviceName": "iPad", "swivel:options": {}})
    assert driver.get_window_rect() == {"x": 0, "y": 0, "width": 768, "height": 1024}
    buttons = driver.find_elements(By.CLASS_NAME, "XCUIElementTypeButton")
    # Selenium's get_attribute and is_displayed run browser JavaScript; get_dom_attribute is the W3C route.
    assert [b.get_dom_attribute("name") for b in buttons] == ["showB"]
    label = driver.find_element(By.ID, "aPortraitLabel")
    assert label.text == "A (portrait)"
    assert label.is_enabled()
    assert label.get_dom_attribute("visible") == "true"
    assert label.tag_name == "XCUIElementTypeStaticText"
    buttons[0].click()
    assert requests.get(f"{server.url}/v1/sessions/{driver.session_id}", timeout=10).json()["visible"] == "BViewController#1"
    with pytest.raises(NoSuchElementException):
        driver.find_element(By.XPATH, '//XCUIElementTypeButton[@name="showB"]')


def test_sessions_started_at_the_root_are_swivel_sessions(remote, server):
    """A session created at / is listed by GET /v1/sessions with its app and Swivel's device id."""
    driver = remote("lifecycle-logger", prefix="", **{"appium:deviceName": "iPhone 4S", "appium:platformVersion": "5.1"})
    listed = {s["id"]: s for s in requests.get(f"{server.url}/v1/sessions", timeout=10).json()["sessions"]}
    assert (listed[driver.session_id]["device"], listed[driver.session_id]["os"]) == ("iphone-3.5", "5")


def test_w3c_error_envelope_and_statuses(server):
    """Unknown session 404 invalid session id; unknown command 404; wrong method 405; bad JSON 400 invalid argument."""
    def call(method, path, body=None):
        response = requests.request(method, server.url + path, json=body, timeout=10)
        return response.status_code, response.json()["value"]

    status, value = call("GET", "/session/nope/source")
    assert (status, value["error"]) == (404, "invalid session id")
    assert set(value) == {"error", "message", "stacktrace"}
    created = requests.post(server.url + "/session", json={"capabilities": {"alwaysMatch": {"appium:app": "swapper"}}}, timeout=10)
    session_id = created.json()["value"]["sessionId"]
    assert call("GET", f"/session/{session_id}/cookies")[0:1] == (404,)
    assert call("GET", f"/session/{session_id}/cookies")[1]["error"] == "unknown command"
    status, value = call("PUT", f"/session/{session_id}/orientation")
    assert (status, value["error"]) == (405, "unknown method")
    status, value = call("POST", f"/session/{session_id}/orientation", {"orientation": "SIDEWAYS"})
    assert (status, value["error"]) == (400, "invalid argument")
    status, value = call("POST", f"/session/{session_id}/element", {"using": "xpath", "value": "//a/b[2]"})
    assert (status, value["error"]) == (400, "invalid selector")
    status, value = call("POST", f"/session/{session_id}/element", {"using": "link text", "value": "x"})
    assert (status, value["error"]) == (400, "invalid argument")
    status, value = call("GET", f"/session/{session_id}/element/swivel-zz/rect")
    assert (status, value["error"]) == (404, "no such element")
    status, value = call("POST", "/session", {"capabilities": {"alwaysMatch": {"platformName": "Android", "appium:app": "swapper"}}})
    assert (status, value["error"]) == (500, "session not created")
    assert requests.delete(f"{server.url}/session/{session_id}", timeout=10).json() == {"value": None}


def test_crashed_session_answers_unknown_error_with_the_crash(server):
    """Events to a crashed session answer W3C unknown error naming the exception; reads still work."""
    # Crashes at launch: the app supports portrait only, its root controller landscapeLeft only.
    app = {"id": "crashes-at-launch", "infoPlist": {"supportedInterfaceOrientations": ["portrait"]},
           "root": "Root", "controllers": {"Root": {"supportedInterfaceOrientations": "landscapeLeft"}}}
    created = requests.post(server.url + "/v1/sessions", json={"app": app}, timeout=10)
    assert created.status_code == 201, created.text
    session_id = created.json()["id"]
    assert created.json()["status"] == "crashed"
    response = requests.post(f"{server.url}/session/{session_id}/orientation", json={"orientation": "LANDSCAPE"}, timeout=10)
    assert response.status_code == 500
    assert response.json()["value"]["error"] == "unknown error"
    assert "crashed" in response.json()["value"]["message"]
    assert requests.get(f"{server.url}/session/{session_id}/orientation", timeout=10).json() == {"value": "PORTRAIT"}

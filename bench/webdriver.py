"""WebDriver facade figures (docs/webdriver.md, issue 16): an orientation change through the facade, and a
screenshot of an iPad layout, timed per call with the Appium Python client in a loop — what a
suite pays. Usage: .venv/bin/python bench/webdriver.py URL [ROUNDS]"""
import statistics
import sys
import time

import requests
from appium import webdriver
from appium.options.ios import XCUITestOptions


def percentiles(samples_ms):
    ordered = sorted(samples_ms)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]
    return f"p50 {pick(0.50):6.3f} ms   p99 {pick(0.99):6.3f} ms   mean {statistics.fmean(ordered):6.3f} ms   n={len(ordered)}"


def timed(rounds, call):
    samples = []
    for index in range(rounds):
        started = time.perf_counter()
        call(index)
        samples.append((time.perf_counter() - started) * 1000)
    return samples


def session(url, app, device):
    options = XCUITestOptions()
    options.app = app
    options.device_name = device
    options.platform_version = "6.1"
    return webdriver.Remote(url, options=options)


def main():
    url = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    phone = session(url, "lifecycle-logger", "iPhone 5")
    names = ["LANDSCAPE", "PORTRAIT"]
    phone.orientation = "PORTRAIT"
    rotate = timed(rounds, lambda i: setattr(phone, "orientation", names[i % 2]))
    read = timed(rounds, lambda i: phone.orientation)
    print(f"facade POST orientation (rotate event, Appium client):  {percentiles(rotate)}")
    print(f"facade GET orientation (Appium client):                 {percentiles(read)}")
    phone.quit()

    pad = session(url, "tabbed-rotation", "iPad")
    pad.orientation = "LANDSCAPE"
    shots = max(rounds // 5, 20)
    facade = timed(shots, lambda i: pad.get_screenshot_as_png())
    http = requests.Session()
    native = f"{url}/v1/sessions/{pad.session_id}/screenshot.png"
    plain = timed(shots, lambda i: http.get(native, timeout=10).content)
    double = timed(shots, lambda i: http.get(native + "?scale=2", timeout=10).content)
    print(f"facade GET screenshot, iPad landscape (base64 PNG):     {percentiles(facade)}")
    print(f"GET …/screenshot.png, iPad landscape (1024x768):        {percentiles(plain)}")
    print(f"GET …/screenshot.png?scale=2 (2048x1536):                {percentiles(double)}")
    pad.quit()


if __name__ == "__main__":
    main()

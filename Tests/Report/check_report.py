"""Checks a tokens report in headless Chromium (selenium) and with axe-core.

Usage: check_report.py REPORT RESOLVED_JSON AUDIT_JSON XSS_REPORT SCREENSHOT_PNG
Prints one line per failure and a closing 'report checks: N passed, N failed'; exits 1 on failure.
Expected values come from `tokens resolve` and `tokens audit` (JSON) and from colour_science.py
(published formulas and matrices), never from the page's own numbers.
"""
import json
import os
import sys

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from axe_core_python.selenium import Axe

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checks_content  # noqa: E402
import checks_layout  # noqa: E402
import report_model  # noqa: E402
from colour_science import luminance  # noqa: E402

report, resolved_path, audit_path, xss_report, screenshot = sys.argv[1:6]
passed, failed = 0, []


def check(condition, message):
    global passed
    if condition:
        passed += 1
    else:
        failed.append(message)


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    # axe-core over the whole page takes seconds, and minutes while swift test runs beside it on two
    # busy cores: the script may take 300 s, and a command to chromedriver 600 s (selenium's 120 s
    # default would end the run first).
    driver.set_script_timeout(300)
    config = getattr(driver.command_executor, "_client_config", None)
    if config is not None:
        config.timeout = 600
    return driver


def media(driver, scheme="light", kind=""):
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"media": kind, "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def viewport(driver, width, height=900):
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def axe_violations(driver, label):
    results = Axe().run(driver)
    for violation in results["violations"]:
        targets = [node["target"] for node in violation["nodes"]][:3]
        failed.append(f"axe ({label}): {violation['id']}: {violation['help']} at {targets}")
    return len(results["violations"])


def reload(driver):
    driver.get("file://" + report)


resolved = json.load(open(resolved_path))["modes"]
audit = json.load(open(audit_path))
model = report_model.Model(resolved, audit)
check(os.path.getsize(report) < 400_000, f"the page weighs {os.path.getsize(report)} bytes, over 400 KB")

driver = browser()
try:
    reload(driver)
    checks_content.run(driver, model, check)
    checks_layout.run(driver, model, check, reload, media, viewport)

    for scheme in ("light", "dark"):
        reload(driver)
        media(driver, scheme)
        check(axe_violations(driver, scheme) == 0, f"axe-core violations in {scheme}")
    # The page's own toggle: dark on a light system, and its label says so.
    reload(driver)
    media(driver, "light")
    driver.find_element("id", "theme-toggle").click()
    body = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    check(luminance(body) < 0.1, f"the dark toggle left the page at {body}")
    check(driver.find_element("id", "theme-toggle").get_attribute("aria-pressed") == "true", "the toggle is not pressed")
    check(axe_violations(driver, "toggled dark") == 0, "axe-core violations with the page toggled dark")
    # On a phone, as cards, and with a colour-vision simulation on.
    reload(driver)
    viewport(driver, 390)
    driver.execute_script("const s = document.getElementById('cvd'); s.value = 'deuteranopia'; s.dispatchEvent(new Event('change'))")
    check(axe_violations(driver, "390 px, deuteranopia") == 0, "axe-core violations at 390 px with a simulation on")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    reload(driver)
    media(driver, "light")
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(1280, min(height + 100, 16000))
    png = driver.get_screenshot_as_png()
    open(screenshot, "wb").write(png)
    from PIL import Image
    import io
    image = Image.open(io.BytesIO(png)).convert("RGB")
    colors = image.resize((200, 200)).getcolors(40000) or []
    check(image.size[1] > 900 and len(colors) > 50, f"screenshot looks blank: {image.size}, {len(colors)} colours")

    driver.set_window_size(1280, 900)
    driver.get("file://" + xss_report)
    check(driver.execute_script("return window.__xss === undefined"), "a script from a token description ran")
    try:
        driver.switch_to.alert
        failed.append("an alert opened")
    except NoAlertPresentException:
        passed += 1
    texts = driver.execute_script("return Array.from(document.querySelectorAll('td.description')).map(e => e.textContent)")
    for literal in ["<script>window.__xss = 1</script>", "\"><img src=x onerror=\"window.__xss = 2\">", "&lt; stays &lt;"]:
        check(literal in texts, f"description {literal!r} is not shown as literal text: {texts}")
    check(driver.execute_script("return document.querySelectorAll('img, td.description script').length") == 0, "an injected element exists")
finally:
    driver.quit()

for message in failed:
    print("FAIL:", message)
print(f"report checks: {passed} passed, {len(failed)} failed")
sys.exit(1 if failed else 0)

"""Checks a tokens report in headless Chromium (selenium) and with axe-core.

Usage: check_report.py REPORT RESOLVED_JSON AUDIT_JSON XSS_REPORT SCREENSHOT_PNG
Prints one line per failure and a closing 'report checks: N passed, N failed'; exits 1 on failure.
"""
import json, re, sys
from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from axe_core_python.selenium import Axe

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
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def rgba(text):
    numbers = [float(n) for n in re.findall(r"[\d.]+", text)]
    return (round(numbers[0]), round(numbers[1]), round(numbers[2]), round(numbers[3], 3) if len(numbers) > 3 else 1.0)


def expected_rgba(value):
    hex_ = value.get("hex")
    if not hex_:
        return None
    return (int(hex_[1:3], 16), int(hex_[3:5], 16), int(hex_[5:7], 16), round(value.get("alpha", 1), 3))


def axe_violations(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    results = Axe().run(driver)
    for violation in results["violations"]:
        targets = [node["target"] for node in violation["nodes"]][:3]
        failed.append(f"axe ({scheme}): {violation['id']}: {violation['help']} at {targets}")
    return len(results["violations"])


driver = browser()
try:
    driver.get("file://" + report)
    resolved = json.load(open(resolved_path))["modes"]
    # A swatch is found as a reader finds it: its row's token and its column's mode.
    swatches = driver.execute_script(
        "const modes = Array.from(document.querySelectorAll('#colors thead th')).slice(1, -1).map(h => h.textContent);"
        "return Array.from(document.querySelectorAll('#colors tbody tr.token-row')).flatMap(r => "
        "Array.from(r.querySelectorAll('td')).slice(0, modes.length).map((cell, i) => { const s = cell.querySelector('.swatch:not(.over-surface)');"
        "return [r.dataset.token, modes[i], s ? getComputedStyle(s).backgroundColor : null]; }))")
    seen = {(token, mode): color for token, mode, color in swatches if color is not None}
    for mode, tokens in resolved.items():
        for path, token in tokens.items():
            if token.get("$type") != "color":
                continue
            want = expected_rgba(token["$value"])
            got = seen.get((path, mode))
            check(got is not None, f"no swatch for {path} in {mode}")
            if got is not None and want is not None:
                check(rgba(got) == want, f"swatch {path} in {mode} is {got}, token is {want}")

    audit = json.load(open(audit_path))
    # A pair is read from its row as shown: the two names in the header cell, the mode beside it.
    rows = driver.execute_script(
        "return Array.from(document.querySelectorAll('tr.pair-row')).map(r => { const names = r.querySelectorAll('th code');"
        "return [names[0].textContent, names[1].textContent, r.querySelector('td').textContent, "
        "r.dataset.status, r.querySelector('.ratio').textContent, r.querySelector('.verdict').textContent]; })")
    by_pair = {(f, b, m): (s, ratio, verdict) for f, b, m, s, ratio, verdict in rows}
    words = {"pass": "Pass", "fail": "Fail", "waived": "Waived"}
    contrast = [c for c in audit["checks"] if c["rule"] == "contrast"]
    check(len(rows) == len(contrast), f"{len(rows)} pair rows for {len(contrast)} audited pairs")
    for c in contrast:
        row = by_pair.get((c["foreground"], c["background"], c["mode"]))
        check(row is not None, f"pair {c['foreground']} on {c['background']} in {c['mode']} is missing")
        if row is None:
            continue
        shown = "%.2f:1" % (int(c["ratio"] * 100) / 100)
        check(row[1] == shown, f"{c['foreground']} on {c['background']} ({c['mode']}) shows {row[1]}, audit says {shown}")
        word = "Exempt" if c["threshold"] == 0 else words[c["status"]]
        check(row[0] == c["status"] and word in row[2], f"{c['foreground']} on {c['background']} verdict {row[2]!r}, audit {c['status']}")

    # The contrast grid: one cell per audited pair and mode, the same ratio and verdict.
    cells = driver.execute_script(
        "return Array.from(document.querySelectorAll('table.grid')).flatMap(t => Array.from(t.querySelectorAll('td[data-fg]'))"
        ".map(c => [c.dataset.fg, c.dataset.bg, t.dataset.mode, c.dataset.status, c.querySelector('.ratio').textContent, c.textContent]))")
    grid = {(f, b, m): (s, r, t) for f, b, m, s, r, t in cells}
    check(len(cells) == len(contrast), f"{len(cells)} grid cells for {len(contrast)} audited pairs")
    for c in contrast:
        cell = grid.get((c["foreground"], c["background"], c["mode"]))
        check(cell is not None, f"grid has no cell for {c['foreground']} on {c['background']} in {c['mode']}")
        if cell is None:
            continue
        word = "Exempt" if c["threshold"] == 0 else words[c["status"]]
        check(cell[0] == c["status"] and cell[1] == "%.2f:1" % (int(c["ratio"] * 100) / 100) and word in cell[2],
              f"grid cell {c['foreground']} on {c['background']} ({c['mode']}) is {cell}, audit {c['status']} {c['ratio']}")
    check("Exempt" in driver.execute_script("return document.getElementById('pairs').textContent"), "no decorative pair is labelled Exempt")

    # Each mode's swatches sit on that mode's surface: a dark mode's cells and ramp strips are dark.
    def luminance(css):
        r, g, b, _ = rgba(css)
        lin = [(v / 255 / 12.92) if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in (r, g, b)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    grounds = driver.execute_script(
        "const modes = Array.from(document.querySelectorAll('#colors thead th')).slice(1, -1).map(h => h.textContent);"
        "const row = document.querySelector('#colors tbody tr.token-row');"
        "const cells = Array.from(row.querySelectorAll('td')).slice(0, modes.length).map((c, i) => [modes[i], getComputedStyle(c).backgroundColor]);"
        "const strips = Array.from(document.querySelectorAll('ol.ramp')).map(o => [o.dataset.mode, getComputedStyle(o).backgroundColor]);"
        "return cells.concat(strips);")
    dark_modes = {m for m in resolved if "dark" in m.lower()}
    check(any(m in dark_modes for m, _ in grounds), f"no dark mode column or strip: {grounds}")
    for mode, ground in grounds:
        if mode in dark_modes:
            check(luminance(ground) < 0.1, f"{mode} swatches sit on {ground}, not on a dark surface")
        else:
            check(luminance(ground) > 0.5, f"{mode} swatches sit on {ground}, not on a light surface")

    # Ramps in natural order: 50, 100, …, 900.
    def natural(name):
        return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]
    ramps = driver.execute_script(
        "return Array.from(document.querySelectorAll('ol.ramp')).map(o => Array.from(o.querySelectorAll('li')).map(l => l.dataset.token))")
    check(len(ramps) > 0, "no colour ramp")
    for ramp in ramps:
        check(ramp == sorted(ramp, key=natural), f"ramp not in natural order: {ramp}")
    rows_order = driver.execute_script("return Array.from(document.querySelectorAll('#colors tbody tr')).map(r => r.dataset.token)")
    check(rows_order == sorted(rows_order, key=lambda t: [natural(p) for p in t.split('.')]), "colour rows not in natural order")

    # The title, the anchors, search and copy.
    check(driver.title == "Insight design tokens", f"title is {driver.title!r}")
    missing = driver.execute_script(
        "return Array.from(document.querySelectorAll('a[href^=\"#token-\"]')).map(a => a.getAttribute('href').slice(1)).filter(id => !document.getElementById(id))")
    check(missing == [], f"anchor links to no row: {missing[:5]}")
    every = [p for p in next(iter(resolved.values()))]
    unlisted = driver.execute_script("return arguments[0].filter(p => !document.getElementById('token-' + p))", every)
    check(unlisted == [], f"tokens without a row and anchor: {unlisted[:5]}")
    search = driver.find_element("id", "search")
    search.send_keys("accent.5")
    shown = driver.execute_script(
        "return Array.from(document.querySelectorAll('#colors tbody tr')).map(r => [r.dataset.token, !r.classList.contains('hidden'), r.textContent])")
    visible = [t for t, on, _ in shown if on]
    check("color.accent.50" in visible and "color.accent.500" in visible and "color.accent.400" not in visible,
          f"search 'accent.5' shows {visible}")
    check(all(("accent.5" in text) == on for _, on, text in shown), "search shows a row without the text, or hides one with it")
    search.clear()
    search.send_keys("#B8942F")
    hexes = driver.execute_script("return Array.from(document.querySelectorAll('#colors tbody tr')).filter(r => !r.classList.contains('hidden')).map(r => r.textContent)")
    check(hexes and all("#B8942F" in t for t in hexes), f"search '#B8942F' shows {len(hexes)} rows")
    search.clear()
    driver.execute_script("document.getElementById('search').dispatchEvent(new Event('input'))")
    driver.execute_script("document.querySelector('button.copy').click()")
    check(driver.execute_script("return document.getElementById('copy-status').textContent.length > 0"), "a copy click says nothing")

    check(axe_violations(driver, "light") == 0, "axe-core violations in light")
    check(axe_violations(driver, "dark") == 0, "axe-core violations in dark")
    # The page's own toggle: dark on a light system, and its label says so.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    driver.find_element("id", "theme-toggle").click()
    body = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    check(luminance(body) < 0.1, f"the dark toggle left the page at {body}")
    check(driver.find_element("id", "theme-toggle").get_attribute("aria-pressed") == "true", "the toggle is not pressed")
    results = Axe().run(driver)
    for violation in results["violations"]:
        failed.append(f"axe (toggled dark): {violation['id']}: {violation['help']}")
    check(not results["violations"], "axe-core violations with the page toggled dark")
    driver.find_element("id", "theme-toggle").click()

    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
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

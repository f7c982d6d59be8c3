"""How the page works: search and filters, print, the keyboard path to the grid, scales, touch
targets and the phone layout."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from colour_science import css_rgba, luminance
from report_model import shown

# Every kind of item search and the filters act on, by selector.
KINDS = {
    "finding": "#issues li.issue", "grid row": "#grid tbody tr", "component": "#components figure.demo",
    "ramp step": "#ramps ol.ramp li", "colour": "#colors tbody tr", "pair": "#pairs tr.pair-row",
    "dimension": "#dimensions li.token-row", "type style": "#typography li.token-row", "other": "#others li.token-row",
}
# A finding's own rows (a mode's look-alike colours, a pair of modes that does not adapt), each with
# whether it is shown and whether its finding is.
ROWS_JS = (
    "return Array.from(document.querySelectorAll('#issues .adapt, #issues .look-alike')).map(e =>"
    " [((e.dataset.search || '') + ' ' + e.textContent).toLowerCase(), e.getClientRects().length > 0,"
    " e.closest('.issue').getClientRects().length > 0])")
ITEMS_JS = (
    "return Object.entries(arguments[0]).flatMap(([kind, selector]) => Array.from(document.querySelectorAll(selector)).map(e =>"
    " [kind, ((e.dataset.token || '') + ' ' + (e.dataset.search || '') + ' ' + e.textContent).toLowerCase(),"
    " getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0]))")


def run(driver, model, check, reload, media, viewport):
    reload(driver)
    search(driver, model, check)
    reload(driver)
    filters(driver, check)
    reload(driver)
    keyboard(driver, check, reload)
    reload(driver)
    scales(driver, model, check)
    printing(driver, check, reload, media, viewport)
    reload(driver)
    phone(driver, model, check, viewport)
    first_screen(driver, model, check, reload, viewport)


def type_search(driver, text):
    box = driver.find_element("id", "search")
    box.clear()
    driver.execute_script("document.getElementById('search').dispatchEvent(new Event('input'))")
    if text:
        box.send_keys(text)


def search(driver, model, check):
    """Every item of every kind is shown exactly when it holds the text; empty blocks hide."""
    for query, kinds in (("accent.5", {"colour", "ramp step"}),
                         ("#B8942F", {"colour", "ramp step", "pair", "grid row", "finding", "component"}),
                         ("radius", {"dimension"}), ("semantic.success", {"finding", "colour", "pair", "grid row", "component"}),
                         ("body", {"type style", "dimension", "component"}), ("dark-hc", {"finding"}),
                         ("#EEEBE5", {"finding", "colour"})):
        type_search(driver, query)
        # Every row shown holds the text, a finding's own rows included; the legend of surfaces stays.
        rows = driver.execute_script(ROWS_JS)
        wrong_rows = [t[:60] for t, on, finding_on in rows if on and query.lower() not in t]
        check(not wrong_rows, f"search {query!r} shows {len(wrong_rows)} finding rows without the text, e.g. {wrong_rows[:3]}")
        lost = [t[:60] for t, on, finding_on in rows if finding_on and not on and query.lower() in t]
        check(not lost, f"search {query!r} hides finding rows that hold the text, e.g. {lost[:3]}")
        legend = driver.execute_script(
            "const c = document.getElementById('colors'), l = document.querySelector('#colors p.surfaces');"
            "return [!!l, c.getClientRects().length > 0, !!l && l.getClientRects().length > 0]")
        check(legend[0] and legend[2] == legend[1], f"search {query!r}: the legend of surfaces (exists, colours shown, legend shown) is {legend}")
        items = driver.execute_script(ITEMS_JS, KINDS)
        wrong = [(k, t[:60]) for k, t, on in items if (query.lower() in t) != on]
        check(not wrong, f"search {query!r}: {len(wrong)} items shown without the text or hidden with it, e.g. {wrong[:3]}")
        shown_kinds = {k for k, _, on in items if on}
        check(kinds <= shown_kinds, f"search {query!r} shows {sorted(shown_kinds)}, expected at least {sorted(kinds)}")
        empty = driver.execute_script(
            "return Array.from(document.querySelectorAll('main > section, .grid-block, .scale-group, .ramp-group'))"
            ".filter(s => getComputedStyle(s).display !== 'none' && !Array.from(s.querySelectorAll(arguments[0])).some(e => e.getClientRects().length))"
            ".map(s => s.id || s.className)", ", ".join(KINDS.values()))
        check(empty == [], f"search {query!r} leaves blocks with nothing in them: {empty}")
    type_search(driver, "#B8942F")
    pairs = driver.execute_script("return document.querySelectorAll('#pairs tr.pair-row:not([hidden])').length")
    check(pairs > 0, "a hex search finds no contrast pair")
    type_search(driver, "no-such-token-zz")
    state = driver.execute_script(
        "const n = document.getElementById('no-results');"
        "return [getComputedStyle(n).display, n.textContent,"
        " Array.from(document.querySelectorAll('thead th, main h2, main h3')).filter(h => h.getClientRects().length).length]")
    check(state[0] != "none" and "No results" in state[1] and "no-such-token-zz" in state[1] and state[2] == 0,
          f"a search with no result shows {state}")
    type_search(driver, "")
    state = driver.execute_script(
        "return [getComputedStyle(document.getElementById('no-results')).display, document.querySelectorAll('[hidden].token-row, [hidden].pair-row').length]")
    check(state == ["none", 0], f"clearing the search leaves {state}")


def filters(driver, check):
    """The verdict filter keeps what has that verdict; the group filter what is in the group."""
    driver.execute_script("const s = document.getElementById('status-filter'); s.value = 'waived'; s.dispatchEvent(new Event('change'))")
    state = driver.execute_script(
        "const on = e => e.getClientRects().length > 0;"
        "return [Array.from(document.querySelectorAll('#pairs tr.pair-row')).filter(on).map(r => r.dataset.status),"
        " Array.from(document.querySelectorAll('#issues li.issue')).filter(on).map(r => r.dataset.status),"
        " Array.from(document.querySelectorAll('#colors tbody tr')).filter(on).length,"
        " Array.from(document.querySelectorAll('#grid tbody tr')).filter(on).map(r => Array.from(r.querySelectorAll('td[data-status]')).some(c => c.dataset.status === 'waived'))]")
    check(state[0] and set(state[0]) == {"waived"} and set(state[1]) == {"waived"} and state[2] == 0 and all(state[3]),
          f"the waived filter shows pairs {set(state[0])}, findings {set(state[1])}, {state[2]} colours, grid rows {state[3]}")
    driver.execute_script("const s = document.getElementById('status-filter'); s.value = ''; s.dispatchEvent(new Event('change'))")
    driver.execute_script("const s = document.getElementById('group-filter'); s.value = 'size'; s.dispatchEvent(new Event('change'))")
    groups = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-group]')).filter(e => e.getClientRects().length).map(e => e.dataset.group)")
    check(groups and set(groups) == {"size"}, f"the group filter 'size' shows {set(groups)}")


def keyboard(driver, check, reload):
    """Skip link first; the grid a few Tabs away through the contents list; focus drawn in the page's accent."""
    ActionChains(driver).send_keys(Keys.TAB).perform()
    first = driver.execute_script(
        "const a = document.activeElement; const r = a.getBoundingClientRect(); return [a.className, a.getAttribute('href'), r.top >= 0 && r.height > 0,"
        " getComputedStyle(a).outlineStyle, getComputedStyle(a).outlineColor, getComputedStyle(document.documentElement).getPropertyValue('--accent')]")
    check(first[0] == "skip-link" and first[1] == "#main" and first[2], f"the first Tab reaches {first[:3]}, not a visible skip link")
    check(first[3] == "solid" and css_rgba(first[4])[:3] == css_rgba(first[5].strip())[:3], f"focus is drawn {first[3:5]}, not in the page's accent")
    tabs = 1
    while tabs < 20 and driver.execute_script("return document.activeElement.getAttribute('href')") != "#grid":
        ActionChains(driver).send_keys(Keys.TAB).perform()
        tabs += 1
    ActionChains(driver).send_keys(Keys.ENTER).send_keys(Keys.TAB).perform()
    inside = driver.execute_script("return document.getElementById('grid').contains(document.activeElement)")
    check(inside and tabs <= 6, f"the grid takes {tabs} Tabs to its contents link, then Enter and Tab (inside: {inside})")
    reload(driver)
    ActionChains(driver).send_keys(Keys.TAB).send_keys(Keys.ENTER).perform()
    check(driver.execute_script("return document.activeElement.id") == "main", "the skip link does not move focus to the content")


def scales(driver, model, check):
    """Each scale group ascends; corners are drawn at their radius; targets against a 44pt guide."""
    groups = driver.execute_script(
        "return Array.from(document.querySelectorAll('#dimensions .scale-group')).map(g => Array.from(g.querySelectorAll('li')).map(l => l.dataset.token))")
    check(len(groups) > 1, f"dimensions in {len(groups)} groups")
    for names in groups:
        values = [model.dimensions[n] for n in names]
        check(values == sorted(values), f"scale not ascending: {list(zip(names, values))}")
    types = driver.execute_script("return Array.from(document.querySelectorAll('#typography li')).map(l => l.dataset.token)")
    sizes = [model.font_sizes[n] for n in types]
    check(len(types) == len(model.font_sizes) and sizes == sorted(sizes), f"type not ascending: {list(zip(types, sizes))}")
    corners = driver.execute_script(
        "return Array.from(document.querySelectorAll('#dimensions .radius')).map(r => [r.closest('li').dataset.token,"
        " parseFloat(getComputedStyle(r).borderTopLeftRadius), r.getBoundingClientRect().width, r.getBoundingClientRect().height])")
    check(len(corners) > 3, f"{len(corners)} corner radii drawn")
    for name, radius, width, height in corners:
        want = model.dimensions[name]
        if want <= 48:
            check(radius == want and min(width, height) >= want, f"{name} ({want}pt) drawn at {radius}px in a {width}×{height} box")
    radii = {model.dimensions[n]: r for n, r, _, _ in corners}
    check(20 in radii and 24 in radii and radii[20] != radii[24], f"radii 20 and 24 are not told apart: {radii}")
    minimum = next(c["minimum"] for c in model.checks if c["rule"] == "touch-target" and c["status"] == "pass")
    targets = driver.execute_script(
        "const fail = getComputedStyle(document.documentElement).getPropertyValue('--fail').trim();"
        "return [fail, Array.from(document.querySelectorAll('#dimensions .target')).map(t => { const g = t.querySelector('.target-guide').getBoundingClientRect();"
        " return [t.closest('li').dataset.token, g.width, g.height, getComputedStyle(t.querySelector('.target-guide')).borderTopColor, t.className]; })]")
    fail, drawn = targets
    check(len(drawn) >= 6, f"{len(drawn)} touch targets drawn")
    for name, width, height, color, classes in drawn:
        check(width == minimum and height == minimum, f"{name}: the guide is {width}×{height}px, not {minimum}")
        if model.dimensions[name] >= minimum:
            check(css_rgba(color)[:3] != css_rgba(fail)[:3] and "fails" not in classes, f"{name} passes but is drawn as failing")


def printing(driver, check, reload, media, viewport):
    """Printed from a dark page on a dark system: light, and every grid column on the paper."""
    for theme in ("dark", None):
        reload(driver)
        if theme:
            driver.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
        media(driver, "dark", "print")
        viewport(driver, 718, 1000)
        state = driver.execute_script(
            "return [getComputedStyle(document.querySelector('h2')).color, getComputedStyle(document.querySelector('h1')).color,"
            " getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.issue')).backgroundColor,"
            " getComputedStyle(document.querySelector('.summary div')).backgroundColor,"
            " Math.max(...Array.from(document.querySelectorAll('table.grid th, table.grid td')).map(c => c.getBoundingClientRect().right)),"
            " Math.min(...Array.from(document.querySelectorAll('table.grid th, table.grid td')).map(c => c.getBoundingClientRect().left)),"
            " document.documentElement.scrollWidth, getComputedStyle(document.querySelector('.filters')).display]")
        label = f"print ({'page' if theme else 'system'} dark)"
        check(luminance(state[0]) < 0.05 and luminance(state[1]) < 0.05, f"{label}: headings are {state[0]}, {state[1]}")
        check(all(luminance(c) > 0.9 for c in state[2:5]), f"{label}: page and cards are {state[2:5]}")
        check(state[5] <= 718 and state[6] >= 0 and state[7] <= 718, f"{label}: grid columns reach {state[6]}…{state[5]}px, page {state[7]}px of 718")
        check(state[8] == "none", f"{label}: the search and filters are printed")
        media(driver, "light", "")
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def phone(driver, model, check, viewport):
    """At 390 px every swatch's hex, every ratio and verdict is on screen, nothing scrolls sideways."""
    viewport(driver, 390)
    state = driver.execute_script(
        "const inside = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= innerWidth; };"
        "const modes = Array.from(document.querySelectorAll('#colors thead th')).slice(1, -1).map(h => h.textContent);"
        "const hexes = Array.from(document.querySelectorAll('#colors tbody tr')).flatMap(r => Array.from(r.querySelectorAll('td')).slice(0, modes.length)"
        " .map((c, i) => [r.dataset.token, modes[i], c.querySelector('button.copy') ? inside(c.querySelector('button.copy')) : null]));"
        "const pairs = Array.from(document.querySelectorAll('tr.pair-row')).map(r => [inside(r.querySelector('.ratio')), inside(r.querySelector('.verdict')), r.getBoundingClientRect().height, r.dataset.status]);"
        "const cells = Array.from(document.querySelectorAll('td.cell')).map(c => [inside(c.querySelector('.ratio')), inside(c.querySelector('.word'))]);"
        "return [innerWidth, document.documentElement.scrollWidth, hexes, pairs, cells]")
    width, scroll, hexes, pairs, cells = state
    check(width == 390 and scroll <= 390, f"at 390 px the page is {scroll} px wide")
    dark = [(t, m) for t, m, on in hexes if "dark" in m and on is not True]
    check(not dark and len(hexes) >= len(model.colors[model.modes[0]]) * len(model.modes), f"dark hexes off screen at 390 px: {dark[:5]}")
    check(all(on is True for _, _, on in hexes), "a hex is off screen at 390 px")
    check(len(pairs) == len(model.contrast) and all(a and b for a, b, _, _ in pairs), "a pair's ratio or verdict is off screen at 390 px")
    # A waived pair's card is as compact as the others (it was ~300 px of blank as a table row).
    tall = [(status, height) for _, _, height, status in pairs if height > 200]
    check(not tall and any(status == "waived" for *_, status in pairs), f"pair cards over 200 px at 390 px: {tall[:3]}")
    check(all(a and b for a, b in cells), "a grid cell's ratio or verdict is off screen at 390 px")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def first_screen(driver, model, check, reload, viewport):
    """The failures a waiver accepts are what the page says first: at 1440 x 900 the first waived
    card (with its fix swatch) starts on the first screen, before any warning; on a phone the
    headline that names them is on the first screen. They began 2,550 px down on a desktop and
    7,100 px on a phone, after 31 warnings."""
    waived = sum(1 for c in model.contrast if c["status"] == "waived")
    for width, height in ((1440, 900), (390, 844)):
        viewport(driver, width, height)
        reload(driver)
        state = driver.execute_script(
            "const top = s => { const e = document.querySelector(s); return e ? e.getBoundingClientRect().top : null; };"
            "const h = document.getElementById('verdict').getBoundingClientRect();"
            "const card = document.querySelector('#issues li.issue.waived');"
            "return [top('#issues li.issue.waived'), top('#issues li.issue.warning'), h.bottom, document.getElementById('verdict').textContent,"
            " card ? Array.from(card.querySelectorAll('.fix .label')).filter(l => l.textContent === 'Fix').length : 0]")
        card, warning, headline, text, fixes = state
        print(f"first screen at {width} x {height}: first waived card at {card} px, first warning at {warning} px, headline ends at {headline} px")
        check(f"{waived} waived failures" in text, f"at {width} px the headline does not name the {waived} waived failures: {text!r}")
        check(headline < height, f"at {width} x {height} the headline ends at {headline} px, below the first screen")
        if width == 1440:
            check(card is not None and card < height, f"at 1440 x 900 the first waived card starts at {card} px, below the first screen")
            check(warning is None or card < warning, f"the first waived card ({card} px) comes after a warning ({warning} px)")
            check(fixes > 0, "the first waived card shows no fix")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

"""What the page says: swatches, pairs, the grid, findings, components and colour vision, against the
resolved tokens and the audit (report_model) and published colour science (colour_science)."""
from colour_science import SIMULATIONS, css_rgba, luminance, simulate
from report_model import Model, natural, shown


def run(driver, model, check):
    swatches(driver, model, check)
    colour_vision(driver, model, check)
    pairs_and_grid(driver, model, check)
    surfaces_and_order(driver, model, check)
    names_and_anchors(driver, model, check)
    findings(driver, model, check)
    components(driver, model, check)


def swatches(driver, model, check):
    # A swatch is found as a reader finds it: its row's token and its column's mode.
    found = driver.execute_script(
        "const modes = Array.from(document.querySelectorAll('#colors thead th')).slice(1, -1).map(h => h.textContent);"
        "return Array.from(document.querySelectorAll('#colors tbody tr.token-row')).flatMap(r => "
        "Array.from(r.querySelectorAll('td')).slice(0, modes.length).map((cell, i) => { const s = cell.querySelector('.swatch:not(.over-surface)');"
        "return [r.dataset.token, modes[i], s ? getComputedStyle(s).backgroundColor : null]; }))")
    seen = {(token, mode): color for token, mode, color in found if color is not None}
    for mode, colors in model.colors.items():
        for name, value in colors.items():
            got = seen.get((name, mode))
            check(got is not None, f"no swatch for {name} in {mode}")
            if got is not None:
                check(css_rgba(got) == Model.rgba(value), f"swatch {name} in {mode} is {got}, token is {value['hex']}")


def colour_vision(driver, model, check):
    """Each simulation recolours every swatch and pair sample to what the published matrices give."""
    for deficiency in SIMULATIONS:
        driver.execute_script(
            "const s = document.getElementById('cvd'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))",
            deficiency)
        found = driver.execute_script(
            "const modes = Array.from(document.querySelectorAll('#colors thead th')).slice(1, -1).map(h => h.textContent);"
            "const cells = Array.from(document.querySelectorAll('#colors tbody tr.token-row')).flatMap(r => "
            "Array.from(r.querySelectorAll('td')).slice(0, modes.length).map((cell, i) => { const s = cell.querySelector('.swatch:not(.over-surface)');"
            "return [r.dataset.token, modes[i], s ? getComputedStyle(s).backgroundColor : null]; }));"
            "const ramps = Array.from(document.querySelectorAll('ol.ramp li')).map(l => [l.dataset.token, l.closest('ol').dataset.mode,"
            " getComputedStyle(l.querySelector('.swatch')).backgroundColor]);"
            "return cells.concat(ramps);")
        wrong = []
        for name, mode, color in found:
            if color is None:
                continue
            value = model.colors[mode][name]
            r, g, b, a = Model.rgba(value)
            want = simulate((r, g, b), deficiency) + (a,)
            if css_rgba(color) != want:
                wrong.append(f"{name} in {mode}: {color}, {deficiency} gives {want}")
        check(len(found) > 100 and not wrong, f"{deficiency}: {len(wrong)} swatches wrong, e.g. {wrong[:3]}")
        samples = driver.execute_script(
            "return Array.from(document.querySelectorAll('tr.pair-row')).map(r => { const s = r.querySelector('svg.sample'); const codes = r.querySelectorAll('th code');"
            "return [codes[0].textContent, codes[2].textContent, r.querySelector('td').textContent,"
            " getComputedStyle(s).getPropertyValue('--bg').trim(), getComputedStyle(s.querySelector('g')).getPropertyValue('--fg').trim()]; })")
        wrong = []
        for fg, bg, mode, got_bg, got_fg in samples:
            for name, got in ((bg, got_bg), (fg, got_fg)):
                r, g, b, a = Model.rgba(model.colors[mode][name])
                if css_rgba(got) != simulate((r, g, b), deficiency) + (a,):
                    wrong.append(f"{name} in {mode} is {got}")
        check(len(samples) == len(model.contrast) and not wrong, f"{deficiency}: pair samples wrong: {wrong[:3]}")
    driver.execute_script("const s = document.getElementById('cvd'); s.value = ''; s.dispatchEvent(new Event('change'))")
    back = driver.execute_script("return getComputedStyle(document.querySelector('#colors .swatch')).backgroundColor")
    first = driver.execute_script("return document.querySelector('#colors tbody tr').dataset.token")
    check(css_rgba(back) == Model.rgba(model.colors[model.modes[0]][first]), "Typical does not bring the colours back")


def pairs_and_grid(driver, model, check):
    words = {"pass": "Pass", "fail": "Fail", "waived": "Waived", "exempt": "Exempt"}
    # A pair is read from its row as shown: the two names in the header cell, the mode beside it.
    rows = driver.execute_script(
        "return Array.from(document.querySelectorAll('tr.pair-row')).map(r => { const codes = r.querySelectorAll('th code');"
        "return [codes[0].textContent, codes[2].textContent, r.querySelector('td').textContent, "
        "r.dataset.status, r.querySelector('.ratio').textContent, r.querySelector('.verdict').textContent]; })")
    by_pair = {(f, b, m): (s, ratio, verdict) for f, b, m, s, ratio, verdict in rows}
    check(len(rows) == len(model.contrast), f"{len(rows)} pair rows for {len(model.contrast)} audited pairs")
    for c in model.contrast:
        key = (shown(c["foreground"]), shown(c["background"]), c["mode"])
        row = by_pair.get(key)
        check(row is not None, f"pair {key} is missing")
        if row is None:
            continue
        check(row[1] == Model.ratio(c), f"{key} shows {row[1]}, audit says {Model.ratio(c)}")
        status = Model.status(c)
        check(row[0] == status and words[status] in row[2], f"{key} verdict {row[0]} {row[2]!r}, audit {status}")
    # The grid: one cell per audited pair and mode, with the ratio, the verdict and the pair drawn.
    cells = driver.execute_script(
        "return Array.from(document.querySelectorAll('table.grid')).flatMap(t => Array.from(t.querySelectorAll('td[data-fg]'))"
        ".map(c => { const s = c.querySelector('svg.chip');"
        "return [c.dataset.fg, c.dataset.bg, t.dataset.mode, c.dataset.status, c.querySelector('.ratio').textContent, c.textContent,"
        " s ? getComputedStyle(s).getPropertyValue('--bg').trim() : '', s ? getComputedStyle(s.querySelector('g')).getPropertyValue('--fg').trim() : '']; }))")
    grid = {(f, b, m): rest for f, b, m, *rest in cells}
    check(len(cells) == len(model.contrast), f"{len(cells)} grid cells for {len(model.contrast)} audited pairs")
    for c in model.contrast:
        fg, bg, mode = shown(c["foreground"]), shown(c["background"]), c["mode"]
        cell = grid.get((fg, bg, mode))
        check(cell is not None, f"grid has no cell for {fg} on {bg} in {mode}")
        if cell is None:
            continue
        status, ratio, text, drawn_bg, drawn_fg = cell
        want = Model.status(c)
        check(status == want and ratio == Model.ratio(c) and words[want] in text,
              f"grid cell {fg} on {bg} ({mode}) is {cell[:3]}, audit {want} {c['ratio']}")
        check(f"on {bg}" in text, f"grid cell {fg} on {bg} ({mode}) does not say its background")
        check(css_rgba(drawn_bg) == Model.rgba(model.colors[mode][bg]) and css_rgba(drawn_fg) == Model.rgba(model.colors[mode][fg]),
              f"grid cell {fg} on {bg} ({mode}) draws {drawn_fg} on {drawn_bg}")
    # Exempt is its own verdict, not counted as a pass.
    summary = driver.execute_script(
        "return ['summary-passing', 'summary-exempt', 'summary-waived', 'summary-failures'].map(id => document.getElementById(id).textContent)")
    counts = [sum(1 for c in model.contrast if Model.status(c) == s) for s in ("pass", "exempt", "waived", "fail")]
    check(summary == [str(n) for n in counts], f"summary counts {summary}, audit {counts}")
    check(counts[1] > 0, "the default brand has no decorative pair to show as exempt")
    exempt = driver.execute_script(
        "const c = document.querySelector('td.cell.verdict-exempt'), p = document.querySelector('td.cell.verdict-pass');"
        "return [getComputedStyle(c).color, getComputedStyle(p).color, getComputedStyle(c).outlineStyle, c.title]")
    check(exempt[0] != exempt[1] and exempt[2] == "dashed" and "never required" in exempt[3],
          f"an exempt cell looks like a pass or gives no reason: {exempt}")


def surfaces_and_order(driver, model, check):
    # Each mode's swatches sit on that mode's surface: a dark mode's cells and ramp strips are dark.
    grounds = driver.execute_script(
        "const modes = Array.from(document.querySelectorAll('#colors thead th')).slice(1, -1).map(h => h.textContent);"
        "const row = document.querySelector('#colors tbody tr.token-row');"
        "const cells = Array.from(row.querySelectorAll('td')).slice(0, modes.length).map((c, i) => [modes[i], getComputedStyle(c).backgroundColor]);"
        "const strips = Array.from(document.querySelectorAll('ol.ramp')).map(o => [o.dataset.mode, getComputedStyle(o).backgroundColor]);"
        "return cells.concat(strips);")
    dark_modes = {m for m in model.modes if "dark" in m.lower()}
    check(any(m in dark_modes for m, _ in grounds), f"no dark mode column or strip: {grounds}")
    for mode, ground in grounds:
        if mode in dark_modes:
            check(luminance(ground) < 0.1, f"{mode} swatches sit on {ground}, not on a dark surface")
        else:
            check(luminance(ground) > 0.5, f"{mode} swatches sit on {ground}, not on a light surface")
    dark_swatches(driver, model, check, dark_modes)
    ramps = driver.execute_script(
        "return Array.from(document.querySelectorAll('ol.ramp')).map(o => Array.from(o.querySelectorAll('li')).map(l => l.dataset.token))")
    check(len(ramps) > 0, "no colour ramp")
    for ramp in ramps:
        check(ramp == sorted(ramp, key=natural), f"ramp not in natural order: {ramp}")
    order = driver.execute_script("return Array.from(document.querySelectorAll('#colors tbody tr')).map(r => r.dataset.token)")
    check(order == sorted(order, key=lambda t: [natural(p) for p in t.split('.')]), "colour rows not in natural order")


# Every swatch on the page with the mode it shows, found as a reader finds it (a column's heading, a
# strip's mode, a finding row's mode; in a row that does not adapt, each side's first swatch is the
# light mode's, its second the dark mode's), and the colour of what it sits on.
SWATCH_GROUNDS_JS = """
function ground(e) {
  for (let p = e.parentElement; p; p = p.parentElement) {
    const b = getComputedStyle(p).backgroundColor;
    if (b !== 'rgba(0, 0, 0, 0)' && b !== 'transparent') return b;
  }
  return getComputedStyle(document.documentElement).backgroundColor;
}
const found = [];
const modes = Array.from(document.querySelectorAll('#colors thead th')).slice(1, -1).map(h => h.textContent);
document.querySelectorAll('#colors tbody tr').forEach(r => Array.from(r.querySelectorAll('td')).slice(0, modes.length)
  .forEach((cell, i) => cell.querySelectorAll('.swatch').forEach(s => found.push(['colour ' + r.dataset.token, modes[i], ground(s)]))));
document.querySelectorAll('ol.ramp').forEach(o => o.querySelectorAll('.swatch').forEach(s => found.push(['ramp', o.dataset.mode, ground(s)])));
document.querySelectorAll('.look-alike').forEach(r => r.querySelectorAll('.swatch').forEach(s =>
  found.push(['look-alike', r.querySelector('.mode-name').textContent, ground(s)])));
document.querySelectorAll('.adapt').forEach(r => {
  const pair = r.querySelector('.mode-name').textContent.split(' \u2192 ');
  r.querySelectorAll('.side').forEach(side => side.querySelectorAll('.swatch').forEach((s, i) =>
    found.push(['adapt', pair[i % 2], ground(s)])));
});
const all = document.querySelectorAll('main .swatch').length;
return [found, all];
"""


def dark_surface(model, mode):
    """A mode's own surface as the audit chooses it: the background most of its declared contrast pairs
    are on, as resolved in that mode."""
    counts = {}
    for c in model.contrast:
        if c.get("mode") == mode and c.get("background"):
            counts[c["background"]] = counts.get(c["background"], 0) + 1
    background = max(sorted(counts), key=lambda b: counts[b])
    return Model.rgba(model.colors[mode][shown(background)])


def dark_swatches(driver, model, check, dark_modes):
    """Every swatch of a dark mode, wherever the page shows one, sits on the brand's own dark surface."""
    found, total = driver.execute_script(SWATCH_GROUNDS_JS)
    check(len(found) == total, f"{total - len(found)} swatches on the page have no mode the check can tell")
    kinds = {kind.split(' ')[0] for kind, mode, _ in found if mode in dark_modes}
    check(kinds == {"colour", "ramp", "look-alike", "adapt"}, f"dark swatches found only in {sorted(kinds)}")
    wrong = [(kind, mode, ground) for kind, mode, ground in found
             if mode in dark_modes and css_rgba(ground)[:3] != dark_surface(model, mode)[:3]]
    check(not wrong, f"{len(wrong)} dark swatches do not sit on the brand's dark surface, e.g. {wrong[:6]}")


def names_and_anchors(driver, model, check):
    check(driver.title == "Insight design tokens", f"title is {driver.title!r}")
    missing = driver.execute_script(
        "return Array.from(document.querySelectorAll('a[href^=\"#\"]')).map(a => a.getAttribute('href').slice(1)).filter(id => id && !document.getElementById(id))")
    check(missing == [], f"links to nothing: {missing[:5]}")
    every = [shown(p) for p in model.resolved[model.modes[0]]]
    unlisted = driver.execute_script("return arguments[0].filter(p => !document.getElementById('token-' + p))", every)
    check(unlisted == [], f"tokens without a row and anchor: {unlisted[:5]}")
    check("color.border" in every and "$root" not in driver.execute_script("return document.body.innerText"),
          "a name on the page shows $root")
    driver.execute_script("document.querySelector('button.copy').click()")
    check(driver.execute_script("return document.getElementById('copy-status').textContent.length > 0"), "a copy click says nothing")


def findings(driver, model, check):
    """Each finding once, with its modes; look-alike colours said as such; the headline's verdict."""
    want = model.findings()
    cards = driver.execute_script(
        "return Array.from(document.querySelectorAll('#issues li.issue')).map(li => { const links = li.querySelectorAll('.issue-head a code');"
        "return [li.dataset.rule, links[0].textContent, links[1] ? links[1].textContent : '', li.dataset.status,"
        " (li.querySelector('.modes') || {textContent: ''}).textContent, li.querySelector('.issue-head').textContent, li.textContent, li.id]; })")
    keys = [tuple(card[:4]) for card in cards]
    check(len(keys) == len(set(keys)), f"a finding is listed twice: {[k for k in keys if keys.count(k) > 1][:3]}")
    check(set(keys) == set(want), f"findings differ: page {sorted(set(keys) - set(want))[:3]}, audit {sorted(set(want) - set(keys))[:3]}")
    for rule, token, partner, kind, modes, head, text, _ in cards:
        expected = [m for m in want.get((rule, token, partner, kind), []) if m]
        check(modes == ", ".join(expected), f"{rule} {token} lists modes {modes!r}, audit {expected}")
        if rule == "distinguishable":
            check(f"{token} and {partner}" in head and " on " not in head and "look alike to" in text,
                  f"a look-alike finding reads {head!r}")
    flagged = {shown(c["token"]) for c in model.checks if c["rule"] == "adaptation" and c["status"] == "fail"}
    marks = driver.execute_script(
        "return Array.from(document.querySelectorAll('#colors tr a.flag')).map(a => [a.closest('tr').dataset.token,"
        " document.getElementById(a.getAttribute('href').slice(1)).dataset.token])")
    check(len(flagged) > 0 and {t for t, _ in marks} == flagged and all(t == f for t, f in marks),
          f"colours that do not adapt are marked {marks}, audit flags {sorted(flagged)}")
    errors = [c for c in model.checks if c["status"] == "fail" and c["severity"] == "error"]
    headline = driver.execute_script("const h = document.getElementById('verdict'); return [h.className, h.textContent]")
    if errors:
        check("fails" in headline[0] and "The audit fails" in headline[1], f"the headline says {headline}")
    else:
        check("passes" in headline[0] and "The audit passes" in headline[1], f"the headline says {headline}")


def components(driver, model, check):
    """One drawing per mode; the button is drawn in the colours its caption names, in that mode."""
    figures = driver.execute_script(
        "return Array.from(document.querySelectorAll('#components figure.demo')).map(f => { const codes = f.querySelectorAll('li:first-child code');"
        "const rects = f.querySelectorAll('svg rect'); const label = f.querySelector('svg text');"
        "return [f.dataset.mode, f.querySelector('li').textContent, codes[0] ? codes[0].textContent : '', codes[1] ? codes[1].textContent : '',"
        " getComputedStyle(rects[1]).fill, label ? getComputedStyle(label).fill : '']; })")
    check([f[0] for f in figures] == model.modes, f"component drawings for {[f[0] for f in figures]}")
    for mode, caption, fg, bg, fill, label in figures:
        check(caption.startswith("Primary button") and bg in model.colors[mode] and fg in model.colors[mode],
              f"{mode}: the button's caption names {fg!r} on {bg!r}")
        if bg in model.colors[mode] and fg in model.colors[mode]:
            check(css_rgba(fill)[:3] == Model.rgba(model.colors[mode][bg])[:3] and css_rgba(label)[:3] == Model.rgba(model.colors[mode][fg])[:3],
                  f"{mode}: the button is drawn {label} on {fill}, its tokens are {fg} on {bg}")

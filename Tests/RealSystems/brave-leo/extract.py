#!/usr/bin/env python3
"""Brave Leo (Nala) tokens spot-check.

Leo's colours are Figma variables exported to `universal.variables.json` with the light and dark
Figma modes as the groups `color.light` and `color.dark` (same tokens under both), and the legacy
palette `universal.legacy-colors.json` with `color.legacy.light` / `color.legacy.dark`. Leo's
Style Dictionary iOS build (`transformation/ios/colorsets.js`) writes one colorset per colour,
named by the token path without its `light`, `dark` and `color` segments, with the `dark`
path's value as the dark appearance. Values are written out (no references: the export's
`referencedVariable` member only names the Figma variable the value came from).

The token names below are the paths without the mode segment (`color.text.primary` for
`color.light.text.primary` / `color.dark.text.primary`), as Leo's iOS build names them.
"""
import json, math, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "source")
# ---------------------------------------------------------------------------
# colour helpers (stdlib only): CSS colour strings -> 8-bit sRGB hex,
# each channel rounded half up; alpha kept as a 4th byte when it is not 1.
# ---------------------------------------------------------------------------
import json, math, os, re, sys

def _r(x):
    return int(math.floor(x + 0.5))

def _clamp(v):
    return max(0, min(255, v))

def _fmt(r, g, b, a=255):
    r, g, b, a = (_clamp(_r(c)) for c in (r, g, b, a))
    return "#%02X%02X%02X" % (r, g, b) if a == 255 else "#%02X%02X%02X%02X" % (r, g, b, a)

def _hsl_to_rgb(h, s, l):
    h = (h % 360) / 360.0
    def hue(p, q, t):
        t %= 1.0
        if t < 1 / 6: return p + (q - p) * 6 * t
        if t < 1 / 2: return q
        if t < 2 / 3: return p + (q - p) * (2 / 3 - t) * 6
        return p
    if s == 0:
        return l * 255, l * 255, l * 255
    q = l * (1 + s) if l < 0.5 else l + s - l * s
    p = 2 * l - q
    return hue(p, q, h + 1 / 3) * 255, hue(p, q, h) * 255, hue(p, q, h - 1 / 3) * 255

NAMED = {"white": (255, 255, 255, 255), "black": (0, 0, 0, 255), "transparent": (0, 0, 0, 0)}

def to_hex(s):
    """Convert '#abc', '#aabbcc', '#aabbccdd', 'rgb()/rgba()', 'hsl()/hsla()' to hex.
    Returns None for anything else (system colours, color-mix, var(), ...)."""
    if not isinstance(s, str):
        return None
    t = s.strip()
    tl = t.lower()
    if tl in NAMED:
        return _fmt(*NAMED[tl])
    if t.startswith("#"):
        h = t[1:]
        if not re.fullmatch(r"[0-9a-fA-F]{3,8}", h) or len(h) not in (3, 4, 6, 8):
            return None
        if len(h) in (3, 4):
            h = "".join(c * 2 for c in h)
        r, g, b = int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
        a = int(h[6:8], 16) if len(h) == 8 else 255
        return _fmt(r, g, b, a)
    m = re.fullmatch(r"(rgba?|hsla?)\((.*)\)", tl)
    if not m:
        return None
    parts = [p for p in re.split(r"[\s,/]+", m.group(2).strip()) if p]
    if len(parts) not in (3, 4):
        return None
    def alpha(p):
        return float(p[:-1]) / 100.0 if p.endswith("%") else float(p)
    a = alpha(parts[3]) * 255 if len(parts) == 4 else 255
    if m.group(1).startswith("rgb"):
        ch = [float(p[:-1]) * 255 / 100 if p.endswith("%") else float(p) for p in parts[:3]]
        return _fmt(ch[0], ch[1], ch[2], a)
    hh = float(parts[0].replace("deg", ""))
    ss = float(parts[1].rstrip("%")) / 100
    ll = float(parts[2].rstrip("%")) / 100
    r, g, b = _hsl_to_rgb(hh, ss, ll)
    return _fmt(r, g, b, a)

def node(tree, path):
    for part in path:
        tree = tree[part]
    if not (isinstance(tree, dict) and "value" in tree):
        raise KeyError(".".join(path))
    return tree

PICKS = [
    ("universal.variables.json", ("color",), "text.primary"),
    ("universal.variables.json", ("color",), "text.secondary"),
    ("universal.variables.json", ("color",), "text.disabled"),
    ("universal.variables.json", ("color",), "text.interactive"),
    ("universal.variables.json", ("color",), "icon.default"),
    ("universal.variables.json", ("color",), "divider.subtle"),
    ("universal.variables.json", ("color",), "container.background"),
    ("universal.variables.json", ("color",), "page.background"),
    ("universal.variables.json", ("color",), "button.background"),
    ("universal.variables.json", ("color",), "dialogs.scrim-background"),
    ("universal.variables.json", ("color",), "systemfeedback.error-text"),
    ("universal.variables.json", ("color",), "systemfeedback.success-background"),
    ("universal.variables.json", ("color",), "primary.20"),
    ("universal.variables.json", ("color",), "schemes.on-primary"),
    ("universal.variables.json", ("color",), "ios.browser.omnibar-background"),
    ("universal.legacy-colors.json", ("color", "legacy"), "background1"),
    ("universal.legacy-colors.json", ("color", "legacy"), "text1"),
    ("universal.legacy-colors.json", ("color", "legacy"), "interactive1"),
]

def main():
    colors, problems = [], []
    for fname, prefix, rest in PICKS:
        with open(os.path.join(SRC, fname), encoding="utf-8") as fh:
            tree = json.load(fh)
        expected, how = {}, []
        for mode in ("light", "dark"):
            path = prefix + (mode,) + tuple(rest.split("."))
            tok = node(tree, path)
            h = to_hex(tok["value"])
            if h is None or tok.get("type") != "color":
                problems.append("%s: %r" % (".".join(path), tok))
                continue
            expected[mode] = h
            how.append("%s: %s %s = %s%s" % (mode, fname, ".".join(path), tok["value"],
                       " (Figma variable %s)" % tok["referencedVariable"] if "referencedVariable" in tok else ""))
        colors.append({"token": ".".join(prefix + tuple(rest.split("."))), "brand": "default",
                       "expected": expected, "source": "; ".join(how)})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "brave-leo", "brands": ["default"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

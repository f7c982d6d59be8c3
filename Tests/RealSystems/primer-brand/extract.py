#!/usr/bin/env python3
"""Primer Brand (GitHub's marketing design system) spot-check: JS token modules.

Primer Brand builds with Primer Primitives' Style Dictionary setup (`scripts/build-tokens.js`):
- `base/colors/light.json` and `base/colors/dark.json` define the same palette
  (`base.color.scale.gray.5` …), built to `--base-color-scale-gray-5` for light and, by the
  `css/color-mode-attributes` format, for `[data-color-mode="dark"]`;
- `functional/colors/global.json` and the component files (`*.json` and CommonJS
  `module.exports = {…}` `*.js` modules, which Style Dictionary loads with `require`) write each
  colour as `{value: <light>, dark: <dark>}`: the `color-mode-attributes` format puts `value` in
  the light scope and `dark` in the dark scope.
Values refer to other tokens through CSS custom properties (`var(--base-color-scale-gray-5)`),
resolved by the browser in the scope they are used in: in the dark scope, the dark palette and
the `dark` members. A custom property's name is the token path joined with `-`.

This script reads the JS modules as the plain object literals they are (no code is run: keys
are identifiers, strings single-quoted, trailing commas), and resolves `var(--…)` per scope.
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

def load_js_module(path):
    text = open(path, encoding="utf-8").read()
    body = re.fullmatch(r"\s*module\.exports\s*=\s*(\{.*\})\s*;?\s*", text, re.S).group(1)
    body = re.sub(r"'([^'\\]*)'", lambda m: json.dumps(m.group(1)), body)   # 'x' -> "x"
    body = re.sub(r"([{,]\s*)([A-Za-z_$][\w$]*)\s*:", r'\1"\2":', body)      # key: -> "key":
    body = re.sub(r",(\s*[}\]])", r"\1", body)                                # trailing commas
    return json.loads(body)

def load(path):
    if path.endswith(".js"):
        return load_js_module(path)
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)

def tokens(tree, path=()):
    if isinstance(tree, dict) and "value" in tree:
        yield path, tree
        return
    for k, v in tree.items():
        if isinstance(v, dict):
            yield from tokens(v, path + (k,))

FUNCTIONAL = ["functional/colors/global.json", "functional/components/button/colors.js",
              "functional/components/accordion/colors.js"]
VAR = re.compile(r"var\(--([\w-]+)\)")

def scope(mode):
    """CSS custom property name -> (value, where) in the light or dark scope."""
    names = {}
    for path, tok in tokens(load(os.path.join(SRC, "base", "colors", mode + ".json"))):
        names["-".join(path)] = (tok["value"], "base/colors/%s.json %s" % (mode, ".".join(path)))
    for f in FUNCTIONAL:
        for path, tok in tokens(load(os.path.join(SRC, f))):
            member = "value" if mode == "light" else "dark"
            names["-".join(path)] = (tok[member], "%s %s.%s" % (f, ".".join(path), member))
    return names

def resolve(names, value, trail):
    m = VAR.fullmatch(value.strip())
    while m:
        value, where = names[m.group(1)]
        trail.append(where + " = " + value)
        m = VAR.fullmatch(value.strip())
    return value

PICKS = [
    "brand.color.text.default", "brand.color.text.muted", "brand.color.text.subtle",
    "brand.color.canvas.default", "brand.color.canvas.subtle", "brand.color.border.default",
    "brand.color.border.muted", "brand.color.accent.primary", "brand.color.success.fg",
    "brand.color.success.subtle", "brand.color.error.muted", "brand.color.neutral.subtle",
    "brand.color.focus",
    "brand.button.primary.bgColor.hover", "brand.button.primary.bgColor.disabled",
    "brand.button.secondary.bgColor.hover", "brand.button.secondary.borderColor.rest",
    "brand.button.secondary.fgColor.disabled",
    "Accordion.toggle.color.start", "Accordion.border.color.default",
]

def main():
    scopes = {"light": scope("light"), "dark": scope("dark")}
    colors = []
    for tok in PICKS:
        expected, how = {}, []
        for mode, names in scopes.items():
            trail = []
            v = resolve(names, names[tok.replace(".", "-")][0], trail)
            h = to_hex(v)
            if h is None:
                raise SystemExit("%s %s: %r" % (tok, mode, v))
            expected[mode] = h
            how.append("%s: %s" % (mode, " -> ".join([names[tok.replace(".", "-")][1]] + trail)))
        colors.append({"token": tok, "brand": "default", "expected": expected, "source": "; ".join(how)})
    json.dump({"system": "primer-brand", "brands": ["default"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

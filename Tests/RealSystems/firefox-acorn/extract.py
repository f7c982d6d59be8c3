#!/usr/bin/env python3
"""Firefox (Acorn) design tokens spot-check: mode-keyed value objects.

`source/design-tokens.json` is read by Firefox's Style Dictionary build
(`toolkit/themes/shared/design-system/tokens-config.js`), whose rules are documented in
`docs/json-design-tokens.md` of the same folder: a token's `value` is a string/number, or an
object keyed by
  light / dark            the light and dark theme values (CSS `light-dark()`),
  default                 the value for both themes,
  prefersContrast         the value under `@media (prefers-contrast)`,
  forcedColors            the value under `@media (forced-colors)`,
  brand / platform        a surface-specific object of the same keys: `brand` is in-content
                          pages (tokens-brand.css), `platform` the browser chrome
                          (tokens-platform.css).
References are written out as `var(--…)`, so a reference is resolved in the context it is used
in (CSS custom-property cascade): `{color.accent.primary.@base}` under dark means that token's
dark value.

Expected values here are the in-content (`brand`) surface, the one whose values are colours:
  light = brand.light | brand.default | light | default   (then a plain value)
  dark  = brand.dark  | brand.default | dark  | default
  high contrast: brand.prefersContrast | prefersContrast, resolved in (light|dark, contrast)
An appearance whose value is not a concrete colour (a CSS system colour such as `Canvas`,
`currentColor`, `inherit`, `color-mix()` with `currentColor`) is left out; a token whose light or
dark value is not concrete is not picked. `forcedColors` (Windows forced colours) has no iOS
appearance and is not checked. `oklch()` is converted to sRGB (CSS Color 4), only for colours
inside the sRGB gamut (checked), so gamut mapping plays no part.
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

def oklch_hex(text):
    m = re.fullmatch(r"oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)", text.strip())
    if not m:
        return None
    L, C, H = float(m.group(1)) / 100, float(m.group(2)), math.radians(float(m.group(3)))
    a, b = C * math.cos(H), C * math.sin(H)
    l_ = L + 0.3963377774 * a + 0.2158037573 * b
    m_ = L - 0.1055613458 * a - 0.0638541728 * b
    s_ = L - 0.0894841775 * a - 1.2914855480 * b
    l, mm, s = l_ ** 3, m_ ** 3, s_ ** 3
    lin = (4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s,
           -1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s,
           -0.0041960863 * l - 0.7034186147 * mm + 1.7076147010 * s)
    if any(c < -1e-4 or c > 1 + 1e-4 for c in lin):
        raise ValueError("out of sRGB gamut: " + text)
    def enc(c):
        c = min(max(c, 0.0), 1.0)
        return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return _fmt(*(enc(c) * 255 for c in lin))

def colour(text):
    if not isinstance(text, str):
        return None
    return oklch_hex(text) if text.strip().startswith("oklch(") else to_hex(text)

REF = re.compile(r"\{([^{}]+)\}")

def lookup(tree, dotted):
    node = tree
    for part in dotted.split("."):
        node = node[part]
    if not (isinstance(node, dict) and "value" in node):
        raise KeyError(dotted)
    return node["value"]

def pick(value, scheme, contrast):
    """The raw value of one token for (scheme, contrast) on the brand surface; None if the
    object has no entry for it."""
    if not isinstance(value, dict):
        return value
    brand = value.get("brand", {})
    if contrast:
        for src in (brand, value):
            if "prefersContrast" in src:
                return src["prefersContrast"]
    for src in (brand, value):
        if scheme in src:
            return src[scheme]
        if "default" in src:
            return src["default"]
    return None

def resolve(tree, value, scheme, contrast, trail):
    v = pick(value, scheme, contrast)
    if isinstance(v, str):
        m = REF.fullmatch(v.strip())
        if m:
            trail.append(m.group(1))
            return resolve(tree, lookup(tree, m.group(1)), scheme, contrast, trail)
    return v

PICKS = [
    "background.color.box", "background.color.canvas", "background.color.critical",
    "background.color.information", "background.color.success", "background.color.warning",
    "border.color.deemphasized.@base", "border.color.interactive.@base",
    "button.background.color.primary.@base", "button.background.color.destructive.@base",
    "button.background.color.destructive.hover", "button.text.color.@base",
    "button.text.color.primary.@base", "color.accent.primary.hover", "icon.color.@base",
    "icon.color.information", "icon.color.critical", "link.color.@base", "outline.color.error",
    "text.color.@base", "text.color.error", "table.row.background.color.alternate",
    "attention.dot.color", "box.shadow.color.darker.layer-1", "box.shadow.color.lighter.layer-2",
    "color.gray.05", "color.gray.80", "color.red.50", "color.violet.60", "color.purple.30",
    "color.green.10", "color.pink.60",
]

def main():
    with open(os.path.join(SRC, "design-tokens.json"), encoding="utf-8") as fh:
        tree = json.load(fh)
    colors, skipped = [], []
    for tok in PICKS:
        expected, how = {}, []
        for app, scheme, contrast in (("light", "light", False), ("dark", "dark", False),
                                      ("lightHighContrast", "light", True),
                                      ("darkHighContrast", "dark", True)):
            trail = [tok]
            raw = lookup(tree, tok)
            if contrast and pick(raw, scheme, True) == pick(raw, scheme, False):
                continue  # no prefersContrast entry: the plain appearance applies
            v = resolve(tree, raw, scheme, contrast, trail)
            try:
                h = colour(v)
            except ValueError:
                h = "out of gamut"
            if h == "out of gamut":
                if not contrast:
                    skipped.append("%s (%s %s)" % (tok, app, v))
                    expected = None
                    break
                continue
            if h is None:
                if not contrast:
                    raise SystemExit("%s %s is not a concrete colour: %r" % (tok, app, v))
                how.append("%s: %s = %s (not a colour; left out)" % (app, " -> ".join(trail), v))
                continue
            expected[app] = h
            how.append("%s: %s = %s" % (app, " -> ".join(trail), v))
        if expected is not None:
            colors.append({"token": tok, "brand": "default", "expected": expected, "source": "; ".join(how)})
    sys.stderr.write("not picked (a colour outside sRGB): %s\n" % ", ".join(skipped))
    json.dump({"system": "firefox-acorn", "brands": ["default"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

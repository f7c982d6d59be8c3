#!/usr/bin/env python3
"""NVE Designsystem (Tokens Studio, brands x light/dark) spot-check.

The team builds with Style Dictionary 4 + @tokens-studio/sd-transforms
(`transformTokens/transform.js`), one build per brand and theme:
  NVE     light: brand/nve.json + public/theme/light.json           -> public/css/nve.css
  NVE     dark : brand/nve.json + public/theme/dark.json            -> public/css/nve_dark.css
  Varsom  light/dark: brand/nve.json + brand/varsom.json + theme    -> varsom.css, varsom_dark.css
  RME     light/dark: brand/nve.json + brand/rme.json + theme       -> rme.css, rme_dark.css
(later files win; `$metadata.json`/`$themes.json` in a source glob are no tokens), CSS names
`name/kebab` of the path, `outputReferences: true` (values are `var(--…)` chains). These CSS
files are committed and vendored as `built/`. Expected values: the CSS resolved through its own
var() chain, cross-checked against source/ resolved by Tokens Studio's rules (`$value`, `{a.b}`
whole-value references, sets merged in the build's order).
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
REF = re.compile(r"\{([^{}]+)\}")
VAR = re.compile(r"var\(--([\w-]+)\)")

def merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict) and "$value" not in v:
            merge(dst[k], v)
        else:
            dst[k] = v

def lookup(tree, dotted):
    node = tree
    for part in dotted.split("."):
        node = node[part]
    if not (isinstance(node, dict) and "$value" in node):
        raise KeyError(dotted)
    return node

def source_value(files, tok):
    tree = {}
    for f in files:
        merge(tree, json.load(open(os.path.join(SRC, f), encoding="utf-8")))
    trail, v = [tok], lookup(tree, tok)["$value"]
    while isinstance(v, str) and REF.fullmatch(v.strip()):
        trail.append(REF.fullmatch(v.strip()).group(1))
        v = lookup(tree, trail[-1])["$value"]
    return v, trail

def css_vars(name):
    text = open(os.path.join(HERE, "built", name + ".css"), encoding="utf-8").read()
    return dict(re.findall(r"^\s*--([\w-]+):\s*(.+?);", text, re.M))

def css_value(vars_, name):
    v = vars_[name]
    while VAR.fullmatch(v.strip()):
        v = vars_[VAR.fullmatch(v.strip()).group(1)]
    return v

BRANDS = {"NVE": ("nve", []), "Varsom": ("varsom", ["brand/varsom.json"]), "RME": ("rme", ["brand/rme.json"])}
PICKS = [
    "color.brand.background.primary", "color.brand.foreground.primary", "color.brand.border.emphasized",
    "color.neutrals.background.primary", "color.neutrals.foreground.primary",
    "color.neutrals.border.disabled", "color.interactive.background.primary.default",
    "color.interactive.foreground.link.visited", "color.feedback.background.default.info",
    "color.feedback.foreground.success", "color.dangerlevel.background.default.level1",
    "color.supplemental.emphasized.purple.background", "color.brand.foreground.primary-on-bg",
    "color.brand.foreground.secondary-on-bg",
]

def main():
    colors, problems = [], []
    for brand, (css, extra) in BRANDS.items():
        for tok in PICKS:
            expected, how = {}, []
            for mode, suffix in (("light", ""), ("dark", "_dark")):
                files = ["brand/nve.json"] + extra + ["public/theme/%s.json" % mode]
                try:
                    mine, trail = source_value(files, tok)
                except KeyError:
                    break
                name = tok.replace(".", "-")
                built = css_value(css_vars(css + suffix), name)
                h = to_hex(built)
                if h is None and to_hex(mine) is None:
                    sys.stderr.write("not picked: %s %s %s is %r in the team's data, no colour\n"
                                     % (brand, mode, tok, mine))
                    break
                if h is None or h != to_hex(mine):
                    problems.append("%s %s %s: css %s, source %s" % (brand, mode, tok, built, mine))
                expected[mode] = h
                how.append("%s: %s%s.css --%s = %s (source: %s = %s)" % (
                    mode, css, suffix, name, built, " -> ".join(trail), mine))
            else:
                colors.append({"token": tok, "brand": brand, "expected": expected, "source": "; ".join(how)})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "nve-designsystem", "brands": list(BRANDS), "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

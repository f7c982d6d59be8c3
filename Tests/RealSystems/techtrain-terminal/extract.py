#!/usr/bin/env python3
"""TechTrain "Terminal" design tokens spot-check (Figma "Design Tokens" plugin export).

One file, `design-tokens.tokens.json`, exported from Figma by the "Design Tokens" plugin
(Lukas Oppermann) and built with Style Dictionary 4 (`config.js`: `source:
["tokens/**/*.json"]`, transforms `attribute/cti`, `name/kebab`, `color/css` …). Style
Dictionary's rules: a token is an object with `value`; `{a.b.c}` is a reference by path, path
segments may contain spaces (`{primitive color.techtrain blue.90}`); a whole-value reference
takes the target's value. Colours are 8-digit hex (`#efefefff`, alpha last).
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

def lookup(tree, dotted):
    node = tree
    for part in dotted.split("."):
        node = node[part]
    if not (isinstance(node, dict) and "value" in node):
        raise KeyError(dotted)
    return node

def tokens(tree, path=()):
    if isinstance(tree, dict) and "value" in tree:
        yield path, tree
        return
    for k, v in tree.items():
        if isinstance(v, dict):
            yield from tokens(v, path + (k,))

def main():
    with open(os.path.join(SRC, "design-tokens.tokens.json"), encoding="utf-8") as fh:
        tree = json.load(fh)
    colors, groups = [], {}
    for path, tok in tokens(tree["semantics color"], ("semantics color",)):
        if tok.get("type") == "color":
            groups.setdefault(path[1], []).append(path)
    picks = []
    for g, paths in groups.items():          # up to two per semantic group, first in file order
        picks += paths[:2]
    picks += [("primitive color", "techtrain blue", "90"), ("primitive color", "caution", "30")]
    for path in picks:
        trail, v = [".".join(path)], lookup(tree, ".".join(path))["value"]
        while isinstance(v, str) and REF.fullmatch(v.strip()):
            name = REF.fullmatch(v.strip()).group(1)
            trail.append(name)
            v = lookup(tree, name)["value"]
        h = to_hex(v)
        if h is None:
            continue      # gradients and the like
        colors.append({"token": ".".join(path), "brand": "default", "expected": {"light": h},
                       "source": " -> ".join(trail) + " = " + v})
    json.dump({"system": "techtrain-terminal", "brands": ["default"], "colors": colors}, sys.stdout,
              indent=2, ensure_ascii=False)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""MetaMask design tokens spot-check (Tokens Studio single-file export).

`source/tokens.json` holds three sets, `global`, `light` and `dark`, with `"$themes": []` and
`$metadata.tokenSetOrder` `[global, light, dark]`. With no themes, Tokens Studio (and
sd-transforms' usual set merging) layers a mode's set over `global`: the light appearance is
`global` + `light`, the dark appearance `global` + `dark`. A token's name is its path inside its
set. References `{a.b}` are resolved by Tokens Studio's rules (a whole-value reference takes the
target's value; the set order decides which set's token a name means).
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

def merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict) and "value" not in v:
            merge(dst[k], v)
        else:
            dst[k] = v
    return dst

def lookup(tree, dotted):
    node = tree
    for part in dotted.split("."):
        node = node[part]
    if not (isinstance(node, dict) and "value" in node):
        raise KeyError(dotted)
    return node

def resolve(tree, value, depth=0):
    if depth > 50:
        raise ValueError("reference loop")
    if isinstance(value, str):
        m = REF.fullmatch(value.strip())
        if m:
            return resolve(tree, lookup(tree, m.group(1))["value"], depth + 1)
        return REF.sub(lambda mm: str(resolve(tree, lookup(tree, mm.group(1))["value"], depth + 1)), value)
    return value

PICKS = [
    "colors.background.default", "colors.background.alternative", "colors.background.hover",
    "colors.text.default", "colors.text.alternative", "colors.text.muted",
    "colors.icon.default", "colors.border.default", "colors.overlay.default",
    "colors.primary.default", "colors.error.default", "colors.warning.default",
    "colors.success.default", "colors.info.default", "colors.flask.default",
]
GLOBAL_PICKS = ["brandColors.grey.grey500", "brandColors.blue.blue500", "brandColors.red.red500"]

def main():
    with open(os.path.join(SRC, "tokens.json"), encoding="utf-8") as fh:
        doc = json.load(fh)
    order = doc["$metadata"]["tokenSetOrder"]
    assert order == ["global", "light", "dark"] and doc["$themes"] == [], order
    trees = {}
    for mode in ("light", "dark"):
        t = {}
        merge(t, json.loads(json.dumps(doc["global"])))
        merge(t, json.loads(json.dumps(doc[mode])))
        trees[mode] = t
    colors = []
    for tok in PICKS + GLOBAL_PICKS:
        expected, how = {}, []
        for mode, tree in trees.items():
            node = lookup(tree, tok)
            if node.get("type") != "color":
                raise SystemExit("%s is not a colour" % tok)
            h = to_hex(resolve(tree, node["value"]))
            if h is None:
                raise SystemExit("%s: %r" % (tok, node["value"]))
            expected[mode] = h
            set_name = "global" if tok in GLOBAL_PICKS else mode
            how.append("%s: set %s %s = %s" % (mode, set_name, tok, node["value"]))
        colors.append({"token": tok, "brand": "default", "expected": expected, "source": "; ".join(how)})
    json.dump({"system": "metamask", "brands": ["default"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

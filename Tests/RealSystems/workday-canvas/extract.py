#!/usr/bin/env python3
"""Workday Canvas (Tokens Studio multi-file with theme groups) spot-check.

Tokens Studio's rules (and sd-transforms' `permutateThemes`, which builds one token set per
combination of one theme from each group): a build takes one theme of each group — here
`Base` (group Base), `Canvas` (group Brand) and `Canvas` (group System) — and merges every set
those themes mark `enabled` or `source`, in `$metadata.json`'s `tokenSetOrder`, later sets
winning; sets no chosen theme names are not read. A set named `base` is the folder `base/`
(all its files). References `{a.b}` are whole-value aliases. Colour values are strings or
colour objects `{colorSpace, components, alpha, hex}`; the expected colour is the object's
`hex` (its fallback), cross-checked against the oklch components within one 8-bit step.

The System theme `Canvas` alone does not enable `sys/brand/canvas`, though its
`sys/color/color` refers to `{brand.primary.600}`: only the combination with the Brand theme
resolves (as Tokens Studio shows it with both themes active). The Brand themes `Forest`,
`Island`, `Peach` and the System theme `Branded` name sets that have no file in the repository,
so the only brand that builds is Canvas.
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
    # (only a cross-check of the export's own hex here: channels are clipped to sRGB)
    def enc(c):
        c = min(max(c, 0.0), 1.0)
        return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return _fmt(*(enc(c) * 255 for c in lin))

REF = re.compile(r"\{([^{}]+)\}")

def merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict) and "value" not in v and "value" not in dst[k]:
            merge(dst[k], v)
        else:
            dst[k] = v

def set_files(name):
    path = os.path.join(SRC, name)
    if os.path.isdir(path):
        return sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".json"))
    return [path + ".json"] if os.path.exists(path + ".json") else []

def lookup(tree, dotted):
    node = tree
    for part in dotted.split("."):
        node = node[part]
    if not (isinstance(node, dict) and "value" in node):
        raise KeyError(dotted)
    return node

def resolve(tree, tok, trail):
    v = tok["value"]
    while isinstance(v, str) and REF.fullmatch(v.strip()):
        name = REF.fullmatch(v.strip()).group(1)
        trail.append(name)
        v = lookup(tree, name)["value"]
    return v

def colour(v):
    if isinstance(v, str):
        return to_hex(v), v
    h = to_hex(v["hex"])
    assert v["colorSpace"] == "oklch", v
    L, C, H = v["components"]
    mine = oklch_hex("oklch(%s%% %s %s)" % (L * 100, C, H))
    a = v.get("alpha", 1)
    if a != 1:
        mine = mine[:7] + "%02X" % int(math.floor(a * 255 + 0.5))
    if len(h) == 7 and a != 1:
        raise ValueError("hex without alpha %r" % v)
    if any(abs(int(h[i:i + 2], 16) - int(mine[i:i + 2], 16)) > 1 for i in (1, 3, 5)):
        raise ValueError("hex %s differs from its oklch components (%s)" % (h, mine))
    return h, "%s (oklch %s, alpha %s)" % (v["hex"], v["components"], a)

THEMES = [("Base", "Base"), ("Brand", "Canvas"), ("System", "Canvas")]
PICKS = [
    "color.surface.default", "color.surface.navigation", "color.surface.raised",
    "color.surface.danger.default", "color.surface.overlay.scrim", "color.accent.info",
    "color.accent.warning", "color.accent.muted.default", "color.brand.focus.primary",
    "color.brand.surface.primary.default", "color.brand.accent.critical",
    "color.brand.fg.primary.default", "color.fg.default", "color.border.container",
    "color.icon.default", "color.text.default",
]

def main():
    themes = json.load(open(os.path.join(SRC, "$themes.json"), encoding="utf-8"))
    order = json.load(open(os.path.join(SRC, "$metadata.json"), encoding="utf-8"))["tokenSetOrder"]
    chosen = {}
    for group, name in THEMES:
        t = [t for t in themes if t.get("group") == group and t["name"] == name]
        assert len(t) == 1, (group, name)
        for s, status in t[0]["selectedTokenSets"].items():
            if status in ("enabled", "source"):
                chosen[s] = status
    tree = {}
    for s in order:
        if s in chosen:
            for f in set_files(s):
                merge(tree, json.load(open(f, encoding="utf-8")))
    colors = []
    for tok in PICKS:
        try:
            node = lookup(tree, tok)
        except KeyError:
            continue
        trail = [tok]
        h, how = colour(resolve(tree, node, trail))
        colors.append({"token": tok, "brand": "Canvas", "expected": {"light": h},
                       "source": "%s = %s" % (" -> ".join(trail), how)})
    json.dump({"system": "workday-canvas", "brands": ["Canvas"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Style Dictionary's multi-brand, multi-platform layout spot-check.

The build (`build.js`) runs Style Dictionary once per brand and platform with
  source: tokens/brands/<brand>/*.json, tokens/globals/**/*.json, tokens/platforms/<platform>/*.json
(later files win on a collision; here no token collides). For iOS the platform is `ios`.
References `{color.brand.primary}` resolve within that brand's build, so `color.primary`,
`color.action.primary` and `color.font.primary` differ per brand.
"""
import glob, json, math, os, re, sys

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

def lookup(tree, dotted):
    node = tree
    for part in dotted.split("."):
        node = node[part]
    if not (isinstance(node, dict) and "value" in node):
        raise KeyError(dotted)
    return node

BRANDS = ["brand-1", "brand-2", "brand-3"]
PICKS = ["color.brand.primary", "color.brand.secondary", "color.primary", "color.action.primary",
         "color.action.secondary", "color.action.tertiary", "color.font.base", "color.font.primary",
         "color.font.tertiary", "color.base.gray.light", "color.base.gray.dark", "color.base.red"]

def main():
    colors = []
    for brand in BRANDS:
        files = (sorted(glob.glob(os.path.join(SRC, "brands", brand, "*.json")))
                 + sorted(glob.glob(os.path.join(SRC, "globals", "**", "*.json"), recursive=True))
                 + sorted(glob.glob(os.path.join(SRC, "platforms", "ios", "*.json"))))
        tree = {}
        for f in files:
            merge(tree, json.load(open(f, encoding="utf-8")))
        for tok in PICKS:
            trail, v = [tok], lookup(tree, tok)["value"]
            while REF.fullmatch(v.strip()):
                trail.append(REF.fullmatch(v.strip()).group(1))
                v = lookup(tree, trail[-1])["value"]
            colors.append({"token": tok, "brand": brand, "expected": {"light": to_hex(v)},
                           "source": " -> ".join(trail) + " = " + v})
    json.dump({"system": "sd-multi-brand", "brands": BRANDS, "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

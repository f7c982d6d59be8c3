#!/usr/bin/env python3
"""Kong design tokens spot-check.

Each theme is built by the team (platforms/themes.mjs, Style Dictionary 5) from
  include: themes/<name>/<name>.alias.color.json   (the theme's own palette)
  source:  themes/<name>/<name>.theme.json         (flat kui-* names -> {color.alias.*})
and the resulting CSS is committed as a test snapshot (built/themes/<name>.css).
Expected values are read from those CSS files; each one is cross-checked against a
resolution of source/ by Style Dictionary's DTCG rules ($value, {a.b.c}
references, source over include); any disagreement aborts the script.
"""
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
# ---------------------------------------------------------------------------
# A small re-implementation of Style Dictionary's merge + reference rules:
# files are deep-merged in the order given (later files win), a token is an
# object with "value" (SD v3) or "$value" (DTCG / SD v4), and "{a.b.c}"
# references are resolved recursively (a value that is only one reference
# takes the referenced value as is; references inside a longer string are
# interpolated).
# ---------------------------------------------------------------------------
import copy

REF = re.compile(r"\{([^{}]+)\}")

def is_token(node, key="value"):
    return isinstance(node, dict) and key in node

def deep_merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            deep_merge(dst[k], v)
        else:
            dst[k] = copy.deepcopy(v)
    return dst

def load_tree(paths, loader=None):
    tree = {}
    for p in paths:
        with open(p, encoding="utf-8") as fh:
            data = loader(fh.read()) if loader else json.load(fh)
        deep_merge(tree, data)
    return tree

def lookup(tree, dotted, key="value"):
    node = tree
    parts = dotted.split(".")
    for i, part in enumerate(parts):
        if is_token(node, key) and part == key and i == len(parts) - 1:
            return node
        if not isinstance(node, dict) or part not in node:
            raise KeyError(dotted)
        node = node[part]
    if not is_token(node, key):
        raise KeyError(dotted + " is a group, not a token")
    return node

def resolve(tree, value, key="value", seen=()):
    if isinstance(value, str):
        refs = REF.findall(value)
        if not refs:
            return value
        m = REF.fullmatch(value.strip())
        if m:
            name = m.group(1)
            if name in seen:
                raise ValueError("circular reference " + " -> ".join(seen + (name,)))
            tok = lookup(tree, name, key)
            return resolve(tree, tok[key], key, seen + (name,))
        def sub(mm):
            name = mm.group(1)
            tok = lookup(tree, name, key)
            return str(resolve(tree, tok[key], key, seen + (name,)))
        return REF.sub(sub, value)
    if isinstance(value, list):
        return [resolve(tree, v, key, seen) for v in value]
    if isinstance(value, dict):
        return {k: resolve(tree, v, key, seen) for k, v in value.items()}
    return value

def token_value(tree, dotted, key="value"):
    return resolve(tree, lookup(tree, dotted, key)[key], key, (dotted,))

def chain(tree, dotted, key="value"):
    """The alias chain of a token, for the 'source' field."""
    out = [dotted]
    v = lookup(tree, dotted, key)[key]
    while isinstance(v, str) and REF.fullmatch(v.strip()):
        name = REF.fullmatch(v.strip()).group(1)
        out.append(name)
        v = lookup(tree, name, key)[key]
    return " -> ".join(out) + " = " + json.dumps(v)

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "source")

BRANDS = {
    "classic": {"light": "classic-day", "dark": "classic-night"},
    "electric-lime": {"light": "electric-lime-day", "dark": "electric-lime-night",
                      "lightHighContrast": "electric-lime-day-high-contrast",
                      "darkHighContrast": "electric-lime-night-high-contrast"},
}
COMMON = [
    "kui-color-background", "kui-color-background-inverse", "kui-color-background-neutral-weakest",
    "kui-color-background-primary", "kui-color-background-primary-weakest", "kui-color-background-danger",
    "kui-color-background-overlay", "kui-color-background-disabled", "kui-color-background-transparent",
    "kui-color-text", "kui-color-text-neutral", "kui-color-text-primary", "kui-color-text-danger",
    "kui-color-text-inverse", "kui-color-text-disabled",
    "kui-color-border", "kui-color-border-primary", "kui-color-border-danger",
    "kui-color-brand",
]
ONLY = {"electric-lime": ["kui-alert-color-text-danger", "kui-badge-color-background-neutral",
                          "kui-navigation-color-border"]}

def theme_tree(name):
    return load_tree([os.path.join(SRC, "themes", name, name + ".alias.color.json"),
                      os.path.join(SRC, "themes", name, name + ".theme.json")])

def css(name):
    with open(os.path.join(HERE, "built", "themes", name + ".css"), encoding="utf-8") as fh:
        return dict(re.findall(r"^\s*(--[\w-]+):\s*(.+?);\s*$", fh.read(), re.M))

def main():
    problems, colors = [], []
    for brand, apps in BRANDS.items():
        for tok in COMMON + ONLY.get(brand, []):
            expected, how = {}, []
            for app, theme in apps.items():
                built = css(theme)["--" + tok]
                h = to_hex(built)
                mine = to_hex(token_value(theme_tree(theme), tok, "$value"))
                if h is None or h != mine:
                    problems.append("%s %s: css %s, source %s" % (theme, tok, built, mine))
                expected[app] = h
                how.append("%s: %s.css --%s: %s (source: %s)" % (app, theme, tok, built,
                                                                  chain(theme_tree(theme), tok, "$value")))
            colors.append({"token": tok, "brand": brand, "expected": expected, "source": "; ".join(how)})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "kong", "brands": list(BRANDS), "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

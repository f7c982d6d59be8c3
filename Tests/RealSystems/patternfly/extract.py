#!/usr/bin/env python3
"""PatternFly design tokens spot-check.

Expected colours come from the team's own built SCSS (built/css/*.scss, generated
by their Style Dictionary v3 build with outputReferences) wherever that file is
current; the var(--...) chains in it are followed to a literal.  The two
default-brand high-contrast files (tokens-highcontrast*.scss) are stale (built
10 Sep 2025; their config.highcontrast*.json point at a folder that no longer
exists), so for those two appearances the value is resolved from source/ by
Style Dictionary's rules instead.  Every built value is also cross-checked
against the source resolution; a disagreement aborts the script.
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
BUILT = os.path.join(HERE, "built", "css")

# The team's config.*.json "source" globs (packages/module/config.*.json).
SETS = {
    ("default", "light"): ["default/light/*.json"],
    ("default", "dark"): ["default/dark/*.json"],
    ("default", "lightHighContrast"): ["default/highcontrast/*.json"],
    ("default", "darkHighContrast"): ["default/highcontrast-dark/*.json"],
    ("redhat", "light"): ["default/light/*.json", "redhat/light/redhat*.json"],
    ("redhat", "dark"): ["default/dark/*.json", "redhat/dark/redhat*.json"],
    ("redhat", "lightHighContrast"): ["default/highcontrast/*.json", "redhat/highcontrast/redhat*.json"],
    ("redhat", "darkHighContrast"): ["default/highcontrast-dark/*.json", "redhat/highcontrast-dark/redhat*.json"],
}
# How the built SCSS mixins stack in CSS: dark/HC files only carry the
# variables that differ, redhat files only the lines that differ from
# tokens-default.scss / tokens-dark.scss (build.js removeDuplicateVariables).
BUILT_STACK = {
    ("default", "light"): ["tokens-default.scss"],
    ("default", "dark"): ["tokens-default.scss", "tokens-dark.scss"],
    ("redhat", "light"): ["tokens-default.scss", "tokens-redhat.scss"],
    ("redhat", "dark"): ["tokens-default.scss", "tokens-dark.scss", "tokens-redhat-dark.scss"],
    ("redhat", "lightHighContrast"): ["tokens-default.scss", "tokens-redhat-highcontrast.scss"],
    ("redhat", "darkHighContrast"): ["tokens-default.scss", "tokens-dark.scss", "tokens-redhat-highcontrast-dark.scss"],
}
STALE = {"tokens-highcontrast.scss", "tokens-highcontrast-dark.scss"}

TOKENS = [
    "global.background.color.primary.default",
    "global.background.color.secondary.default",
    "global.background.color.inverse.default",
    "global.background.color.backdrop.default",
    "global.background.color.action.plain.default",
    "global.text.color.regular",
    "global.text.color.subtle",
    "global.text.color.link.default",
    "global.text.color.on-brand.accent.default",
    "global.text.color.status.danger.default",
    "global.icon.color.regular",
    "global.icon.color.status.warning.default",
    "global.border.color.default",
    "global.border.color.high-contrast",
    "global.border.color.brand.accent.default",
    "global.color.brand.default",
    "global.color.brand.accent.default",
    "global.color.status.success.default",
    "global.color.status.info.default",
    "global.color.nonstatus.purple.default",
    "global.focus-ring.color.default",
    "global.box-shadow.color.sm.default",
]

import glob

def files_for(globs):
    out = []
    for g in globs:
        out += sorted(glob.glob(os.path.join(SRC, g)))
    return out

def css_name(path):
    return "--pf-t--" + "--".join(path.split("."))

VAR = re.compile(r"^\s*(--[A-Za-z0-9_-]+):\s*(.+?);\s*$", re.M)

def built_vars(stack):
    env = {}
    # palette colours (category "color", not "global") are only in tokens-palette.scss
    for f in ["tokens-palette.scss"] + stack:
        with open(os.path.join(BUILT, f), encoding="utf-8") as fh:
            for name, value in VAR.findall(fh.read()):
                env[name] = value.strip()
    return env

def follow(env, value, trail):
    m = re.fullmatch(r"var\((--[A-Za-z0-9_-]+)\)", value)
    if not m:
        return value, trail
    return follow(env, env[m.group(1)], trail + [m.group(1)])

def main():
    brands = ["default", "redhat"]
    colors = []
    problems = []
    for brand in brands:
        trees = {app: load_tree(files_for(SETS[(brand, app)])) for (b, app) in SETS if b == brand}
        for tok in TOKENS:
            expected, how = {}, []
            for app in ["light", "dark", "lightHighContrast", "darkHighContrast"]:
                tree = trees[app]
                src_val = token_value(tree, tok)
                src_hex = to_hex(src_val)
                if (brand, app) in BUILT_STACK:
                    env = built_vars(BUILT_STACK[(brand, app)])
                    lit, trail = follow(env, env[css_name(tok)], [css_name(tok)])
                    hexv = to_hex(lit)
                    if hexv != src_hex:
                        problems.append("%s %s %s: built %s (%s) vs source %s (%s)" % (brand, app, tok, hexv, lit, src_hex, src_val))
                    how.append("%s: %s in %s = %s" % (app, " -> ".join(trail), "+".join(["tokens-palette.scss"] + BUILT_STACK[(brand, app)]), lit))
                else:
                    hexv = src_hex
                    how.append("%s: source %s" % (app, chain(tree, tok)))
                if hexv is None:
                    problems.append("%s %s %s: not a colour: %r" % (brand, app, tok, src_val))
                expected[app] = hexv
            colors.append({"token": tok, "brand": brand, "expected": expected, "source": "; ".join(how)})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "patternfly", "brands": brands, "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

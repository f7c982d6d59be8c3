#!/usr/bin/env python3
"""Gestalt (Pinterest) design tokens spot-check.

The team's Style Dictionary v3 build (src/build.js, getSources.js) writes
dist/css/<theme>/variables.css (light) and variables-dark.css (dark) for the
themes classic, vr-theme and vr-theme-web-mapping; Jest snapshots of those files
are committed (built/web.test.js.snap).  Expected values are read from those CSS
files, following var(--x) chains (a dark file falls back to the light file for
names it does not repeat, as the CSS cascade does).  Every value is cross-checked
against a resolution of source/ with Style Dictionary's rules on exactly the file
list getSources() gives for the web platform; any disagreement aborts the script.
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

def get_sources(theme, mode):
    """src/getSources.js for platform 'web', language 'default' (missing files are skipped, as
    Style Dictionary's glob does)."""
    if theme == "classic":
        files = ["classic/base-color.json", "classic/base-font.json", "classic/base-opacity.json",
                 "classic/base-rounding.json", "classic/base-space.json",
                 "classic/sema-color-%s.json" % mode, "classic/base-color-dataviz-%s.json" % mode,
                 "classic/sema-color-dataviz-%s.json" % mode, "classic/base-elevation-%s.json" % mode,
                 "classic/comp-web-color-%s.json" % mode, "classic/comp-web-elevation-%s.json" % mode,
                 "classic/comp-web-rounding.json", "classic/comp-web-font.json"]
    else:
        comps = sorted(d for d in os.listdir(os.path.join(SRC, "vr-theme/comp")) if not d.endswith(".json"))
        comp_files = ["vr-theme/comp/%s/%s" % (c, f) for c in comps
                      for f in sorted(os.listdir(os.path.join(SRC, "vr-theme/comp", c))) if f.startswith("default")]
        files = ["vr-theme/base/color/default.json", "vr-theme/base/text/font.json", "vr-theme/base/opacity.json",
                 "vr-theme/base/rounding.json", "vr-theme/base/space.json", "vr-theme/base/lineheight.json",
                 "vr-theme/base/motion.json", "vr-theme/sema/color/%s/default.json" % mode,
                 "vr-theme/sema/elevation/%s.json" % mode, "vr-theme/sema/text/font.json"] + comp_files + [
                 "vr-theme/base/color/pressed.json", "vr-theme/base/color/hover.json",
                 "vr-theme/sema/color/%s/hover.json" % mode, "vr-theme/sema/color/%s/pressed.json" % mode,
                 "vr-theme/sema/elevation.json", "vr-theme/sema/opacity.json", "vr-theme/sema/rounding.json",
                 "vr-theme/sema/space.json", "vr-theme/sema/text/language/default.json", "vr-theme/sema/motion.json"]
        if theme == "vr-theme-web-mapping":
            m = "vr-theme-web-mapping/"
            files += [m + "base-color-dataviz-%s.json" % mode, m + "base-color.json",
                      m + "base-elevation-%s.json" % mode, m + "base-font.json", m + "base-opacity.json",
                      m + "base-rounding.json", m + "base-space.json", m + "sema-color-dataviz-%s.json" % mode,
                      m + "sema-color.json", m + "comp-web-color-%s.json" % mode, m + "comp-web-rounding.json",
                      m + "comp-web-font.json"]
    return [os.path.join(SRC, f) for f in files if os.path.exists(os.path.join(SRC, f))]

TOKENS = {
    "classic": [
        "color.text.default", "color.text.subtle", "color.text.link", "color.text.error",
        "color.icon.default", "color.icon.success",
        "color.background.default", "color.background.primary.base", "color.background.secondary.base",
        "color.background.error.base", "color.background.wash.dark", "color.background.elevation.floating",
        "color.border.default", "color.border.focus",
        "color.data-visualization.01", "color.red.pushpin.450",
    ],
    "vr-theme": [
        "sema.color.text.default", "sema.color.text.subtle", "sema.color.text.link", "sema.color.text.error",
        "sema.color.icon.default", "sema.color.background.default", "sema.color.background.primary",
        "sema.color.background.secondary", "sema.color.background.error.default",
        "sema.color.background.wash.dark", "sema.color.background.transparent",
        "sema.color.border.selected",    # light source key is "selected " (trailing space), dark is "selected"
        "sema.color.border.focus.outer.default", "sema.color.dataviz.01", "base.color.red.300",
    ],
    "vr-theme-web-mapping": [
        "color.text.default", "color.background.default", "color.background.secondary.base",
        "color.border.focus", "color.data-visualization.01",
    ],
}

# In vr-theme/sema/color/light/default.json the key is "selected " (with a trailing space);
# the dark file says "selected".  Both become --sema-color-border-selected in the team's CSS.
SOURCE_KEY = {("vr-theme", "light", "sema.color.border.selected"): "sema.color.border.selected "}

def css_files():
    with open(os.path.join(HERE, "built", "web.test.js.snap"), encoding="utf-8") as fh:
        t = fh.read()
    out = {}
    for m in re.finditer(r'"dist/css/([^"]+)": "\n(.*?)\n",?\n', t, re.S):
        out[m.group(1)] = dict(re.findall(r"^\s*(--[A-Za-z0-9_-]+):\s*(.+?);\s*$", m.group(2), re.M))
    return out

def css_name(path):
    return "--" + "-".join(p.strip() for p in path.split(".")).lower()

def follow(env, name, trail):
    v = env[name]
    m = re.fullmatch(r"var\((--[A-Za-z0-9_-]+)\)", v)
    if m:
        return follow(env, m.group(1), trail + [m.group(1)])
    return v, trail

def main():
    css = css_files()
    problems, colors = [], []
    for theme, toks in TOKENS.items():
        trees = {mode: load_tree(get_sources(theme, mode)) for mode in ("light", "dark")}
        for tok in toks:
            expected, how = {}, []
            for mode in ("light", "dark"):
                env = dict(css["%s/variables.css" % theme])
                if mode == "dark":
                    env.update(css["%s/variables-dark.css" % theme])
                lit, trail = follow(env, css_name(tok), [css_name(tok)])
                h = to_hex(lit)
                src_tok = SOURCE_KEY.get((theme, mode, tok), tok)
                mine = to_hex(token_value(trees[mode], src_tok))
                if h is None or h != mine:
                    problems.append("%s %s %r: css %s, source %s" % (theme, mode, tok, lit, mine))
                expected[mode] = h
                how.append("%s: dist/css/%s/variables%s.css %s = %s (source: %s)" % (
                    mode, theme, "-dark" if mode == "dark" else "", " -> ".join(trail), lit, chain(trees[mode], src_tok)))
            colors.append({"token": tok, "brand": theme, "expected": expected, "source": "; ".join(how)})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "gestalt", "brands": list(TOKENS), "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Alaska Airlines Auro design tokens spot-check (the `dist/themes` pipeline).

For every theme (src/config/themes.js: alaska, alaska-classic, atmos, hawaiian)
the team's Style Dictionary 3 build (scripts/styleDictionary.mjs +
scripts/config-themes.json) uses
  source:  tokenDefinitions/coreTokens/primitives/base/**/*.json
  include: tokenDefinitions/coreTokens/primitives/<theme>/**/*.json,
           ./src/shared/**/*.json (no such folder), 
           tokenDefinitions/coreTokens/semantics/web/<theme>/**/*.json
and writes dist/themes/<theme>/CSSCustomProperties--<theme>.css (committed; here
built/themes/...).  Expected values come from those CSS files; each is cross-checked
against a resolution of source/ by Style Dictionary's rules (include files first,
source files override them; {a.b.c.value} references); any disagreement aborts.
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

import glob

HERE = os.path.dirname(os.path.abspath(__file__))
CORE = os.path.join(HERE, "source", "tokenDefinitions", "coreTokens")

BRANDS = {"alaska": "alaska", "alaska-classic": "alaskaClassic", "atmos": "atmos", "hawaiian": "hawaiian"}

TOKENS = [
    "basic.color.brand.primary", "basic.color.brand.primaryBold", "basic.color.brand.secondary",
    "basic.color.brand.tertiary",
    "basic.color.texticon.default", "basic.color.texticon.muted", "basic.color.texticon.accent1",
    "basic.color.texticon.inverseDisabled",
    "basic.color.surface.default", "basic.color.surface.neutral", "basic.color.surface.inverse",
    "basic.color.surface.accent1",
    "basic.color.border.default", "basic.color.border.divider", "basic.color.border.brand",
    "basic.color.status.error", "basic.color.status.success", "basic.color.status.warningSubtle",
    "basic.color.pageBackground.default",
    "advanced.color.button.primary.background", "advanced.color.button.ghost.backgroundHover",
    "advanced.color.button.primary.backgroundInverseDisabled",
]

def files(theme):
    inc = sorted(glob.glob(os.path.join(CORE, "primitives", theme, "**", "*.json"), recursive=True)) + \
        sorted(glob.glob(os.path.join(CORE, "semantics", "web", theme, "**", "*.json"), recursive=True))
    src = sorted(glob.glob(os.path.join(CORE, "primitives", "base", "**", "*.json"), recursive=True))
    return inc + src

def kebab(path):
    s = "-".join(path.split("."))
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", s)
    return "--ds-" + s.lower()

def main():
    colors, problems = [], []
    for brand, suffix in BRANDS.items():
        tree = load_tree(files(brand))
        with open(os.path.join(HERE, "built", "themes", brand, "CSSCustomProperties--%s.css" % suffix), encoding="utf-8") as fh:
            css = dict(re.findall(r"^\s*(--[\w-]+):\s*([^;]+);", fh.read(), re.M))
        for tok in TOKENS:
            name = kebab(tok)
            if name not in css:
                problems.append("%s %s: %s not in the CSS" % (brand, tok, name))
                continue
            exp, mine = to_hex(css[name]), to_hex(token_value(tree, tok))
            if exp is None or exp != mine:
                problems.append("%s %s: css %s, source %s" % (brand, tok, css[name], mine))
            colors.append({"token": tok, "brand": brand, "expected": {"light": exp},
                           "source": "dist/themes/%s/CSSCustomProperties--%s.css %s: %s; source: %s" % (
                               brand, suffix, name, css[name], chain(tree, tok))})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "alaska-auro", "brands": list(BRANDS), "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

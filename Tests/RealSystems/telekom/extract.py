#!/usr/bin/env python3
"""Telekom design tokens (Scale) spot-check.

The team's Style Dictionary 3 build (config/css.config.js and friends) reads
  include: src/core/**/*.json5
  source:  src/telekom/core/**.json5 (only when WHITELABEL=false, i.e. the Telekom brand)
           src/semantic/**/*.json5
A colour value is a string, a {color, alpha} composite, or a {light, dark} object
whose members are either of those; the per-mode transitive transforms
`mode-light` / `mode-dark` pick the member, `color/alpha` applies the alpha
(tinycolor setAlpha).  Values are resolved here by those rules, with alpha as
round(alpha * 255) (tinycolor's toHex8String).

The only committed CSS build (built/playground/tailwind-css/design-tokens.all.css,
white-label, 2023-08-03) predates the current sources (2026-01-19), so it is not
used for the expected values; the script prints to stderr how many spot-check
values it still agrees with (hsla() in that file is rounded, so +-1 per channel
counts as agreement).
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
# Minimal JSON5 reader (stdlib only): comments, unquoted keys, single- or
# double-quoted strings, trailing commas, +/- numbers and leading-dot numbers.
# ---------------------------------------------------------------------------
def json5_loads(text):
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            q, j, buf = c, i + 1, []
            while text[j] != q:
                if text[j] == "\\":
                    nxt = text[j + 1]
                    if nxt == "\n":
                        j += 2
                        continue
                    buf.append(text[j:j + 2] if nxt != "'" else "'")
                    j += 2
                    continue
                buf.append('\\"' if text[j] == '"' else text[j])
                j += 1
            out.append('"' + "".join(buf) + '"')
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
        elif c.isalpha() or c in "_$":
            j = i
            while j < n and (text[j].isalnum() or text[j] in "_$"):
                j += 1
            word = text[i:j]
            k = j
            while k < n and text[k] in " \t\r\n":
                k += 1
            if k < n and text[k] == ":" and word not in ("true", "false", "null"):
                out.append('"%s"' % word)
            elif word in ("Infinity", "NaN"):
                raise ValueError("unsupported JSON5 number " + word)
            else:
                out.append(word)
            i = j
        elif c == "." and i + 1 < n and text[i + 1].isdigit() and not (i > 0 and text[i - 1].isdigit()):
            out.append("0.")
            i += 1
        elif c == "+" and i + 1 < n and (text[i + 1].isdigit() or text[i + 1] == "."):
            i += 1
        else:
            out.append(c)
            i += 1
    s = "".join(out)
    s = re.sub(r",(\s*[}\]])", r"\1", s)
    return json.loads(s)
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
SRC = os.path.join(HERE, "source")

BRANDS = {"whitelabel": False, "telekom": True}   # the build's default is WHITELABEL=true
TOKENS = [
    "color.text-&-icon.standard", "color.text-&-icon.additional", "color.text-&-icon.disabled",
    "color.text-&-icon.link.standard", "color.text-&-icon.primary.standard",
    "color.text-&-icon.functional.danger", "color.text-&-icon.on-subtle.violet",
    "color.background.canvas", "color.background.surface", "color.background.backdrop",
    "color.primary.standard", "color.primary.hovered", "color.primary.pressed",
    "color.ui.extra-strong", "color.ui.border.standard", "color.ui.state-fill.pressed-inverted",
    "color.functional.success.subtle", "color.functional.warning.hovered",
    "color.additional.violet.300", "color.additional.blue.subtle",
]

def tree_for(telekom):
    files = sorted(glob.glob(os.path.join(SRC, "core", "**", "*.json5"), recursive=True))
    if telekom:
        files += sorted(glob.glob(os.path.join(SRC, "telekom", "core", "*.json5")))
    files += sorted(glob.glob(os.path.join(SRC, "semantic", "**", "*.json5"), recursive=True))
    return load_tree(files, json5_loads)

def mode_value(tree, value, mode, trail):
    """mode-light/mode-dark + color/alpha, applied transitively through references."""
    if isinstance(value, dict) and "light" in value and "dark" in value:
        return mode_value(tree, value[mode], mode, trail + ["." + mode])
    if isinstance(value, dict) and "color" in value and isinstance(value.get("alpha"), (int, float)):
        base = to_hex(mode_value(tree, value["color"], mode, trail + [".color"]))
        trail.append(" alpha %s" % value["alpha"])
        return base[:7] + "%02X" % int(math.floor(value["alpha"] * 255 + 0.5))
    if isinstance(value, str):
        m = REF.fullmatch(value.strip())
        if m:
            name = m.group(1)
            trail.append(" -> " + name)
            return mode_value(tree, lookup(tree, name)["value"], mode, trail)
        return value
    raise ValueError("unexpected value %r" % (value,))

def playground():
    with open(os.path.join(HERE, "built", "playground", "tailwind-css", "design-tokens.all.css"), encoding="utf-8") as fh:
        t = fh.read()
    root = t[:t.index('[data-mode="dark"]')]
    dark = t[t.index('[data-mode="dark"]'):t.index("@media")]
    grab = lambda s: dict(re.findall(r"^\s*(--[\w-]+):\s*([^;]+);", s, re.M))
    light_env = grab(root)
    dark_env = dict(light_env, **grab(dark))
    return {"light": light_env, "dark": dark_env}

def css_name(path):  # the team's name/cti/kebab2: '&' -> 'and', lodash kebabCase
    s = " ".join(["telekom"] + [p.replace("&", "and") for p in path.split(".")])
    return "--" + "-".join(w.lower() for w in re.findall(r"[A-Za-z]+|[0-9]+", s))

def close(a, b):
    if a is None or b is None or len(a) != len(b):
        return False
    return all(abs(int(a[i:i + 2], 16) - int(b[i:i + 2], 16)) <= 1 for i in range(1, len(a), 2))

def main():
    play = playground()
    colors, agree, total = [], 0, 0
    for brand, telekom in BRANDS.items():
        tree = tree_for(telekom)
        for tok in TOKENS:
            expected, how = {}, []
            for mode in ("light", "dark"):
                trail = [tok]
                v = mode_value(tree, lookup(tree, tok)["value"], mode, trail)
                h = to_hex(v)
                if h is None:
                    sys.stderr.write("%s %s %s: not a colour %r\n" % (brand, tok, mode, v))
                    sys.exit(1)
                expected[mode] = h
                how.append("%s: %s = %s" % (mode, "".join(trail), v))
                if brand == "whitelabel":
                    total += 1
                    agree += close(h, to_hex(play[mode].get(css_name(tok), "")))
            colors.append({"token": tok, "brand": brand, "expected": expected, "source": "; ".join(how)})
    sys.stderr.write("2023 playground CSS agrees on %d of %d white-label values\n" % (agree, total))
    json.dump({"system": "telekom", "brands": list(BRANDS), "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

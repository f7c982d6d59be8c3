#!/usr/bin/env python3
"""Shopify Polaris tokens (Theo YAML, props as a list) spot-check.

`source/colors.yml` is a Theo 8 file: `aliases` (name -> colour), `props` as a LIST of
`{name, value, category, meta}`, `global: {type: color, category: …}`; `{!alias}` refers to an
alias. The team's gulp build (Theo, transform `web/js` = `color/rgb`) wrote `dist/colors.json`,
vendored as `built/colors.json`: expected values are read from it and cross-checked against the
YAML resolved by Theo's rules. `source/themes/base.yml` (props list, literal colours) is the
base of the newer Polaris colour system; its colours are read as written.

The YAML is read with a small line parser for exactly the shapes these files use (stdlib only):
top-level keys, a two-space mapping under `aliases:`, and `- name:` list items under `props:`
with `value:` on an indented line (quoted or not).
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

def unquote(s):
    s = s.strip()
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"":
        return s[1:-1]
    return s

def read_theo_yaml(path):
    aliases, props, section, current = {}, [], None, None
    for line in open(path, encoding="utf-8"):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):
            section = line.split(":")[0].strip()
            continue
        if section == "aliases":
            m = re.match(r"^  ([\w-]+):\s*(.+)$", line.rstrip("\n"))
            if m:
                aliases[m.group(1)] = unquote(m.group(2))
        elif section == "props":
            m = re.match(r"^  - name:\s*(.+)$", line.rstrip("\n"))
            if m:
                current = {"name": unquote(m.group(1))}
                props.append(current)
                continue
            m = re.match(r"^    (value|category|type):\s*(.+)$", line.rstrip("\n"))
            if m and current is not None:
                current[m.group(1)] = unquote(m.group(2))
    return aliases, props

ALIAS = re.compile(r"\{!([^}]+)\}")

def resolve(v, aliases):
    return ALIAS.sub(lambda m: resolve(aliases[m.group(1)], aliases), v)

PICKS = ["color-ink", "color-ink-light", "color-ink-lighter", "color-sky", "color-sky-dark",
         "color-white", "color-black", "color-purple", "color-indigo-dark", "color-blue",
         "color-teal-lighter", "color-green-text", "color-yellow", "color-orange-dark",
         "color-red", "color-red-darker"]
BASE_PICKS = ["surface", "interactive", "primary", "critical", "warning"]

def main():
    aliases, props = read_theo_yaml(os.path.join(SRC, "colors.yml"))
    byname = {p["name"]: p for p in props}
    built = json.load(open(os.path.join(HERE, "built", "colors.json"), encoding="utf-8"))
    colors, problems = [], []
    for name in PICKS:
        raw = byname[name]["value"]
        mine, theirs = to_hex(resolve(raw, aliases)), to_hex(built[name])
        if mine is None or mine != theirs:
            problems.append("%s: built %s, source %s" % (name, built[name], mine))
        colors.append({"token": name, "brand": "default", "expected": {"light": theirs},
                       "source": "built/colors.json %s: %s (source: %s -> %s)" % (
                           name, built[name], raw, resolve(raw, aliases))})
    _, base = read_theo_yaml(os.path.join(SRC, "themes", "base.yml"))
    bbyname = {p["name"]: p for p in base}
    for name in BASE_PICKS:
        v = bbyname[name]["value"]
        colors.append({"token": name, "brand": "default", "expected": {"light": to_hex(v)},
                       "source": "themes/base.yml %s: %s" % (name, v)})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "polaris-tokens-theo", "brands": ["default"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

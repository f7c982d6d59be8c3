#!/usr/bin/env python3
"""Penske Media Larva tokens spot-check (multi-brand Salesforce Theo 8).

Each brand is one Theo entry file, source/brands/<brand>.json, that imports
../base/all.json (which imports the base category files and the alias palette) and
overrides some props by name. The team builds every brands/*.json with gulp-theo
(transform `web`, i.e. colours as `rgb()`), and commits the output: built/<brand>.json.

Expected values are read from those built files; each one is cross-checked against a
resolution of source/ by Theo's rules (imports first, in order, then the file's own
props and aliases over them; `global` gives a file's own props their type/category;
`{!NAME}` is an alias, aliases may name aliases). A disagreement aborts the script.
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
# ---------------------------------------------------------------------------
# Theo 8 (JSON): props as an object, aliases, imports, global
# ---------------------------------------------------------------------------
ALIAS = re.compile(r"\{!([^}]+)\}")

def load_theo(path, seen=()):
    """(props, aliases, own_prop_names) of a Theo file with its imports."""
    if path in seen:
        raise ValueError("import cycle at " + path)
    with open(path, encoding="utf-8") as fh:
        # Theo reads .json files with JSON5 (two base files end objects with a trailing
        # comma, and the team's build reads them): drop trailing commas first.
        doc = json.loads(re.sub(r",(\s*[}\]])", r"\1", fh.read()))
    props, aliases = {}, {}
    for imp in doc.get("imports", []):
        p, a, _ = load_theo(os.path.normpath(os.path.join(os.path.dirname(path), imp)), seen + (path,))
        props.update(p)
        aliases.update(a)
    for k, v in doc.get("aliases", {}).items():
        aliases[k] = v["value"] if isinstance(v, dict) else v
    glob = doc.get("global", {})
    own = []
    for name, prop in doc.get("props", {}).items():
        merged = dict(glob)
        merged.update(prop)
        props[name] = merged
        own.append(name)
    return props, aliases, own

def resolve_alias(text, aliases, depth=0):
    if depth > 50:
        raise ValueError("alias loop in " + text)
    if not isinstance(text, str):
        return text
    return ALIAS.sub(lambda m: str(resolve_alias(aliases[m.group(1)], aliases, depth + 1)), text)

def chain(value, aliases):
    out = [value]
    while isinstance(value, str) and ALIAS.fullmatch(value):
        value = aliases[ALIAS.fullmatch(value).group(1)]
        out.append(value)
    return " -> ".join(out)

def main():
    brand_files = sorted(f[:-5] for f in os.listdir(os.path.join(SRC, "brands")) if f.endswith(".json"))
    brands = ["default"] + [b for b in brand_files if b != "default"]
    problems, colors = [], []
    for brand in brands:
        props, aliases, own = load_theo(os.path.join(SRC, "brands", brand + ".json"))
        with open(os.path.join(HERE, "built", brand + ".json"), encoding="utf-8") as fh:
            built = json.load(fh)
        colour_names = [n for n, p in props.items() if p.get("type") == "color"]
        picked = [n for n in own if n in colour_names][:7]
        for n in sorted(colour_names):
            if len(picked) >= 10:
                break
            if n not in picked:
                picked.append(n)
        for name in picked:
            mine = to_hex(resolve_alias(props[name]["value"], aliases))
            if name not in built:
                problems.append("%s %s: not in built/%s.json" % (brand, name, brand))
                continue
            theirs = to_hex(built[name])
            if mine is None or mine != theirs:
                problems.append("%s %s: built %s, source %s" % (brand, name, built[name], mine))
                continue
            colors.append({"token": name, "brand": brand, "expected": {"light": theirs},
                           "source": "built/%s.json %s: %s (source: %s)" % (
                               brand, name, built[name], chain(props[name]["value"], aliases))})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "pmc-larva", "brands": brands, "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

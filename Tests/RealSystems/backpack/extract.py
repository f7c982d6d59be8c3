#!/usr/bin/env python3
"""Backpack (Skyscanner) foundations spot-check.

Backpack's colours are Theo props in pairs, FOO_DAY (light) and FOO_NIGHT (dark).
The iOS package is built with Theo (transform `color/hex8rgba`, format `ios.json`,
camelCased names) and then `utils/transformDarkValues.mjs` merges every *Day/*Night
pair into one *Color entry with `value` and `darkValue`.  That committed output,
built/bpk-foundations-ios/base.ios.json, gives the expected values.  Each one is
cross-checked against a resolution of source/ by Theo's rules (imports through
the `@skyscanner/bpk-foundations-common` package name); the script aborts on any
disagreement.
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
# Theo (salesforce-ux/theo, lib/definition.js) rules, re-implemented:
#  * a file has optional "global", "imports", "aliases", "props";
#  * "global" is merged into every prop of that file;
#  * every import is fully processed first (its own imports, aliases and
#    alias resolution) -- so an imported prop is already resolved with the
#    aliases visible *in the imported file*, never with the importer's;
#  * aliases = imports' aliases (in order) then the file's own (later wins);
#    props likewise;
#  * "{!name}" in an alias is resolved against the merged aliases; in a prop
#    it must resolve (Theo throws "Alias not found" otherwise).
# ---------------------------------------------------------------------------
THEO_ALIAS = re.compile(r"\{!([^}]+)\}")

def theo_load(path, parse):
    with open(path, encoding="utf-8") as fh:
        d = parse(fh.read()) or {}
    d.setdefault("props", {})
    d.setdefault("aliases", {})
    d.setdefault("global", {})
    d.setdefault("imports", [])
    if isinstance(d["props"], list):  # Theo also accepts a list of {name: ...}
        d["props"] = {p["name"]: {k: v for k, v in p.items() if k != "name"} for p in d["props"]}
    return d

def theo_resolve_import(base, spec, packages):
    """Theo uses resolve-from: relative paths from the importing file, bare
    specifiers through node_modules (here: a package-name -> folder map)."""
    if spec.startswith("."):
        return os.path.normpath(os.path.join(base, spec))
    for pkg, folder in packages.items():
        if spec.startswith(pkg + "/"):
            return os.path.normpath(os.path.join(folder, spec[len(pkg) + 1:]))
    raise KeyError("cannot resolve import " + spec)

def theo_go(path, parse, packages={}):
    d = theo_load(path, parse)
    base = os.path.dirname(path)
    props = {name: dict(d["global"], **prop) for name, prop in d["props"].items()}
    for p in props.values():
        p.setdefault("originalValue", p.get("value"))
    imports = [theo_go(theo_resolve_import(base, i, packages), parse, packages) for i in d["imports"]]
    aliases, merged_props = {}, {}
    for imp in imports:
        aliases.update(imp["aliases"])
        merged_props.update(imp["props"])
    for k, v in d["aliases"].items():
        aliases[k] = v if isinstance(v, dict) else {"value": v}
    merged_props.update(props)

    def nested(key, seen=()):
        v = aliases[key]["value"]
        if not isinstance(v, str):
            return v
        for m in THEO_ALIAS.finditer(v):
            k = m.group(1)
            if k in aliases and k not in seen:
                v = v.replace(m.group(0), str(nested(k, seen + (key,))), 1)
        return v
    aliases = {k: dict(v, value=nested(k)) for k, v in aliases.items()}

    def res(v):
        if isinstance(v, str):
            for m in THEO_ALIAS.finditer(v):
                if m.group(1) not in aliases:
                    raise KeyError('Alias "%s" not found (%s)' % (m.group(1), path))
                v = v.replace(m.group(0), str(aliases[m.group(1)]["value"]), 1)
            return v
        if isinstance(v, list):
            return [res(x) for x in v]
        if isinstance(v, dict):
            return {k: res(x) for k, x in v.items()}
        return v
    for p in merged_props.values():
        p["value"] = res(p["value"])
    return {"aliases": aliases, "props": merged_props}

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "source")
PACKAGES = {"@skyscanner/bpk-foundations-common": os.path.join(SRC, "bpk-foundations-common")}
ENTRY = os.path.join(SRC, "bpk-foundations-ios", "src", "base.json")

TOKENS = [  # names as in the iOS artefact (merged Day/Night pairs)
    "textPrimaryColor",
    "textSecondaryColor",
    "textDisabledColor",
    "textOnDarkColor",
    "textLinkColor",
    "textErrorColor",
    "textSuccessColor",
    "textHeroColor",
    "coreAccentColor",
    "corePrimaryColor",
    "canvasColor",
    "canvasContrastColor",
    "surfaceDefaultColor",
    "surfaceContrastColor",
    "surfaceHighlightColor",
    "surfaceHeroColor",
    "statusSuccessSpotColor",
    "statusDangerFillColor",
    "statusWarningSpotColor",
    "lineColor",
    "scrimColor",
    "overlayColor",
    "privateButtonPrimaryNormalBackgroundColor",
    "privateButtonSecondaryOnDarkDisabledBackgroundColor",
    "marcommsBerry",       # single colour, no Day/Night pair
    "marcommsEcoGreen",    # single colour, no Day/Night pair
]

def camel(name):  # lodash camelCase for SCREAMING_SNAKE names
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", name) if p]
    return parts[0].lower() + "".join(p[:1].upper() + p[1:].lower() for p in parts[1:])

def main():
    with open(os.path.join(HERE, "built", "bpk-foundations-ios", "base.ios.json"), encoding="utf-8") as fh:
        built = {p["name"]: p for p in json.load(fh)["properties"]}
    props = theo_go(ENTRY, json.loads, PACKAGES)["props"]
    # the team's transformDarkValues pairing, on Theo prop names
    light, dark = {}, {}
    for name, p in props.items():
        if "_DAY" in name:
            light[camel(name.replace("_DAY", "_COLOR", 1))] = (name, p)
        if "_NIGHT" in name:
            dark[camel(name.replace("_NIGHT", "_COLOR", 1))] = (name, p)
        if "_DAY" not in name and "_NIGHT" not in name:
            light[camel(name)] = dark[camel(name)] = (name, p)
    problems, colors = [], []
    for tok in TOKENS:
        b = built[tok]
        exp = {"light": to_hex(b["value"]), "dark": to_hex(b.get("darkValue", b["value"]))}
        mine = {"light": to_hex(light[tok][1]["value"]), "dark": to_hex(dark[tok][1]["value"])}
        if exp != mine:
            problems.append("%s: built %s, resolved %s" % (tok, exp, mine))
        if "darkValue" in b:
            src = "base.ios.json %s: value %s (%s = %s), darkValue %s (%s = %s)" % (
                tok, b["value"], light[tok][0], b["originalValue"], b["darkValue"], dark[tok][0], b["originalDarkValue"])
        else:
            src = "base.ios.json %s: value %s (%s = %s); no Night variant, same in dark" % (
                tok, b["value"], light[tok][0], b["originalValue"])
        colors.append({"token": tok, "brand": "default", "expected": exp, "source": src})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "backpack", "brands": ["default"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

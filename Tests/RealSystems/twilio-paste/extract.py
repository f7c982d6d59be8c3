#!/usr/bin/env python3
"""Twilio Paste design tokens spot-check.

Paste builds every `tokens.yml` entry file with Theo (gulp-theo 2.0.1, transform
"web" = color/rgb).  The team commits a Jest snapshot of that Theo output for five
themes (built/index.test.tsx.snap: Global, Dark, Sendgrid, Twilio, Twilio Dark):
those values are the expected ones.  Evergreen is not in the snapshot, so its
values are resolved here from source/ by Theo's own rules (below); the same
resolver is checked against all five snapshot themes first, and the script
aborts on any disagreement.
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
# Minimal YAML (block-style subset) loader, stdlib only: mappings, sequences,
# plain / single- / double-quoted scalars, block scalars (| > with - +),
# flow sequences [a, b] of scalars, comments.  Enough for token files; no
# anchors, tags or multi-document streams.
# ---------------------------------------------------------------------------
def _strip_comment(line):
    out, q = [], None
    for i, ch in enumerate(line):
        if q:
            if ch == q:
                q = None
        elif ch in "\"'" and (i == 0 or line[i - 1] in " \t:[{,-"):
            q = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            break
        out.append(ch)
    return "".join(out).rstrip()

def _scalar(s):
    s = s.strip()
    if s == "" or s in ("~", "null", "Null", "NULL"):
        return None
    if s[0] == '"':
        return json.loads(s)
    if s[0] == "'":
        return s[1:-1].replace("''", "'")
    if s[0] == "[" and s[-1] == "]":
        inner = s[1:-1].strip()
        if not inner:
            return []
        items, cur, q = [], "", None
        for ch in inner:
            if q:
                cur += ch
                if ch == q:
                    q = None
            elif ch in "\"'":
                q = ch
                cur += ch
            elif ch == ",":
                items.append(cur)
                cur = ""
            else:
                cur += ch
        items.append(cur)
        return [_scalar(x) for x in items]
    if s in ("true", "True", "TRUE"):
        return True
    if s in ("false", "False", "FALSE"):
        return False
    if re.fullmatch(r"[-+]?[0-9]+", s):
        return int(s)
    if re.fullmatch(r"[-+]?([0-9]+\.[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?", s):
        return float(s)
    return s

def _split_key(text):
    """'key: rest' -> (key, rest) or None.  Key may be quoted."""
    if text[:1] in "\"'":
        q = text[0]
        end = text.index(q, 1)
        while q == "'" and text[end + 1:end + 2] == "'":
            end = text.index(q, end + 2)
        key, rest = _scalar(text[:end + 1]), text[end + 1:]
        rest = rest.lstrip()
        if not rest.startswith(":"):
            return None
        return key, rest[1:]
    m = re.match(r"^([^:]+?)\s*:(\s+|$)(.*)$", text)
    if not m:
        return None
    key = m.group(1)
    # YAML 1.2 core schema (the `yaml`/js-yaml parsers): 05 is the integer 5; a JS object key is its string
    if re.fullmatch(r"[-+]?[0-9]+", key):
        key = str(int(key))
    return key, m.group(3)

def yaml_load(text):
    raw = text.split("\n")
    lines = []  # (indent, content, raw_index)
    for idx, ln in enumerate(raw):
        if ln.strip() == "---" and not lines:
            continue
        c = _strip_comment(ln)
        if c.strip():
            lines.append((len(c) - len(c.lstrip(" ")), c.strip(), idx))
    pos = [0]

    def block_scalar(header, parent_indent, raw_idx):
        style, chomp = header[0], ""
        for ch in header[1:]:
            if ch in "+-":
                chomp = ch
        body, i = [], raw_idx + 1
        ind = None
        while i < len(raw):
            ln = raw[i]
            if ln.strip() == "":
                body.append("")
                i += 1
                continue
            cur = len(ln) - len(ln.lstrip(" "))
            if cur <= parent_indent:
                break
            if ind is None:
                ind = cur
            if cur < ind:
                break
            body.append(ln[ind:])
            i += 1
        while pos[0] < len(lines) and lines[pos[0]][2] < i:
            pos[0] += 1
        trailing = 0
        while body and body[-1] == "":
            body.pop()
            trailing += 1
        if style == "|":
            txt = "\n".join(body)
        else:
            txt, prev_blank = "", True
            for b in body:
                if b == "":
                    txt += "\n"
                    prev_blank = True
                elif b.startswith(" "):
                    txt += ("" if prev_blank else "\n") + b
                    prev_blank = False
                else:
                    txt += ("" if prev_blank else " ") + b
                    prev_blank = False
        if chomp == "-":
            return txt
        if chomp == "+":
            return txt + "\n" * (trailing + 1)
        return txt + "\n" if body else txt

    def value_after(rest, indent, raw_idx):
        rest = rest.strip()
        if rest and rest[0] in "|>":
            return block_scalar(rest, indent, raw_idx)
        if rest == "":
            if pos[0] < len(lines) and (lines[pos[0]][0] > indent or
                                        (lines[pos[0]][0] == indent and lines[pos[0]][1].startswith("- ") or lines[pos[0]][1] == "-")):
                return parse(lines[pos[0]][0])
            return None
        # plain multi-line scalar continuation
        if rest[0] not in "\"'[{":
            parts = [rest]
            while pos[0] < len(lines) and lines[pos[0]][0] > indent and _split_key(lines[pos[0]][1]) is None \
                    and not lines[pos[0]][1].startswith("- "):
                parts.append(lines[pos[0]][1])
                pos[0] += 1
            rest = " ".join(parts)
        return _scalar(rest)

    def parse(indent):
        first = lines[pos[0]][1]
        if first == "-" or first.startswith("- "):
            seq = []
            while pos[0] < len(lines) and lines[pos[0]][0] == indent and (lines[pos[0]][1] == "-" or lines[pos[0]][1].startswith("- ")):
                _, content, ridx = lines[pos[0]]
                pos[0] += 1
                item = content[1:].strip()
                if item == "":
                    seq.append(parse(lines[pos[0]][0]) if pos[0] < len(lines) and lines[pos[0]][0] > indent else None)
                    continue
                kv = _split_key(item) if item[:1] not in "[{" else None
                if kv is not None:
                    sub_indent = indent + (len(content) - len(item))
                    m = {}
                    k, rest = kv
                    m[k] = value_after(rest, sub_indent, ridx)
                    if pos[0] < len(lines) and lines[pos[0]][0] == sub_indent:
                        more = parse(sub_indent)
                        m.update(more)
                    seq.append(m)
                else:
                    seq.append(value_after(item, indent, ridx))
            return seq
        mapping = {}
        while pos[0] < len(lines) and lines[pos[0]][0] == indent:
            _, content, ridx = lines[pos[0]]
            if content.startswith("- "):
                break
            kv = _split_key(content)
            if kv is None:
                raise ValueError("cannot parse YAML line %d: %r" % (ridx + 1, content))
            pos[0] += 1
            k, rest = kv
            mapping[k] = value_after(rest, indent, ridx)
        return mapping

    if not lines:
        return None
    return parse(lines[0][0])
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

def theo_go(path, parse):
    d = theo_load(path, parse)
    base = os.path.dirname(path)
    props = {name: dict(d["global"], **prop) for name, prop in d["props"].items()}
    for p in props.values():
        p.setdefault("originalValue", p.get("value"))
    imports = [theo_go(os.path.normpath(os.path.join(base, i)), parse) for i in d["imports"]]
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

ENTRY = {
    "Global": "tokens.yml",
    "Dark": "themes/dark/tokens.yml",
    "Evergreen": "themes/evergreen/tokens.yml",
    "Sendgrid": "themes/sendgrid/tokens.yml",
    "Twilio": "themes/twilio/tokens.yml",
    "Twilio Dark": "themes/twilio-dark/tokens.yml",
}
# brand -> appearance -> Paste theme (pairing by the color-scheme token: light / dark)
BRANDS = {
    "default": {"light": "Global", "dark": "Dark"},
    "twilio": {"light": "Twilio", "dark": "Twilio Dark"},
    "evergreen": {"light": "Evergreen"},
    "sendgrid": {"light": "Sendgrid"},
}

TOKENS = [
    "color-background-body",
    "color-background",
    "color-background-strong",
    "color-background-weak",
    "color-background-inverse",
    "color-background-primary",
    "color-background-primary-weakest",
    "color-background-brand",
    "color-background-brand-highlight",
    "color-background-brand-highlight-weakest",
    "color-background-destructive",
    "color-background-success",
    "color-background-warning-weakest",
    "color-background-overlay",
    "color-text",
    "color-text-weak",
    "color-text-inverse",
    "color-text-link",
    "color-text-error",
    "color-text-primary",
    "color-border",
    "color-border-weak",
    "color-border-primary",
    "color-border-error",
    "color-data-visualization-1",
    # Evergreen overrides palette-red-50/60, but these props are only imported from
    # ../../../global/*.yml, so Theo resolved them with the *global* aliases.
    "color-background-notification",
    "color-background-required",
]

def snapshot():
    with open(os.path.join(HERE, "built", "index.test.tsx.snap"), encoding="utf-8") as fh:
        t = fh.read()
    out = {}
    for m in re.finditer(r'exports\[`Design Tokens matches the (.*?) theme 1`\] = `\n"(.*?)"\n`;', t, re.S):
        s = m.group(2).replace('\\\\"', '"').replace("\\\\\\\\", "\\\\")
        out[m.group(1)] = json.loads(s)
    return out

def main():
    snap = snapshot()
    resolved = {name: theo_go(os.path.join(SRC, f), yaml_load)["props"] for name, f in ENTRY.items()}
    problems = []
    for theme, built in snap.items():
        for name, value in built.items():
            mine = resolved[theme][name]
            if mine.get("type") == "color":
                if to_hex(value) != to_hex(mine["value"]):
                    problems.append("%s %s: snapshot %s, resolved %s" % (theme, name, value, mine["value"]))
    colors = []
    for brand, apps in BRANDS.items():
        for tok in TOKENS:
            expected, how = {}, []
            for app, theme in apps.items():
                if theme in snap:
                    v = snap[theme][tok]
                    how.append("%s: Theo snapshot '%s' = %s" % (app, theme, v))
                else:
                    p = resolved[theme][tok]
                    v = p["value"]
                    how.append("%s: Theo rules on %s: %s -> %s" % (app, ENTRY[theme], p["originalValue"], v))
                h = to_hex(v)
                if h is None:
                    problems.append("%s %s: not a colour %r" % (theme, tok, v))
                expected[app] = h
            colors.append({"token": tok, "brand": brand, "expected": expected, "source": "; ".join(how)})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "twilio-paste", "brands": list(BRANDS), "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

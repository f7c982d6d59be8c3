#!/usr/bin/env python3
"""Red Hat Design System (RHDS) tokens spot-check.

The repository commits no build output, so values are resolved here from source/
by the rules of the team's build (build.ts, Style Dictionary 4 + the `yaml`
parser): all tokens/**/*.yml then tokens/**/*.yaml files are deep-merged,
`$type` is inherited from the enclosing group, `{a.b.c}` references are resolved.
A "theme" colour is a token whose `$value` is an array of references; the team's
transform (lib/transforms/color.ts, getLightDarkValue) emits
`light-dark(<first element>, <last element>)`, i.e. light = first, dark = last.
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

TOKENS = [
    "color.text.primary._", "color.text.secondary._", "color.text.brand._",
    "color.accent.base._", "color.accent.brand._",
    "color.border.strong._", "color.border.subtle._", "color.border.interactive._",
    "color.border.status.danger._",
    "color.icon.primary._", "color.icon.secondary._", "color.icon.status.success._",
    "color.interactive.primary.default._", "color.interactive.primary.hover._",
    "color.interactive.primary.visited.default._", "color.interactive.secondary.default._",
    "color.status.danger._", "color.status.warning._", "color.status.info._", "color.status.success._",
    "color.surface.status.warning._", "color.surface.status.info._",
    "color.surface._",   # six references: lightest ... darkest; light-dark() takes the first and the last
]

def main():
    files = sorted(glob.glob(os.path.join(SRC, "tokens", "**", "*.yml"), recursive=True)) + \
        sorted(glob.glob(os.path.join(SRC, "tokens", "**", "*.yaml"), recursive=True))
    tree = load_tree(files, yaml_load)
    colors, problems = [], []
    for tok in TOKENS:
        node = lookup(tree, tok, "$value")
        refs = node["$value"]
        if not isinstance(refs, list):
            problems.append("%s is not a light/dark array" % tok)
            continue
        light, dark = refs[0], refs[-1]
        lv, dv = resolve(tree, light, "$value"), resolve(tree, dark, "$value")
        exp = {"light": to_hex(lv), "dark": to_hex(dv)}
        if None in exp.values():
            problems.append("%s: not colours %r %r" % (tok, lv, dv))
        src = "$value %s -> light-dark(%s, %s); light: %s; dark: %s" % (
            json.dumps(refs), light, dark,
            chain(tree, REF.fullmatch(light).group(1), "$value"), chain(tree, REF.fullmatch(dark).group(1), "$value"))
        colors.append({"token": tok, "brand": "default", "expected": exp, "source": src})
    if problems:
        sys.stderr.write("\n".join(problems) + "\n")
        sys.exit(1)
    json.dump({"system": "redhat-design-system", "brands": ["default"], "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

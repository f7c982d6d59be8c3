#!/usr/bin/env python3
"""Spot-check extractor for Casavo Habitat (lukasoppermann Figma export). Run from this folder: python3 extract.py > spotcheck.json"""
# ---------------------------------------------------------------------------
# Shared helpers (stdlib only). Independent of the `tokens` project.
# ---------------------------------------------------------------------------
import json, math, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def half_up(x):
    """Round half up (0.5 -> 1) for non-negative numbers."""
    return int(math.floor(x + 0.5))


def _num(s):
    s = s.strip()
    if s.endswith('%'):
        return float(s[:-1]) / 100.0, True
    return float(s), False


NAMED = {'white': (255, 255, 255, 1.0), 'black': (0, 0, 0, 1.0), 'transparent': (0, 0, 0, 0.0)}


def parse_color(s):
    """Parse a CSS-ish colour string into (r, g, b, a) with r,g,b in 0..255 floats and a in 0..1."""
    s = s.strip()
    low = s.lower()
    if low in NAMED:
        return NAMED[low]
    if s.startswith('#'):
        h = s[1:]
        if len(h) in (3, 4):
            h = ''.join(c * 2 for c in h)
        if len(h) not in (6, 8) or not re.fullmatch(r'[0-9a-fA-F]+', h):
            raise ValueError('bad hex ' + s)
        r, g, b = int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
        a = int(h[6:8], 16) / 255.0 if len(h) == 8 else 1.0
        return (float(r), float(g), float(b), a)
    m = re.fullmatch(r'rgba?\((.*)\)', s, re.I | re.S)
    if m:
        inner = m.group(1).strip()
        # Tokens Studio style: rgba(#hex, alpha)
        m2 = re.fullmatch(r'(#[0-9a-fA-F]{3,8})\s*,\s*([0-9.]+%?)', inner)
        if m2:
            r, g, b, a0 = parse_color(m2.group(1))
            v, pct = _num(m2.group(2))
            return (r, g, b, v)  # alpha replaces (TS semantics)
        if '/' in inner:
            rgb, alpha = inner.split('/', 1)
            parts = rgb.split()
            parts.append(alpha)
        else:
            parts = [p for p in re.split(r'[,\s]+', inner) if p]
        vals = []
        for i, p in enumerate(parts):
            v, pct = _num(p)
            if i < 3:
                vals.append(v * 255.0 if pct else v)
            else:
                vals.append(v)
        if len(vals) == 3:
            vals.append(1.0)
        return tuple(vals)
    raise ValueError('unsupported colour syntax: ' + s)


def to_hex(c):
    r, g, b, a = c
    ch = [max(0, min(255, half_up(v))) for v in (r, g, b)]
    ab = max(0, min(255, half_up(a * 255.0)))
    out = '#%02X%02X%02X' % tuple(ch)
    if ab != 255:
        out += '%02X' % ab
    return out


def hexify(s):
    return to_hex(parse_color(s))


def load_json(path):
    with open(path, encoding='utf-8') as f:
        return json.load(f)


def emit(system, brands, colors):
    out = {'system': system, 'brands': brands, 'colors': colors}
    sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False) + '\n')


def css_vars(text, selector_filter=None):
    """Return {block_selector: {--var: value}} for a simple CSS file (no nesting beyond @media/@layer)."""
    res = {}
    # strip comments
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    for m in re.finditer(r'([^{};]+)\{([^{}]*)\}', text):
        sel = ' '.join(m.group(1).split())
        body = m.group(2)
        d = res.setdefault(sel, {})
        for dm in re.finditer(r'(--[A-Za-z0-9_-]+)\s*:\s*([^;]+);', body):
            d[dm.group(1)] = dm.group(2).strip()
    return res


# ---------------------------- token trees ----------------------------------

def is_token(o):
    return isinstance(o, dict) and ('$value' in o or 'value' in o)


def tok_value(o):
    return o['$value'] if '$value' in o else o['value']


def tok_type(o):
    return o.get('$type', o.get('type'))


def flatten(tree, prefix=(), inherited_type=None, out=None):
    """Flatten a token tree into {dotted.path: token dict}. Group-level $type is inherited."""
    if out is None:
        out = {}
    if not isinstance(tree, dict):
        return out
    gtype = tree.get('$type', inherited_type) if not is_token(tree) else inherited_type
    for k, v in tree.items():
        if k.startswith('$') and k not in ('$value',):
            continue
        if is_token(v):
            t = dict(v)
            if tok_type(t) is None and gtype is not None:
                t['$type'] = gtype
            out['.'.join(prefix + (k,))] = t
        elif isinstance(v, dict):
            flatten(v, prefix + (k,), gtype, out)
    return out


REF = re.compile(r'\{([^{}]+)\}')


class Resolver:
    """Alias resolver over a flat {path: token} map (curly-brace references, optional legacy $refs)."""

    def __init__(self, flat, legacy_dollar=False):
        self.flat = flat
        self.legacy = legacy_dollar
        self.chain = {}

    def raw(self, path):
        if path not in self.flat:
            raise KeyError(path)
        return tok_value(self.flat[path])

    def resolve(self, path, seen=()):
        if path in seen:
            raise ValueError('circular ' + ' -> '.join(seen + (path,)))
        v = self.raw(path)
        return self.resolve_value(v, seen + (path,))

    def resolve_value(self, v, seen=()):
        if isinstance(v, str):
            m = REF.fullmatch(v.strip())
            if m:
                return self.resolve(m.group(1), seen)
            if self.legacy and re.fullmatch(r'\$[A-Za-z0-9_.\-]+', v.strip()):
                return self.resolve(v.strip()[1:], seen)

            def sub(mm):
                r = self.resolve(mm.group(1), seen)
                return str(r) if not isinstance(r, float) or not r.is_integer() else str(int(r))
            v2 = REF.sub(sub, v)
            if self.legacy:
                v2 = re.sub(r'\$([A-Za-z][A-Za-z0-9_.\-]*[A-Za-z0-9_\-])', lambda mm: str(self.resolve(mm.group(1), seen)), v2)
            return v2
        if isinstance(v, dict):
            return {k: self.resolve_value(x, seen) for k, x in v.items()}
        if isinstance(v, list):
            return [self.resolve_value(x, seen) for x in v]
        return v

    def chain_of(self, path):
        """Human-readable alias chain for the `source` field."""
        parts = [path]
        cur = path
        for _ in range(40):
            v = self.raw(cur)
            if isinstance(v, str):
                m = REF.fullmatch(v.strip())
                if m:
                    cur = m.group(1)
                    parts.append(cur)
                    continue
                parts.append(repr(v))
            else:
                parts.append(json.dumps(v))
            break
        return ' -> '.join(parts)

# ---------------------------------------------------------------------------
# Casavo Habitat: Figma variables exported with the lukasoppermann
# "Design Tokens" plugin (tokens.json), built by the team with Style
# Dictionary 4 (`json/nested`) into built/tokens.json (= src/utils/tokens.json).
# Expected values: the team's built JSON, cross-checked against an own
# resolution of source/tokens.json.
# ---------------------------------------------------------------------------
MODED = ['text.primary', 'text.inverted', 'text.disabled', 'background.default', 'background.inverted',
         'background.hover', 'background.active, pressed', 'background.round-default',
         'border.default', 'border.hover', 'border.active, pressed', 'border.round-default',
         'border.round-hover']
MODELESS = ['foundations.brand.primary', 'foundations.brand.secondary', 'foundations.brand.accent',
            'foundations.foreground.text.primary', 'foundations.foreground.border.hover, active',
            'foundations.foreground.border.critical', 'foundations.foreground.surface.pressed, active',
            'foundations.background.default.dark', 'foundations.background.secondary.light',
            'foundations.root.glass.100']


def get(tree, path):
    # keys may contain '.'-free names with commas/spaces; split on '.' is safe for this file
    o = tree
    for k in path.split('.'):
        o = o[k]
    return o


def main():
    src = load_json(os.path.join(HERE, 'source', 'tokens.json'))
    built = load_json(os.path.join(HERE, 'built', 'tokens.json'))
    r = Resolver(flatten(src))
    colors = []
    for p in MODED:
        exp, why = {}, []
        for mode in ('light', 'dark'):
            full = 'buttons.%s.%s' % (mode, p)
            b = hexify(get(built, full))
            mine = hexify(r.resolve(full))
            if b != mine:
                raise SystemExit('mismatch %s: built %s own %s' % (full, b, mine))
            exp[mode] = b
            why.append('%s: built %s; own: %s' % (mode, get(built, full), r.chain_of(full)))
        colors.append({'token': 'buttons.' + p, 'brand': 'default', 'expected': exp,
                       'source': 'mode is a path segment: buttons.light.* / buttons.dark.* (Figma collection '
                                 '"Buttons", modes Light/Dark). ' + ' | '.join(why)})
    for p in MODELESS:
        b = hexify(get(built, p))
        mine = hexify(r.resolve(p))
        if b != mine:
            raise SystemExit('mismatch %s: built %s own %s' % (p, b, mine))
        colors.append({'token': p, 'brand': 'default', 'expected': {'light': b, 'dark': b},
                       'source': 'single-mode collection "Foundations" (mode "Mode"): same value in both '
                                 'appearances. built %s; own: %s' % (get(built, p), r.chain_of(p))})
    emit('casavo-habitat', ['default'], colors)


if __name__ == '__main__':
    main()

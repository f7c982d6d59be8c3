#!/usr/bin/env python3
"""Spot-check extractor for Vonage Vivid tokens (Tokens Studio sets, built with Style Dictionary). Run from this folder: python3 extract.py > spotcheck.json"""
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
# Vonage Vivid: Tokens Studio multi-file sets (legacy `value`/`type` keys),
# `$themes.json` empty; the team's Style Dictionary build (libs/tokens/src/lib,
# configurations/theme.ts) compiles each theme from
#   source:  themes/<theme>/semantics.tokens.json, themes/<theme>/elevation.tokens.json
#   include: globals/color/**/*.tokens.json
# for theme in ['light', 'dark']. Expected values resolved here the same way.
# ---------------------------------------------------------------------------
SRC = os.path.join(HERE, 'source')
PICK = ['color.canvas', 'color.canvas-text', 'color.neutral.50', 'color.neutral.500', 'color.neutral.950',
        'color.cta.500', 'color.cta.600', 'color.cta.50', 'color.warning.700', 'color.warning.500',
        'color.information.500', 'color.announcement.600', 'color.success.500', 'color.success.900',
        'color.alert.500', 'color.alert.100', 'color.neutral-tint.300', 'color.surface.0dp', 'color.purple.600', 'color.grey.1000']



def theme_resolver(theme):
    flat = {}
    for f in ('globals/color/alphahex.tokens.json', 'globals/color/palette.tokens.json',
              'themes/%s/semantics.tokens.json' % theme, 'themes/%s/elevation.tokens.json' % theme):
        flatten(load_json(os.path.join(SRC, f)), out=flat)
    return Resolver(flat)


def main():
    res = {'light': theme_resolver('light'), 'dark': theme_resolver('dark')}
    colors = []
    for p in PICK:
        exp = {m: hexify(r.resolve(p)) for m, r in res.items()}
        colors.append({'token': p, 'brand': 'default', 'expected': exp,
                       'source': 'Style Dictionary theme build (themes/<light|dark>/*.tokens.json over '
                                 'globals/color/*): light %s; dark %s' % (res['light'].chain_of(p),
                                                                        res['dark'].chain_of(p))})
    emit('vonage-vivid', ['default'], colors)


if __name__ == '__main__':
    main()

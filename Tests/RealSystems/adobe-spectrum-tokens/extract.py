#!/usr/bin/env python3
"""Spot-check extractor for Adobe Spectrum tokens (@adobe/spectrum-tokens source format). Run from this folder: python3 extract.py > spotcheck.json"""
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
# Adobe Spectrum tokens (@adobe/spectrum-tokens, Spectrum 2): the team's own
# JSON format. Every file is a flat map  token-name -> token; a token is either
#   {"$schema": ".../color.json" | ".../alias.json" | ..., "value": ...}  or
#   {"$schema": ".../color-set.json" | ".../scale-set.json", "sets": {"light": {...}, "dark": {...},
#    "wireframe": {...}}}  (scale sets use "desktop"/"mobile").
# Aliases are "{other-token-name}" (flat names, no groups), resolved in the same
# set context (colour theme / scale) as the token that uses them.
# ---------------------------------------------------------------------------
SRC = os.path.join(HERE, 'source')
PICK = ['overlay-color', 'neutral-content-color-default', 'neutral-subdued-content-color-down',
        'negative-content-color-hover', 'background-elevated-color', 'neutral-subtle-background-color-default',
        'accent-background-color-default', 'informative-subtle-background-color-default',
        'indigo-background-color-default', 'negative-border-color-default', 'drop-shadow-color-100',
        'accent-color-600', 'positive-color-1000', 'notice-color-300', 'static-black-track-color', 'gray-50',
        'gray-900', 'black', 'avatar-border-color', 'card-selection-background-color', 'gray-25',
        'transparent-black-600', 'focus-indicator-color', 'background-base-color']
CONTEXTS = [('default', 'light', 'light'), ('default', 'dark', 'dark'), ('wireframe', 'light', 'wireframe')]


def load_all():
    toks, where = {}, {}
    for fn in sorted(os.listdir(SRC)):
        if not fn.endswith('.json'):
            continue
        for name, tok in load_json(os.path.join(SRC, fn)).items():
            if name in toks:
                raise SystemExit('duplicate token %s in %s and %s' % (name, where[name], fn))
            toks[name] = tok
            where[name] = fn
    return toks, where


def resolve(toks, name, theme, scale='desktop', trail=None):
    tok = toks[name]
    step = name
    if 'sets' in tok:
        sets = tok['sets']
        key = theme if theme in sets else scale if scale in sets else None
        if key is None:
            raise KeyError('%s has sets %s' % (name, list(sets)))
        tok = sets[key]
        step += '[%s]' % key
    if trail is not None:
        trail.append(step)
    v = tok['value']
    m = REF.fullmatch(v.strip()) if isinstance(v, str) else None
    if m:
        return resolve(toks, m.group(1), theme, scale, trail)
    if trail is not None:
        trail.append(repr(v))
    return v


def main():
    toks, where = load_all()
    colors = []
    for brand in ('default', 'wireframe'):
        for p in PICK:
            exp, why = {}, []
            for b, app, theme in CONTEXTS:
                if b != brand:
                    continue
                trail = []
                exp[app] = hexify(resolve(toks, p, theme, trail=trail))
                why.append('%s (%s set): %s' % (app, theme, ' -> '.join(trail)))
            colors.append({'token': p, 'brand': brand, 'expected': exp,
                           'source': '%s; %s' % (where[p], '; '.join(why))})
    emit('adobe-spectrum-tokens', ['default', 'wireframe'], colors)


if __name__ == '__main__':
    main()

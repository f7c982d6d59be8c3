#!/usr/bin/env python3
"""Spot-check extractor for HashiCorp Helios design tokens (DTCG, Style Dictionary). Run from this folder: python3 extract.py > spotcheck.json"""
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
# HashiCorp Helios: DTCG-style tokens ($type/$value) built by the team with
# Style Dictionary 5 into built/tokens.css (products target: src/global/** +
# src/products/shared/**, private tokens excluded). Expected values are read
# from the built CSS; each is cross-checked with an own resolution of the
# source, which applies the team's non-standard `alpha` property and follows
# `var(--token-…)` values to the token they name.
# ---------------------------------------------------------------------------
SRC = os.path.join(HERE, 'source')
PICK = ['color.palette.blue-200', 'color.palette.neutral-700', 'color.palette.alpha-300', 'color.palette.alpha-100',
        'color.border.primary', 'color.border.strong', 'color.border.critical', 'color.foreground.strong',
        'color.foreground.primary', 'color.foreground.action', 'color.foreground.critical',
        'color.foreground.critical-high-contrast', 'color.surface.primary', 'color.surface.critical',
        'color.page.primary', 'color.focus.critical.external', 'color.focus.action.internal',
        'tooltip.color.surface.primary', 'app-side-nav.color.foreground.primary', 'badge.surface.color.neutral.outlined']


def css_name(path):
    return '--token-' + path.replace('.', '-')


def main():
    flat = {}
    for base in ('global', os.path.join('products', 'shared')):
        for dirpath, _, files in sorted(os.walk(os.path.join(SRC, base))):
            for fn in sorted(files):
                if fn.endswith('.json'):
                    flatten(load_json(os.path.join(dirpath, fn)), out=flat)
    r = Resolver(flat)
    by_css = {css_name(p): p for p in flat}
    css = {}
    for sel, d in css_vars(open(os.path.join(HERE, 'built', 'tokens.css'), encoding='utf-8').read()).items():
        css.update(d)

    def css_final(var):
        v = css[var]
        m = re.fullmatch(r'var\((--[A-Za-z0-9_-]+)\)', v)
        return css_final(m.group(1)) if m else v

    def own(path, trail):
        # transitive like Style Dictionary: an alias receives the referenced token's
        # *transformed* value, so an `alpha` on the referenced token carries over.
        trail.append(path)
        v = tok_value(flat[path])
        m = REF.fullmatch(v.strip()) if isinstance(v, str) else None
        if m:
            val = own(m.group(1), trail)
        else:
            mv = re.fullmatch(r'var\((--[A-Za-z0-9_-]+)\)', v.strip()) if isinstance(v, str) else None
            if mv:
                trail.append('var(%s)' % mv.group(1))
                val = own(by_css[mv.group(1)], trail)
            else:
                trail.append(repr(v))
                val = to_hex(parse_color(v))
        alpha = flat[path].get('alpha')
        if alpha is not None:
            c = parse_color(val)
            val = to_hex((c[0], c[1], c[2], float(alpha)))
            trail.append('[alpha %s on %s]' % (alpha, path))
        return val

    colors = []
    for p in PICK:
        var = css_name(p)
        built = hexify(css_final(var))
        trail = []
        mine = hexify(own(p, trail))
        if built != mine:
            raise SystemExit('mismatch %s: css %s own %s' % (p, built, mine))
        colors.append({'token': p, 'brand': 'default', 'expected': {'light': built},
                       'source': 'built/tokens.css %s: %s; own resolution: %s' % (var, css[var], ' -> '.join(trail))})
    emit('hashicorp-helios', ['default'], colors)


if __name__ == '__main__':
    main()

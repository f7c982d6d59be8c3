#!/usr/bin/env python3
"""Spot-check extractor for the Swiss Post design system (Tokens Studio single-file export). Run from this folder: python3 extract.py > spotcheck.json"""
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

# ----------------------- Tokens Studio theme selection ----------------------
# Rules: a theme option lists token sets as "enabled" (output + resolvable),
# "source" (resolvable only) or "disabled" (ignored). Choosing one option per
# theme group activates the union of their non-disabled sets; a set counts as
# enabled if any chosen option enables it (plugin: getOverallConfig). Merge
# order: all "source" sets first, then all "enabled" sets, each in
# $metadata.tokenSetOrder; a later set overrides an earlier one for the same
# token path. ("source before enabled" is @tokens-studio/sd-transforms'
# permutateThemes rule; it is also what Figma-variable export per theme and the
# teams' reference-keeping CSS builds amount to. The plugin's in-canvas
# resolver treats source and enabled alike, which would let a source set
# such as a dark scheme override the enabled light one.)

def ts_select(themes, choice):
    """choice: {group: option name}. Returns (ordered set list, set->status)."""
    status = {}
    for t in themes:
        g = t.get('group')
        if g in choice and t['name'] == choice[g]:
            for s, st in t['selectedTokenSets'].items():
                if st == 'disabled':
                    continue
                if status.get(s) != 'enabled':
                    status[s] = st
    missing = [g for g in choice if not any(t.get('group') == g and t['name'] == choice[g] for t in themes)]
    if missing:
        raise KeyError('no such theme option for groups %s' % missing)
    return status


def ts_flat(load_set, order, status):
    flat = {}
    for want in ('source', 'enabled'):
        for s in order:
            if status.get(s) == want:
                flatten(load_set(s), out=flat)
    unknown = [s for s in status if s not in order]
    if unknown:
        raise KeyError('sets missing from tokenSetOrder: %s' % unknown)
    return flat

# ---------------------------------------------------------------------------
# Swiss Post: single-file Tokens Studio export (all sets + $themes + $metadata
# in source/tokens.json). Expected values resolved by Tokens Studio rules.
# ---------------------------------------------------------------------------
SRC = os.path.join(HERE, 'source', 'tokens.json')
DATA = None


def load_set(name):
    return DATA[name]


def resolver(app, brand, extra=None):
    choice = {'Scheme': app, 'SchemeStatic': app, 'Theme': brand, 'Device': 'Desktop',
              'Palette': 'Default', 'Appearance': 'Default'}
    if extra:
        choice[None] = extra
    themes = DATA['$themes']
    order = DATA['$metadata']['tokenSetOrder']
    return Resolver(ts_flat(load_set, order, ts_select(themes, choice)))


PICK = [
    # (token, ungrouped theme needed or None)
    ('post.core.color.brand.postyellow', None),
    ('post.core.color.sandgrey.080', None),
    ('post.scheme.color.body.bg', None),
    ('post.scheme.color.body.fg', None),
    ('post.scheme.color.signal.success-solo', None),
    ('post.scheme.color.signal.error-solo', None),
    ('post.scheme.color.signal.information-light', None),
    ('post.scheme.color.palette.bg.1', None),
    ('post.scheme.color.palette.fg.1', None),
    ('post.theme.color.body.bg', None),
    ('post.theme.color.body.fg', None),
    ('post.theme.color.palettes.default.bg', None),
    ('post.theme.color.palettes.brand.bg', None),
    ('post.theme.color.palettes.brand.fg', None),
    ('post.theme.color.palettes.accent.bg', None),
    ('post.theme.color.palettes.alternate.bg', None),
    ('post.palette.color.bg', None),
    ('post.palette.color.fg', None),
    ('post.utility.surface.accent4', 'Utilities'),
]


def main():
    global DATA
    DATA = load_json(SRC)
    brands = ['Post', 'Cargo']
    colors = []
    for tok, extra in PICK + EXTRA:
        for brand in brands:
            exp, chains = {}, []
            for app in ('Light', 'Dark'):
                r = resolver(app, brand, extra)
                exp[app.lower()] = hexify(r.resolve(tok))
                chains.append('%s: %s' % (app.lower(), r.chain_of(tok)))
            colors.append({'token': tok, 'brand': brand, 'expected': exp,
                           'source': 'Tokens Studio themes Scheme=%s, SchemeStatic=same, Theme=%s, Device=Desktop, '
                                     'Palette=Default, Appearance=Default%s; source sets merged first, then enabled sets, each in $metadata.tokenSetOrder. %s' % (
                                         'Light|Dark', brand, (', ungrouped theme ' + extra) if extra else '',
                                         ' | '.join(chains))})
    emit('swisspost', brands, colors)


EXTRA = [('post.core.color.sandgrey.alpha.darksand.10', None),
         ('post.button.primary.enabled-bg', 'Components'),
         ('post.button.primary.hover-bg', 'Components'),
         ('post.button.primary.enabled-fg', 'Components')]

if __name__ == '__main__':
    main()

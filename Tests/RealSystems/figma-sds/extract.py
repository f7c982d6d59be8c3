#!/usr/bin/env python3
"""Spot-check extractor for Figma's Simple Design System (SDS). Run from this folder: python3 extract.py > spotcheck.json"""
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
# Figma Simple Design System (SDS): DTCG-shaped Figma variables export with
# per-mode values in $extensions["com.figma.sds"].modes. Expected values come
# from the team's generated CSS (built/theme.css: light in :root, dark in
# @media (prefers-color-scheme: dark)), resolving var() chains; every value
# is cross-checked against an own resolution of source/tokens.json using the
# team's rule that references are matched case-insensitively.
# ---------------------------------------------------------------------------
PICK = ['background.default.default', 'background.default.secondary', 'background.brand.default',
        'background.brand.tertiary', 'background.positive.default', 'background.warning.default',
        'background.danger.default', 'background.disabled.default', 'text.default.default',
        'text.default.secondary', 'text.brand.on-brand', 'text.danger.default', 'text.warning.default',
        'border.default.default', 'border.brand.default', 'border.disabled.default', 'icon.positive.default',
        'icon.neutral.default', 'background.utilities.overlay', 'background.utilities.scrim']


def css_modes(text):
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    light, dark = {}, {}
    # the dark block is the single @media (prefers-color-scheme: dark) { :root { ... } }
    m = re.search(r'@media\s*\(prefers-color-scheme:\s*dark\)\s*\{(.*?\})\s*\}', text, re.S)
    dark_text = m.group(1) if m else ''
    rest = text.replace(m.group(0), '') if m else text
    for sel, d in css_vars(rest).items():
        if sel == ':root':
            light.update(d)
    for sel, d in css_vars(dark_text).items():
        if sel == ':root':
            dark.update(d)
    return light, dark


def css_resolve(name, scope, seen=()):
    v = scope[name]
    m = re.fullmatch(r'var\((--[A-Za-z0-9_-]+)\)', v)
    if m:
        return css_resolve(m.group(1), scope, seen + (name,))
    return v


def main():
    light, dark = css_modes(open(os.path.join(HERE, 'built', 'theme.css'), encoding='utf-8').read())
    dark_scope = dict(light); dark_scope.update(dark)
    tree = load_json(os.path.join(HERE, 'source', 'tokens.json'))
    flat = flatten(tree)
    lower = {k.lower(): k for k in flat}

    def own(path, mode, seen=()):
        tok = flat[lower[path.lower()]]
        modes = tok['$extensions']['com.figma.sds']['modes']
        v = modes.get(mode, modes.get('value', modes.get('default', tok['$value'])))
        m = REF.fullmatch(v) if isinstance(v, str) else None
        if m:
            # referenced variable lives in another (single-mode) collection or this one
            return own(m.group(1), mode, seen + (path,))
        return v

    colors = []
    for p in PICK:
        path = '@color.' + p
        var = '--sds-color-' + p.replace('.', '-')
        exp = {'light': hexify(css_resolve(var, light)), 'dark': hexify(css_resolve(var, dark_scope))}
        mine = {'light': hexify(own(path, 'sds_light')), 'dark': hexify(own(path, 'sds_dark'))}
        if exp != mine:
            raise SystemExit('mismatch %s: css %s own %s' % (path, exp, mine))
        modes = flat[path]['$extensions']['com.figma.sds']['modes']
        colors.append({'token': path, 'brand': 'default', 'expected': exp,
                       'source': 'built/theme.css %s (light :root, dark @media prefers-color-scheme) = %s / %s; '
                                 'source modes sds_light=%s sds_dark=%s (refs matched case-insensitively)' % (
                                     var, exp['light'], exp['dark'], modes['sds_light'], modes['sds_dark'])})
    emit('figma-sds', ['default'], colors)


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Spot-check extractor for Designsystemet (Digdir), Tokens Studio multi-file export. Run from this folder: python3 extract.py > spotcheck.json"""
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
# Designsystemet (Digdir): Tokens Studio multi-file export.
# Own resolution by Tokens Studio rules ($themes + $metadata.tokenSetOrder),
# compared with the team's built CSS (built/designsystemet.css).
# ---------------------------------------------------------------------------
SRC = os.path.join(HERE, 'source')
BASE = {'Size': 'medium', 'Theme': 'designsystemet', 'Typography': 'Primary', 'Semantic': 'Semantic'}
APPEAR = {'light': 'Light', 'dark': 'Dark'}
PICK = ['accent.background-default', 'accent.background-tinted', 'accent.surface-tinted', 'accent.border-default',
        'accent.text-subtle', 'accent.text-default', 'accent.base-default', 'accent.base-hover',
        'accent.base-contrast-default', 'neutral.background-tinted', 'neutral.surface-hover',
        'neutral.border-strong', 'neutral.text-default', 'brand1.base-default', 'brand2.surface-active',
        'success.base-default', 'warning.base-default', 'warning.base-contrast-default', 'danger.text-subtle',
        'danger.base-default', 'info.border-subtle', 'focus.inner-color', 'focus.outer-color', 'link.visited']
# tokens of the 'Color' group sets (semantic/color/<role>.json): top-level names, switched by data-color
ROLE_PICK = ['base-default', 'text-subtle', 'background-tinted']


def load_set(name):
    return load_json(os.path.join(SRC, name + '.json'))


def built_css():
    text = open(os.path.join(HERE, 'built', 'designsystemet.css'), encoding='utf-8').read()
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    out = {}
    for mode, layer in (('light', 'ds.theme.color-scheme.light'), ('dark', 'ds.theme.color-scheme.dark')):
        i = text.index('@layer ' + layer)
        j = text.index('}', i)
        out[mode] = css_vars(text[i:j + 1].split('{', 1)[1])
        out[mode] = {k: v for d in out[mode].values() for k, v in d.items()}
    return out


def main():
    themes = load_json(os.path.join(SRC, '$themes.json'))
    order = load_json(os.path.join(SRC, '$metadata.json'))['tokenSetOrder']
    css = built_css()
    res = {}
    for app, opt in APPEAR.items():
        choice = dict(BASE); choice['Color scheme'] = opt; choice['Color'] = 'accent'
        res[app] = Resolver(ts_flat(load_set, order, ts_select(themes, choice)))
    colors = []
    for p in PICK:
        path = 'color.' + p
        exp = {a: hexify(r.resolve(path)) for a, r in res.items()}
        var = '--ds-color-' + p.replace('.', '-').replace('-color', '')
        if p == 'link.visited':
            var = '--ds-link-color-visited'
        note = []
        for a in exp:
            b = css[a].get(var)
            if b is None:
                note.append('%s: not in built CSS' % a)
            elif hexify(b) == exp[a]:
                note.append('%s: built CSS %s agrees' % (a, var))
            else:
                note.append('%s: built CSS %s = %s (older build v1.8.0, differs)' % (a, var, b))
        colors.append({'token': path, 'brand': 'default', 'expected': exp,
                       'source': 'Tokens Studio resolution with themes %s + Color scheme Light/Dark: light %s; dark %s. %s' % (
                           ', '.join('%s=%s' % kv for kv in BASE.items()), res['light'].chain_of(path),
                           res['dark'].chain_of(path), '; '.join(note))})
    text = open(os.path.join(HERE, 'built', 'designsystemet.css'), encoding='utf-8').read()
    i = text.index('[data-color-scheme], [data-color="accent"]')
    body = text[i:text.index('}', i)].split('{', 1)[1]
    role_css = dict(re.findall(r'(--[A-Za-z0-9_-]+)\s*:\s*([^;]+);', body))
    for p in ROLE_PICK:
        exp = {a: hexify(r.resolve(p)) for a, r in res.items()}
        var = '--ds-color-' + p
        colors.append({'token': p, 'brand': 'default', 'expected': exp,
                       'source': 'set semantic/color/accent.json (theme group Color=accent, the default; the other '
                                 'Color options re-point the same names at brand1/brand2/neutral/...): light %s; dark %s. '
                                 'Built CSS has %s: %s (a var() into the active colour scheme)' % (
                                     res['light'].chain_of(p), res['dark'].chain_of(p), var, role_css.get(var))})
    emit('designsystemet', ['default'], colors)


if __name__ == '__main__':
    main()

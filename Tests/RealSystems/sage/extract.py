#!/usr/bin/env python3
"""Spot-check extractor for the Sage Design System tokens (Tokens Studio multi-file export). Run from this folder: python3 extract.py > spotcheck.json"""
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
# Sage Design System: Tokens Studio multi-file export with `$themes` groups
# Core / Mode (Light|Dark) / Global / Components, and Tokens Studio colour
# modifiers in $extensions["studio.tokens"].modify. Resolved here by Tokens
# Studio rules. Only the `alpha` modifier is applied (it just replaces the
# alpha channel; `space: lch` does not change the colour itself); tokens whose
# chain uses `mix` (colour mixing in LCH) or gradients are not spot-checked.
# ---------------------------------------------------------------------------
SRC = os.path.join(HERE, 'source')


class ModResolver(Resolver):
    def resolve(self, path, seen=()):
        v = super().resolve(path, seen)
        mod = self.flat[path].get('$extensions', {}).get('studio.tokens', {}).get('modify')
        if mod:
            if mod.get('type') != 'alpha':
                raise ValueError('modifier %s not supported for %s' % (mod.get('type'), path))
            r, g, b, a = parse_color(v)
            mv = self.resolve_value(mod['value'], seen + (path,))
            alpha = max(0.0, min(1.0, float(str(mv).strip())))
            v = to_hex((r, g, b, alpha))
        return v

    def describe(self, path):
        parts = []
        cur = path
        for _ in range(30):
            t = self.flat[cur]
            mod = t.get('$extensions', {}).get('studio.tokens', {}).get('modify')
            parts.append(cur + (' [modify alpha %s (= %s) in %s]' % (mod['value'], self.resolve_value(mod['value']), mod.get('space')) if mod else ''))
            v = tok_value(t)
            m = REF.fullmatch(v.strip()) if isinstance(v, str) else None
            if not m:
                parts.append(repr(v))
                break
            cur = m.group(1)
        return ' -> '.join(parts)


PICK = ['mode.color.none', 'mode.color.brand.default', 'mode.color.generic.bg.nought',
        'mode.color.generic.bg.faint', 'mode.color.generic.bg.inverse.faint', 'mode.color.generic.depth.faint',
        'mode.color.generic.txt.extreme', 'mode.color.generic.txt.severe', 'mode.color.generic.txt.moderate',
        'mode.color.generic.fg.soft', 'mode.color.generic.fg.firm', 'mode.color.generic.surface.harsh',
        'mode.color.generic.surface.acute', 'button.destructive.primary.bg-default',
        'button.destructive.primary.bg-hover', 'button.destructive.primary.label-default',
        'button.typical.primary.inverse.bg-active', 'button.ai.label-default', 'button.typical.primary.bg-disabled']


def main():
    themes = load_json(os.path.join(SRC, '$themes.json'))
    order = load_json(os.path.join(SRC, '$metadata.json'))['tokenSetOrder']

    def load_set(s):
        return load_json(os.path.join(SRC, s + '.json'))

    res = {}
    for app, opt in (('light', 'Light'), ('dark', 'Dark')):
        status = ts_select(themes, {'Core': 'All', 'Mode': opt, 'Global': 'All', 'Components': 'All'})
        res[app] = ModResolver(ts_flat(load_set, order, status))
    colors = []
    for p in PICK:
        exp = {a: hexify(r.resolve(p)) for a, r in res.items()}
        colors.append({'token': p, 'brand': 'default', 'expected': exp,
                       'source': 'Tokens Studio themes Core=All, Mode=Light|Dark, Global=All, Components=All: '
                                 'light %s; dark %s' % (res['light'].describe(p), res['dark'].describe(p))})
    emit('sage', ['default'], colors)


if __name__ == '__main__':
    main()

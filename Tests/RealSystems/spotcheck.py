#!/usr/bin/env python3
"""Independent checker: do the colorsets `tokens build` wrote hold the colours a system's
spotcheck.json expects?

    python3 Tests/RealSystems/spotcheck.py <system-dir> <output-root> [--brand NAME] [--quiet]

Written from the project's public documentation (README.md, docs/outputs.md,
Tests/RealSystems/SPOTCHECK-FORMAT.md) and Apple's asset-catalog format only; it imports nothing
from the project and has not been written from its sources.

Where the catalogs are
    one brand (`["default"]`): <output-root>/Assets.xcassets or <output-root>/default/Assets.xcassets
    several brands: <output-root>/<brand>/Assets.xcassets, the brand named as in spotcheck.json

Which colorset a token compiles to (docs/outputs.md: "Names default to camelCase of the path
without its `color` group"; README/outputs.md "Swift names": "the rest of its path in lower camel
case"). The documented name is tried first, exactly; when it is not there the checker falls back
to a case-insensitive match with every non-alphanumeric character removed, trying in turn the
documented name, the whole path, and the path without any `color`/`colors` segment; every token
that needed the fallback is reported. A token found by neither is a missing colorset (a failure).

Which entry an appearance reads (Apple's colorset `Contents.json`): an entry's `appearances`
gives its luminosity (none, `light`, `dark`) and contrast (none, `high`).
    light             luminosity light (preferred when it differs from any), else any
    dark              luminosity dark, no contrast      falls back to: any
    lightHighContrast contrast high, luminosity light or none   falls back to: light (as above)
    darkHighContrast  luminosity dark + contrast high   falls back to: dark, then contrast high
                      (luminosity none), then any       (the order docs/outputs.md and README give
                      for asset catalogs)
A fallback is compared like an entry of its own (it is what iOS shows) and reported as a note.

Values: components as strings of floats ("0.1234"), hex bytes ("0xAB"), 8-bit integers ("171",
171) or JSON numbers 0-1 (Apple's documented form); `color-space` srgb, extended-srgb,
display-p3 (converted to sRGB through linear light with the CSS Color 4 matrices),
extended-linear-srgb, gray-gamma-22 / extended-gray. 8-bit sRGB is compared exactly for srgb
(the colorset's value must round to the expected byte, a value exactly on a half step matching
either neighbour) and within +-1 per channel for converted colour spaces. Alpha is compared when
the expected hex has 8 digits, else it must be 1 (+-1/255).

Output: one line per mismatch, missing colorset or missing entry, notes (fallbacks; --quiet
leaves them out), then `spotcheck <system>: N colours, M values checked, K wrong`. M counts
every expected value, those of missing colorsets included, and K every value that is not right
(wrong, no entry, or colorset missing). Exit 1 when K > 0, 0 otherwise, 2 on a usage error or an
unreadable spotcheck.json.
"""

import json
import os
import re
import sys

APPEARANCES = ("light", "dark", "lightHighContrast", "darkHighContrast")
COLOR_GROUPS = ("color", "colors")  # docs name `color`; the brief adds `colors`


# --------------------------------------------------------------------------------------------
# Names
# --------------------------------------------------------------------------------------------

def _words(segment):
    """The words of one path segment: runs of letters and digits (Unicode), split at anything
    else (`-`, `_`, spaces, `&`, `@`, `,` ...)."""
    words, current = [], []
    for ch in segment:
        if ch.isalnum():
            current.append(ch)
        elif current:
            words.append("".join(current))
            current = []
    if current:
        words.append("".join(current))
    return words


def _is_all_caps(word):
    letters = [c for c in word if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters) and len(letters) > 1


def camel_case(segments):
    """Lower camel case of path segments: words split at every non-alphanumeric character, the
    first word starting lower case, every later word starting upper case, the rest of each word
    as written (an all-capitals word such as `BRAND` is lowered first)."""
    words = []
    for seg in segments:
        if seg == "$root":  # docs/outputs.md: "a `$root` token takes its group's name"
            continue
        words.extend(_words(seg))
    out = []
    for i, word in enumerate(words):
        if _is_all_caps(word):
            word = word.lower()
        if i == 0:
            word = word[:1].lower() + word[1:]
        else:
            word = word[:1].upper() + word[1:]
        out.append(word)
    return "".join(out)


def documented_name(token):
    """The colorset name docs/outputs.md gives: camelCase of the path without its leading
    `color` (or `colors`) group."""
    segments = [s for s in token.split(".") if s != "$root"]
    if len(segments) > 1 and segments[0] in COLOR_GROUPS:
        segments = segments[1:]
    # `color.$root` takes its group's name (docs/outputs.md, for Swift names); a name with no
    # letter or digit becomes `unnamed` there too.
    return camel_case(segments) or "unnamed"


def fold_key(name):
    """Case-insensitive key with every non-alphanumeric character removed."""
    return "".join(c for c in name if c.isalnum()).casefold()


def fallback_keys(token):
    """(rule, key) pairs the fallback tries, in order."""
    segments = token.split(".")
    without_all = [s for s in segments if fold_key(s) not in COLOR_GROUPS]
    keys = [
        ("documented name, case and punctuation ignored", fold_key(documented_name(token))),
        ("whole path, `color` group kept", fold_key("".join(segments))),
        ("path without every `color`/`colors` segment", fold_key("".join(without_all))),
    ]
    seen, result = set(), []
    for rule, key in keys:
        if key and key not in seen:
            seen.add(key)
            result.append((rule, key))
    return result


class Catalog:
    """The colorsets of one Assets.xcassets (at any depth: folders may group them)."""

    def __init__(self, path):
        self.path = path
        self.colorsets = {}  # name -> folder
        self.duplicates = set()
        for root, dirs, _files in os.walk(path):
            for d in sorted(dirs):
                if d.endswith(".colorset"):
                    name = d[: -len(".colorset")]
                    if name in self.colorsets:
                        self.duplicates.add(name)
                    else:
                        self.colorsets[name] = os.path.join(root, d)
            dirs[:] = [d for d in dirs if not d.endswith(".colorset")]
        self.by_key = {}
        for name in self.colorsets:
            self.by_key.setdefault(fold_key(name), []).append(name)

    def find(self, token):
        """(name, folder, fallback rule or None, problem or None)."""
        name = documented_name(token)
        if name in self.colorsets:
            return name, self.colorsets[name], None, None
        for rule, key in fallback_keys(token):
            matches = sorted(self.by_key.get(key, []))
            if len(matches) == 1:
                return matches[0], self.colorsets[matches[0]], rule, None
            if len(matches) > 1:
                return None, None, None, "ambiguous: %s match %r (%s)" % (
                    ", ".join(m + ".colorset" for m in matches), key, rule)
        return None, None, None, "no %s.colorset (nor a case/punctuation-insensitive match)" % name


# --------------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------------

class ColorError(Exception):
    pass


def parse_component(value, channel):
    """A colorset component as a float 0-1 (extended values may leave that range).

    Strings: "0x.." is a hex byte (Xcode's 8-bit hexadecimal input), one with a '.' or an
    exponent a float (Xcode's floating point input), a bare integer an 8-bit value (Xcode's 8-bit
    input), except alpha "0"/"1" (Xcode always writes opacity as a float; 1/255 would be absurd).
    JSON numbers: 0-1 as Apple's format reference documents them; an integer above 1 is 8-bit.
    """
    if isinstance(value, bool):
        raise ColorError("%s is a boolean" % channel)
    if isinstance(value, (int, float)):
        if isinstance(value, int) and value > 1:
            if value > 255:
                raise ColorError("%s %r is above 255" % (channel, value))
            return value / 255.0
        return float(value)
    if not isinstance(value, str):
        raise ColorError("%s is %r, not a number or string" % (channel, value))
    text = value.strip()
    if re.fullmatch(r"[+-]?0[xX][0-9a-fA-F]+", text):
        n = int(text, 16)
        if n > 255:
            raise ColorError("%s %r is above 0xFF" % (channel, value))
        return n / 255.0
    if re.fullmatch(r"[+-]?\d+", text):
        n = int(text)
        if channel == "alpha" and n in (0, 1):
            return float(n)
        if not 0 <= n <= 255:
            raise ColorError("%s %r is outside 0-255" % (channel, value))
        return n / 255.0
    try:
        f = float(text)
    except ValueError:
        raise ColorError("%s %r is not a number" % (channel, value))
    if f != f or f in (float("inf"), float("-inf")):
        raise ColorError("%s %r is not finite" % (channel, value))
    return f


def _srgb_encode(x):
    sign = -1.0 if x < 0 else 1.0
    x = abs(x)
    return sign * (12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055)


def _srgb_decode(x):
    sign = -1.0 if x < 0 else 1.0
    x = abs(x)
    return sign * (x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4)


# CSS Color 4: linear Display P3 -> XYZ (D65), XYZ (D65) -> linear sRGB.
_P3_TO_XYZ = (
    (0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
    (0.2289745640697488, 0.6917385218365064, 0.079286914093745),
    (0.0, 0.04511338185890264, 1.043944368900976),
)
_XYZ_TO_SRGB = (
    (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
    (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
    (0.05563007969699366, -0.20397695888897652, 1.0569715142428786),
)


def _mul(m, v):
    return tuple(sum(m[i][j] * v[j] for j in range(3)) for i in range(3))


def p3_to_srgb(rgb):
    """Display P3 (gamma-encoded, the sRGB transfer curve) to gamma-encoded sRGB, unclipped."""
    linear = tuple(_srgb_decode(c) for c in rgb)
    return tuple(_srgb_encode(c) for c in _mul(_XYZ_TO_SRGB, _mul(_P3_TO_XYZ, linear)))


class Value:
    """One colorset entry's colour as sRGB floats, with how it was written."""

    def __init__(self, rgb, alpha, space, exact):
        self.rgb = rgb          # gamma-encoded sRGB, possibly outside 0-1
        self.alpha = alpha
        self.space = space
        self.exact = exact      # True when no colour-space conversion happened

    def in_gamut(self):
        return all(-1e-6 <= c <= 1 + 1e-6 for c in self.rgb)

    def hex(self):
        def byte(c):
            return max(0, min(255, int(c * 255 + 0.5 + 1e-9)))
        return "#" + "".join("%02X" % byte(c) for c in self.rgb) + "%02X" % byte(self.alpha)


def parse_color(color):
    """An entry's `color` dictionary -> Value."""
    if not isinstance(color, dict):
        raise ColorError("`color` is not an object")
    if "platform" in color or "reference" in color:
        raise ColorError("a system colour reference (%r), not components" % (
            color.get("reference") or color.get("platform")))
    comps = color.get("components")
    if not isinstance(comps, dict):
        raise ColorError("no `components`")
    space = color.get("color-space", "srgb")
    alpha = parse_component(comps.get("alpha", "1.000"), "alpha")
    if space in ("gray-gamma-22", "extended-gray"):
        if "white" not in comps:
            raise ColorError("%s colour without `white`" % space)
        w = parse_component(comps["white"], "white")
        lin = (abs(w) ** 2.2) * (1 if w >= 0 else -1)
        v = _srgb_encode(lin)
        return Value((v, v, v), alpha, space, False)
    missing = [c for c in ("red", "green", "blue") if c not in comps]
    if missing:
        raise ColorError("components lack %s" % ", ".join(missing))
    rgb = tuple(parse_component(comps[c], c) for c in ("red", "green", "blue"))
    if space in ("srgb", "extended-srgb"):
        return Value(rgb, alpha, space, True)
    if space == "display-p3":
        return Value(p3_to_srgb(rgb), alpha, space, False)
    if space in ("extended-linear-srgb", "linear-srgb"):
        return Value(tuple(_srgb_encode(c) for c in rgb), alpha, space, False)
    raise ColorError("unsupported color-space %r" % space)


def parse_hex(text):
    m = re.fullmatch(r"#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?", text.strip())
    if not m:
        raise ValueError("expected value %r is not #RRGGBB or #RRGGBBAA" % text)
    h = m.group(1)
    rgb = tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
    alpha = int(m.group(2), 16) if m.group(2) else None
    return rgb, alpha


def compare(expected_hex, value):
    """None when `value` shows `expected_hex`, else the reason it does not."""
    rgb, alpha = parse_hex(expected_hex)
    problems = []
    for name, want, have in zip(("red", "green", "blue"), rgb, value.rgb):
        if value.exact:
            ok = abs(have * 255 - want) <= 0.5 + 1e-6
        else:
            clipped = max(0.0, min(1.0, have))
            ok = abs(int(clipped * 255 + 0.5 + 1e-9) - want) <= 1
        if not ok:
            problems.append(name)
    if alpha is None:
        if abs(value.alpha * 255 - 255) > 1 + 1e-6:
            problems.append("alpha (expected opaque)")
    elif abs(value.alpha * 255 - alpha) > 0.5 + 1e-6:
        problems.append("alpha")
    if not problems:
        return None
    why = ", ".join(problems)
    if not value.in_gamut():
        why += "; the colorset's colour is outside sRGB (clipped to compare)"
    return why


# --------------------------------------------------------------------------------------------
# Colorset entries and appearances
# --------------------------------------------------------------------------------------------

IDIOMS = ("universal", "iphone")  # what an iPhone reads; iphone wins over universal


class Colorset:
    def __init__(self, name, folder):
        self.name = name
        self.folder = folder
        self.notes = []
        self.slots = {}   # (luminosity, contrast) -> (Value or ColorError, description)
        path = os.path.join(folder, "Contents.json")
        with open(path, "rb") as f:
            data = json.loads(f.read().decode("utf-8"))
        colors = data.get("colors") if isinstance(data, dict) else None
        if not isinstance(colors, list):
            raise ColorError("Contents.json has no `colors` array")
        chosen = {}
        for index, entry in enumerate(colors):
            if not isinstance(entry, dict):
                raise ColorError("colors[%d] is not an object" % index)
            idiom = entry.get("idiom", "universal")
            if idiom not in IDIOMS:
                continue
            lum, contrast = None, None
            for ap in entry.get("appearances", []) or []:
                kind, val = ap.get("appearance"), ap.get("value")
                if kind == "luminosity" and val in ("light", "dark"):
                    lum = val
                elif kind == "contrast" and val == "high":
                    contrast = "high"
                else:
                    self.notes.append("colors[%d] has an appearance iOS does not use here: %r"
                                      % (index, ap))
            gamut = entry.get("display-gamut")
            # Rank: iphone over universal; sRGB gamut (or none) over display-P3 gamut entries,
            # since the expected values are sRGB.
            rank = (0 if idiom == "iphone" else 1, 1 if gamut == "display-P3" else 0)
            try:
                value = parse_color(entry.get("color"))
            except ColorError as e:
                value = e
            key = (lum, contrast)
            if key in chosen and chosen[key][0] <= rank:
                self.notes.append("colors[%d] repeats the %s entry; the earlier one is used"
                                  % (index, slot_label(key)))
                continue
            chosen[key] = (rank, value, index)
        for key, (_rank, value, index) in chosen.items():
            self.slots[key] = (value, "colors[%d] (%s)" % (index, slot_label(key)))

    def resolve(self, appearance):
        """(value, description, fallback note or None, extra note or None) or None."""
        s = self.slots
        extra = None
        if appearance == "light":
            order = [("light", None), (None, None)]
            if ("light", None) in s and (None, None) in s:
                a, b = s[("light", None)][0], s[(None, None)][0]
                if isinstance(a, Value) and isinstance(b, Value) and a.hex() != b.hex():
                    extra = "explicit luminosity-light entry %s differs from the any entry %s; " \
                            "the light one is used" % (a.hex(), b.hex())
            direct = 2
        elif appearance == "dark":
            order = [("dark", None), (None, None)]
            direct = 1
        elif appearance == "lightHighContrast":
            order = [("light", "high"), (None, "high"), ("light", None), (None, None)]
            direct = 2
        elif appearance == "darkHighContrast":
            order = [("dark", "high"), ("dark", None), (None, "high"), (None, None)]
            direct = 1
            if ("dark", "high") not in s and ("dark", None) in s and (None, "high") in s:
                a, b = s[("dark", None)][0], s[(None, "high")][0]
                if isinstance(a, Value) and isinstance(b, Value) and a.hex() != b.hex():
                    extra = "no dark + high contrast entry, and the dark (%s) and high contrast " \
                            "(%s) entries differ: the dark one is taken" % (a.hex(), b.hex())
        else:
            raise ValueError("unknown appearance %r" % appearance)
        for i, key in enumerate(order):
            if key in s:
                value, desc = s[key]
                fallback = None
                if i >= direct:
                    fallback = "no %s entry; iOS shows %s" % (appearance_label(appearance), desc)
                return value, desc, fallback, extra
        return None


def slot_label(key):
    lum, contrast = key
    parts = []
    parts.append({None: "any", "light": "light", "dark": "dark"}[lum])
    if contrast:
        parts.append("high contrast")
    return " + ".join(parts)


def appearance_label(appearance):
    return {"light": "light/any", "dark": "dark", "lightHighContrast": "high contrast",
            "darkHighContrast": "dark + high contrast"}[appearance]


# --------------------------------------------------------------------------------------------
# The run
# --------------------------------------------------------------------------------------------

def catalog_path(output_root, brands, brand, notes):
    if brands == ["default"]:
        flat = os.path.join(output_root, "Assets.xcassets")
        nested = os.path.join(output_root, "default", "Assets.xcassets")
        if os.path.isdir(flat) and os.path.isdir(nested):
            notes.append("note: both %s and %s exist; checking %s" % (flat, nested, flat))
        if os.path.isdir(flat):
            return flat
        return nested if os.path.isdir(nested) else None
    path = os.path.join(output_root, brand, "Assets.xcassets")
    return path if os.path.isdir(path) else None


def run(system_dir, output_root, brand_filter=None, out=sys.stdout, quiet=False):
    """Check one system; returns the exit status."""
    spot_path = os.path.join(system_dir, "spotcheck.json")
    try:
        with open(spot_path, "rb") as f:
            spot = json.loads(f.read().decode("utf-8"))
        system = spot["system"]
        brands = list(spot["brands"])
        colors = list(spot["colors"])
    except (OSError, ValueError, KeyError, TypeError) as e:
        print("spotcheck: cannot read %s: %s" % (spot_path, e), file=out)
        return 2
    if brand_filter is not None and brand_filter not in brands:
        print("spotcheck: brand %r is not one of %s" % (brand_filter, ", ".join(brands)), file=out)
        return 2

    problems, notes = [], []
    name_fallbacks, appearance_fallbacks = [], 0
    n_colours = n_values = n_wrong = n_missing = 0
    catalogs = {}
    colorsets = {}

    for item in colors:
        brand = item.get("brand", brands[0] if brands else "default")
        if brand_filter is not None and brand != brand_filter:
            continue
        token = item.get("token")
        expected = item.get("expected") or {}
        n_colours += 1
        label = "%s %s" % (brand, token) if len(brands) > 1 or brand != "default" else token
        wanted = [a for a in APPEARANCES if a in expected]
        unknown = [a for a in expected if a not in APPEARANCES]
        for a in unknown:
            problems.append("BAD     %s: unknown appearance %r in spotcheck.json" % (label, a))
            n_values += 1
            n_wrong += 1
        n_values += len(wanted)

        if brand not in catalogs:
            path = catalog_path(output_root, brands, brand, notes)
            catalogs[brand] = Catalog(path) if path else None
            if path is None:
                where = os.path.join(output_root, "Assets.xcassets") + " or " + \
                    os.path.join(output_root, "default", "Assets.xcassets") \
                    if brands == ["default"] else os.path.join(output_root, brand, "Assets.xcassets")
                problems.append("MISSING brand %s: no asset catalog at %s" % (brand, where))
            elif catalogs[brand].duplicates:
                notes.append("note: %s holds more than one colorset named %s" % (
                    path, ", ".join(sorted(catalogs[brand].duplicates))))
        catalog = catalogs[brand]
        if catalog is None:
            n_missing += 1
            n_wrong += len(wanted)
            continue

        name, folder, rule, why = catalog.find(token)
        if name is None:
            problems.append("MISSING %s: %s in %s" % (label, why, catalog.path))
            n_missing += 1
            n_wrong += len(wanted)
            continue
        if rule is not None:
            name_fallbacks.append((label, documented_name(token), name, rule))

        if folder not in colorsets:
            try:
                colorsets[folder] = Colorset(name, folder)
            except (OSError, ValueError, ColorError) as e:
                colorsets[folder] = e
        cs = colorsets[folder]
        if not isinstance(cs, Colorset):
            problems.append("BAD     %s: %s.colorset/Contents.json: %s" % (label, name, cs))
            n_wrong += len(wanted)
            continue
        for note in cs.notes:
            notes.append("note: %s.colorset: %s" % (name, note))
        cs.notes = []

        for appearance in wanted:
            try:
                parse_hex(expected[appearance])
            except ValueError as e:
                problems.append("BAD     %s %s: %s" % (label, appearance, e))
                n_wrong += 1
                continue
            found = cs.resolve(appearance)
            if found is None:
                problems.append("NOENTRY %s %s: %s.colorset has no entry iOS would show "
                                "(expected %s)" % (label, appearance, name, expected[appearance]))
                n_wrong += 1
                continue
            value, desc, fallback, extra = found
            if extra:
                notes.append("note: %s %s: %s.colorset: %s" % (label, appearance, name, extra))
            if isinstance(value, ColorError):
                problems.append("BAD     %s %s: %s.colorset %s: %s" % (label, appearance, name,
                                                                       desc, value))
                n_wrong += 1
                continue
            if fallback:
                appearance_fallbacks += 1
                notes.append("note: fallback %s %s: %s.colorset: %s (%s)" % (
                    label, appearance, name, fallback, value.hex()))
            why = compare(expected[appearance], value)
            if why:
                n_wrong += 1
                problems.append("WRONG   %s %s: expected %s, %s.colorset %s has %s (%s%s): %s" % (
                    label, appearance, expected[appearance], name, desc, value.hex(),
                    value.space, ", via fallback" if fallback else "", why))

    for line in problems:
        print(line, file=out)
    if not quiet:
        for line in notes:
            print(line, file=out)
        for label, documented, found, rule in name_fallbacks:
            print("note: name fallback %s: no %s.colorset; matched %s.colorset (%s)"
                  % (label, documented, found, rule), file=out)
    print("spotcheck %s: %d colours, %d values checked, %d wrong" % (
        system + (" (brand %s)" % brand_filter if brand_filter else ""),
        n_colours, n_values, n_wrong), file=out)
    if n_missing or name_fallbacks or appearance_fallbacks:
        print("  (%d colorsets missing, %d names found only by the fallback match, "
              "%d values read through an appearance fallback)"
              % (n_missing, len(name_fallbacks), appearance_fallbacks), file=out)
    return 1 if n_wrong or n_missing else 0


def main(argv):
    args = list(argv)
    brand, quiet = None, False
    positional = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--brand":
            if i + 1 >= len(args):
                print("spotcheck: --brand needs a name", file=sys.stderr)
                return 2
            brand = args[i + 1]
            i += 2
            continue
        if a.startswith("--brand="):
            brand = a.split("=", 1)[1]
        elif a in ("-q", "--quiet"):
            quiet = True
        elif a in ("-h", "--help"):
            print(__doc__)
            return 0
        elif a.startswith("-"):
            print("spotcheck: unknown option %s" % a, file=sys.stderr)
            return 2
        else:
            positional.append(a)
        i += 1
    if len(positional) != 2:
        print("usage: spotcheck.py <system-dir> <output-root> [--brand NAME] [--quiet]",
              file=sys.stderr)
        return 2
    return run(positional[0], positional[1], brand, quiet=quiet)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

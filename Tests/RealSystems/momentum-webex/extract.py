#!/usr/bin/env python3
"""Momentum (Cisco Webex) design tokens spot-check.

Momentum's own generator (theme_generator.js, not Style Dictionary) builds one
output per theme file (themes/theme-<light|dark>-<accent>.json) and platform
target (targets/*.json).  The team commits Jest snapshots of the macOS output
(colorFormat "object": {r, g, b, a} per UI state) for all twelve light/dark x
accent themes: built/tests/mac/{light,dark}/__snapshots__/*.snap.  Expected values
are read from those snapshots (r, g, b are 0-255 integers, a is 0-1, converted
to 8-bit hex, alpha rounded half up).  The Windows high-contrast output
(built/tests/win/...momentumSystemHighContrast...) maps every token to a Windows
*system colour name* (WindowColor, HighlightColor...), so it has no fixed colour
to check.
"""
import json, math, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
MAC = os.path.join(HERE, "built", "tests", "mac")

# accent -> (light snapshot, dark snapshot)
BRANDS = {
    "webex": ("momentumDefault", "momentumDark"),
    "bronze": ("momentumBronzeLight", "momentumBronzeDark"),
    "indigo": ("momentumIndigoLight", "momentumIndigoDark"),
    "jade": ("momentumJadeLight", "momentumJadeDark"),
    "lavender": ("momentumLavenderLight", "momentumLavenderDark"),
    "rose": ("momentumRoseLight", "momentumRoseDark"),
}
TOKENS = [  # <output token name>.<UI state>
    "button-primary-background.normal", "button-primary-background.hovered", "button-primary-text.normal",
    "button-secondary-border.normal", "search-background.normal", "search-background.disabled",
    "listitem-textprimary.normal", "listitem-textsecondary.normal",
    "modal-primary-background.normal", "panel-primary-background.normal",
    "checkbox-checked-background.normal", "toggle-toggled-background.normal",
    "tag-cobalt-text.normal", "textinput-border.normal", "scrollbar-thumb-background.normal",
    "global-focus-outline.normal", "alertbadge-announcement-background.normal",
    "avatar-color-avatar-background-cobalt.normal",
    "theme-gradient-primary-0-background.normal", "theme-gradient-secondary-0-background.normal",
]

def load(name):
    sub = "dark" if "Dark" in name else "light"
    with open(os.path.join(MAC, sub, name + ".test.js.snap"), encoding="utf-8") as fh:
        t = fh.read()
    body = t[t.index("= `") + 3:t.rindex("`;")]
    return json.loads(re.sub(r",(\s*[}\]])", r"\1", body))["tokens"]

def hexof(c):
    r = lambda x: int(math.floor(x + 0.5))
    a = r(float(c["a"]) * 255)
    s = "#%02X%02X%02X" % (r(c["r"]), r(c["g"]), r(c["b"]))
    return s if a == 255 else s + "%02X" % a

def pick(tokens, tok):
    name, state = tok.rsplit(".", 1)
    v = tokens[name]
    if "r" in v and "a" in v:  # a token without UI states
        return v
    return v[state]

def main():
    colors = []
    for brand, (light, dark) in BRANDS.items():
        L, D = load(light), load(dark)
        for tok in TOKENS:
            lc, dc = pick(L, tok), pick(D, tok)
            colors.append({"token": tok, "brand": brand,
                           "expected": {"light": hexof(lc), "dark": hexof(dc)},
                           "source": "mac snapshot %s %s = %s; %s = %s" % (
                               light, tok, json.dumps(lc, sort_keys=True), dark, json.dumps(dc, sort_keys=True))})
    json.dump({"system": "momentum-webex", "brands": list(BRANDS), "colors": colors}, sys.stdout, indent=2)
    sys.stdout.write("\n")

if __name__ == "__main__":
    main()

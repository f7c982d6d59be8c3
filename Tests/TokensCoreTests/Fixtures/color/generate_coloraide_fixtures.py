"""Regenerates coloraide-conversions.json: reference values from an independent implementation.

ColorAide (https://github.com/facelessuser/coloraide, MIT licence) by Isaac Muse, version pinned
below. Run: pip install coloraide==8.13.1 && python3 generate_coloraide_fixtures.py
Components follow DTCG conventions: HSL/HWB percentages 0-100, hues in degrees, null for an
undefined (achromatic) hue.
"""
import json, math, random
import coloraide
from coloraide import Color

SPACES = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
          "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]
PERCENT = {"hsl": (1, 2), "hwb": (1, 2)}

def coords(color, space):
    values = color.convert(space).coords()
    out = []
    for i, v in enumerate(values):
        if isinstance(v, float) and math.isnan(v):
            out.append(None)
        else:
            out.append(v * 100 if i in PERCENT.get(space, ()) else v)
    return out

samples = ["#FAF8F5", "#B8942F", "#8C711E", "#1C1917", "#FFFFFF", "#000000", "#FF0000", "#00FF00",
           "#0000FF", "#777777", "#2563EB", "#16A34A", "#DC2626", "#7C3AED", "#CA8A04", "#D4BC6A"]
rng = random.Random(2026)
samples += ["#%06X" % rng.randrange(0x1000000) for _ in range(24)]
wide = ["color(display-p3 1 0 0)", "color(display-p3 0 1 0)", "color(rec2020 0 0 1)", "oklch(0.7 0.3 150)",
        "lab(50 100 -100)", "color(prophoto-rgb 0.2 0.8 0.3)", "color(a98-rgb 0.9 0.1 0.4)",
        "color(xyz-d50 0.3 0.4 0.5)", "color(display-p3 0.2 0.9 0.8)", "oklch(0.5 0.25 30)"]

entries = []
for text in samples + wide:
    color = Color(text)
    entry = {"css": text, "spaces": {space: coords(color, space) for space in SPACES}}
    entry["gamutMapped"] = {
        dest: color.clone().fit(dest, method="minde-chroma", jnd=0.02).convert(dest).coords()
        for dest in ("srgb", "display-p3")
    }
    entry["cvd"] = {
        name: color.clone().convert("srgb").filter(short, method="machado").convert("srgb").coords()
        for name, short in (("protanopia", "protan"), ("deuteranopia", "deutan"), ("tritanopia", "tritan"))
    }
    entries.append(entry)

with open("coloraide-conversions.json", "w") as f:
    json.dump({"provenance": "ColorAide %s (MIT), generate_coloraide_fixtures.py" % coloraide.__version__,
               "colors": entries}, f, indent=1)
    f.write("\n")

#!/usr/bin/env python3
"""Self-tests of spotcheck.py: hand-written colorsets in Apple's format, checked against
hand-written spotcheck.json files.  python3 Tests/RealSystems/test_spotcheck.py"""

import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # leave no __pycache__ beside the vendored systems
sys.path.insert(0, HERE)
import spotcheck  # noqa: E402  (the checker beside this file, stdlib only)

SCRIPT = os.path.join(HERE, "spotcheck.py")


def entry(components, space="srgb", appearances=None, idiom="universal", **extra):
    e = {"color": {"color-space": space, "components": components}, "idiom": idiom}
    if appearances:
        e["appearances"] = appearances
    e.update(extra)
    return e


DARK = {"appearance": "luminosity", "value": "dark"}
LIGHT = {"appearance": "luminosity", "value": "light"}
HIGH = {"appearance": "contrast", "value": "high"}


def rgb_floats(hex6, alpha="1.0000"):
    r, g, b = (int(hex6[i:i + 2], 16) for i in (0, 2, 4))
    return {"red": "%.4f" % (r / 255), "green": "%.4f" % (g / 255),
            "blue": "%.4f" % (b / 255), "alpha": alpha}


class Fixture:
    """A system folder with spotcheck.json and an output root with catalogs."""

    def __init__(self, test, brands=("default",), layout="flat"):
        self.tmp = tempfile.TemporaryDirectory()
        test.addCleanup(self.tmp.cleanup)
        self.system = os.path.join(self.tmp.name, "system")
        self.output = os.path.join(self.tmp.name, "out")
        os.makedirs(self.system)
        self.brands = list(brands)
        self.layout = layout
        self.colors = []

    def catalog(self, brand="default"):
        if self.brands == ["default"] and self.layout == "flat":
            path = os.path.join(self.output, "Assets.xcassets")
        else:
            path = os.path.join(self.output, brand, "Assets.xcassets")
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "Contents.json"), "w") as f:
            json.dump({"info": {"author": "xcode", "version": 1}}, f)
        return path

    def colorset(self, name, colors, brand="default", group=None, raw=None):
        base = self.catalog(brand)
        if group:
            base = os.path.join(base, group)
        folder = os.path.join(base, name + ".colorset")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Contents.json"), "w") as f:
            if raw is not None:
                f.write(raw)
            else:
                json.dump({"colors": colors, "info": {"author": "xcode", "version": 1}}, f,
                          indent=2)

    def expect(self, token, expected, brand="default"):
        self.colors.append({"token": token, "brand": brand, "expected": expected,
                            "source": "hand-written test"})

    def run(self, brand=None, quiet=False):
        with open(os.path.join(self.system, "spotcheck.json"), "w") as f:
            json.dump({"system": "fixture", "brands": self.brands, "colors": self.colors}, f)
        out = io.StringIO()
        status = spotcheck.run(self.system, self.output, brand, out=out, quiet=quiet)
        return status, out.getvalue()


class NameTests(unittest.TestCase):
    def test_documented_examples(self):
        # README: color.bg.primary -> bgPrimary; docs/outputs.md: camelCase without `color`.
        cases = {
            "color.bg.primary": "bgPrimary",
            "color.adaptive.insightBackground": "adaptiveInsightBackground",
            "colors.text-primary": "textPrimary",
            "color.text-&-icon.standard": "textIconStandard",
            "color.accent.base-default": "accentBaseDefault",
            "color.surface.0dp": "surface0dp",
            "color.data-visualization.01": "dataVisualization01",
            "basic.color.brand.primaryBold": "basicColorBrandPrimaryBold",
            "BRAND_PRIMARY": "brandPrimary",
            "Accent.1": "accent1",
            "kui-color-background": "kuiColorBackground",
            "buttons.background.active, pressed": "buttonsBackgroundActivePressed",
            "color.status.info._": "statusInfo",
            "color.bg.$root": "bg",
            "textPrimaryColor": "textPrimaryColor",
        }
        for token, name in cases.items():
            self.assertEqual(spotcheck.documented_name(token), name, token)

    def test_fold_key(self):
        self.assertEqual(spotcheck.fold_key("Text-&-Icon_Standard"), "texticonstandard")


class ComponentTests(unittest.TestCase):
    def near(self, a, b):
        self.assertAlmostEqual(a, b, places=6)

    def test_encodings(self):
        p = spotcheck.parse_component
        self.near(p("0.5020", "red"), 0.5020)
        self.near(p("0x80", "red"), 128 / 255)
        self.near(p("0XfF", "red"), 1.0)
        self.near(p("128", "red"), 128 / 255)
        self.near(p(128, "red"), 128 / 255)
        self.near(p(0.5, "red"), 0.5)
        self.near(p(1, "red"), 1.0)          # Apple's documented number 0-1
        self.near(p("1", "red"), 1 / 255)    # Xcode's 8-bit integer input
        self.near(p("1", "alpha"), 1.0)      # opacity is never 1/255
        self.near(p("1.000", "alpha"), 1.0)
        self.near(p("-0.0500", "red"), -0.05)  # extended sRGB
        for bad in ("abc", "0x100", "300", "", "nan", True, None):
            with self.assertRaises(spotcheck.ColorError, msg=repr(bad)):
                p(bad, "red")

    def test_p3_reference_values(self):
        # sRGB primaries written in Display P3 (CSS Color 4's worked values).
        for p3, srgb in (((0.9175, 0.2003, 0.1386), (1, 0, 0)),
                         ((0.4584, 0.9853, 0.2983), (0, 1, 0)),
                         ((0.0, 0.0, 0.9596), (0, 0, 1)),
                         ((1.0, 1.0, 1.0), (1, 1, 1))):
            got = spotcheck.p3_to_srgb(p3)
            for g, w in zip(got, srgb):
                self.assertAlmostEqual(g, w, delta=0.002)

    def test_compare(self):
        v = spotcheck.parse_color({"color-space": "srgb", "components": rgb_floats("1C1917")})
        self.assertIsNone(spotcheck.compare("#1C1917", v))
        self.assertIn("blue", spotcheck.compare("#1C1918", v))
        half = spotcheck.parse_color({"color-space": "srgb",
                                      "components": rgb_floats("000000", alpha="0.7000")})
        self.assertIsNone(spotcheck.compare("#000000B2", half))   # 178.5: either neighbour
        self.assertIsNone(spotcheck.compare("#000000B3", half))
        self.assertIn("alpha", spotcheck.compare("#000000B4", half))
        self.assertIn("alpha", spotcheck.compare("#000000", half))
        gray = spotcheck.parse_color({"color-space": "gray-gamma-22",
                                      "components": {"white": "1.0000", "alpha": "1.0000"}})
        self.assertIsNone(spotcheck.compare("#FFFFFF", gray))


class CatalogTests(unittest.TestCase):
    def test_every_appearance_and_encoding(self):
        fx = Fixture(self)
        fx.colorset("bgPrimary", [
            entry(rgb_floats("FAF8F5")),                                       # floats
            entry({"red": "0x1C", "green": "0x19", "blue": "0x17", "alpha": "1.000"},
                  appearances=[DARK]),                                         # hex bytes
            entry({"red": "255", "green": "255", "blue": "240", "alpha": "1.000"},
                  appearances=[HIGH]),                                         # 8-bit strings
            entry({"red": 0, "green": 0, "blue": 16, "alpha": 0.5},
                  appearances=[DARK, HIGH]),                                   # JSON numbers
        ])
        fx.expect("color.bg.primary", {"light": "#FAF8F5", "dark": "#1C1917",
                                       "lightHighContrast": "#FFFFF0",
                                       "darkHighContrast": "#00001080"})
        status, out = fx.run()
        self.assertEqual(status, 0, out)
        self.assertIn("spotcheck fixture: 1 colours, 4 values checked, 0 wrong", out)
        self.assertNotIn("fallback", out)   # neither a name nor an appearance fallback

    def test_appearance_order_in_file_does_not_matter(self):
        fx = Fixture(self)
        fx.colorset("text", [
            entry(rgb_floats("000001"), appearances=[HIGH, DARK]),
            entry(rgb_floats("000002"), appearances=[HIGH]),
            entry(rgb_floats("000003"), appearances=[DARK]),
            entry(rgb_floats("000004")),
        ])
        fx.expect("color.text", {"light": "#000004", "dark": "#000003",
                                 "lightHighContrast": "#000002", "darkHighContrast": "#000001"})
        status, out = fx.run()
        self.assertEqual(status, 0, out)

    def test_explicit_light_entry_preferred_and_reported(self):
        fx = Fixture(self)
        fx.colorset("accent", [entry(rgb_floats("111111")),
                               entry(rgb_floats("222222"), appearances=[LIGHT]),
                               entry(rgb_floats("333333"), appearances=[DARK])])
        fx.expect("color.accent", {"light": "#222222", "dark": "#333333"})
        status, out = fx.run()
        self.assertEqual(status, 0, out)
        self.assertIn("explicit luminosity-light entry #222222FF differs from the any entry", out)

    def test_p3_colour(self):
        fx = Fixture(self)
        fx.colorset("red", [entry({"red": "0.9175", "green": "0.2003", "blue": "0.1386",
                                   "alpha": "1.0000"}, space="display-p3")])
        fx.colorset("wide", [entry({"red": "1.0000", "green": "0.0000", "blue": "0.0000",
                                    "alpha": "1.0000"}, space="display-p3")])
        fx.expect("color.red", {"light": "#FF0000"})
        fx.expect("color.wide", {"light": "#E00000"})
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertNotIn("WRONG   color.red", out)
        self.assertIn("WRONG   color.wide light: expected #E00000", out)
        self.assertIn("outside sRGB", out)
        # within +-1 per channel for converted values, not 2
        fx2 = Fixture(self)
        fx2.colorset("red", [entry({"red": "0.9175", "green": "0.2003", "blue": "0.1386",
                                    "alpha": "1.0000"}, space="display-p3")])
        fx2.expect("color.red", {"light": "#FE0101"})
        self.assertEqual(fx2.run()[0], 0)
        fx3 = Fixture(self)
        fx3.colorset("red", [entry({"red": "0.9175", "green": "0.2003", "blue": "0.1386",
                                    "alpha": "1.0000"}, space="display-p3")])
        fx3.expect("color.red", {"light": "#FD0000"})
        self.assertEqual(fx3.run()[0], 1)

    def test_appearance_fallbacks(self):
        fx = Fixture(self)
        fx.colorset("border", [entry(rgb_floats("AAAAAA")),
                               entry(rgb_floats("444444"), appearances=[DARK])])
        fx.colorset("plain", [entry(rgb_floats("777777"))])
        fx.expect("color.border", {"light": "#AAAAAA", "dark": "#444444",
                                   "lightHighContrast": "#AAAAAA", "darkHighContrast": "#444444"})
        fx.expect("color.plain", {"light": "#777777", "dark": "#777777",
                                  "lightHighContrast": "#777777", "darkHighContrast": "#777777"})
        status, out = fx.run()
        self.assertEqual(status, 0, out)
        self.assertIn("note: fallback color.border darkHighContrast: border.colorset: "
                      "no dark + high contrast entry; iOS shows colors[1] (dark)", out)
        self.assertIn("note: fallback color.plain dark", out)
        self.assertIn("5 values read through an appearance fallback", out)
        # dark + high contrast without a dark entry: the high contrast entry, then any
        fx2 = Fixture(self)
        fx2.colorset("hc", [entry(rgb_floats("AAAAAA")),
                            entry(rgb_floats("000000"), appearances=[HIGH])])
        fx2.expect("color.hc", {"darkHighContrast": "#000000"})
        self.assertEqual(fx2.run()[0], 0)
        # dark + high contrast with dark and high contrast entries but none of its own: dark
        fx4 = Fixture(self)
        fx4.colorset("both", [entry(rgb_floats("AAAAAA")),
                              entry(rgb_floats("444444"), appearances=[DARK]),
                              entry(rgb_floats("000000"), appearances=[HIGH])])
        fx4.expect("color.both", {"darkHighContrast": "#444444"})
        status, out = fx4.run()
        self.assertEqual(status, 0, out)
        self.assertIn("the dark (#444444FF) and high contrast (#000000FF) entries differ", out)
        # a wrong value reached through a fallback is wrong, and says so
        fx3 = Fixture(self)
        fx3.colorset("border", [entry(rgb_floats("AAAAAA")),
                                entry(rgb_floats("444444"), appearances=[DARK])])
        fx3.expect("color.border", {"darkHighContrast": "#000000"})
        status, out = fx3.run()
        self.assertEqual(status, 1, out)
        self.assertIn("via fallback", out)

    def test_no_entry(self):
        fx = Fixture(self)
        fx.colorset("onlyDark", [entry(rgb_floats("444444"), appearances=[DARK])])
        fx.expect("color.only-dark", {"light": "#FFFFFF", "dark": "#444444"})
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertIn("NOENTRY color.only-dark light", out)
        self.assertIn("1 colours, 2 values checked, 1 wrong", out)

    def test_missing_colorset(self):
        fx = Fixture(self)
        fx.colorset("present", [entry(rgb_floats("123456"))])
        fx.expect("color.present", {"light": "#123456"})
        fx.expect("color.absent", {"light": "#000000", "dark": "#FFFFFF"})
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertIn("MISSING color.absent: no absent.colorset", out)
        self.assertIn("spotcheck fixture: 2 colours, 3 values checked, 2 wrong", out)
        self.assertIn("1 colorsets missing", out)

    def test_wrong_value(self):
        fx = Fixture(self)
        fx.colorset("textPrimary", [entry(rgb_floats("1F2328")),
                                    entry(rgb_floats("F0F6FC"), appearances=[DARK])])
        fx.expect("color.text.primary", {"light": "#1F2328", "dark": "#F0F6FD"})
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertIn("WRONG   color.text.primary dark: expected #F0F6FD, textPrimary.colorset "
                      "colors[1] (dark) has #F0F6FCFF (srgb): blue", out)
        self.assertIn("1 colours, 2 values checked, 1 wrong", out)

    def test_opaque_expected_but_translucent(self):
        fx = Fixture(self)
        fx.colorset("scrim", [entry(rgb_floats("000000", alpha="0.5000"))])
        fx.expect("color.scrim", {"light": "#000000"})
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertIn("alpha (expected opaque)", out)

    def test_name_fallback_reported(self):
        fx = Fixture(self)
        fx.colorset("colorTextDefault", [entry(rgb_floats("101010"))])
        fx.colorset("BRANDPRIMARY", [entry(rgb_floats("202020"))])
        fx.colorset("sandgrey080", [entry(rgb_floats("303030"))], group="Palette")
        fx.expect("color.text.default", {"light": "#101010"})
        fx.expect("BRAND_PRIMARY", {"light": "#202020"})
        fx.expect("sandgrey.080", {"light": "#303030"})   # in a group folder: found exactly
        status, out = fx.run()
        self.assertEqual(status, 0, out)
        self.assertIn("note: name fallback color.text.default: no textDefault.colorset; "
                      "matched colorTextDefault.colorset (whole path, `color` group kept)", out)
        self.assertIn("note: name fallback BRAND_PRIMARY: no brandPrimary.colorset; matched "
                      "BRANDPRIMARY.colorset (documented name, case and punctuation ignored)", out)
        self.assertIn("2 names found only by the fallback match", out)

    def test_ambiguous_fallback_is_missing(self):
        fx = Fixture(self)
        fx.colorset("text_default", [entry(rgb_floats("101010"))])
        fx.colorset("TextDefault", [entry(rgb_floats("101010"))])
        fx.expect("color.text.default", {"light": "#101010"})
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertIn("ambiguous", out)

    def test_bad_contents(self):
        fx = Fixture(self)
        fx.colorset("broken", None, raw="{ not json")
        fx.colorset("system", [{"idiom": "universal", "color": {"platform": "ios",
                                                                "reference": "systemBlueColor"}}])
        fx.expect("color.broken", {"light": "#000000"})
        fx.expect("color.system", {"light": "#007AFF"})
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertIn("BAD     color.broken", out)
        self.assertIn("BAD     color.system light", out)
        self.assertIn("2 wrong", out)


class LayoutTests(unittest.TestCase):
    def test_brands(self):
        fx = Fixture(self, brands=("Post", "Cargo"))
        fx.colorset("brandBg", [entry(rgb_floats("FFCC00"))], brand="Post")
        fx.colorset("brandBg", [entry(rgb_floats("00411C"))], brand="Cargo")
        fx.expect("color.brand-bg", {"light": "#FFCC00"}, brand="Post")
        fx.expect("color.brand-bg", {"light": "#00411C"}, brand="Cargo")
        status, out = fx.run()
        self.assertEqual(status, 0, out)
        self.assertIn("2 colours, 2 values checked, 0 wrong", out)
        status, out = fx.run(brand="Cargo")
        self.assertEqual(status, 0, out)
        self.assertIn("spotcheck fixture (brand Cargo): 1 colours, 1 values checked", out)
        self.assertEqual(fx.run(brand="Nope")[0], 2)

    def test_missing_brand_catalog(self):
        fx = Fixture(self, brands=("a", "b"))
        fx.colorset("x", [entry(rgb_floats("FFFFFF"))], brand="a")
        fx.expect("color.x", {"light": "#FFFFFF"}, brand="a")
        fx.expect("color.x", {"light": "#FFFFFF", "dark": "#000000"}, brand="b")
        status, out = fx.run()
        self.assertEqual(status, 1, out)
        self.assertIn("MISSING brand b: no asset catalog at", out)
        self.assertIn("2 colours, 3 values checked, 2 wrong", out)

    def test_single_brand_nested(self):
        fx = Fixture(self, layout="nested")
        fx.colorset("x", [entry(rgb_floats("ABCDEF"))])
        self.assertTrue(os.path.isdir(os.path.join(fx.output, "default", "Assets.xcassets")))
        fx.expect("color.x", {"light": "#ABCDEF"})
        self.assertEqual(fx.run()[0], 0)


class CommandLineTests(unittest.TestCase):
    def test_cli(self):
        fx = Fixture(self)
        fx.colorset("x", [entry(rgb_floats("ABCDEF"))])
        fx.expect("color.x", {"light": "#ABCDEF"})
        fx.expect("color.y", {"light": "#ABCDEF"})
        fx.run()
        proc = subprocess.run([sys.executable, SCRIPT, fx.system, fx.output],
                              capture_output=True, text=True)
        self.assertEqual(proc.returncode, 1, proc.stdout + proc.stderr)
        self.assertIn("spotcheck fixture: 2 colours, 2 values checked, 1 wrong", proc.stdout)
        usage = subprocess.run([sys.executable, SCRIPT, fx.system], capture_output=True,
                               text=True)
        self.assertEqual(usage.returncode, 2)
        missing = subprocess.run([sys.executable, SCRIPT, fx.output, fx.output],
                                 capture_output=True, text=True)
        self.assertEqual(missing.returncode, 2)


if __name__ == "__main__":
    unittest.main(verbosity=2)

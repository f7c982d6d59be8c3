"""Colour science for the report's browser test, from published values only (never the page's).

- sRGB transfer functions: IEC 61966-2-1.
- Relative luminance: WCAG 2.2, "relative luminance" (0.2126, 0.7152, 0.0722).
- Colour-vision deficiency: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for
  Simulation of Color Vision Deficiency", IEEE TVCG 15(6), Table 1 matrices at severity 1.0, applied to
  linear-light sRGB; achromatopsia as the grey of the colour's relative luminance.
"""
import math
import re

MACHADO_2009 = {
    "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    "tritanopia": [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
}
LUMINANCE = [0.2126, 0.7152, 0.0722]
SIMULATIONS = dict(MACHADO_2009, achromatopsia=[LUMINANCE, LUMINANCE, LUMINANCE])


def to_linear(channel):
    """An sRGB channel in 0…1 to linear light."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def from_linear(value):
    """Linear light to an sRGB channel in 0…1."""
    return 12.92 * value if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055


def eight_bit(value):
    """0…1 to the nearest 8-bit value, halves rounded up (not Python's round-half-even)."""
    return int(math.floor(min(max(value, 0.0), 1.0) * 255 + 0.5))


def parse_hex(text):
    """'#RRGGBB' → (r, g, b) in 0…255."""
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def simulate(rgb, deficiency):
    """How an 8-bit sRGB colour looks with `deficiency`, as the nearest 8-bit sRGB colour."""
    linear = [to_linear(c / 255) for c in rgb]
    matrix = SIMULATIONS[deficiency]
    seen = [sum(row[i] * linear[i] for i in range(3)) for row in matrix]
    return tuple(eight_bit(from_linear(min(max(v, 0.0), 1.0))) for v in seen)


def css_rgba(text):
    """A computed CSS colour ('rgb(1, 2, 3)', 'rgba(1, 2, 3, 0.5)', '#010203') as (r, g, b, a)."""
    text = text.strip()
    if text.startswith("#"):
        r, g, b = parse_hex(text[:7])
        return (r, g, b, round(int(text[7:9], 16) / 255, 3) if len(text) == 9 else 1.0)
    numbers = [float(n) for n in re.findall(r"[\d.]+", text)]
    return (round(numbers[0]), round(numbers[1]), round(numbers[2]), round(numbers[3], 3) if len(numbers) > 3 else 1.0)


def luminance(css):
    """WCAG relative luminance of a computed CSS colour."""
    r, g, b, _ = css_rgba(css)
    return sum(w * to_linear(c / 255) for w, c in zip(LUMINANCE, (r, g, b)))

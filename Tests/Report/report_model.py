"""What the page should show, from `tokens resolve --format json` and `tokens audit --format json`."""


def shown(path):
    """A token's name on the page: its path without `$root` (`color.border.$root` → `color.border`)."""
    return ".".join(part for part in path.split(".") if part != "$root") or path


def points(value):
    """A DTCG dimension in points (px as they are, rem and em × 16)."""
    return value["value"] * (16 if value["unit"] in ("rem", "em") else 1)


def natural(name):
    import re
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


class Model:
    def __init__(self, resolved, audit):
        self.resolved = resolved
        self.audit = audit
        self.modes = list(resolved)
        first = resolved[self.modes[0]]
        self.colors = {
            mode: {shown(p): t["$value"] for p, t in tokens.items() if t.get("$type") == "color"}
            for mode, tokens in resolved.items()
        }
        self.dimensions = {shown(p): points(t["$value"]) for p, t in first.items() if t.get("$type") == "dimension"}
        self.font_sizes = {
            shown(p): points(t["$value"]["fontSize"]) for p, t in first.items() if t.get("$type") == "typography"
        }
        self.checks = audit["checks"]
        self.contrast = [c for c in self.checks if c["rule"] == "contrast"]

    @staticmethod
    def rgba(value):
        """A resolved colour value as (r, g, b, alpha to 3 places)."""
        hex_ = value["hex"]
        return (int(hex_[1:3], 16), int(hex_[3:5], 16), int(hex_[5:7], 16), round(value.get("alpha", 1), 3))

    @staticmethod
    def kind(check):
        """How a check that did not pass is listed: fail (error), warning or waived; None for a pass."""
        if check["status"] == "pass":
            return None
        if check["status"] == "waived":
            return "waived"
        return "fail" if check["severity"] == "error" else "warning"

    @staticmethod
    def pair(check):
        """A check's token and partner, as the page names them."""
        token = check.get("foreground") or check.get("token")
        partner = check.get("background") or check.get("partner") or ""
        return shown(token), shown(partner) if partner else ""

    def findings(self):
        """Every finding the page should list once: (rule, token, partner, kind) → its modes."""
        found = {}
        for check in self.checks:
            kind = self.kind(check)
            if kind is None:
                continue
            key = (check["rule"],) + self.pair(check) + (kind,)
            found.setdefault(key, []).append(check.get("mode"))
        return found

    @staticmethod
    def status(check):
        """A contrast check's verdict on the page: exempt for a decorative pair, not pass."""
        return "exempt" if check["threshold"] == 0 else check["status"]

    @staticmethod
    def ratio(check):
        return "%.2f:1" % (int(check["ratio"] * 100) / 100)

/// What `tokens contrast` reports: both colours, the ratio, the verdicts and a suggestion.
public struct ContrastReport: Sendable {
    public let foreground: ColorValue
    public let background: ColorValue
    public let surface: ColorValue
    public let role: WCAG.Role
    public let level: WCAG.Level
    /// The unrounded ratio.
    public let ratio: Double
    /// The nearest passing foreground for `role`, when it fails.
    public let suggestion: ContrastSuggestion?

    /// Measures the pair.
    public init(
        foreground: ColorValue, background: ColorValue, surface: ColorValue = .white, role: WCAG.Role = .text,
        level: WCAG.Level = .aa
    ) {
        self.foreground = foreground
        self.background = background
        self.surface = surface
        self.role = role
        self.level = level
        ratio = WCAG.contrast(foreground, on: background, surface: surface)
        let threshold = role.threshold(level)
        suggestion =
            WCAG.passes(ratio, threshold)
            ? nil
            : ContrastSuggestion.nearest(to: foreground, on: background, target: threshold, surface: surface)
    }

    /// True when the pair meets `role` at the report's level.
    public func passes(_ role: WCAG.Role) -> Bool { WCAG.passes(ratio, role.threshold(level)) }

    static func hex(_ color: ColorValue) -> String { color.displayHex }

    /// Aligned lines for people.
    public var text: String {
        var lines = [
            "foreground  \(Self.hex(foreground))",
            "background  \(Self.hex(background))",
            "ratio       \(WCAG.display(ratio)):1",
        ]
        for (name, checked) in [("text", WCAG.Role.text), ("large text", .largeText), ("ui", .ui)] {
            let threshold = checked.threshold(level)
            let verdict = passes(checked) ? "pass" : "FAIL"
            lines.append(name.padding(12) + "\(verdict) (\(level.rawValue) needs \(JSONOutput.format(threshold)):1)")
        }
        if !passes(role) {
            if let suggestion {
                lines.append(
                    "suggestion  \(Self.hex(suggestion.color)) (\(WCAG.display(suggestion.ratio)):1 for \(role.rawValue), ΔE OK \(WCAG.display(suggestion.deltaE)))"
                )
            } else {
                lines.append(
                    "suggestion  none: no lightness of this hue (at this opacity) reaches \(JSONOutput.format(role.threshold(level))):1 on this background"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{foreground, background, ratio, passes: {text, largeText, ui}, suggestion}`.
    public var json: String {
        JSONOutput.object([
            ("foreground", .string(Self.hex(foreground))),
            ("background", .string(Self.hex(background))),
            ("ratio", .number(ratio)),
            (
                "passes",
                .object([
                    ("text", .bool(passes(.text))), ("largeText", .bool(passes(.largeText))),
                    ("ui", .bool(passes(.ui))),
                ])
            ),
            ("suggestion", suggestion.map { .string(Self.hex($0.color)) } ?? .null),
        ]).rendered()
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}

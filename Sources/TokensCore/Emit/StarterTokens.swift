/// The files `tokens init` writes: a small DTCG token set with light and dark modes, spacing,
/// a type style and a config whose declared pairs pass the audit, one of them by a waiver that ends
/// a year after the day init ran (so the starter builds on any day, and shows how a waiver warns
/// before its end).
/// Its Swift is `public`, so an app sees it when the tokens have a target of their own (the
/// README's build-tool plugin recipe).
public enum StarterTokens {
    /// Relative path → contents, for a starter made on `today` (`yyyy-mm-dd`).
    public static func files(today: String) -> [(String, String)] {
        templates.map { ($0.0, $0.1.replacingOccurrences(of: untilMarker, with: aYearAfter(today))) }
    }

    /// Where the waiver's end date goes.
    static let untilMarker = "{{until}}"

    /// The same day a year later (29 February becomes 28 February); `today` as is when it is not a date.
    public static func aYearAfter(_ today: String) -> String {
        let parts = today.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return today }
        let year = parts[0] + 1
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let day = parts[1] == 2 && parts[2] == 29 && !isLeap ? 28 : parts[2]
        return String(format: "%04d-%02d-%02d", year, parts[1], day)
    }

    /// Relative path → contents, the waiver's end still a marker.
    static let templates: [(String, String)] = [
        (
            "colors.json",
            """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "color": {
                "$type": "color",
                "bg": { "primary": { "$value": "#FFFFFF", "$description": "App background." } },
                "text": {
                  "primary": { "$value": "#1C1917" },
                  "secondary": { "$value": "#57534E" },
                  "placeholder": { "$value": "#A8A29E", "$description": "Hints in empty fields: a grey being tried out." }
                },
                "brand": { "primary": { "$value": "#1D4ED8", "$description": "Buttons and links." } }
              }
            }

            """
        ),
        (
            "colors.dark.json",
            """
            {
              "color": {
                "$type": "color",
                "bg": { "primary": { "$value": "#1C1917" } },
                "text": {
                  "primary": { "$value": "#FAFAF9" },
                  "secondary": { "$value": "#D6D3D1" },
                  "placeholder": { "$value": "#A8A29E" }
                },
                "brand": { "primary": { "$value": "#93C5FD" } }
              }
            }

            """
        ),
        (
            "spacing.json",
            """
            {
              "spacing": {
                "$type": "dimension",
                "sm": { "$value": { "value": 8, "unit": "px" } },
                "md": { "$value": { "value": 16, "unit": "px" } }
              },
              "size": { "$type": "dimension", "touchTarget": { "$value": { "value": 44, "unit": "px" } } }
            }

            """
        ),
        (
            "typography.json",
            """
            {
              "typography": {
                "$type": "typography",
                "body": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.4 } }
              }
            }

            """
        ),
        (
            TokenSource.configFileName,
            """
            {
              "swift": { "accessLevel": "public", "namespaces": { "color": "AppColors" } },
              "audit": {
                "contrast": [
                  { "foreground": "color.text.*", "background": "color.bg.primary", "role": "text" },
                  { "foreground": "color.brand.primary", "background": "color.bg.primary", "role": "ui" }
                ],
                "touchTargets": { "tokens": "size.touchTarget", "recommended": 44 },
                "waivers": [
                  { "foreground": "color.text.placeholder", "background": "color.bg.primary", "modes": ["light"],
                    "reason": "A grey being tried out for hints; the suggested colour is on the swatch page.",
                    "until": "{{until}}" }
                ]
              }
            }

            """
        ),
    ]
}

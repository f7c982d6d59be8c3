/// The files `tokens init` writes: a small DTCG token set with light and dark modes, spacing,
/// a type style and a config whose declared pairs pass the audit. Its Swift is `public`, so an app
/// sees it when the tokens have a target of their own (the README's build-tool plugin recipe).
public enum StarterTokens {
    /// Relative path → contents.
    public static let files: [(String, String)] = [
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
                  "secondary": { "$value": "#57534E" }
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
                  "secondary": { "$value": "#D6D3D1" }
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
                "touchTargets": { "tokens": "size.touchTarget", "recommended": 44 }
              }
            }

            """
        ),
    ]
}

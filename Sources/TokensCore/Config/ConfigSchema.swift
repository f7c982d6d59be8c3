/// The JSON Schema (draft 2020-12) of `tokens.config.json`, printed by `tokens schema` so editors
/// can complete and check the config. Kept beside `ConfigLoader`, which accepts exactly these keys.
public enum ConfigSchema {
    static func object(_ properties: [(String, JSONOutput)], description: String? = nil) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("type", .string("object"))]
        if let description { members.append(("description", .string(description))) }
        members += [("properties", .object(properties)), ("additionalProperties", .bool(false))]
        return .object(members)
    }

    static func string(_ description: String, enum values: [String]? = nil, pattern: String? = nil) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("type", .string("string")), ("description", .string(description))]
        if let values { members.append(("enum", .array(values.map(JSONOutput.string)))) }
        if let pattern { members.append(("pattern", .string(pattern))) }
        return .object(members)
    }

    static func number(_ description: String) -> JSONOutput {
        .object([("type", .string("number")), ("exclusiveMinimum", .number(0)), ("description", .string(description))])
    }

    /// A token path or glob, or a list of them.
    static let pattern: JSONOutput = .object([
        ("type", .string("string")), ("minLength", .number(1)),
        ("maxLength", .number(Double(ConfigLoader.maximumLength))),
    ])

    static let patterns: JSONOutput = .object([
        (
            "oneOf",
            .array([
                pattern,
                .object([("type", .string("array")), ("minItems", .number(1)), ("items", pattern)]),
            ])
        ), ("description", .string("A token path or glob (color.text.*, color.**), or a list of them.")),
    ])

    /// `yyyy-mm-dd`, real days only (30 days in April, 29 February in leap years).
    static let datePattern =
        "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$"

    static func name(_ description: String) -> JSONOutput {
        .object([("type", .string("string")), ("pattern", .string("\\S")), ("description", .string(description))])
    }

    static var audit: JSONOutput {
        let level = string("WCAG level.", enum: ["AA", "AAA"])
        let pair = object(
            [
                ("foreground", patterns), ("background", patterns),
                ("role", string("What the pair is used for.", enum: WCAG.Role.allCases.map(\.rawValue))),
                ("typography", string("A typography token that decides large text.")), ("modes", modes),
            ], description: "A declared contrast pair.")
        let waiver = object(
            [
                ("foreground", string("Token path or glob.")), ("background", string("Token path or glob.")),
                ("modes", modes),
                ("reason", string("Why the failure is accepted.")),
                (
                    "until",
                    string("Last day the waiver applies; without it the waiver has no end date.", pattern: datePattern)
                ),
            ], description: "A known failure accepted, until a date when one is given.")
        return object(
            [
                ("contrast", .object([("type", .string("array")), ("items", pair)])),
                ("level", level),
                (
                    "modes",
                    .object([
                        ("type", .string("object")),
                        (
                            "additionalProperties",
                            object([
                                ("level", level),
                                ("surface", string("The colour token translucent backgrounds lie on.")),
                            ])
                        ),
                    ])
                ),
                (
                    "touchTargets",
                    object([
                        ("minimum", number("Minimum size in points (44).")),
                        ("recommended", number("Recommended size in points (48).")),
                        ("tokens", patterns),
                        (
                            "composites",
                            .object([
                                ("type", .string("array")),
                                ("items", object([("name", name("What the sum is.")), ("sum", patterns)])),
                            ])
                        ),
                    ])
                ),
                (
                    "typography",
                    object([
                        ("minimumSize", number("Smallest text in points (11).")),
                        ("minimumLineHeightRatio", number("Line height / size (1.3).")),
                        ("sizeTokens", patterns),
                    ])
                ),
                (
                    "distinguishable",
                    .object([
                        ("type", .string("array")),
                        ("items", object([("name", name("The group's name.")), ("tokens", patterns)])),
                    ])
                ),
                ("waivers", .object([("type", .string("array")), ("items", waiver)])),
                (
                    "maximumChecks",
                    .object([
                        ("type", .string("integer")), ("minimum", .number(1)),
                        ("maximum", .number(Double(Limits.auditChecks))),
                        (
                            "description",
                            .string(
                                "The most checks contrast pairs and distinguishable groups may expand to (1,000,000).")
                        ),
                    ])
                ),
            ], description: "The accessibility audit.")
    }

    /// The schema as JSON text.
    public static var json: String {
        JSONOutput.object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("title", .string("tokens.config.json")),
            ]
                + {
                    if case .object(let members) = object([
                        ("$schema", .object([("type", .string("string"))])),
                        (
                            "name",
                            .object([
                                ("type", .string("string")), ("minLength", .number(1)),
                                ("description", .string("The brand's name: the swatch page's title.")),
                            ])
                        ),
                        ("format", format),
                        (
                            "strict",
                            .object([
                                ("type", .string("boolean")),
                                (
                                    "description",
                                    .string(
                                        "Hold every token file to DTCG's type checks: a value that does not fit its type, an alias to another type or an unknown $type is an error, also in Tokens Studio, Style Dictionary, Theo and plain-scale files (whose own tools do not check types, so tokens builds such values as written, with a warning). A key written twice in one object, and two tokens whose paths give one Swift constant or colorset (otherwise both built, the later as name_2, with a warning), are errors too."
                                    )
                                ),
                            ])
                        ),
                        ("audit", audit),
                        (
                            "swift",
                            object(
                                [
                                    (
                                        "namespaces",
                                        .object([
                                            ("type", .string("object")),
                                            (
                                                "additionalProperties",
                                                string(
                                                    "A Swift type path.",
                                                    pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$")
                                            ),
                                        ])
                                    ),
                                    (
                                        "names",
                                        .object([
                                            ("type", .string("object")),
                                            (
                                                "additionalProperties",
                                                string(
                                                    "A token's Swift name: an identifier, or a type path and an identifier.",
                                                    pattern: "^([A-Za-z_][A-Za-z0-9_]*\\.)*[a-z_][A-Za-z0-9_]*$")
                                            ),
                                        ])
                                    ),
                                    (
                                        "deprecated",
                                        .object([
                                            ("type", .string("object")),
                                            (
                                                "additionalProperties",
                                                object(
                                                    [
                                                        (
                                                            "token",
                                                            .object([
                                                                ("type", .string("string")), ("minLength", .number(1)),
                                                                (
                                                                    "description",
                                                                    .string("The token that replaces the old name.")
                                                                ),
                                                            ])
                                                        ),
                                                        (
                                                            "mode",
                                                            string(
                                                                "The mode whose fixed value the old name holds; without it, the old name is the token itself."
                                                            )
                                                        ),
                                                    ], description: "An old constant kept as a deprecated name.")
                                            ),
                                        ])
                                    ),
                                    (
                                        "accessLevel",
                                        string(
                                            "Access level of the generated code.",
                                            enum: ["public", "package", "internal"])
                                    ),
                                    (
                                        "colors",
                                        string(
                                            "Where colours come from.",
                                            enum: BuildConfig.ColorSource.allCases.map(\.rawValue))
                                    ),
                                    (
                                        "bundle",
                                        string(
                                            "The bundle that holds the asset catalog: auto (a package target's Bundle.module, else the bundle the code is built into), the app's main bundle, or a package target's module bundle.",
                                            enum: BuildConfig.CatalogBundle.allCases.map(\.rawValue))
                                    ),
                                    (
                                        "colorStyle",
                                        string(
                                            "Colour constants in their namespaces or as extension Color members.",
                                            enum: BuildConfig.ColorStyle.allCases.map(\.rawValue))
                                    ),
                                    (
                                        "dynamicType",
                                        .object([
                                            ("type", .string("boolean")),
                                            (
                                                "description",
                                                .string("Scale typography with Dynamic Type from its own size.")
                                            ),
                                        ])
                                    ),
                                    (
                                        "supportModule",
                                        string(
                                            "The module that already declares TokenColor and the other support types (another token module of the app): import it instead of declaring them again.",
                                            pattern: "^[A-Za-z_][A-Za-z0-9_]*$")
                                    ),
                                    (
                                        "preview",
                                        .object([
                                            ("type", .string("boolean")),
                                            (
                                                "description",
                                                .string(
                                                    "Generate TokensPreview.swift, an Xcode preview of every colour and type style (DEBUG builds only)."
                                                )
                                            ),
                                        ])
                                    ),
                                ], description: "The generated Swift.")
                        ),
                        (
                            "colorsets",
                            object(
                                [
                                    (
                                        "names",
                                        .object([
                                            ("type", .string("object")),
                                            (
                                                "additionalProperties",
                                                string("A colorset name.", pattern: "^[A-Za-z0-9 _-]+$")
                                            ),
                                        ])
                                    ),
                                    ("accentColor", string("The colour token written as AccentColor.colorset.")),
                                ], description: "The asset catalog.")
                        ),
                        ("brands", brands),
                        (
                            "brand",
                            string(
                                "The brand to build when the folder ships several (tokens build --brand overrides it).")
                        ),
                        (
                            "exclude",
                            .object([
                                (
                                    "description",
                                    .string(
                                        "Files in the token folder that are not token files: globs (*, **, ?); a pattern without / matches a file name at any depth."
                                    )
                                ),
                                ("type", .string("array")),
                                ("items", .object([("type", .string("string"))])),
                            ])
                        ),
                        (
                            "modes",
                            .object([
                                ("type", .string("object")),
                                (
                                    "description",
                                    .string(
                                        "The appearance of a mode (a file's, theme's or resolver context's name), where its name does not say it."
                                    )
                                ),
                                (
                                    "additionalProperties",
                                    string(
                                        "An Apple appearance, or none for a mode that is none.",
                                        enum: ModeAppearances.choices)
                                ),
                            ])
                        ),
                        (
                            "valueModes",
                            .object([
                                ("type", .string("object")),
                                (
                                    "description",
                                    .string(
                                        "A team's own words for the keys of a token value written per mode ({\"surface\": ..., \"abyss\": ...}): the appearance each key is."
                                    )
                                ),
                                (
                                    "additionalProperties",
                                    string("An Apple appearance.", enum: Appearance.allCases.map(\.rawValue))
                                ),
                            ])
                        ),
                        (
                            "plugin",
                            object(
                                [
                                    (
                                        "audit",
                                        string(
                                            "What the build-tool plugin does with the audit's errors: fail the build (error), show them as warnings, or skip the audit (off).",
                                            enum: TokensConfig.PluginAudit.allCases.map(\.rawValue))
                                    )
                                ], description: "The SwiftPM build-tool plugin.")
                        ),
                        (
                            "tokensStudio",
                            object(
                                [
                                    (
                                        "themes",
                                        .object([
                                            ("type", .string("array")),
                                            ("items", .object([("type", .string("string"))])),
                                        ])
                                    )
                                ], description: "Tokens Studio exports.")
                        ),
                        (
                            "momentum",
                            object(
                                [
                                    (
                                        "target",
                                        string(
                                            "The target file a Momentum folder is built as (default targets/ios.json).")
                                    )
                                ], description: "Momentum (theme_generator.js) folders.")
                        ),
                        (
                            "report",
                            object(
                                [
                                    (
                                        "components",
                                        object(
                                            ComponentRoles.Role.allCases.map {
                                                ($0.rawValue, string("The colour token for \($0.label)."))
                                            },
                                            description:
                                                "The colour token that plays each component role on the swatch page; roles not named here are found by name."
                                        )
                                    )
                                ], description: "The swatch page.")
                        ),
                    ]) {
                        return members
                    } else {
                        return []
                    }
                }()
        ).rendered()
    }
}

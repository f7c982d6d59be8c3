/// The load-side sections of the config's JSON Schema: formats, modes and brands.
extension ConfigSchema {
    /// `format`: one format for every file, or file globs to formats.
    static let format: JSONOutput = {
        let one = JSONOutput.object([
            ("type", .string("string")),
            ("enum", .array((["auto"] + TokenFormat.allCases.map(\.rawValue)).map(JSONOutput.string))),
        ])
        return .object([
            (
                "oneOf",
                .array([
                    one,
                    .object([
                        ("type", .string("object")), ("propertyNames", .object([("minLength", .number(1))])),
                        ("additionalProperties", one),
                    ]),
                ])
            ),
            (
                "description",
                .string(
                    "How token files are read: detected per file (auto), all in one format, or per file glob ({\"legacy/**\": \"style-dictionary\"}; the first glob that matches wins)."
                )
            ),
        ])
    }()

    static let modes: JSONOutput = .object([
        (
            "oneOf",
            .array([
                .object([("type", .string("string"))]),
                .object([
                    ("type", .string("array")), ("minItems", .number(1)),
                    ("items", .object([("type", .string("string"))])),
                ]),
            ])
        ), ("description", .string("A mode name or a list of mode names.")),
    ])

    /// `brands`: a brand's name → a glob or globs of its own files.
    static let brands: JSONOutput = .object([
        (
            "description",
            .string(
                "Brands the token folder ships: a brand's name → globs of the files that are that brand's (layered over the files every brand shares, in the order given). The first is the default. By default brands are found in the folder."
            )
        ),
        ("type", .string("object")),
        (
            "additionalProperties",
            .object([
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("string"))]),
                        .object([
                            ("type", .string("array")),
                            ("items", .object([("type", .string("string"))])),
                        ]),
                    ])
                )
            ])
        ),
    ])
}

/// A stable identifier for a kind of diagnostic. The README lists every code.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Warnings are the codes listed here; every other code is an error.
    public var defaultSeverity: Severity {
        Self.warnings.contains(self) ? .warning : .error
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let warnings: Set<DiagnosticCode> = [
        .ignoredMember, .duplicateToken, .untypedToken, .hexFallback, .modeUnknownToken, .swiftRenamed, .noAppearance,
        .themeNotBuilt, .multipleValues, .modeTypeMismatch, .missingThemeSet, .appearanceList, .percentDimension,
        .valueKept, .nameTrimmed, .cssVariable, .figmaName, .danglingModeAlias, .valueNotBuilt, .valueLost,
        .disabledSetReference, .jsModuleCode,
    ]

    // MARK: - Files
    /// Values a token file holds that reached no built token and no other warning names (a
    /// convention no reader knows): counted per file, and in `tokens build`'s summary.
    public static let valueLost: DiagnosticCode = "token.value-lost"
    /// References into Tokens Studio sets the built themes leave disabled, resolved there (one
    /// warning for the build, every reference among its places).
    public static let disabledSetReference: DiagnosticCode = "alias.disabled-set"
    /// A file or folder named on the command line or in a `$ref` does not exist or cannot be read.
    public static let fileUnreadable: DiagnosticCode = "file.unreadable"
    /// A token input named or reached outside the token folder (an absolute path, `..` that leave
    /// it, a symbolic link out of it, a token folder that leads out of its repository): never read.
    public static let fileOutsideRoot: DiagnosticCode = "file.outside-root"
    /// `tokens contrast-fix`: a pair no colour can bring to the high-contrast level.
    public static let contrastFixBlocked: DiagnosticCode = "contrast-fix.blocked"
    /// `tokens contrast-fix`: no light or dark mode to derive from.
    public static let contrastFixNoMode: DiagnosticCode = "contrast-fix.no-mode"
    /// `tokens contrast-fix` on a folder of several brands: its files are shared by every brand.
    public static let contrastFixBrands: DiagnosticCode = "contrast-fix.brands"
    /// A `tokens diff` side that is neither a folder nor a revision of the repository.
    public static let diffSide: DiagnosticCode = "diff.side"
    /// A `tokens diff` side (or `--base-folder`, `tokens report --diff`) that starts with `-`: an
    /// option's spelling, never taken as a revision or a folder.
    public static let diffOptionLikeSide: DiagnosticCode = "diff.option-like-side"
    /// A symbolic link in a `tokens diff` side whose target leaves the side's folder or repository.
    public static let diffUnsafeLink: DiagnosticCode = "diff.unsafe-link"
    /// A file-system call that failed where no command said why in its own words: the path and
    /// the system's reason, in words.
    public static let fileFailed: DiagnosticCode = "file.failed"
    /// Two token files whose names differ only in Unicode form (one file on a Mac).
    public static let fileNameCollision: DiagnosticCode = "file.name-collision"
    /// Two names a user gave (brands, high-contrast modes) that would become one file or folder
    /// (the same after `OutputName`, or after case folding).
    public static let outputNameCollision: DiagnosticCode = "output.name-collision"
    /// A folder holds no token files.
    public static let noTokenFiles: DiagnosticCode = "file.no-tokens"
    /// A file in the token folder that holds no tokens, skipped (a note).
    public static let skippedFile: DiagnosticCode = "file.skipped"
    /// A JavaScript token module that holds code (a call, a spread, a variable): nothing is read.
    public static let jsModuleCode: DiagnosticCode = "file.js-code"

    // MARK: - JSON syntax
    /// The bytes are not valid UTF-8.
    public static let invalidUTF8: DiagnosticCode = "json.invalid-utf8"
    /// A character that cannot start or continue a JSON value here.
    public static let unexpectedCharacter: DiagnosticCode = "json.unexpected-character"
    /// The file ends inside a value.
    public static let truncated: DiagnosticCode = "json.truncated"
    /// A backslash escape that JSON does not define, or a bad `\u` sequence.
    public static let badEscape: DiagnosticCode = "json.bad-escape"
    /// A raw control character inside a string.
    public static let controlCharacter: DiagnosticCode = "json.control-character"
    /// A number JSON does not allow (leading zeros, a lone minus, out of range).
    public static let badNumber: DiagnosticCode = "json.bad-number"
    /// The same key twice in one object.
    public static let duplicateKey: DiagnosticCode = "json.duplicate-key"
    /// More content after the top-level value.
    public static let trailingContent: DiagnosticCode = "json.trailing-content"
    /// Objects and arrays nested deeper than `JSONParser.maximumDepth`.
    public static let tooDeep: DiagnosticCode = "json.too-deep"
    /// A comment or trailing comma in a file whose name does not allow them (`.json`).
    public static let strictJSON: DiagnosticCode = "json.not-strict"

    // MARK: - YAML syntax
    /// A YAML file that does not parse, or uses what has no JSON form (a non-string key, an alias).
    public static let yamlSyntax: DiagnosticCode = "yaml.syntax"
    /// A YAML file whose anchors and aliases expand past the limit of values.
    public static let yamlTooLarge: DiagnosticCode = "yaml.too-large"

    // MARK: - Tokens
    /// `$type` names no type this tool knows.
    public static let unknownType: DiagnosticCode = "token.unknown-type"
    /// `$value` does not have the shape its type requires.
    public static let invalidValue: DiagnosticCode = "token.invalid-value"
    /// A value (or an alias's target) that does not fit its type, in a format whose own tool does
    /// not check types: built as what it is (a warning; an error with config `strict`).
    public static let valueKept: DiagnosticCode = "token.value-kept"
    /// A relative colour's origin written `from(--name)`, which CSS rejects, read as `from var(--name)` (a warning).
    public static let cssVariable: DiagnosticCode = "token.css-variable"
    /// Text a format's own tool passes on where a colour belongs (Momentum's `none`, a colour with
    /// stray characters): the token is not built (a warning).
    public static let valueNotBuilt: DiagnosticCode = "token.value-not-built"
    /// A token or group name with `{`, `}`, `.` or a leading `$`.
    public static let invalidName: DiagnosticCode = "token.invalid-name"
    /// A name with blanks around it in a format read as its own tool reads it: read without them (a warning).
    public static let nameTrimmed: DiagnosticCode = "token.name-trimmed"
    /// A `$`-property that tokens or groups do not have, or a token that also holds children.
    public static let unknownProperty: DiagnosticCode = "token.unknown-property"
    /// A member of a group that is neither a token nor a group (a bare string or number); ignored.
    public static let ignoredMember: DiagnosticCode = "token.ignored-member"
    /// A Tokens Studio dimension written as several values (`"{a} {b}"`), built as a string (a warning).
    public static let multipleValues: DiagnosticCode = "token.multiple-values"
    /// A property with the wrong JSON type (`$description` that is not a string, …).
    public static let invalidProperty: DiagnosticCode = "token.invalid-property"
    /// One file holding both DTCG (`$value`) and Tokens Studio / Style Dictionary (`value`) tokens.
    public static let mixedFormat: DiagnosticCode = "token.mixed-format"
    /// The same token path defined by two files that are read side by side (not as mode layers);
    /// a warning: the later file wins.
    public static let duplicateToken: DiagnosticCode = "token.duplicate"
    /// A member a source format gives a meaning this tool does not apply (Primer's `mix`): building
    /// the token without it would ship a different value.
    public static let unsupportedMember: DiagnosticCode = "token.unsupported-member"
    /// A colour `$value` listing more than a light and a dark colour: the first and last are built.
    public static let appearanceList: DiagnosticCode = "token.appearance-list"
    /// A dimension in `%`: a fraction of the element's size, built as the fraction (50% → 0.5).
    public static let percentDimension: DiagnosticCode = "token.percent-dimension"
    /// A colour's `hex` fallback that is not six digits: the components are used (a warning).
    public static let hexFallback: DiagnosticCode = "token.hex-fallback"
    /// A colour's `components` and its `hex` fallback disagree: the components are built (a warning;
    /// an error with config `strict`).
    public static let hexMismatch: DiagnosticCode = "token.hex-mismatch"
    /// A token with no type of its own, from a group or from its alias: no output but `tokens
    /// resolve` carries it (a warning).
    public static let untypedToken: DiagnosticCode = "token.untyped"

    // MARK: - References
    /// A `{a.b.c}` alias names no token.
    public static let missingReference: DiagnosticCode = "alias.missing"
    /// A reference that names two tokens, read with a dot as a separator or as part of a name
    /// (`{spacing.1.5}`: `spacing` › `1` › `5` and `spacing` › `1.5`).
    public static let aliasAmbiguous: DiagnosticCode = "alias.ambiguous"
    /// In a Figma variables export, an alias that names no token as written but one token by its
    /// Figma name's slug (`{@color_primitives.Brand.800}` for `brand.800`): resolved to it (a warning;
    /// `alias.missing` with config `strict`).
    public static let figmaName: DiagnosticCode = "alias.figma-name"
    /// Aliases that lead back to themselves.
    public static let aliasCycle: DiagnosticCode = "alias.cycle"
    /// An alias whose target has another type than the place it is used.
    public static let aliasTypeMismatch: DiagnosticCode = "alias.type-mismatch"
    /// A JSON Pointer `$ref` whose target does not exist.
    public static let missingPointer: DiagnosticCode = "ref.missing"
    /// `$ref`s nested past the limit, or expanding past the limit of values.
    public static let refTooDeep: DiagnosticCode = "ref.too-deep"
    public static let refTooLarge: DiagnosticCode = "ref.too-large"
    /// `$ref`s that include themselves.
    public static let refCycle: DiagnosticCode = "ref.cycle"
    /// A `$ref` that is not a JSON Pointer this tool can follow (a URL, a malformed pointer).
    public static let badPointer: DiagnosticCode = "ref.invalid"
    /// References inside values, or parentheses in an expression, nested past the limit.
    public static let resolveTooDeep: DiagnosticCode = "alias.too-deep"
    /// A value built from references (groups, interpolated text) past the size limit.
    public static let resolveTooLarge: DiagnosticCode = "alias.too-large"
    /// A group `$extends` that names no group.
    public static let missingExtends: DiagnosticCode = "extends.missing"
    /// Groups that extend one another past the limit.
    public static let extendsTooDeep: DiagnosticCode = "extends.too-deep"
    /// Groups that extend each other, or a group that extends its own ancestor.
    public static let extendsCycle: DiagnosticCode = "extends.cycle"

    // MARK: - Modes
    /// A token defined in some modes but not in all of them: the others take the first mode's value (a warning).
    public static let modeUnknownToken: DiagnosticCode = "mode.unknown-token"
    /// In a Figma variables export, a value of a mode other than the collection's default that
    /// refers to a variable the file does not hold: not read, so the token keeps its default
    /// mode's value there (a warning; `alias.missing` with config `strict`).
    public static let danglingModeAlias: DiagnosticCode = "mode.dangling-alias"
    /// A resolver document that is not of the 2025.10 shape.
    public static let invalidResolver: DiagnosticCode = "mode.invalid-resolver"
    /// `--mode` or a resolver input names a mode or context that does not exist.
    public static let unknownMode: DiagnosticCode = "mode.unknown"
    /// A token's `$extensions.mode` names more modes than a build reads.
    public static let modeTooLarge: DiagnosticCode = "mode.too-large"
    /// A token whose type in one mode is not its type in the first mode (a warning: that value is not built).
    public static let modeTypeMismatch: DiagnosticCode = "mode.type-mismatch"
    /// Two ways of declaring modes in one token folder.
    public static let conflictingModes: DiagnosticCode = "mode.conflict"
    /// Two modes say the same Apple appearance: an error when the config maps both, else a warning
    /// (the plainest name is the appearance, the others Swift variants).
    public static let ambiguousAppearance: DiagnosticCode = "mode.ambiguous-appearance"
    /// A mode says no Apple appearance, so colorsets and Swift leave it out (a warning).
    public static let noAppearance: DiagnosticCode = "mode.no-appearance"
    /// Groups named for modes that hold the same tokens, read as those modes (a note).
    public static let pathSegmentModes: DiagnosticCode = "mode.path-segments"
    /// Colour tokens whose names differ only by a mode word at their end, read as one token in
    /// those modes, or kept as written because one has no partner (a note).
    public static let nameModes: DiagnosticCode = "mode.name-suffixes"
    /// Which mode became which appearance, where a name is not the appearance's own (a note).
    public static let modeAppearances: DiagnosticCode = "mode.appearances"
    /// A Tokens Studio theme outside the group that gives the modes, and not layered by the config (a warning).
    public static let themeNotBuilt: DiagnosticCode = "mode.theme-not-built"
    /// `--brand` or config `brand` names a brand the token folder does not ship.
    public static let unknownBrand: DiagnosticCode = "brand.unknown"
    /// Which brand was built, and the others there are (a note).
    public static let brandBuilt: DiagnosticCode = "brand.built"
    /// A Tokens Studio theme names a set that has no file (a warning: the other sets still load).
    public static let missingThemeSet: DiagnosticCode = "mode.missing-set"
}

extension DiagnosticCode {
    // MARK: - Limits (see `Limits`)
    /// A value, a name or a reference nested past its depth in `Limits`.
    public static let limitDepth: DiagnosticCode = "limit.depth"
    /// References or layers that would make more than `Limits` allows: Momentum references that
    /// stand for groups, members `$extends` copies, sets layered into modes.
    public static let limitExpansion: DiagnosticCode = "limit.expansion"
    /// More modes than one build makes.
    public static let limitModes: DiagnosticCode = "limit.modes"
    /// More brands, or more token values across them, than `--brand all` builds.
    public static let limitBrands: DiagnosticCode = "limit.brands"
    /// A token path longer than `Limits.pathBytes`.
    public static let limitNameLength: DiagnosticCode = "limit.name-length"
}

extension DiagnosticCode {
    // MARK: - Configuration
    /// A key `tokens.config.json` does not have.
    public static let configUnknownKey: DiagnosticCode = "config.unknown-key"
    /// A config value of the wrong kind or out of range (a role, a level, a date, a number).
    public static let configInvalidValue: DiagnosticCode = "config.invalid-value"
    /// A token path or glob that matches no token.
    public static let configNoMatch: DiagnosticCode = "config.no-match"
    /// Contrast pairs and distinguishable groups that expand past `audit.maximumChecks`.
    public static let configTooManyPairs: DiagnosticCode = "config.too-many-pairs"
    /// A contrast pair or distinguishable group on tokens that are not colours.
    public static let configNotColor: DiagnosticCode = "config.not-color"
}

extension DiagnosticCode {
    // MARK: - Build
    /// Two tokens whose Swift identifiers would be the same in one namespace.
    public static let swiftNameCollision: DiagnosticCode = "swift.name-collision"
    /// A namespace or constant name made from token names that would not compile or would hide an
    /// SDK type (`DesignTokens.Color`, a name with no letter): generated under another name; a warning.
    public static let swiftRenamed: DiagnosticCode = "swift.renamed"
    /// Two colour tokens that would write the same colorset.
    public static let colorsetNameCollision: DiagnosticCode = "colorset.name-collision"
    /// A generated path that would leave the output folder.
    public static let unsafeOutputPath: DiagnosticCode = "write.unsafe-path"
    /// The output folder or a file in it cannot be written.
    public static let writeFailed: DiagnosticCode = "write.failed"
}

/// How each token file is read (config `format`): one format for every file (`"tokens-studio"`), or
/// globs to formats (`{"legacy/**": "style-dictionary", "scales/*.json": "raw"}`), the first
/// pattern that matches a file winning; a file no pattern matches has its format detected.
public struct FormatRules: Sendable, Equatable {
    /// One glob and its format; nil is `"auto"` (detect).
    public struct Rule: Sendable, Equatable {
        public var pattern: String
        public var format: TokenFormat?

        public init(pattern: String, format: TokenFormat?) {
            self.pattern = pattern
            self.format = format
        }
    }

    /// The format of a file no rule matches; nil detects each file's own.
    public var every: TokenFormat?
    /// The globs, in the order written.
    public var rules: [Rule]
    /// Config `strict`: every file is held to DTCG's type checks, whatever its format.
    public var strict: Bool
    /// Config `valueModes`: a team's own words for the modes of a value object, key → appearance
    /// (`{"surface": "light", "abyss": "dark"}`; see `ValueModes`).
    public var valueModes: [String: Appearance] = [:]
    /// True when the token folder is a Tokens Studio export (`$themes.json` or `$metadata.json`):
    /// its `$value` files are read as Tokens Studio.
    var isTokensStudioExport = false

    public init(every: TokenFormat? = nil, rules: [Rule] = [], strict: Bool = false) {
        self.every = every
        self.rules = rules
        self.strict = strict
    }

    /// The format `relative` (a path inside the token folder) is read in; nil: detect it.
    func format(of relative: String) -> TokenFormat? {
        rule(for: relative).map(\.format) ?? every
    }

    /// True when the config says how to read `relative`: then the file is read even if it holds
    /// nothing that looks like a token.
    func isNamed(_ relative: String) -> Bool {
        every != nil || rule(for: relative)?.format != nil
    }

    private func rule(for relative: String) -> Rule? {
        rules.first { FileGlob.matchesFile($0.pattern, relative) }
    }
}

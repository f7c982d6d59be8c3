/// Loaded tokens, not yet resolved: for each mode, the definitions that apply in it.
public struct TokenSet: Sendable {
    /// The definitions of one mode, later sources already layered over earlier ones.
    public struct ModeDefinitions: Sendable {
        /// The mode.
        public var mode: Mode
        /// Every token of the mode by path.
        public var tokens: [TokenPath: TokenDefinition]
        /// Every group of the mode by path (for `$extends` and type inheritance).
        public var groups: [TokenPath: GroupDefinition]

        /// Creates a mode's definitions.
        public init(mode: Mode, tokens: [TokenPath: TokenDefinition] = [:], groups: [TokenPath: GroupDefinition] = [:])
        {
            self.mode = mode
            self.tokens = tokens
            self.groups = groups
        }
    }

    /// Modes in order (light, dark, light HC, dark HC, then the rest by name).
    public var modes: [ModeDefinitions]
    /// The files read, in the order read.
    public var files: [String]
    /// Modes a format names as the default of their kind (a Figma collection's first mode): of two
    /// modes that say one appearance by name, such a one is the appearance.
    public var defaultModes: Set<String> = []

    /// Creates a token set.
    public init(modes: [ModeDefinitions], files: [String]) {
        self.modes = modes
        self.files = files
    }
}

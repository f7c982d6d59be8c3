/// A token as written in a file, before aliases are resolved.
public struct TokenDefinition: Sendable {
    /// Where the token sits in the tree.
    public var path: TokenPath
    /// Its `$type`, explicit or inherited from an enclosing group; nil when neither gives one.
    public var type: TokenType?
    /// The `$value` as written (it may hold aliases).
    public var value: JSONNode
    /// `$description`.
    public var description: String? {
        get { notes.description }
        set { notes.description = newValue }
    }
    /// `$deprecated`: nil when absent or false, else the message (empty for `true`).
    public var deprecation: String? {
        get { notes.deprecation }
        set { notes.deprecation = newValue }
    }
    /// `$extensions`, kept as written.
    public var extensions: JSONNode? {
        get { notes.extensions }
        set { notes.extensions = newValue }
    }
    /// Where the token's name is written.
    public var location: SourceLocation
    /// GitHub Primer's `alpha` member: the colour's opacity, set once its aliases are resolved.
    public var alpha: (value: Double, location: SourceLocation)?
    /// Tokens Studio's alpha modifier written as an alias (`"{global.modifier.button.hover}"`): the
    /// number it names is the opacity, read once aliases are resolved.
    public var alphaAlias: JSONNode?
    /// GitHub Primer's `mix` member (or `$extensions.mix`): a colour blended in once aliases are resolved.
    public var mix: PrimerMix?
    /// True when the file's own tool does not check types (Tokens Studio, Style Dictionary, Theo,
    /// plain scales, Spectrum) and the build is not strict: a value that does not fit its type is
    /// built as what it is, with a warning.
    public var isLenient = false
    /// True when the type was read off the value, not written: an alias that needs another type
    /// reads the value as that type, and the source is not blamed for the guess.
    public var typeIsInferred = false
    /// True for a token of a Figma variables export (`FigmaVariables`) in a build that is not
    /// strict: a reference it writes that names no token as written may name one by its Figma slug.
    public var namesBySlug = false
    private var notes: TokenNotes<JSONNode>

    /// Creates a definition.
    public init(
        path: TokenPath, type: TokenType?, value: JSONNode, description: String? = nil,
        deprecation: String? = nil, extensions: JSONNode? = nil, location: SourceLocation
    ) {
        self.path = path
        self.type = type
        self.value = value
        self.notes = TokenNotes(description: description, deprecation: deprecation, extensions: extensions)
        self.location = location
    }
}

/// A group as written: the properties that affect the tokens inside it.
public struct GroupDefinition: Sendable {
    /// The group's path.
    public var path: TokenPath
    /// `$type`, explicit or inherited.
    public var type: TokenType?
    /// `$extends` target and where it is written.
    public var extends: (target: TokenPath, location: SourceLocation)?
    /// Where the group's name is written.
    public var location: SourceLocation
}

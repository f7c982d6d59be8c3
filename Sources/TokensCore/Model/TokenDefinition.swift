/// A token as written in a file, before aliases are resolved.
public struct TokenDefinition: Sendable {
    /// Where the token sits in the tree.
    public var path: TokenPath {
        get { fields.value.path }
        set { fields.value.path = newValue }
    }
    /// Its `$type`, explicit or inherited from an enclosing group; nil when neither gives one.
    public var type: TokenType? {
        get { fields.value.type }
        set { fields.value.type = newValue }
    }
    /// The `$value` as written (it may hold aliases).
    public var value: JSONNode {
        get { fields.value.value }
        set { fields.value.value = newValue }
    }
    /// `$description`.
    public var description: String? {
        get { fields.value.notes.description }
        set { fields.value.notes.description = newValue }
    }
    /// `$deprecated`: nil when absent or false, else the message (empty for `true`).
    public var deprecation: String? {
        get { fields.value.notes.deprecation }
        set { fields.value.notes.deprecation = newValue }
    }
    /// `$extensions`, kept as written.
    public var extensions: JSONNode? {
        get { fields.value.notes.extensions }
        set { fields.value.notes.extensions = newValue }
    }
    /// Where the token's name is written.
    public var location: SourceLocation {
        get { fields.value.location }
        set { fields.value.location = newValue }
    }
    /// GitHub Primer's `alpha` member: the colour's opacity, set once its aliases are resolved.
    public var alpha: (value: Double, location: SourceLocation)? {
        get { fields.value.alpha }
        set { fields.value.alpha = newValue }
    }
    /// Tokens Studio's alpha modifier written as an alias (`"{global.modifier.button.hover}"`): the
    /// number it names is the opacity, read once aliases are resolved.
    public var alphaAlias: JSONNode? {
        get { fields.value.alphaAlias }
        set { fields.value.alphaAlias = newValue }
    }
    /// GitHub Primer's `mix` member (or `$extensions.mix`): a colour blended in once aliases are resolved.
    public var mix: PrimerMix? {
        get { fields.value.mix }
        set { fields.value.mix = newValue }
    }
    /// True when the file's own tool does not check types (Tokens Studio, Style Dictionary, Theo,
    /// plain scales, Spectrum) and the build is not strict: a value that does not fit its type is
    /// built as what it is, with a warning.
    public var isLenient: Bool {
        get { fields.value.isLenient }
        set { fields.value.isLenient = newValue }
    }
    /// True when the type was read off the value, not written: an alias that needs another type
    /// reads the value as that type, and the source is not blamed for the guess.
    public var typeIsInferred: Bool {
        get { fields.value.typeIsInferred }
        set { fields.value.typeIsInferred = newValue }
    }
    /// True for a token of a Figma variables export (`FigmaVariables`) in a build that is not
    /// strict: a reference it writes that names no token as written may name one by its Figma slug.
    public var namesBySlug: Bool {
        get { fields.value.namesBySlug }
        set { fields.value.namesBySlug = newValue }
    }

    /// The stored fields, described by the properties above.
    private struct Fields: Sendable {
        var path: TokenPath
        var type: TokenType?
        var value: JSONNode
        var location: SourceLocation
        var alpha: (value: Double, location: SourceLocation)?
        var alphaAlias: JSONNode?
        var mix: PrimerMix?
        var isLenient = false
        var typeIsInferred = false
        var namesBySlug = false
        var notes: TokenNotes<JSONNode>
    }

    // A definition is copied into every mode, every mode's tables and every alias chain that
    // passes through it, and changed only while files are read: its fields are shared by the
    // copies (one pointer each), not copied field by field.
    private var fields: SharedValue<Fields>

    /// Creates a definition.
    public init(
        path: TokenPath, type: TokenType?, value: JSONNode, description: String? = nil,
        deprecation: String? = nil, extensions: JSONNode? = nil, location: SourceLocation
    ) {
        fields = SharedValue(
            Fields(
                path: path, type: type, value: value, location: location,
                notes: TokenNotes(description: description, deprecation: deprecation, extensions: extensions)))
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

/// A token with its final value in one mode.
public struct ResolvedToken: Sendable, Hashable {
    /// Where the token sits in the tree.
    public var path: TokenPath
    /// The value, aliases replaced.
    public var value: TokenValue
    /// `$description`.
    public var description: String? {
        get { notes.description }
        set { notes.description = newValue }
    }
    /// `$deprecated` message (empty for `true`), nil when not deprecated.
    public var deprecation: String? {
        get { notes.deprecation }
        set { notes.deprecation = newValue }
    }
    /// `$extensions` as written.
    public var extensions: JSONOutput? {
        get { notes.extensions?.output }
        set { notes.extensions = newValue.map(Extensions.output) }
    }
    private var notes: TokenNotes<Extensions>

    /// `$extensions` as parsed (shared by every mode's copy of the token, so a token with ten
    /// thousand modes in its `$extensions.mode` is held once, not once per mode), or as given.
    enum Extensions: Sendable, Hashable {
        case node(JSONNode)
        case output(JSONOutput)

        var output: JSONOutput {
            switch self {
            case .node(let node): JSONOutput(node)
            case .output(let output): output
            }
        }
    }
    /// Where the token is defined in this mode.
    public var location: SourceLocation
    /// The token this one aliases, when its value is a whole `{alias}` (see `ModeTokens.aliasChain(of:)`).
    public var aliasOf: TokenPath?

    /// The token's type (nil when untyped).
    public var type: TokenType? { value.type }

    /// Creates a resolved token.
    public init(
        path: TokenPath, value: TokenValue, description: String? = nil, deprecation: String? = nil,
        extensions: JSONOutput? = nil,
        location: SourceLocation, aliasOf: TokenPath? = nil
    ) {
        self.path = path
        self.value = value
        self.notes = TokenNotes(
            description: description, deprecation: deprecation, extensions: extensions.map(Extensions.output))
        self.location = location
        self.aliasOf = aliasOf
    }

    /// A resolved token that keeps its definition's `$extensions` as parsed.
    init(
        path: TokenPath, value: TokenValue, description: String?, deprecation: String?, extensions: JSONNode?,
        location: SourceLocation, aliasOf: TokenPath?
    ) {
        self.path = path
        self.value = value
        self.notes = TokenNotes(
            description: description, deprecation: deprecation, extensions: extensions.map(Extensions.node))
        self.location = location
        self.aliasOf = aliasOf
    }
}

/// Every token of every mode, resolved.
public struct ResolvedTokenSet: Sendable {
    /// One mode's tokens.
    public struct ModeTokens: Sendable {
        /// The mode.
        public var mode: Mode
        /// Tokens sorted by path.
        public var tokens: [ResolvedToken]

        /// The token at `path`, if any (binary search: tokens are sorted).
        public func token(_ path: TokenPath) -> ResolvedToken? { index(of: path).map { tokens[$0] } }

        /// The value at `path`, without copying the rest of the token.
        public func value(_ path: TokenPath) -> TokenValue? { index(of: path).map { tokens[$0].value } }

        /// Where `path` is in `tokens`.
        public func index(of path: TokenPath) -> Int? { index(of: path, near: nil) }

        // MARK: - Lookups with a hint
        // Modes built from the same files list their tokens in the same order, so the stages that
        // walk one mode's tokens and read the others' (tens of thousands, in every mode) look first
        // where the token is in the mode they walk: `hint`, nil when there is none.

        /// The token at `path`, looked for first at `hint`.
        func token(_ path: TokenPath, near hint: Int?) -> ResolvedToken? {
            index(of: path, near: hint).map { tokens[$0] }
        }

        /// The value at `path`, looked for first at `hint`.
        func value(_ path: TokenPath, near hint: Int?) -> TokenValue? {
            index(of: path, near: hint).map { tokens[$0].value }
        }

        /// The colour at `path`, looked for first at `hint`; nil when the token is missing or not a
        /// colour. Matched in place: `value(_:near:)` copies the whole value first.
        func color(_ path: TokenPath, near hint: Int?) -> ColorValue? {
            guard let index = index(of: path, near: hint), case .color(let color) = tokens[index].value else {
                return nil
            }
            return color
        }

        /// Where `path` is in `tokens`, looked for first at `hint`, then by binary search.
        func index(of path: TokenPath, near hint: Int?) -> Int? {
            if let hint, tokens.indices.contains(hint), tokens[hint].path == path { return hint }
            var low = 0
            var high = tokens.count
            while low < high {
                let mid = (low + high) / 2
                if tokens[mid].path < path { low = mid + 1 } else { high = mid }
            }
            return low < tokens.count && tokens[low].path == path ? low : nil
        }

        /// The aliases followed from `path` to its literal value, nearest first (empty for a literal).
        public func aliasChain(of path: TokenPath) -> [TokenPath] {
            var chain: [TokenPath] = []
            var current = token(path)?.aliasOf
            while let next = current, chain.count <= tokens.count {
                chain.append(next)
                current = token(next)?.aliasOf
            }
            return chain
        }
    }

    /// Modes in order.
    public var modes: [ModeTokens]
    /// The files the tokens came from.
    public var files: [String]

    /// The mode named `name`, if any.
    public func mode(named name: String) -> ModeTokens? { modes.first { $0.mode.name == name } }
}

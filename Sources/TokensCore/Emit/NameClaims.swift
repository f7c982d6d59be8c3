/// Tokens whose paths give one name (`bg-floating` and `Bg.Floating` are both the colorset
/// `bgFloating`; `LINE_HEIGHT_BASE_TIGHT` and `LINE_HEIGHT_BASE-TIGHT` one Swift constant). Style
/// Dictionary names tokens by their paths too, and writes both of such a pair with a warning; here
/// both are written as well: the first in path order keeps the name, each later one takes it with
/// `_2`, `_3`, … (the first such name nothing else has), and one warning per pair names both tokens
/// and both files. Config `"strict": true` makes it an error. A name the config gives
/// (`swift.names`, `colorsets.names`) is never changed: it claims its name first, and two tokens
/// the config gives one name stay an error for the emitter to report.
enum NameClaims {
    /// One token's claim on a name.
    struct Claim: Sendable {
        var path: TokenPath
        var location: SourceLocation
        /// What must be unique: the full Swift name, or the colorset name in lower case (macOS
        /// folds case in file names).
        var key: String
        /// True when the config gives the name.
        var configured: Bool
    }

    /// A claim that takes another name: its index, the holder's index, and the suffix number.
    struct Rename: Sendable {
        var claim: Int
        var holder: Int
        var suffix: Int
    }

    /// The claims (in path order) that must take another name. `key(claim, n)` is the key of claim
    /// `claim` with the suffix `n`; a suffix is taken only when no claim has that key.
    static func settle(_ claims: [Claim], key: (Int, Int) -> String) -> [Rename] {
        settle(count: claims.count, key: { claims[$0].key }, configured: { claims[$0].configured }, suffixed: key)
    }

    /// `settle` over `count` claims read in place: `key(i)` is claim `i`'s key (nil: there is no
    /// claim `i`), `configured(i)` whether the config gives it, `suffixed(i, n)` its key with the
    /// suffix `n`. At 30,000 tokens the claims were copied three times to be settled.
    static func settle(
        count: Int, key: (Int) -> String?, configured: (Int) -> Bool, suffixed: (Int, Int) -> String
    ) -> [Rename] {
        var holders: [String: Int] = [:]
        holders.reserveCapacity(count)
        // Configured names claim first, then the others in order.
        for index in 0..<count where configured(index) {
            if let key = key(index), holders[key] == nil { holders[key] = index }
        }
        var losers: [(Int, Int)] = []
        for index in 0..<count where !configured(index) {
            guard let key = key(index) else { continue }
            // One lookup when the name is free (nearly always); a held name is given back.
            if let holder = holders.updateValue(index, forKey: key) {
                holders[key] = holder
                losers.append((index, holder))
            }
        }
        guard !losers.isEmpty else { return [] }
        // Every claim's key is a holder's.
        var taken = Set(holders.keys)
        return losers.map { index, holder in
            var suffix = 2
            while taken.contains(suffixed(index, suffix)) { suffix += 1 }
            taken.insert(suffixed(index, suffix))
            return Rename(claim: index, holder: holder, suffix: suffix)
        }
    }

    /// The warning (an error with `strict`) for `token` taking `renamed` because `holder` has
    /// `name`; `subject` says which of the two is renamed (by default: the later in path order).
    static func diagnostic(
        _ code: DiagnosticCode, token: Claim, holder: Claim, name: String, renamed: String, configKey: String,
        strict: Bool, subject: String? = nil
    ) -> Diagnostic {
        let (file, holderFile) = distinguishing(token.location.file, holder.location.file)
        let files = file == holderFile ? "both in \(file)" : "in \(file) and \(holderFile)"
        let both = "'\(token.path)' and '\(holder.path)' (\(files)) would both be \(name)"
        if strict {
            return Diagnostic(
                code,
                "\(both); rename one, or name one of them under \(configKey) in the config (\"strict\": true makes this an error).",
                at: token.location, severity: .error,
                notes: [.init("'\(holder.path)' is here", at: holder.location)])
        }
        let which = subject ?? "'\(token.path)', later in path order,"
        return Diagnostic(
            code,
            "\(both); \(which) is \(renamed) so that both are built. Rename one, or name it under \(configKey) in the config.",
            at: token.location, severity: .warning,
            notes: [.init("'\(holder.path)' is here, and keeps \(name)", at: holder.location)],
            cause: "Tokens whose paths give one name: the later in path order takes the name with _2.")
    }

    /// The shortest ends of two file paths that tell them apart (`app/typography.json` and
    /// `base/typography.json`), or the file's name twice when they are one file.
    static func distinguishing(_ a: String, _ b: String) -> (String, String) {
        let (left, right) = (a.split(separator: "/"), b.split(separator: "/"))
        guard a != b,
            let count = (1...max(1, max(left.count, right.count))).first(where: {
                left.suffix($0) != right.suffix($0)
            })
        else { return (FilePath.name(of: a), FilePath.name(of: b)) }
        return (left.suffix(count).joined(separator: "/"), right.suffix(count).joined(separator: "/"))
    }
}

/// The colorset name of each colour token, with the names two tokens would share settled (see
/// `NameClaims`). The Swift constants name the same colorsets, so both emitters use it.
struct ColorsetNames: Sendable {
    private let config: BuildConfig
    /// The tokens the names were made for; a name is asked for by a token's index among them.
    private let tokens: [ResolvedToken]
    /// Each token's colorset name by its index (nil: not a colour), renames included (made once:
    /// both emitters ask for each).
    private var named: [String?]
    /// One warning per colour token that took another name.
    private(set) var diagnostics = Diagnostics()

    init(_ tokens: [ResolvedToken], config: BuildConfig) {
        self.config = config
        self.tokens = tokens
        // Each colour's name and claim on every core, read in place; the claims are settled in order.
        let colors = tokens.indices.filter { tokens[$0].type == .color }
        let found = Parallel.map(colors, minimum: 512) { index -> (name: String, claim: NameClaims.Claim) in
            let path = tokens[index].path
            let name = ColorsetEmitter.name(of: path, names: path.components, config: config)
            let claim = NameClaims.Claim(
                path: path, location: tokens[index].location, key: name.lowercased(),
                configured: config.colorsetNames[path.dotted] != nil)
            return (name, claim)
        }
        let names = found.map(\.name)
        let claims = found.map(\.claim)
        named = Array(repeating: nil, count: tokens.count)
        for (position, index) in colors.enumerated() { named[index] = names[position] }
        for rename in NameClaims.settle(claims, key: { "\(names[$0])_\($1)".lowercased() }) {
            let name = names[rename.claim] + "_\(rename.suffix)"
            named[colors[rename.claim]] = name
            diagnostics.report(
                NameClaims.diagnostic(
                    .colorsetNameCollision, token: claims[rename.claim], holder: claims[rename.holder],
                    name: names[rename.claim] + ".colorset", renamed: name + ".colorset", configKey: "colorsets.names",
                    strict: config.strict))
        }
    }

    /// The colorset of the token at `index` among the tokens the names were made for, whose path
    /// is `path` (a path that is not that token's is named on its own).
    func name(at index: Int, path: TokenPath) -> String {
        guard named.indices.contains(index), let name = named[index], tokens[index].path == path else {
            return ColorsetEmitter.name(of: path, config: config)
        }
        return name
    }
}

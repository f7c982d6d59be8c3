/// Swift 6 constants for every token, as an app developer writes them by hand: colours as SwiftUI
/// `Color`, typography as `Font` (behind `#if canImport(SwiftUI)`), dimensions as `CGFloat`, and
/// the platform-neutral values (`TokenColor`, `TokenTypography`) in each namespace's `Values`. One
/// file per top-level namespace, members in natural order, deterministic.
public struct SwiftEmitter: Emitter {
    /// True: colours are written by their byte writer (`colorDeclarationBytes`); false, in a test
    /// that checks it, by the general path.
    let writesColorBytes: Bool

    public init() { writesColorBytes = true }

    /// An emitter that writes colours by the byte writer or, for the test that checks it, by the
    /// general path.
    init(writesColorBytes: Bool) { self.writesColorBytes = writesColorBytes }

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        guard let modes = AppearanceModes(input.tokens) else { return ([], diagnostics) }
        var naming = SwiftNaming(config: input.config)
        let colorsets = input.shared.colorsetNames(modes.any.tokens, config: input.config)
        // Declarations are independent of each other: they are built on every core, in order.
        // Each with the claim its name makes, built here where the name is at hand.
        var built = Parallel.map(Array(modes.any.tokens.indices), minimum: 512) {
            index -> (Constant, SwiftNaming.Name, NameClaims.Claim?)? in
            let token = modes.any.tokens[index]
            let names = token.path.components
            let name = naming.name(of: token, names: names)
            guard
                let constant = declaration(
                    token, names: names, at: index, name: name, modes: modes, input: input, colorsets: colorsets)
            else { return nil }
            return (constant, name, Self.claim(of: token, name: name, config: input.config))
        }
        // Two constants of one name: the later in path order takes another (`NameClaims`), which
        // its variants and deprecated names follow. The claims are moved out, not copied.
        var claims: [NameClaims.Claim?] = []
        claims.reserveCapacity(built.count)
        for index in built.indices { claims.append(built[index]?.2.take() ?? nil) }
        // A claim's index is its constant's: every name read here exists.
        let renames = Self.settleNames(claims, config: input.config) { index in
            built[index]?.1 ?? SwiftNaming.Name(namespace: [], identifier: "")
        }
        for (index, name, diagnostic) in renames {
            let token = modes.any.tokens[index]
            naming.renamed[token.path] = name.identifier
            diagnostics.report(diagnostic)
            if let constant = declaration(
                token, names: token.path.components, at: index, name: name, modes: modes, input: input,
                colorsets: colorsets)
            {
                built[index] = (constant, name, nil)
            }
        }
        var constants: [Constant] = []
        constants.reserveCapacity(built.count + input.config.deprecated.count)
        var warned = Set<String>()
        for index in built.indices {
            // Taken out of `built`, not copied: a constant holds its declarations' bytes.
            guard let (constant, name, _) = built[index].take() else { continue }
            // A renamed namespace or identifier is said once, at the first token it applies to.
            for note in name.renames where warned.insert(note).inserted {
                diagnostics.report(.swiftRenamed, note, at: constant.location)
            }
            for note in constant.notes { diagnostics.report(note.code, note.message, at: constant.location) }
            for problem in constant.problems {
                diagnostics.report(Diagnostic(.invalidProperty, problem, at: constant.location, severity: .warning))
            }
            constants.append(constant)
        }
        let tokenConstants = constants.count
        constants += deprecatedConstants(modes: modes, input: input, naming: naming, diagnostics: &diagnostics)
        constants += variantConstants(
            modes: modes, input: input, naming: naming, taken: constants, diagnostics: &diagnostics)
        // The tokens' settled names are unique, unless the config gives two tokens one name: only
        // then, or with deprecated names or variants, can two constants collide.
        let kept =
            constants.count == tokenConstants && input.config.names.isEmpty
            ? constants : Self.removingCollisions(constants, diagnostics: &diagnostics)
        let header = Self.header(sourceName: input.sourceName)
        var files = SwiftSupportFiles.files(config: input.config, header: header)
        // The constants' files and the preview, side by side: each reads the constants only.
        let (constantFiles, preview) = Parallel.both(
            { Self.files(kept, config: input.config, header: header) },
            { input.config.generatesPreview ? Self.preview(kept, config: input.config, header: header) : nil })
        files += constantFiles
        if let preview { files.append(preview) }
        // The constants and claims are freed beside the stages that follow.
        MemoryRelease.inBackground((consume kept, consume constants, consume claims))
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }

    /// The first lines of every generated file: where it comes from (the folder's name as a comment,
    /// so no name becomes code), and that linters leave it alone.
    static func header(sourceName: String) -> String {
        "// Generated by `tokens build` from \(SwiftText.comment(sourceName))/. Do not edit: change the tokens and build again.\n"
            + "// swiftlint:disable all\n"
    }

    /// The claim on its full Swift name that `token`'s constant, named `name`, makes.
    static func claim(of token: ResolvedToken, name: SwiftNaming.Name, config: BuildConfig) -> NameClaims.Claim {
        NameClaims.Claim(
            path: token.path, location: token.location, key: fullName(name.namespace, name.identifier),
            configured: !config.names.isEmpty && config.names[token.path.dotted] != nil)
    }

    /// The tokens' constants (by token index; nil: no constant) that share a full name with an
    /// earlier one: each with the name it takes instead, and the warning that says so. `name(index)`
    /// is the name of the constant whose claim is `claims[index]`; it is read only for those renamed.
    static func settleNames(
        _ claims: [NameClaims.Claim?], config: BuildConfig, name: (Int) -> SwiftNaming.Name
    ) -> [(index: Int, name: SwiftNaming.Name, diagnostic: Diagnostic)] {
        func full(_ name: SwiftNaming.Name, _ suffix: String = "") -> String {
            fullName(name.namespace, name.identifier, suffix)
        }
        let renames = NameClaims.settle(
            count: claims.count, key: { claims[$0]?.key }, configured: { claims[$0]?.configured ?? false },
            suffixed: { full(name($0), "_\($1)") })
        return renames.compactMap { rename in
            // Both have claims: only a claim holds a name or takes another.
            guard let token = claims[rename.claim], let holder = claims[rename.holder] else { return nil }
            let original = name(rename.claim)
            var renamed = original
            renamed.identifier = renamed.identifier.trimmingBackticks + "_\(rename.suffix)"
            let diagnostic = NameClaims.diagnostic(
                .swiftNameCollision, token: token, holder: holder, name: full(original) + " in Swift",
                renamed: full(renamed), configKey: "swift.names", strict: config.strict)
            return (rename.claim, renamed, diagnostic)
        }
    }

    /// `InsightColors.bgCard`: a constant's namespace and identifier (without backticks), and `suffix`.
    static func fullName(_ namespace: [String], _ identifier: String, _ suffix: String = "") -> String {
        String(dotted: namespace, then: identifier.trimmingBackticks, suffix)
    }

    /// The constants with a second one of the same full name reported and left out.
    static func removingCollisions(_ constants: [Constant], diagnostics: inout Diagnostics) -> [Constant] {
        var left: Set<Int> = []
        var owners: [FullName: Int] = [:]
        owners.reserveCapacity(constants.count)
        for position in constants.indices {
            let name = FullName(namespace: constants[position].namespace, identifier: constants[position].identifier)
            if let other = owners[name] {
                diagnostics.report(
                    .swiftNameCollision,
                    "'\(constants[position].path)' and '\(constants[other].path)' would both be \(fullName(name.namespace, name.identifier)) in Swift; rename one, or give them different names or namespaces in the config.",
                    at: constants[position].location)
                left.insert(position)
                continue
            }
            owners[name] = position
        }
        // Nearly always none is left out, and the constants are not copied.
        return left.isEmpty ? constants : constants.indices.filter { !left.contains($0) }.map { constants[$0] }
    }
}

/// A constant's namespace and identifier (without backticks): what two constants must not share.
struct FullName: Hashable {
    var namespace: [String]
    var identifier: String

    init(namespace: [String], identifier: String) {
        self.namespace = namespace
        self.identifier = identifier.trimmingBackticks
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    var trimmingBackticks: String { hasPrefix("`") ? String(dropFirst().dropLast()) : self }
}

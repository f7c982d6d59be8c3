/// Swift 6 constants for every token, as an app developer writes them by hand: colours as SwiftUI
/// `Color`, typography as `Font` (behind `#if canImport(SwiftUI)`), dimensions as `CGFloat`, and
/// the platform-neutral values (`TokenColor`, `TokenTypography`) in each namespace's `Values`. One
/// file per top-level namespace, members in natural order, deterministic.
public struct SwiftEmitter: Emitter {
    public init() {}

    /// One constant: where it goes and its declarations.
    struct Constant: Sendable {
        /// The enclosing type: a namespace (`["InsightColors"]`), or `["Color"]` for a colour
        /// declared as an `extension Color` member.
        var namespace: [String]
        var identifier: String
        /// The SwiftUI declaration (colours and typography), each line indented and ending in a
        /// newline, as UTF-8 (30,000 of them are laid out into one file).
        var swiftUI: [UInt8]?
        /// The platform-neutral declaration: in the namespace itself for plain values, in its
        /// `Values` (or `extension TokenColor`) when there is a SwiftUI one.
        var value: [UInt8]?
        var path: TokenPath
        var location: SourceLocation
        /// The token's deprecation message (empty: deprecated without one), for the shortcuts of an
        /// `extension Color` colour.
        var deprecation: String?
        /// True for a token's colour (not a deprecated alias or a variant), which gets ShapeStyle,
        /// UIColor and NSColor shortcuts when declared as `extension Color`.
        var isTokenColor = false
        /// What is wrong with the token's extensions for Swift, said at the token (the value is built).
        var problems: [String] = []
        /// What the reader should know about how the value is built, with its code.
        var notes: [(code: DiagnosticCode, message: String)] = []
        /// What the value is, for the preview catalog.
        var kind = Kind.other

        /// Colours and plain typography are shown in the preview; everything else is not.
        enum Kind: Sendable { case color, typography, other }
    }

    public func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        guard let modes = AppearanceModes(input.tokens) else { return ([], diagnostics) }
        var naming = SwiftNaming(config: input.config)
        let colorsets = ColorsetNames(modes.any.tokens, config: input.config)
        // Declarations are independent of each other: they are built on every core, in order.
        var built = Parallel.map(Array(modes.any.tokens.indices), minimum: 512) {
            index -> (Constant, SwiftNaming.Name)? in
            let token = modes.any.tokens[index]
            let names = token.path.components
            let name = naming.name(of: token, names: names)
            guard
                let constant = declaration(
                    token, names: names, at: index, name: name, modes: modes, input: input, colorsets: colorsets)
            else { return nil }
            return (constant, name)
        }
        // Two constants of one name: the later in path order takes another (`NameClaims`), which
        // its variants and deprecated names follow.
        let named = built.map { $0.map { (path: $0.0.path, location: $0.0.location, name: $0.1) } }
        for (index, name, diagnostic) in Self.settleNames(named, config: input.config) {
            let token = modes.any.tokens[index]
            naming.renamed[token.path] = name.identifier
            diagnostics.report(diagnostic)
            if let constant = declaration(
                token, names: token.path.components, at: index, name: name, modes: modes, input: input,
                colorsets: colorsets)
            {
                built[index] = (constant, name)
            }
        }
        var constants: [Constant] = []
        constants.reserveCapacity(built.count + input.config.deprecated.count)
        var warned = Set<String>()
        for index in built.indices {
            // Taken out of `built`, not copied: a constant holds its declarations' bytes.
            guard let (constant, name) = built[index].take() else { continue }
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
        constants += deprecatedConstants(modes: modes, input: input, naming: naming, diagnostics: &diagnostics)
        var claimed = [String: NameClaims.Claim](minimumCapacity: constants.count)
        for constant in constants {
            claimed[Self.fullName(constant.namespace, constant.identifier)] = NameClaims.Claim(
                path: constant.path, location: constant.location, key: "", configured: false)
        }
        constants += variantConstants(
            modes: modes, input: input, naming: naming, claimed: &claimed, diagnostics: &diagnostics)
        let kept = Self.removingCollisions(constants, diagnostics: &diagnostics)
        let header = Self.header(sourceName: input.sourceName)
        var files = SwiftSupportFiles.files(config: input.config, header: header)
        // The constants' files and the preview, side by side: each reads the constants only.
        let (constantFiles, preview) = Parallel.both(
            { Self.files(kept, config: input.config, header: header) },
            { input.config.generatesPreview ? Self.preview(kept, config: input.config, header: header) : nil })
        files += constantFiles
        if let preview { files.append(preview) }
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }

    /// The first lines of every generated file: where it comes from (the folder's name as a comment,
    /// so no name becomes code), and that linters leave it alone.
    static func header(sourceName: String) -> String {
        "// Generated by `tokens build` from \(SwiftText.comment(sourceName))/. Do not edit: change the tokens and build again.\n"
            + "// swiftlint:disable all\n"
    }

    /// The tokens' constants (by token index; nil: no constant) that share a full name with an
    /// earlier one: each with the name it takes instead, and the warning that says so.
    static func settleNames(
        _ named: [(path: TokenPath, location: SourceLocation, name: SwiftNaming.Name)?], config: BuildConfig
    ) -> [(index: Int, name: SwiftNaming.Name, diagnostic: Diagnostic)] {
        let indices = named.indices.filter { named[$0] != nil }
        let entries = indices.compactMap { named[$0] }
        func full(_ name: SwiftNaming.Name, _ suffix: String = "") -> String {
            fullName(name.namespace, name.identifier, suffix)
        }
        let claims = entries.map { entry in
            NameClaims.Claim(
                path: entry.path, location: entry.location, key: full(entry.name),
                configured: config.names[entry.path.dotted] != nil)
        }
        return NameClaims.settle(claims, key: { full(entries[$0].name, "_\($1)") }).map { rename in
            var name = entries[rename.claim].name
            name.identifier = name.identifier.trimmingBackticks + "_\(rename.suffix)"
            let diagnostic = NameClaims.diagnostic(
                .swiftNameCollision, token: claims[rename.claim], holder: claims[rename.holder],
                name: full(entries[rename.claim].name) + " in Swift", renamed: full(name), configKey: "swift.names",
                strict: config.strict)
            return (indices[rename.claim], name, diagnostic)
        }
    }

    /// `InsightColors.bgCard`: a constant's namespace and identifier (without backticks), and `suffix`.
    static func fullName(_ namespace: [String], _ identifier: String, _ suffix: String = "") -> String {
        (namespace + [identifier.trimmingBackticks + suffix]).joined(separator: ".")
    }

    /// The constants with a second one of the same full name reported and left out.
    static func removingCollisions(_ constants: [Constant], diagnostics: inout Diagnostics) -> [Constant] {
        var left: Set<Int> = []
        var owners: [[String]: [String: Int]] = [:]
        for position in constants.indices {
            let namespace = constants[position].namespace
            let key = constants[position].identifier.trimmingBackticks
            if let other = owners[namespace]?[key] {
                let full = (namespace + [key]).joined(separator: ".")
                diagnostics.report(
                    .swiftNameCollision,
                    "'\(constants[position].path)' and '\(constants[other].path)' would both be \(full) in Swift; rename one, or give them different names or namespaces in the config.",
                    at: constants[position].location)
                left.insert(position)
                continue
            }
            owners[namespace, default: [:]][key] = position
        }
        // Nearly always none is left out, and the constants are not copied.
        return left.isEmpty ? constants : constants.indices.filter { !left.contains($0) }.map { constants[$0] }
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    var trimmingBackticks: String { hasPrefix("`") ? String(dropFirst().dropLast()) : self }
}

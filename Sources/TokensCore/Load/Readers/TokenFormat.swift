/// The token file formats `tokens` reads; every one is rewritten as DTCG before it is flattened.
public enum TokenFormat: String, Sendable, CaseIterable {
    /// W3C DTCG: tokens are objects with `$value`.
    case dtcg
    /// Tokens Studio: `value` / `type` / `description`.
    case tokensStudio = "tokens-studio"
    /// Style Dictionary: `value` / `type` / `comment` / `attributes`; read like Tokens Studio.
    case styleDictionary = "style-dictionary"
    /// A plain scale: every leaf is a value (`{"gray": {"gray1": "#fcfcfc"}}`), as Radix ships it.
    case raw
    /// Salesforce Theo: `props`, `aliases` and `{!alias}` references.
    case theo
    /// Adobe Spectrum: `value` tokens with a `$schema`, and `sets` of themes, scales and systems.
    case spectrum

    /// What a document looks like, found by one walk over it.
    struct Evidence: Sendable {
        /// The first `$value` token.
        var dtcg: SourceLocation?
        /// The first `value` token.
        var legacy: SourceLocation?
        /// The first bare leaf (a string, number or boolean that is neither token nor group).
        var leaf: SourceLocation?
        /// The first `$ref` or `$extends`: structure whose tokens may be elsewhere.
        var reference: SourceLocation?
        /// The first `$value` token or group that only Tokens Studio writes (see `TokensStudioSigns`).
        var tokensStudio: SourceLocation?
        /// The first `$value` token with a member DTCG does not have (`unit`, `private`, `comment`),
        /// as Style Dictionary projects written with DTCG keys hold.
        var looseMember: SourceLocation?
        /// The first `$type`, on a token or a group.
        var typed: SourceLocation?

        /// The format the evidence points to: `$value` wins (read as Tokens Studio when it writes
        /// Tokens Studio's types and shapes), then `value`, then bare leaves.
        var format: TokenFormat {
            if dtcg != nil { return tokensStudio != nil ? .tokensStudio : .dtcg }
            if legacy != nil { return .tokensStudio }
            return leaf != nil ? .raw : .dtcg
        }

        /// True when the document holds both `$value` and `value` tokens.
        var isMixed: Bool { dtcg != nil && legacy != nil }
    }

    /// Walks `root` (not into tokens or `$`-members) and notes the first token of each kind.
    static func evidence(in root: JSONNode) -> Evidence {
        var evidence = Evidence()
        var pending: [JSONNode] = [root]
        while let node = pending.popLast() {
            guard let object = node.object else { continue }
            if evidence.typed == nil, object["$type"] != nil { evidence.typed = node.location }
            if object["$value"] != nil {
                evidence.dtcg = earliest(evidence.dtcg, node.location)
                if evidence.tokensStudio == nil, TokensStudioSigns.isTokensStudio(token: object) {
                    evidence.tokensStudio = node.location
                }
                if evidence.looseMember == nil,
                    object.members.contains(where: { !$0.key.hasPrefix("$") && $0.key != "alpha" })
                {
                    evidence.looseMember = node.location
                }
                continue
            }
            if evidence.tokensStudio == nil, let type = object["$type"]?.string, TokensStudioSigns.types.contains(type)
            {
                evidence.tokensStudio = node.location
            }
            if object["value"] != nil, !TokensStudioConverter.isGroupNamedValue(object) {
                evidence.legacy = earliest(evidence.legacy, node.location)
                continue
            }
            for member in object.members {
                if member.key == "$ref" || member.key == "$extends" {
                    evidence.reference = earliest(evidence.reference, member.keyLocation)
                }
                if member.key.hasPrefix("$") { continue }
                switch member.value.value {
                case .object: pending.append(member.value)
                case .string, .number, .bool: evidence.leaf = earliest(evidence.leaf, member.keyLocation)
                default: break
                }
            }
        }
        return evidence
    }

    private static func earliest(_ found: SourceLocation?, _ location: SourceLocation) -> SourceLocation {
        found.map { min($0, location) } ?? location
    }

    /// `node` as DTCG, read as `format` (or as its own evidence says when nil). A document that
    /// mixes `$value` and `value` tokens is reported, and read as DTCG.
    static func dtcg(_ node: JSONNode, format: TokenFormat?, diagnostics: inout Diagnostics) -> JSONNode {
        read(node, format: format, rules: FormatRules(), diagnostics: &diagnostics).node
    }

    /// `node` as DTCG, and how leniently its values are read: as their format's own tool reads
    /// them (every format but DTCG, and DTCG files with Style Dictionary's members beside `$value`),
    /// unless `strict`. `known` is `node`'s evidence, when it was found already.
    static func read(
        _ node: JSONNode, format: TokenFormat?, rules: FormatRules, evidence known: Evidence? = nil,
        diagnostics: inout Diagnostics
    ) -> (node: JSONNode, leniency: Leniency) {
        let evidence = known ?? evidence(in: node)
        if format == nil { reportMixed(evidence, diagnostics: &diagnostics) }
        let chosen = chosen(node, evidence: evidence, format: format, rules: rules)
        let strict = rules.strict
        // A `$value` file with no `$type` anywhere was written for a tool that reads types off values
        // (Style Dictionary reads DTCG keys and checks no type): its untyped tokens are read so too.
        let untyped = chosen == .dtcg && evidence.dtcg != nil && evidence.typed == nil
        let lenient = chosen != .dtcg || evidence.looseMember != nil || untyped
        let leniency = Leniency(
            valuesAsWritten: lenient && !strict, typesFromValues: untyped && !strict, strict: strict,
            valueModes: rules.valueModes)
        // A `$value` document read as Tokens Studio (detected, or named in the config) keeps its keys.
        let keys: TokensStudioConverter.Keys = evidence.dtcg != nil ? .dollar : .plain
        switch chosen {
        case .dtcg: return (node, leniency)
        case .tokensStudio, .styleDictionary:
            return (TokensStudioConverter.convert(node, keys: keys, diagnostics: &diagnostics), leniency)
        case .raw:
            MomentumTree.reportLoneReferences(in: node, diagnostics: &diagnostics)
            return (RawTokensConverter.convert(node), leniency)
        case .theo: return (TheoConverter.convert(node, diagnostics: &diagnostics), leniency)
        case .spectrum: return (SpectrumConverter.convert(node, diagnostics: &diagnostics), leniency)
        }
    }

    /// The format `node` is read in: `format`, else what its evidence points to. Every `$value`
    /// file of a Tokens Studio export (a folder with `$themes.json`) is Tokens Studio's, also one
    /// that holds only colours.
    static func chosen(_ node: JSONNode, evidence: Evidence, format: TokenFormat?, rules: FormatRules) -> TokenFormat {
        if let format { return format }
        // Theo and Spectrum files hold `value` tokens, but in shapes of their own.
        if evidence.dtcg == nil, TheoConverter.isTheo(node) { return .theo }
        if evidence.dtcg == nil, SpectrumConverter.isSpectrum(node) { return .spectrum }
        let found = evidence.format
        return found == .dtcg && rules.isTokensStudioExport && !evidence.isMixed ? .tokensStudio : found
    }

    /// True when `node`, read as `format` (nil: detected), is read as its own tool reads it, not
    /// held to DTCG: then a key written twice keeps its last value, as JavaScript's `JSON.parse`
    /// (and so Style Dictionary, Tokens Studio and Theo) keeps it. Never with config `strict`.
    static func keepsLastDuplicate(_ node: JSONNode, format: TokenFormat?, rules: FormatRules) -> Bool {
        guard !rules.strict else { return false }
        let evidence = evidence(in: node)
        return chosen(node, evidence: evidence, format: format, rules: rules) != .dtcg || evidence.looseMember != nil
    }

    /// A document mixing `$value` and `value` tokens, reported at the later of the two.
    private static func reportMixed(_ evidence: Evidence, diagnostics: inout Diagnostics) {
        if evidence.isMixed, let dtcg = evidence.dtcg, let legacy = evidence.legacy {
            let (first, second) = dtcg < legacy ? (dtcg, legacy) : (legacy, dtcg)
            let firstIsDTCG = first == dtcg
            diagnostics.report(
                .mixedFormat,
                "This file mixes DTCG tokens ($value) with Tokens Studio or Style Dictionary tokens (value); write one format per file, or set \"format\" in tokens.config.json.",
                at: second,
                notes: [.init("the first \(firstIsDTCG ? "$value" : "value") token is here", at: first)])
        }
    }
}

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
    struct Evidence {
        /// The first `$value` token.
        var dtcg: SourceLocation?
        /// The first `value` token.
        var legacy: SourceLocation?
        /// The first bare leaf (a string, number or boolean that is neither token nor group).
        var leaf: SourceLocation?
        /// The first `$ref` or `$extends`: structure whose tokens may be elsewhere.
        var reference: SourceLocation?

        /// The format the evidence points to: `$value` wins, then `value`, then bare leaves.
        var format: TokenFormat {
            if dtcg != nil { return .dtcg }
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
            if object["$value"] != nil {
                evidence.dtcg = earliest(evidence.dtcg, node.location)
                continue
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
        let chosen: TokenFormat
        if let format {
            chosen = format
        } else {
            let evidence = evidence(in: node)
            if evidence.isMixed, let dtcg = evidence.dtcg, let legacy = evidence.legacy {
                let (first, second) = dtcg < legacy ? (dtcg, legacy) : (legacy, dtcg)
                let firstIsDTCG = first == dtcg
                diagnostics.report(
                    .mixedFormat,
                    "This file mixes DTCG tokens ($value) with Tokens Studio or Style Dictionary tokens (value); write one format per file, or set \"format\" in tokens.config.json.",
                    at: second,
                    notes: [.init("the first \(firstIsDTCG ? "$value" : "value") token is here", at: first)])
            }
            // Theo and Spectrum files hold `value` tokens, but in shapes of their own.
            if evidence.dtcg == nil, TheoConverter.isTheo(node) {
                chosen = .theo
            } else if evidence.dtcg == nil, SpectrumConverter.isSpectrum(node) {
                chosen = .spectrum
            } else {
                chosen = evidence.format
            }
        }
        switch chosen {
        case .dtcg: return node
        case .tokensStudio, .styleDictionary: return TokensStudioConverter.convert(node, diagnostics: &diagnostics)
        case .raw: return RawTokensConverter.convert(node)
        case .theo: return TheoConverter.convert(node, diagnostics: &diagnostics)
        case .spectrum: return SpectrumConverter.convert(node, diagnostics: &diagnostics)
        }
    }
}

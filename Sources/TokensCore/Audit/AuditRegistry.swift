/// Every audit rule, in the order findings are reported. A test checks it against `Rules/`.
public enum AuditRegistry {
    /// The rules that judge the tokens, each on its own.
    public static let rules: [any AuditRule] = [
        ContrastRule(), TouchTargetRule(), MinimumTextSizeRule(), LineHeightRule(), DistinguishableRule(),
        AdaptationRule(), DerivationRule(),
    ]

    /// Each rule's identifier and summary, for SARIF and the README; the waiver rule, which judges
    /// the config's waivers on the contrast checks, comes last.
    public static var descriptions: [(id: String, summary: String)] {
        rules.map { (type(of: $0).id, type(of: $0).summary) } + [(WaiverExpiryRule.id, WaiverExpiryRule.summary)]
    }
}

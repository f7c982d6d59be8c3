/// Every audit rule, in the order findings are reported. A test checks it against `Rules/`.
public enum AuditRegistry {
    /// The rules.
    public static let rules: [any AuditRule] = [
        ContrastRule(), TouchTargetRule(), MinimumTextSizeRule(), LineHeightRule(),
        DistinguishableRule(), WaiverExpiryRule(),
    ]

    /// Each rule's identifier and summary, for SARIF and the README.
    public static var descriptions: [(id: String, summary: String)] {
        rules.map { (type(of: $0).id, type(of: $0).summary) }
    }
}

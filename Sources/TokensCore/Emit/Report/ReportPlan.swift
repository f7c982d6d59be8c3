/// What the page holds, worked out once before a byte is written: the findings grouped, the
/// ramps, the colours to draw, the components' roles, and the sections the contents list links to.
struct ReportPlan {
    /// A section of the page, as the contents list names it.
    struct Section {
        let id: String
        let title: String
        /// How many items it lists (findings, tokens, pairs), shown beside its link.
        let count: Int
    }

    let findings: [FindingGroup]
    /// The finding each flagged colour links to (the adaptation rule's), by token.
    let adaptationFindings: [TokenPath: String]
    let ramps: [(group: TokenPath, members: [Int])]
    let palette: ReportPalette
    /// Each mode's colour tokens as the page shows them, by index in the mode's tokens (nil where
    /// a token is not a colour): worked out once, for the palette, the colour table and the pairs.
    let shown: [[ReportColor?]]
    let roles: ComponentRoles
    /// The first mode's tokens of each kind, by index.
    let colors: [Int], dimensions: [Int], typography: [Int], others: [Int]
    let sections: [Section]
    /// Where each path is in the first mode's tokens, a hint for every mode's lookups (modes built
    /// from the same files list their tokens in the same order): 40,000 pair rows read their two
    /// tokens without a binary search each.
    let positions: [TokenPath: Int]
    /// By mode: true when the mode lists the first mode's paths in the same order, so that
    /// `positions` are its own (a pair row then reads no token to check its hint).
    let aligned: [Bool]

    init(_ input: EmitInput) {
        findings = input.audit.map { FindingGroup.groups($0, modes: input.tokens.modes.map(\.mode.name)) } ?? []
        var flagged: [TokenPath: String] = [:]
        for group in findings where group.rule == AdaptationRule.id && flagged[group.token] == nil {
            flagged[group.token] = group.id
        }
        adaptationFindings = flagged
        let first = input.tokens.modes.first
        let tokens = first?.tokens ?? []
        ramps = first.map(HTMLReportEmitter.ramps) ?? []
        let modes = input.tokens.modes
        shown = Parallel.map(Array(modes.indices)) { number in
            let tokens = modes[number].tokens
            return tokens.indices.map { index -> ReportColor? in
                guard case .color(let color) = tokens[index].value else { return nil }
                return ReportColor(color)
            }
        }
        palette = ReportPalette(input, shown: shown)
        aligned = Parallel.map(Array(modes.indices)) { number in
            let own = modes[number].tokens
            return own.count == tokens.count && own.indices.allSatisfy { own[$0].path == tokens[$0].path }
        }

        // One pass, reading each token's value in place (a token is not copied to be sorted).
        var positions: [TokenPath: Int] = [:]
        positions.reserveCapacity(tokens.count)
        var (colors, dimensions, typography, others) = ([Int](), [Int](), [Int](), [Int]())
        for index in tokens.indices {
            positions[tokens[index].path] = index
            switch tokens[index].value {
            case .color: colors.append(index)
            case .dimension: dimensions.append(index)
            case .typography: typography.append(index)
            default: others.append(index)
            }
        }
        (self.positions, self.colors, self.dimensions, self.typography, self.others) =
            (positions, colors, dimensions, typography, others)
        roles = ComponentRoles(
            colors.map { tokens[$0].path }, configured: input.config.componentRoles.mapValues { TokenPath($0.path) })
        var contrast = 0
        var hasGrid = false
        for check in input.audit?.checks ?? [] where check.rule == ContrastRule.id {
            contrast += 1
            hasGrid = hasGrid || check.background != nil
        }
        var sections: [Section] = []
        if input.audit != nil {
            sections.append(Section(id: "issues", title: "What needs attention", count: findings.count))
        }
        if let diff = input.diff { sections.append(Section(id: "changes", title: "Changes", count: diff.tokens.count)) }
        if hasGrid { sections.append(Section(id: "grid", title: "Contrast grid", count: contrast)) }
        if !roles.found.isEmpty {
            sections.append(Section(id: "components", title: "Components", count: input.tokens.modes.count))
        }
        if !ramps.isEmpty { sections.append(Section(id: "ramps", title: "Colour ramps", count: ramps.count)) }
        if !colors.isEmpty { sections.append(Section(id: "colors", title: "Colours", count: colors.count)) }
        sections.append(Section(id: "pairs", title: "Contrast pairs", count: contrast))
        if !dimensions.isEmpty {
            sections.append(Section(id: "dimensions", title: "Spacing and sizes", count: dimensions.count))
        }
        if !typography.isEmpty {
            sections.append(Section(id: "typography", title: "Typography", count: typography.count))
        }
        if !others.isEmpty { sections.append(Section(id: "others", title: "Other values", count: others.count)) }
        self.sections = sections
    }
}

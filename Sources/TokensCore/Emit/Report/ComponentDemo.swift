/// The components of one mode, drawn from the tokens that play each role: what can be drawn, its
/// drawing, and the pairs of tokens each part puts together.
struct ComponentDemo {
    typealias Role = ComponentRoles.Role

    /// A component and the colour pairs it shows (text or stroke on background).
    struct Part {
        let name: String
        let pairs: [(fg: TokenPath, bg: TokenPath)]
    }

    let roles: ComponentRoles
    let mode: ResolvedTokenSet.ModeTokens
    /// What the drawing lies on when the brand has no background token.
    let surface: ColorValue

    /// A role's colour in this mode.
    func color(_ role: Role) -> ColorValue? {
        guard let path = roles[role], case .color(let color)? = mode.value(path) else { return nil }
        return color
    }

    /// The card's ground: the card colour, else the app background.
    var cardRole: Role? { roles[.card] != nil ? .card : roles[.background] != nil ? .background : nil }

    static let statuses: [(Role, Role, String)] = [
        (.success, .successBackground, "Success"), (.warning, .warningBackground, "Warning"),
        (.error, .errorBackground, "Error"), (.info, .infoBackground, "Info"),
    ]

    /// The parts that can be drawn, in the order they are drawn.
    var parts: [Part] {
        var parts: [Part] = []
        func pair(_ fg: Role?, _ bg: Role?) -> [(fg: TokenPath, bg: TokenPath)] {
            guard let fg, let bg, let a = roles[fg], let b = roles[bg] else { return [] }
            return [(a, b)]
        }
        if roles[.primary] != nil { parts.append(Part(name: "Primary button", pairs: pair(.onPrimary, .primary))) }
        if let card = cardRole, roles[.text] != nil {
            parts.append(
                Part(name: "Card", pairs: pair(.text, card) + pair(.secondaryText, card) + pair(.border, card)))
        }
        let badges = Self.statuses.filter { roles[$0.0] != nil }
        if !badges.isEmpty {
            let pairs = badges.flatMap { status, ground, _ in
                roles[ground] != nil ? pair(status, ground) : pair(status, .background)
            }
            parts.append(Part(name: "Status badges", pairs: pairs))
        }
        if roles[.focus] != nil { parts.append(Part(name: "Focus ring", pairs: pair(.focus, cardRole))) }
        if roles[.disabledText] != nil {
            let ground = roles[.disabledBackground] != nil ? Role.disabledBackground : cardRole
            parts.append(Part(name: "Disabled control", pairs: pair(.disabledText, ground)))
        }
        return parts
    }

    /// Every role's name and hex in this mode, for search.
    var searchText: String {
        Role.allCases.compactMap { role -> String? in
            guard let path = roles[role] else { return nil }
            let hex = color(role).map(\.displayHex) ?? ""
            return ReportName.shown(path) + " " + hex
        }.joined(separator: " ")
    }

    /// The contrast of two tokens in this mode, a translucent ground laid on the surface.
    func ratio(_ fg: TokenPath, on bg: TokenPath) -> Double? {
        guard case .color(let a)? = mode.value(fg), case .color(let b)? = mode.value(bg) else { return nil }
        return WCAG.contrast(a, on: WCAG.composite(b, over: surface))
    }
}

extension ComponentDemo {
    /// The drawing: 600 × 152, the app background behind everything.
    func drawing(into html: inout TextBuffer) {
        html.raw("<svg class=\"demo-drawing\" viewBox=\"0 0 600 152\" aria-hidden=\"true\" focusable=\"false\">")
        shape(0, 0, 600, 152, radius: 10, fill: color(.background) ?? surface, into: &html)
        if let primary = color(.primary) {
            shape(16, 16, 136, 44, radius: 10, fill: primary, into: &html)
            if let label = color(.onPrimary) {
                text("Continue", x: 84, y: 43, size: 16, weight: 600, middle: true, color: label, into: &html)
            }
        }
        if let card = cardRole.flatMap(color), let body = color(.text) {
            shape(168, 16, 200, 92, radius: 12, fill: card, into: &html)
            if let border = color(.border) { shape(168.5, 16.5, 199, 91, radius: 12, stroke: border, into: &html) }
            text("Card title", x: 184, y: 46, size: 16, weight: 600, color: body, into: &html)
            if let secondary = color(.secondaryText) {
                text("Secondary text", x: 184, y: 72, size: 13, color: secondary, into: &html)
            }
            text("Body text on the card", x: 184, y: 94, size: 13, color: body, into: &html)
        }
        for (index, status) in Self.statuses.filter({ color($0.0) != nil }).enumerated() {
            guard let ink = color(status.0) else { continue }
            let x = 16 + Double(index) * 92
            if let ground = color(status.1) {
                shape(x, 118, 84, 24, radius: 12, fill: ground, into: &html)
            } else {
                shape(x + 0.5, 118.5, 83, 23, radius: 12, stroke: ink, into: &html)
            }
            text(status.2, x: x + 42, y: 135, size: 12, weight: 600, middle: true, color: ink, into: &html)
        }
        let control = cardRole.flatMap(color) ?? color(.background) ?? surface
        if let focus = color(.focus) {
            shape(384, 16, 200, 40, radius: 8, fill: control, into: &html)
            if let border = color(.border) { shape(384.5, 16.5, 199, 39, radius: 8, stroke: border, into: &html) }
            shape(380, 12, 208, 48, radius: 11, stroke: focus, width: 3, into: &html)
            if let body = color(.text) { text("Focused field", x: 398, y: 41, size: 15, color: body, into: &html) }
        }
        if let disabled = color(.disabledText) {
            shape(384, 72, 200, 40, radius: 8, fill: color(.disabledBackground) ?? control, into: &html)
            text("Disabled", x: 398, y: 97, size: 15, color: disabled, into: &html)
        }
        html.raw("</svg>")
    }

    /// A rounded rectangle filled or stroked with a colour (its palette class, so the
    /// colour-vision menu recolours it).
    private func shape(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double, fill: ColorValue? = nil,
        stroke: ColorValue? = nil, width strokeWidth: Double = 1, into html: inout TextBuffer
    ) {
        let numbers = [x, y, width, height, radius].map(JSONOutput.format)
        html.raw(
            "<rect x=\"\(numbers[0])\" y=\"\(numbers[1])\" width=\"\(numbers[2])\" height=\"\(numbers[3])\" rx=\"\(numbers[4])\" class=\""
        )
        if let fill {
            html.raw("f ")
            ReportColor(fill).classes(into: &html)
            html.raw("\"/>")
        } else if let stroke {
            html.raw("s ")
            ReportColor(stroke).classes(into: &html)
            html.raw("\" fill=\"none\" stroke-width=\"" + JSONOutput.format(strokeWidth) + "\"/>")
        }
    }

    /// A line of text in a colour (our own words, never token text).
    private func text(
        _ words: String, x: Double, y: Double, size: Int, weight: Int = 400, middle: Bool = false, color: ColorValue,
        into html: inout TextBuffer
    ) {
        html.raw("<text x=\"" + JSONOutput.format(x) + "\" y=\"" + JSONOutput.format(y) + "\" font-size=\"\(size)\"")
        html.raw(" font-weight=\"\(weight)\" font-family=\"system-ui, sans-serif\"")
        if middle { html.raw(" text-anchor=\"middle\"") }
        html.raw(" class=\"f ")
        ReportColor(color).classes(into: &html)
        html.raw("\">" + words + "</text>")
    }
}

/// How the page draws a touch target: the tile at its size, and over it a dashed square exactly
/// the minimum (44pt), in the failure colour only when the tile is smaller than that (in the
/// warning colour below the recommended size), with the verdict in words beside it.
struct TouchTargetDrawing {
    let minimum: Double
    let recommended: Double
    /// The tokens the audit measures as touch targets; nil without an audit, when a dimension
    /// whose name says touch, target or button is one.
    let targets: Set<TokenPath>?

    init(_ input: EmitInput) {
        minimum = input.audit?.touchTargetMinimum ?? AuditConfig.TouchTargets().minimum
        recommended = input.audit?.touchTargetRecommended ?? AuditConfig.TouchTargets().recommended
        targets = input.audit?.touchTargets
    }

    func isTarget(_ path: TokenPath) -> Bool {
        if let targets { return targets.contains(path) }
        let name = path.dotted.lowercased()
        return name.containsBytes("touch") || name.containsBytes("button") || name.containsBytes("target")
    }

    /// The verdict the touch-target rule gives a size: `fails` under the minimum, `warns` under
    /// the recommended size, else `passes`.
    func verdict(_ points: Double) -> String {
        points < minimum ? "fails" : points < recommended ? "warns" : "passes"
    }

    func draw(_ path: TokenPath, points: Double, into html: inout TextBuffer) {
        let size = JSONOutput.format(min(points, 400))
        let minimumText = JSONOutput.format(minimum)
        let verdict = verdict(points)
        let words: String
        switch verdict {
        case "fails": words = "<span aria-hidden=\"true\">✗</span> Below the \(minimumText)pt minimum"
        case "warns":
            words = "<span aria-hidden=\"true\">⚠</span> Below the recommended \(JSONOutput.format(recommended))pt"
        default: words = "<span aria-hidden=\"true\">✓</span> Pass"
        }
        html.raw("<span class=\"target " + verdict + "\" role=\"img\"")
        html.raw(" aria-label=\"\(size)pt against the \(minimumText)pt minimum\"")
        html.raw(" style=\"--size: \(size)px; --minimum: \(minimumText)px\">")
        html.raw("<span class=\"target-size\"></span><span class=\"target-guide\"></span></span>")
        html.raw(
            " <span class=\"target-verdict verdict-"
                + (verdict == "passes" ? "pass" : verdict == "warns" ? "waived" : "fail"))
        html.raw("\">" + words + "</span>")
    }
}

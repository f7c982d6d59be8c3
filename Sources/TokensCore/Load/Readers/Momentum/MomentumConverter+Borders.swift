extension MomentumConverter {
    /// Every `border` group of UI states rewritten as `theme_generator.js`'s `fixBorders` does.
    /// With the target's `noBorderIsBackgroundColour` (iOS, macOS), a state whose border is
    /// `none` takes the `background` of that state, and one with no such background is not built
    /// (reported). Without it (the web targets), `border` becomes `border-style` (`none` or
    /// `solid`) and `border-color` (the colours of the states that have one).
    static func fixBorders(_ node: inout MomentumNode, background: Bool, diagnostics: inout Diagnostics) {
        guard case .group(var group) = node else { return }
        for (key, child, at) in group.entries {
            guard key == "border" else {
                var fixed = child
                fixBorders(&fixed, background: background, diagnostics: &diagnostics)
                group.set(key, fixed, at: at)
                continue
            }
            guard let border = child.group else { continue }
            if background {
                var fixed = border
                for (state, value, stateAt) in border.entries where value.leaf?.string == "none" {
                    if let replacement = group["background"]?.group?[state] {
                        fixed.set(state, replacement, at: stateAt)
                        continue
                    }
                    fixed.remove(state)
                    diagnostics.report(
                        .valueNotBuilt,
                        "This border is 'none' in the state '\(state)', and there is no background of that state for it to take (as theme_generator.js does for a border of 'none'), so it is not built. Give the state a background or a border colour.",
                        at: value.leaf?.location ?? stateAt, notes: [.init("the border is here", at: stateAt)],
                        cause: "Momentum borders of 'none' with no background to take are not built")
                }
                group.set(key, .group(fixed), at: at)
            } else {
                var style = MomentumGroup()
                var colour = MomentumGroup()
                for (state, value, stateAt) in border.entries {
                    let none = value.leaf?.string == "none"
                    let location = value.leaf?.location ?? stateAt
                    style.set(state, .value(JSONNode(.string(none ? "none" : "solid"), at: location)), at: stateAt)
                    if !none { colour.set(state, value, at: stateAt) }
                }
                group.remove(key)
                group.set("border-style", .group(style), at: at)
                group.set("border-color", .group(colour), at: at)
            }
        }
        node = .group(group)
    }
}

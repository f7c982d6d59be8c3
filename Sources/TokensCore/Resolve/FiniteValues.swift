/// Every number a token carries is finite, as written and after conversion (`1e308rem` is 16 ×
/// 1e308 points; `lab(1e308 …)` has no finite XYZ): a value that is not would reach the Swift,
/// the colorsets and the audit as `inf` or NaN.
public enum FiniteValues {
    /// Reports each resolved token (every mode) whose value is not finite, at the token.
    static func check(_ modes: [ResolvedTokenSet.ModeTokens], into diagnostics: inout Diagnostics) {
        let found = Parallel.map(modes) { mode in
            // By index: a token is copied only when it is reported.
            mode.tokens.indices.compactMap { index in
                problem(mode.tokens[index].value).map { (mode.tokens[index], mode.mode.name, $0) }
            }
        }
        var reported = Set<TokenPath>()
        for (token, mode, problem) in found.joined() where reported.insert(token.path).inserted {
            diagnostics.report(
                .invalidValue,
                "'\(token.path)' in \(mode) has \(problem), which is not a finite number; write a value of a size a screen can show.",
                at: token.location)
        }
    }

    /// What in `value` is not finite, in words; nil when every number is.
    static func problem(_ value: TokenValue) -> String? {
        switch value {
        case .color(let c): return problem(c)
        case .dimension(let d): return problem(d, "a dimension")
        case .fontWeight(let w): return w.isFinite ? nil : "a font weight"
        case .number(let n): return n.isFinite ? nil : "a number"
        case .duration(let d): return d.value.isFinite && (d.value / 1000).isFinite ? nil : "a duration"
        case .cubicBezier(let p): return p.allSatisfy(\.isFinite) ? nil : "a curve point"
        case .border(let b): return problem(b.color) ?? problem(b.width, "a border width") ?? problem(b.style)
        case .strokeStyle(let s): return problem(s)
        case .transition(let t):
            let numbers = [t.duration.value, t.delay.value] + t.timingFunction
            return numbers.allSatisfy(\.isFinite) ? nil : "a transition time or curve point"
        case .shadow(let layers):
            for layer in layers {
                if let found = problem(layer.color)
                    ?? [layer.offsetX, layer.offsetY, layer.blur, layer.spread].lazy.compactMap({
                        problem($0, "a shadow length")
                    }).first
                {
                    return found
                }
            }
            return nil
        case .gradient(let stops):
            for stop in stops {
                if let found = problem(stop.color) { return found }
                if !stop.position.isFinite { return "a gradient stop position" }
            }
            return nil
        case .typography(let t):
            return problem(t.fontSize, "a font size") ?? problem(t.letterSpacing, "a letter spacing")
                ?? (t.fontWeight.isFinite ? nil : "a font weight")
                ?? ((t.lineHeight * t.fontSize.points).isFinite ? nil : "a line height")
        case .fontFamily, .string, .boolean, .untyped: return nil
        }
    }

    /// What in a colour is not finite (its components, alpha or XYZ), in words; nil when all are.
    public static func problem(_ color: ColorValue) -> String? {
        // An sRGB colour whose components are finite and of a size a screen could use has a finite
        // XYZ (the sRGB curve and matrix keep it so): nearly every colour, answered without the
        // conversion. NaN fails the comparison and is converted below.
        let v = color.vector
        if color.colorSpace == .srgb, color.alpha.isFinite, abs(v.x) <= 1e6, abs(v.y) <= 1e6, abs(v.z) <= 1e6 {
            return nil
        }
        let xyz = color.xyzD65
        guard color.alpha.isFinite, color.vector.x.isFinite, color.vector.y.isFinite, color.vector.z.isFinite,
            xyz.x.isFinite, xyz.y.isFinite, xyz.z.isFinite
        else { return "a colour (\(color.description))" }
        return nil
    }

    static func problem(_ dimension: DimensionValue, _ what: String) -> String? {
        dimension.value.isFinite && dimension.points.isFinite ? nil : "\(what) (\(dimension.text))"
    }

    static func problem(_ style: StrokeStyle) -> String? {
        guard case .dashed(let dashes, _) = style else { return nil }
        return dashes.lazy.compactMap { problem($0, "a dash length") }.first
    }
}

import Foundation

/// The arguments of a CSS colour function, in legacy comma syntax or modern space syntax with `/ alpha`.
struct Arguments {
    struct Token {
        let text: String

        /// A number, a percentage scaled so 100% = `percentScale`, or nil for `none`.
        func number(percentScale: Double, original: String) throws(CSSColorParser.Failure) -> Double? {
            if text == "none" { return nil }
            if text.hasSuffix("%") {
                guard let value = Double(text.dropLast()) else { throw bad(original) }
                return value / 100 * percentScale
            }
            guard let value = Double(text) else { throw bad(original) }
            return value
        }

        /// A hue in degrees from a number or `deg`, `rad`, `grad`, `turn`; nil for `none`.
        func hue(original: String) throws(CSSColorParser.Failure) -> Double? {
            if text == "none" { return nil }
            let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
            for (unit, factor) in units where text.hasSuffix(unit) {
                guard let value = Double(text.dropLast(unit.count)) else { throw bad(original) }
                return normalized(value * factor)
            }
            guard let value = Double(text) else { throw bad(original) }
            return normalized(value)
        }

        func normalized(_ degrees: Double) -> Double {
            let r = degrees.truncatingRemainder(dividingBy: 360)
            return r < 0 ? r + 360 : r
        }

        func bad(_ original: String) -> CSSColorParser.Failure {
            CSSColorParser.Failure(
                message: "\"\(original)\" has '\(text)' where a number, a percentage or none was expected.")
        }
    }

    var tokens: [Token]
    var alphaToken: Token?

    init(_ body: String, original: String) throws(CSSColorParser.Failure) {
        var main = body
        if let slash = body.firstIndex(of: "/") {
            main = String(body[..<slash])
            let alpha = body[body.index(after: slash)...].trimmingCharacters(in: .whitespaces)
            guard !alpha.isEmpty, !alpha.contains(" "), !alpha.contains(",") else {
                throw CSSColorParser.Failure(message: "\"\(original)\" needs one alpha value after '/'.")
            }
            alphaToken = Token(text: alpha)
        }
        let separators = CharacterSet(charactersIn: ", \t")
        let hasCommas = main.contains(",")
        tokens = main.components(separatedBy: separators).filter { !$0.isEmpty }.map { Token(text: $0) }
        if hasCommas && alphaToken == nil && tokens.count == 4 { alphaToken = tokens.removeLast() }
        if hasCommas
            && main.components(separatedBy: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        {
            throw CSSColorParser.Failure(message: "\"\(original)\" has an empty argument between commas.")
        }
    }

    /// How one channel is read: a number (100% = `percentScale`, then divided by `divisor`) or a hue.
    enum Channel {
        case number(Double, divisor: Double = 1)
        case hue
    }

    /// One value per channel in `kinds`.
    func channels(_ kinds: [Channel], original: String) throws(CSSColorParser.Failure) -> [Double?] {
        let count = kinds.count
        guard tokens.count == count else {
            throw CSSColorParser.Failure(
                message:
                    "\"\(original)\" has \(tokens.count) component\(tokens.count == 1 ? "" : "s"); expected \(count), then optionally / alpha."
            )
        }
        var values: [Double?] = []
        for (kind, token) in zip(kinds, tokens) {
            switch kind {
            case .hue: values.append(try token.hue(original: original))
            case .number(let scale, let divisor):
                values.append(try token.number(percentScale: scale, original: original).map { $0 / divisor })
            }
        }
        return values
    }

    /// The alpha, 1 when absent, clamped to 0…1 as CSS does.
    func alpha(original: String) throws(CSSColorParser.Failure) -> Double {
        guard let alphaToken else { return 1 }
        let value = try alphaToken.number(percentScale: 1, original: original) ?? 0
        return min(max(value, 0), 1)
    }
}

import Foundation

/// CSS Color 5 relative colours: `oklch(from <origin> calc(l * 0.82) c h)`. The origin is converted
/// to the function's space; each channel is a number, a percentage, `none`, one of the origin's
/// channel keywords (`l c h`, `r g b`, `h s l`, `h w b`, `l a b`, `alpha`) or a `calc()` of them.
/// Missing origin components count as 0, and an omitted alpha is the origin's.
enum RelativeColor {
    typealias Failure = CSSColorParser.Failure

    /// How a function reads its three channels: the space, the keywords, each channel's 100% and
    /// whether it is a hue, and the factor from DTCG's components to CSS's channel values.
    struct Layout {
        let space: ColorSpace
        let keywords: [String]
        let percentScales: [Double?]
        let cssScale: Double
    }

    static func layout(function name: String) -> Layout? {
        switch name {
        case "rgb", "rgba":
            Layout(space: .srgb, keywords: ["r", "g", "b"], percentScales: [255, 255, 255], cssScale: 255)
        case "hsl", "hsla":
            Layout(space: .hsl, keywords: ["h", "s", "l"], percentScales: [nil, 100, 100], cssScale: 1)
        case "hwb": Layout(space: .hwb, keywords: ["h", "w", "b"], percentScales: [nil, 100, 100], cssScale: 1)
        case "lab": Layout(space: .lab, keywords: ["l", "a", "b"], percentScales: [100, 125, 125], cssScale: 1)
        case "oklab": Layout(space: .oklab, keywords: ["l", "a", "b"], percentScales: [1, 0.4, 0.4], cssScale: 1)
        case "lch": Layout(space: .lch, keywords: ["l", "c", "h"], percentScales: [100, 150, nil], cssScale: 1)
        case "oklch": Layout(space: .oklch, keywords: ["l", "c", "h"], percentScales: [1, 0.4, nil], cssScale: 1)
        default: nil
        }
    }

    /// The colour `name(body)` describes, `body` starting with `from`; `depth` origins deep.
    static func parse(_ name: String, _ body: String, original: String, depth: Int = 0) throws(Failure) -> ColorValue {
        var words = splitWords(body)
        var alphaWord: String?
        if let slash = words.firstIndex(of: "/") {
            guard slash == words.count - 2 else {
                throw Failure(message: "\"\(original)\" needs one alpha value after '/'.")
            }
            alphaWord = words[slash + 1]
            words.removeSubrange(slash...)
        }
        guard words.count >= 2, words[0] == "from" else {
            throw Failure(
                message:
                    "\"\(original)\" needs a colour after 'from ': a colour or a token alias such as {color.surface}. CSS variables are read as the tokens they name only in files read as Style Dictionary reads them: if Style Dictionary builds these files, set \"format\": \"style-dictionary\" in tokens.config.json."
            )
        }
        let origin: ColorValue
        switch CSSColorParser.parse(words[1], depth: depth + 1) {
        case .success(let color): origin = color
        case .failure(let failure) where failure.code == .limitDepth: throw .tooDeep(original)
        case .failure(let failure):
            throw Failure(
                message:
                    "\"\(original)\" starts from '\(words[1])', which is not a colour (\(failure.message)) Write the origin as a colour or a token alias such as {color.surface}."
            )
        }
        words.removeFirst(2)
        let layout: Layout
        if name == "color" {
            guard let spaceName = words.first, let space = CSSColorParser.colorFunctionSpaces[spaceName] else {
                throw Failure(message: "\"\(original)\" names no colour space color() knows after its origin.")
            }
            words.removeFirst()
            let keywords = space == .xyzD50 || space == .xyzD65 ? ["x", "y", "z"] : ["r", "g", "b"]
            layout = Layout(space: space, keywords: keywords, percentScales: [1, 1, 1], cssScale: 1)
        } else if let known = Self.layout(function: name) {
            layout = known
        } else {
            throw Failure(message: "\"\(original)\" uses \(name)(), which has no relative form.")
        }
        guard words.count == 3 else {
            throw Failure(
                message:
                    "\"\(original)\" has \(words.count) channel\(words.count == 1 ? "" : "s") after its origin; expected 3, then optionally / alpha."
            )
        }
        let converted = origin.converted(to: layout.space)
        var variables: [String: Double] = ["alpha": origin.alpha]
        for (index, keyword) in layout.keywords.enumerated() {
            variables[keyword] = (converted.components[index] ?? 0) * layout.cssScale
        }
        var channels: [Double?] = []
        for (index, word) in words.enumerated() {
            let scale = layout.percentScales[index]
            guard let value = try channel(word, percentScale: scale, variables: variables, original: original) else {
                channels.append(nil)
                continue
            }
            channels.append(scale == nil ? normalizedHue(value) : value / layout.cssScale)
        }
        var alpha = origin.alpha
        if let alphaWord {
            alpha = try channel(alphaWord, percentScale: 1, variables: variables, original: original) ?? 0
        }
        return ColorValue(
            colorSpace: layout.space, components: ColorComponents(channels), alpha: min(max(alpha, 0), 1))
    }

    /// One channel's value; nil for `none`. `percentScale` nil marks a hue (units deg, rad, grad, turn).
    static func channel(
        _ word: String, percentScale: Double?, variables: [String: Double], original: String
    ) throws(Failure) -> Double? {
        if word == "none" { return nil }
        if let value = variables[word] { return value }
        if word.hasPrefix("calc("), word.hasSuffix(")") {
            var calc = Calc(text: Array(word.dropFirst(5).dropLast()), variables: variables)
            if let value = calc.evaluate() { return value }
            if calc.depth.isExceeded { throw .tooDeep(original) }
            throw Failure(
                message: "\"\(original)\" has '\(word)', which is not a calc() of numbers and channel keywords.")
        }
        if percentScale == nil {
            return try Arguments.Token(text: word).hue(original: original)
        }
        return try Arguments.Token(text: word).number(percentScale: percentScale ?? 1, original: original)
    }

    static func normalizedHue(_ degrees: Double) -> Double {
        let r = degrees.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    /// `body` split at spaces and commas outside parentheses; a `/` is a word of its own.
    static func splitWords(_ body: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        func finish() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for ch in body {
            if ch == "(" { depth += 1 }
            if ch == ")" { depth -= 1 }
            if depth == 0, ch == " " || ch == "\t" || ch == "," {
                finish()
            } else if depth == 0, ch == "/" {
                finish()
                words.append("/")
            } else {
                current.append(ch)
            }
        }
        finish()
        return words
    }

    /// `calc()` arithmetic: + - * / and parentheses over numbers and channel keywords. Each
    /// parenthesis and sign is a level of recursion, refused past `Limits.valueDepth`.
    struct Calc {
        let text: [Character]
        let variables: [String: Double]
        var index = 0
        var depth = DepthGuard(limit: Limits.valueDepth)

        init(text: [Character], variables: [String: Double]) {
            self.text = text
            self.variables = variables
        }

        mutating func evaluate() -> Double? {
            guard let value = sum() else { return nil }
            skipSpaces()
            return index == text.count && value.isFinite ? value : nil
        }

        mutating func skipSpaces() { while index < text.count, text[index] == " " { index += 1 } }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while true {
                skipSpaces()
                guard index < text.count, text[index] == "+" || text[index] == "-" else { return value }
                let plus = text[index] == "+"
                index += 1
                guard let next = product() else { return nil }
                value = plus ? value + next : value - next
            }
        }

        mutating func product() -> Double? {
            guard var value = factor() else { return nil }
            while true {
                skipSpaces()
                guard index < text.count, text[index] == "*" || text[index] == "/" else { return value }
                let times = text[index] == "*"
                index += 1
                guard let next = factor() else { return nil }
                value = times ? value * next : value / next
            }
        }

        mutating func factor() -> Double? {
            skipSpaces()
            guard index < text.count, depth.enter() else { return nil }
            defer { depth.leave() }
            if text[index] == "(" {
                index += 1
                guard let value = sum() else { return nil }
                skipSpaces()
                guard index < text.count, text[index] == ")" else { return nil }
                index += 1
                return value
            }
            if text[index] == "-" {
                index += 1
                return factor().map { -$0 }
            }
            let start = index
            while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "." {
                index += 1
            }
            let word = String(text[start..<index])
            if let value = variables[word] { return value }
            return Double(word)
        }
    }
}

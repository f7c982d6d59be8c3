/// Arithmetic in values, as Tokens Studio writes it: `{space.scale} * 0.5`, `({a} + 4px) / 2`, and
/// as CSS does, `calc(-1 * {focus.outline.width})`.
/// Operands are numbers (with an optional unit) and aliases to number or dimension tokens.
extension AliasResolver {
    /// True when `text` is an expression rather than a literal or a single alias.
    static func isExpression(_ text: String) -> Bool {
        Alias.wholeReference(in: text) == nil && text.contains { "+*/()".contains($0) || $0 == "{" } && text.count > 1
    }

    /// The value of an arithmetic expression, with the unit of its first dimension operand.
    func evaluate(_ text: String, at location: SourceLocation, owner: TokenPath) -> (value: Double, unit: String?)? {
        var parser = ExpressionParser(text: Array(text), resolver: self, owner: owner, location: location)
        let result = parser.expression()
        if parser.depth.isExceeded {
            report(
                .resolveTooDeep,
                "'\(owner)' has an expression with parentheses or signs nested more than \(Limits.valueDepth) deep; write it flatter.",
                at: location)
            return nil
        }
        // A reference that failed was reported where it failed; the expression itself is fine.
        if parser.hasFailedReference { return nil }
        guard let result, parser.atEnd else {
            report(
                .invalidValue,
                "'\(owner)' has the expression \"\(text)\", which is not arithmetic of numbers, dimensions and {aliases} with + - * / and parentheses.",
                at: location)
            return nil
        }
        return result
    }
}

/// Recursive descent over `expression := term (('+'|'-') term)*`, `term := factor (('*'|'/') factor)*`.
struct ExpressionParser {
    let text: [Character]
    let resolver: AliasResolver
    let owner: TokenPath
    let location: SourceLocation
    var index = 0
    /// How deep in parentheses and unary minus the parser is; past `Limits.valueDepth` it gives up
    /// (each level is a recursion, and a long run of `(` would exhaust the stack).
    var depth = DepthGuard(limit: Limits.valueDepth)
    /// True when an alias operand could not be resolved (already reported).
    private(set) var hasFailedReference = false

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return index == text.count
        }
    }

    mutating func skipSpaces() { while index < text.count, text[index] == " " { index += 1 } }

    mutating func expression() -> (value: Double, unit: String?)? {
        guard var left = term() else { return nil }
        while true {
            skipSpaces()
            guard index < text.count, text[index] == "+" || text[index] == "-" else { return left }
            let op = text[index]
            index += 1
            guard let right = term() else { return nil }
            // `100% - 4px` has no one value; CSS works it out at layout, tokens cannot.
            if let a = left.unit, let b = right.unit, a != b { return nil }
            left = (op == "+" ? left.value + right.value : left.value - right.value, left.unit ?? right.unit)
        }
    }

    mutating func term() -> (value: Double, unit: String?)? {
        guard var left = factor() else { return nil }
        while true {
            skipSpaces()
            guard index < text.count, text[index] == "*" || text[index] == "/" else { return left }
            let op = text[index]
            index += 1
            guard let right = factor() else { return nil }
            if op == "/" && right.value == 0 { return nil }
            left = (op == "*" ? left.value * right.value : left.value / right.value, left.unit ?? right.unit)
        }
    }

    mutating func factor() -> (value: Double, unit: String?)? {
        skipSpaces()
        guard index < text.count, depth.enter() else { return nil }
        defer { depth.leave() }
        // CSS writes arithmetic as `calc(…)`: the same parentheses, evaluated exactly.
        if text[index] == "c", text[index...].starts(with: "calc(") { index += 4 }
        switch text[index] {
        case "(":
            index += 1
            let inner = expression()
            skipSpaces()
            guard index < text.count, text[index] == ")" else { return nil }
            index += 1
            return inner
        case "-":
            index += 1
            return factor().map { (-$0.value, $0.unit) }
        case "{":
            guard let close = text[index...].firstIndex(of: "}") else { return nil }
            let path = resolver.target(
                TokenPath(String(text[(index + 1)..<close])), from: resolver.tokens[owner], at: location)
            index = close + 1
            return alias(path)
        default:
            let start = index
            while index < text.count, text[index].isNumber || text[index] == "." { index += 1 }
            guard let number = Double(String(text[start..<index])) else { return nil }
            let unitStart = index
            while index < text.count, text[index].isLetter || text[index] == "%" { index += 1 }
            let unit = String(text[unitStart..<index])
            return (number, unit.isEmpty ? nil : unit)
        }
    }

    mutating func alias(_ path: TokenPath) -> (value: Double, unit: String?)? {
        guard resolver.tokens[path] != nil else {
            resolver.report(
                .missingReference, "The alias {\(path)} in '\(owner)' refers to a token that does not exist.",
                at: location)
            hasFailedReference = true
            return nil
        }
        switch resolver.resolveNested(path, at: location)?.value {
        case .dimension(let d)?: return (d.value, d.unit)
        case .number(let n)?: return (n, nil)
        case .untyped(.string(let text))?: return Double(text).map { ($0, nil) }
        case nil:
            hasFailedReference = true
            return nil
        default:
            hasFailedReference = true
            resolver.report(
                .aliasTypeMismatch, "'\(owner)' does arithmetic with {\(path)}, which is not a number or a dimension.",
                at: location)
            return nil
        }
    }
}

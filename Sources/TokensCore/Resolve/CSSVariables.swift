/// CSS custom properties in values, in a format whose tool does not check types (HashiCorp
/// Helios's Style Dictionary files write colours as `var(--token-color-palette-neutral-700)`, Red
/// Hat's write `oklch(from var(--rh-color-surface-dark) calc(l * 0.82) c h)`): on the web the
/// property is the token Style Dictionary named by its path joined with `-`, under the team's
/// prefix. Each `var(--name)` (with or without a fallback) is read as the alias of that token,
/// `{color.palette.neutral-700}`: the property's name, or the name without its first words
/// (`token-`, `rh-`), that is a token's path joined with `-`, the longest first. A relative
/// colour's origin written `from(--name)`, which CSS itself rejects, is read as `from var(--name)`
/// with a warning (`token.css-variable`). A name that matches no token stays as written (and is
/// reported where it does not fit the token's type); DTCG files keep the specification's reading,
/// where `var()` is no value.
enum CSSVariables {
    /// `mode` with each lenient value's `var(--name)` that names a token written as its alias, and
    /// a warning for each `from(--name)` read so.
    static func linked(_ mode: TokenSet.ModeDefinitions) -> (mode: TokenSet.ModeDefinitions, diagnostics: Diagnostics) {
        let candidates = mode.tokens.compactMap { path, definition in
            definition.isLenient && (definition.value.string?.containsBytes("(--") ?? false) ? path : nil
        }
        guard !candidates.isEmpty else { return (mode, Diagnostics()) }
        var byName: [String: TokenPath] = [:]
        for path in mode.tokens.keys {
            let name = path.components.joined(separator: "-")
            // Two paths may join to one name (`a.b-c`, `a-b.c`): the smaller path, whatever the order.
            if let other = byName[name], other < path { continue }
            byName[name] = path
        }
        var mode = mode
        var diagnostics = Diagnostics()
        for path in candidates.sorted() {
            guard var definition = mode.tokens[path], let text = definition.value.string else { continue }
            let (linked, repaired) = link(text, byName: byName, except: path)
            guard linked != text else { continue }
            definition.value = JSONNode(.string(linked), at: definition.value.location)
            mode.tokens[path] = definition
            for origin in repaired {
                diagnostics.report(
                    .cssVariable,
                    "'\(path)' starts a relative colour from '\(origin)', which CSS does not accept (browsers drop the declaration); it is read as 'from var(\(origin.dropFirst("from(".count).dropLast()))', the token it names. Write it so, or as a token alias.",
                    at: definition.value.location,
                    cause:
                        "Relative colours whose origin is written from(--name), which CSS does not accept, are read as from var(--name)."
                )
            }
        }
        return (mode, diagnostics)
    }

    /// `text` with each `var(--name…)` and `from(--name)` that names a token (other than `own`)
    /// replaced by its alias, and the `from(--name)` forms replaced.
    static func link(_ text: String, byName: [String: TokenPath], except own: TokenPath) -> (String, [String]) {
        var result = ""
        var repaired: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "(--") {
            let before = rest[..<open.lowerBound]
            let function = before.reversed().prefix { $0.isLetter }.reversed()
            guard function.elementsEqual("var") || function.elementsEqual("from"),
                let close = closing(rest[open.upperBound...])
            else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            let inside = rest[open.upperBound..<close]
            let name = inside.prefix { $0 != "," }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
                let target = token(named: String(name), byName: byName, except: own)
            else {
                result += rest[...close]
                rest = rest[rest.index(after: close)...]
                continue
            }
            let isFrom = function.elementsEqual("from")
            if isFrom { repaired.append(String(rest[before.index(before.endIndex, offsetBy: -4)...close])) }
            result += before.dropLast(function.count) + (isFrom ? "from " : "") + "{\(target.dotted)}"
            rest = rest[rest.index(after: close)...]
        }
        return (result + rest, repaired)
    }

    /// The token a property names: the whole name, or the name without its first words.
    static func token(named name: String, byName: [String: TokenPath], except own: TokenPath) -> TokenPath? {
        var words = name.split(separator: "-", omittingEmptySubsequences: false)[...]
        while !words.isEmpty {
            if let target = byName[words.joined(separator: "-")], target != own { return target }
            words = words.dropFirst()
        }
        return nil
    }

    /// The `)` that closes the parenthesis opened just before `text` (a fallback may hold its own).
    static func closing(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")" where depth == 0: return index
            case ")": depth -= 1
            default: continue
            }
        }
        return nil
    }
}

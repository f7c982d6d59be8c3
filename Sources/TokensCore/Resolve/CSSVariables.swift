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
        var names = Names()
        for path in mode.tokens.keys {
            let name = path.components.joined(separator: "-")
            // Two paths may join to one name (`a.b-c`, `a-b.c`): the smaller path, whatever the order.
            if let other = names.byName[name], other < path { continue }
            names.byName[name] = path
            names.lengths.insert(name.utf8.count)
        }
        var mode = mode
        var diagnostics = Diagnostics()
        for path in candidates.sorted() {
            guard var definition = mode.tokens[path], let text = definition.value.string else { continue }
            let (linked, repaired) = link(text, names: names, except: path)
            guard linked != text else { continue }
            definition.value = JSONNode(.string(linked), at: definition.value.location)
            // A type read off `var(--x)` (text, so a string) was a guess: as a whole alias, the
            // token takes its target's type, as `{x}` would.
            if definition.typeIsInferred, Alias.wholeReference(in: linked) != nil { definition.type = nil }
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

    /// The token names properties may stand for: each token's path joined with `-`, and the
    /// lengths of those names in bytes (a shorter name of a property is looked up only at a length
    /// some token's name has, so a property of many words is not hashed once per word).
    struct Names {
        var byName: [String: TokenPath] = [:]
        var lengths: Set<Int> = []
    }

    /// `text` with each `var(--name…)` and `from(--name)` that names a token (other than `own`)
    /// replaced by its alias, and the `from(--name)` forms replaced. One pass: each `(` is
    /// matched with its `)` once, not looked for again from every `var(`.
    static func link(_ text: String, names: Names, except own: TokenPath) -> (String, [String]) {
        var result = ""
        var repaired: [String] = []
        var rest = Substring(text)
        let closings = closingParentheses(text)
        while let open = rest.range(of: "(--") {
            let before = rest[..<open.lowerBound]
            let function = before.reversed().prefix { $0.isLetter }.reversed()
            guard function.elementsEqual("var") || function.elementsEqual("from"),
                let close = closings[open.lowerBound]
            else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            let inside = rest[open.upperBound..<close]
            let name = inside.prefix { $0 != "," }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
                let target = token(named: name, names: names, except: own)
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
    static func token(named name: Substring, names: Names, except own: TokenPath) -> TokenPath? {
        var rest = name
        while true {
            if names.lengths.contains(rest.utf8.count), let target = names.byName[String(rest)], target != own {
                return target
            }
            guard let dash = rest.firstIndex(of: "-") else { return nil }
            rest = rest[rest.index(after: dash)...]
        }
    }

    /// Each `(` of `text` with the `)` that closes it (a fallback may hold its own); none for one
    /// that is never closed.
    static func closingParentheses(_ text: String) -> [String.Index: String.Index] {
        var closings: [String.Index: String.Index] = [:]
        var open: [String.Index] = []
        for index in text.indices {
            switch text[index] {
            case "(": open.append(index)
            case ")": if let start = open.popLast() { closings[start] = index }
            default: continue
            }
        }
        return closings
    }
}

/// The byte writer behind `SwiftExpression.write` for ASCII expressions, where a column is a
/// byte: the same layout as the `String` one, written straight into the output with each width
/// added up instead of each line made and measured (30,000 colours are laid out at 30,000 tokens).
enum SwiftExpressionBytes {
    /// The expression after a lead of `leadWidth` columns already in `out`, then `suffix` and a newline.
    static func put(
        _ expression: SwiftExpression, leadWidth: Int, indent: [UInt8], suffix: [UInt8], into out: inout [UInt8]
    ) {
        if leadWidth + width(expression) + suffix.count <= SwiftExpression.width {
            flat(expression, into: &out)
            out += suffix
            out.append(newline)
            return
        }
        switch expression {
        case .text, .labeled(_, .text):
            flat(expression, into: &out)
            out += suffix
            out.append(newline)
        case .labeled(let label, let value):
            out += label.utf8
            out += separator.label
            put(value, leadWidth: leadWidth + label.utf8.count + 2, indent: indent, suffix: suffix, into: &out)
        case .call(let callee, let arguments):
            out += callee.utf8
            out += [UInt8(ascii: "("), newline]
            pack(arguments, indent: indent + spaces, close: [UInt8(ascii: ")")] + suffix, into: &out)
        case .array(let elements):
            out += [UInt8(ascii: "["), newline]
            let inner = indent + spaces
            for element in elements {
                out += inner
                put(element, leadWidth: inner.count, indent: inner, suffix: [UInt8(ascii: ",")], into: &out)
            }
            out += indent
            out.append(UInt8(ascii: "]"))
            out += suffix
            out.append(newline)
        }
    }

    /// `callee(arguments…)` after a lead of `leadWidth` columns already in `out`, then a newline:
    /// the layout `put` gives `.call(callee, arguments.map(.text))`, for arguments that are ASCII
    /// text (nothing inside them breaks), held one after the other in `text` and ending at `ends`.
    /// A colour's `TokenColor(…)` is written so, without an expression or a string per argument.
    static func putCall(
        _ callee: String, text: [UInt8], ends: [Int], leadWidth: Int, indent: [UInt8], into out: inout [UInt8]
    ) {
        let count = ends.count
        let flatWidth = callee.utf8.count + 2 + text.count + max(0, count - 1) * 2
        out += callee.utf8
        if leadWidth + flatWidth <= SwiftExpression.width {
            out.append(UInt8(ascii: "("))
            for index in 0..<count {
                if index > 0 { out += separator.item }
                out += text[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
            }
            out += [UInt8(ascii: ")"), newline]
            return
        }
        out += [UInt8(ascii: "("), newline]
        let inner = indent + spaces
        var lineWidth = inner.count
        var started = false
        for index in 0..<count {
            let argument = text[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
            let end = UInt8(ascii: index == count - 1 ? ")" : ",")
            let piece = argument.count + 1
            if lineWidth + (started ? 1 : 0) + piece <= SwiftExpression.width {
                if started { out.append(UInt8(ascii: " ")) } else { out += inner }
                out += argument
                out.append(end)
                lineWidth += (started ? 1 : 0) + piece
                started = true
                continue
            }
            if started { out.append(newline) }
            out += inner
            out += argument
            out.append(end)
            // An argument too long for a line of its own stays whole, on a line of its own.
            started = inner.count + piece <= SwiftExpression.width
            lineWidth = started ? inner.count + piece : inner.count
            if !started { out.append(newline) }
        }
        if started { out.append(newline) }
    }

    /// Arguments packed onto lines at `indent`, as `SwiftExpression.pack` packs them.
    private static func pack(_ arguments: [SwiftExpression], indent: [UInt8], close: [UInt8], into out: inout [UInt8]) {
        let comma = [UInt8(ascii: ",")]
        var lineWidth = indent.count
        var started = false
        for (index, argument) in arguments.enumerated() {
            let end = index == arguments.count - 1 ? close : comma
            let piece = width(argument) + end.count
            if lineWidth + (started ? 1 : 0) + piece <= SwiftExpression.width {
                if started { out.append(UInt8(ascii: " ")) } else { out += indent }
                flat(argument, into: &out)
                out += end
                lineWidth += (started ? 1 : 0) + piece
                started = true
                continue
            }
            if started { out.append(newline) }
            lineWidth = indent.count
            started = false
            out += indent
            if indent.count + piece <= SwiftExpression.width {
                flat(argument, into: &out)
                out += end
                lineWidth += piece
                started = true
            } else {
                put(argument, leadWidth: indent.count, indent: indent, suffix: end, into: &out)
            }
        }
        if started { out.append(newline) }
    }

    /// The flat form's width in bytes.
    static func width(_ expression: SwiftExpression) -> Int {
        switch expression {
        case .text(let text): return text.utf8.count
        case .call(let callee, let arguments): return callee.utf8.count + 2 + listWidth(arguments)
        case .labeled(let label, let value): return label.utf8.count + 2 + width(value)
        case .array(let elements): return 2 + listWidth(elements)
        }
    }

    private static func listWidth(_ items: [SwiftExpression]) -> Int {
        items.reduce(max(0, items.count - 1) * 2) { $0 + width($1) }
    }

    /// The flat form (`SwiftExpression.flat`) appended to `out`.
    static func flat(_ expression: SwiftExpression, into out: inout [UInt8]) {
        switch expression {
        case .text(let text): out += text.utf8
        case .call(let callee, let arguments):
            out += callee.utf8
            list(arguments, open: UInt8(ascii: "("), close: UInt8(ascii: ")"), into: &out)
        case .labeled(let label, let value):
            out += label.utf8
            out += separator.label
            flat(value, into: &out)
        case .array(let elements): list(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), into: &out)
        }
    }

    private static func list(_ items: [SwiftExpression], open: UInt8, close: UInt8, into out: inout [UInt8]) {
        out.append(open)
        for (index, item) in items.enumerated() {
            if index > 0 { out += separator.item }
            flat(item, into: &out)
        }
        out.append(close)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let spaces = Array("    ".utf8)
    private static let separator = (label: Array(": ".utf8), item: Array(", ".utf8))
}

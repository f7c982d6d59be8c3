/// A Swift expression as generated code writes it, laid out within 120 columns: on one line when
/// it fits, else a call's arguments (or an array's elements) on continuation lines indented one
/// level deeper than the line they continue, packed as swift-format packs them.
indirect enum SwiftExpression: Sendable {
    /// Text that is never broken (a literal, a name, `label: 1`).
    case text(String)
    /// `callee(arguments…)`.
    case call(String, [SwiftExpression])
    /// `label: expression`, where the expression may break.
    case labeled(String, SwiftExpression)
    /// `[elements…]`.
    case array([SwiftExpression])

    /// The widest line generated Swift has.
    static let width = 120

    /// The expression on one line.
    var flat: String {
        switch self {
        case .text(let text): return text
        case .call(let callee, let arguments): return callee + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
        case .labeled(let label, let value): return label + ": " + value.flat
        case .array(let elements): return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        }
    }

    /// `lead` (the line's start: indent and `static let x = `) followed by the expression, as lines
    /// each ending in a newline; continuation lines start at `indent` plus four spaces.
    func lines(lead: String, indent: String, suffix: String = "") -> String {
        var out: [UInt8] = []
        write(lead: lead, indent: indent, suffix: suffix, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `lines(lead:indent:suffix:)` appended to `out` as UTF-8.
    func write(lead: String, indent: String, suffix: String = "", into out: inout [UInt8]) {
        // Where every piece is ASCII a column is a byte, and the layout is made from the bytes.
        guard isASCII, lead.isASCIIText, indent.isASCIIText,
            suffix.isASCIIText
        else {
            out += linesByCharacters(lead: lead, indent: indent, suffix: suffix).utf8
            return
        }
        out += lead.utf8
        SwiftExpressionBytes.put(
            self, leadWidth: lead.utf8.count, indent: Array(indent.utf8), suffix: Array(suffix.utf8), into: &out)
    }

    /// The layout counted in characters, for text that is not all ASCII (and, in tests, the
    /// reference the byte layout is checked against).
    func linesByCharacters(lead: String, indent: String, suffix: String = "") -> String {
        var text = ""
        append(lead: lead, indent: indent, suffix: suffix, to: &text)
        return text
    }

    /// True when every text in the expression is ASCII.
    var isASCII: Bool {
        switch self {
        case .text(let text): return text.isASCIIText
        case .call(let callee, let arguments): return callee.isASCIIText && arguments.allSatisfy(\.isASCII)
        case .labeled(let label, let value): return label.isASCIIText && value.isASCII
        case .array(let elements): return elements.allSatisfy(\.isASCII)
        }
    }

    /// Appends the expression after `lead`, then `suffix` (closing brackets of the enclosing
    /// expressions), breaking where the line would pass the width.
    private func append(lead: String, indent: String, suffix: String, to out: inout String) {
        let flat = self.flat
        if Self.fits(lead, flat, suffix) {
            out += lead + flat + suffix + "\n"
            return
        }
        let inner = indent + "    "
        switch self {
        case .text, .labeled(_, .text):
            out += lead + flat + suffix + "\n"
        case .labeled(let label, let value):
            value.append(lead: lead + label + ": ", indent: indent, suffix: suffix, to: &out)
        case .call(let callee, let arguments):
            out += lead + callee + "(\n"
            Self.pack(arguments, indent: inner, close: ")" + suffix, to: &out)
        case .array(let elements):
            out += lead + "[\n"
            for element in elements {
                element.append(lead: inner, indent: inner, suffix: ",", to: &out)
            }
            out += indent + "]" + suffix + "\n"
        }
    }

    /// Whether the pieces side by side fit in the width, counted in characters. Counting characters
    /// walks the text, so bytes are counted first: a text never has more characters than bytes.
    private static func fits(_ a: String, _ b: String, _ c: String = "") -> Bool {
        a.utf8.count + b.utf8.count + c.utf8.count <= width || a.count + b.count + c.count <= width
    }

    /// Arguments packed onto lines at `indent`, an argument too long for a line of its own broken
    /// in turn; `close` ends the last line.
    private static func pack(_ arguments: [SwiftExpression], indent: String, close: String, to out: inout String) {
        var line = indent
        for (index, argument) in arguments.enumerated() {
            let isLast = index == arguments.count - 1
            let piece = argument.flat + (isLast ? close : ",")
            let separator = line == indent ? "" : " "
            if fits(line, separator, piece) {
                line += separator + piece
                continue
            }
            if line != indent { out += line + "\n" }
            line = indent
            if fits(indent, piece) {
                line += piece
            } else {
                argument.append(lead: indent, indent: indent, suffix: isLast ? close : ",", to: &out)
            }
        }
        if line != indent { out += line + "\n" }
    }
}

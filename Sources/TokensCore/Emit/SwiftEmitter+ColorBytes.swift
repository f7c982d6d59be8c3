/// A colour token's two declarations written straight as bytes. At 30,000 tokens 20,000 colours
/// are declared twice each, and building each declaration from `SwiftExpression`s and strings
/// first was most of the Swift emitter's time. The layout is the general path's
/// (`SwiftText.asciiDocComment`, `SwiftExpressionBytes.putCall`); a test builds systems both ways
/// and compares every byte.
extension SwiftEmitter {
    /// The SwiftUI constant and the `TokenColor` value of a colour whose doc comment is `doc` (the
    /// colour described), or nil when the general path must write them: a deprecation, text a
    /// comment or a string literal rewrites, or text that is not ASCII (laid out by characters).
    static func colorDeclarationBytes(
        doc: TextBuffer, token: ResolvedToken, identifier id: String, access: String, isExtension: Bool,
        depth: Int, valueDepth: Int, colorset: String?, bundle: String?, colors: AppearanceModes.Colors,
        shown: AppearanceModes.Colors
    ) -> (swiftUI: [UInt8], value: [UInt8])? {
        guard token.deprecation == nil, id.utf8.allSatisfy({ $0 < 0x80 }), access.utf8.allSatisfy({ $0 < 0x80 })
        else { return nil }
        var text = doc.bytes
        if let description = token.description, !description.isEmpty {
            text += ". ".utf8
            text += description.utf8
        }
        // Printable ASCII: `SwiftText.comment` leaves it as it is, and a column is a byte.
        guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        // A colorset name the literal writes as it is: printable ASCII without `"` or `\`.
        if let colorset,
            !colorset.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C })
        {
            return nil
        }
        let arguments = tokenColorArguments(colorset, bundle: bundle, colors, shown: shown)
        guard arguments.text.allSatisfy({ $0 < 0x80 }) else { return nil }

        var swiftUI: [UInt8] = []
        swiftUI.reserveCapacity(2 * text.count + 64)
        SwiftText.asciiDocComment(text, lead: docLead(depth), into: &swiftUI)
        swiftUI += indentBytes(depth)
        swiftUI += access.utf8
        swiftUI += "static let ".utf8
        swiftUI += id.utf8
        swiftUI += (isExtension ? " = TokenColor." : " = Values.").utf8
        swiftUI += id.utf8
        swiftUI += ".color\n".utf8

        var value: [UInt8] = []
        value.reserveCapacity(2 * text.count + arguments.text.count + 96)
        SwiftText.asciiDocComment(text, lead: docLead(valueDepth), into: &value)
        let start = value.count
        value += indentBytes(valueDepth)
        value += access.utf8
        value += "static let ".utf8
        value += id.utf8
        value += " = ".utf8
        SwiftExpressionBytes.putCall(
            "TokenColor", text: arguments.text, ends: arguments.ends, leadWidth: value.count - start,
            indent: indentBytes(valueDepth), into: &value)
        return (swiftUI, value)
    }

    /// `depth` levels of four spaces, as bytes.
    static func indentBytes(_ depth: Int) -> [UInt8] {
        depth < indentLeads.count ? indentLeads[depth].indent : Array(indent(depth).utf8)
    }

    /// A doc comment line's start at `depth`: the indent and `/// `.
    static func docLead(_ depth: Int) -> [UInt8] {
        depth < indentLeads.count ? indentLeads[depth].doc : Array((indent(depth) + "/// ").utf8)
    }

    private static let indentLeads = (0..<16).map { depth in
        (indent: Array(indent(depth).utf8), doc: Array((indent(depth) + "/// ").utf8))
    }
}

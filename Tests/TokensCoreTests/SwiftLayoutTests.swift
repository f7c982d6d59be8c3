import Testing

@testable import TokensCore

/// Generated Swift is laid out within 120 columns. ASCII text (nearly every token's) is laid out
/// from its bytes, other text by its characters; these check the byte layout against the
/// character one on expressions and comments of every shape, and pin a few layouts exactly.
struct SwiftLayoutTests {
    /// A colour as the Swift emitter writes it at 30,000 tokens: the call breaks after `(` and
    /// packs its arguments onto lines indented one level deeper.
    @Test func aTokenColor_packsItsArgumentsAsSwiftFormatDoes() {
        let color = SwiftExpression.call(
            "TokenColor",
            [
                .text("\"chainC0L0\""), .text("bundle: TokenBundle.bundle"), .text(".init(hex: 0x000000)"),
                .text("dark: .init(hex: 0xB0E0C1)"), .text("highContrast: .init(hex: 0x000F1B)"),
                .text("darkHighContrast: .init(hex: 0xD8F9F1)"),
            ])
        let lines = color.lines(lead: "            static let c0L0 = ", indent: "            ")
        #expect(
            lines == """
                            static let c0L0 = TokenColor(
                                "chainC0L0", bundle: TokenBundle.bundle, .init(hex: 0x000000), dark: .init(hex: 0xB0E0C1),
                                highContrast: .init(hex: 0x000F1B), darkHighContrast: .init(hex: 0xD8F9F1))

                """)
    }

    /// A text one column too wide for the line breaks; one that fits exactly does not.
    @Test func theWidthIs120Columns() {
        let call = SwiftExpression.call(
            "f", [.text(String(repeating: "a", count: 50)), .text(String(repeating: "b", count: 60))])
        // "let x = " (8) + "f(" (2) + 50 + ", " (2) + 60 + ")" (1) = 123 columns: broken.
        #expect(call.lines(lead: "let x = ", indent: "").split(separator: "\n").count == 2)
        // Four fewer columns of lead: 119 columns, on one line.
        #expect(call.lines(lead: "x = ", indent: "").split(separator: "\n").count == 1)
        #expect(call.lines(lead: "let x = ", indent: "") == call.linesByCharacters(lead: "let x = ", indent: ""))
    }

    /// The byte layout of 4,000 random ASCII expressions (nested calls, labels and arrays, texts up
    /// to 70 columns, leads and indents of every depth) is the character layout, byte for byte.
    @Test func theByteLayout_isTheCharacterLayout() {
        var random = SplitMix64(seed: 0x5EED_1A70)
        for _ in 0..<4000 {
            let expression = Self.expression(&random, depth: 0)
            let indent = String(repeating: " ", count: 4 * random.below(5))
            let lead = indent + "static let " + Self.word(&random, length: random.below(30)) + " = "
            let suffix = [")", ",", "", "))"][random.below(4)]
            let bytes = expression.lines(lead: lead, indent: indent, suffix: suffix)
            let characters = expression.linesByCharacters(lead: lead, indent: indent, suffix: suffix)
            #expect(bytes == characters, "\(expression.flat)")
            if bytes != characters { return }
        }
    }

    /// Doc comments wrap at spaces within 120 columns; from bytes for ASCII text, as by characters.
    @Test func docComments_wrapByBytesAsByCharacters() {
        var random = SplitMix64(seed: 0xD0C)
        for _ in 0..<4000 {
            let words = (0..<random.below(40)).map { _ in
                Self.word(&random, length: 1 + random.below(random.below(8) == 0 ? 140 : 12))
            }
            let text = words.joined(separator: String(repeating: " ", count: 1 + random.below(2)))
            let indent = String(repeating: " ", count: 4 * random.below(6))
            let wrapped = SwiftText.docComment(text, indent: indent)
            #expect(wrapped == SwiftText.docCommentByCharacters(text, lead: indent + "/// "), "\(text)")
            for line in wrapped.split(separator: "\n") where line.utf8.count > 120 {
                // Only a word longer than a line passes the width, alone on its line.
                #expect(!line.dropFirst(indent.count + 4).contains(" "))
            }
        }
    }

    /// Text that is not ASCII is laid out by characters: `é` written as e + U+0301 is two scalars,
    /// three bytes and one column.
    @Test func nonASCIIText_isCountedInCharacters() {
        let decomposed = String(repeating: "e\u{301}", count: 40)
        let call = SwiftExpression.call("f", [.text("\"\(decomposed)\""), .text(String(repeating: "b", count: 60))])
        // 8 + 2 + 42 + 2 + 60 + 1 = 115 columns (195 bytes): one line.
        #expect(call.lines(lead: "let x = ", indent: "").split(separator: "\n").count == 1)
        let comment = SwiftText.docComment(String(repeating: "é ", count: 55), indent: "")
        #expect(comment.split(separator: "\n").count == 1)
    }

    // MARK: - Random expressions

    static func expression(_ random: inout SplitMix64, depth: Int) -> SwiftExpression {
        let kind = depth > 2 ? 0 : random.below(4)
        switch kind {
        case 1:
            return .call(
                word(&random, length: 1 + random.below(20)),
                (0..<random.below(6)).map { _ in expression(&random, depth: depth + 1) })
        case 2: return .labeled(word(&random, length: 1 + random.below(12)), expression(&random, depth: depth + 1))
        case 3: return .array((0..<random.below(5)).map { _ in expression(&random, depth: depth + 1) })
        default: return .text(word(&random, length: random.below(random.below(6) == 0 ? 70 : 20)))
        }
    }

    static func word(_ random: inout SplitMix64, length: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABC0123456789_.\"".utf8)
        return String(decoding: (0..<length).map { _ in letters[random.below(letters.count)] }, as: UTF8.self)
    }
}

extension SplitMix64 {
    /// A number in `0..<bound` (0 when the bound is 0).
    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}

/// Token names are made into identifiers byte by byte when they are ASCII; the result is the
/// scalar-by-scalar one for 20,000 random names of letters, digits and separators.
struct ASCIICamelTests {
    @Test func asciiNames_camelByBytesAsByScalars() {
        var random = SplitMix64(seed: 0xCA3E1)
        let alphabet = Array("abcXYZ09_-. $rootAB1".utf8)
        for _ in 0..<20000 {
            let names = (0..<random.below(4)).map { _ -> String in
                random.below(12) == 0
                    ? "$root"
                    : String(
                        decoding: (0..<random.below(9)).map { _ in alphabet[random.below(alphabet.count)] },
                        as: UTF8.self)
            }
            for upper in [false, true] {
                let bytes = SwiftIdentifier.camel(names, upperFirstWord: upper)
                let scalars = SwiftIdentifier.camelByScalars(names, upperFirstWord: upper)
                #expect(bytes == scalars, "\(names) \(upper)")
                if bytes != scalars { return }
            }
        }
    }
}

import Foundation
import Testing

@testable import TokensCore

/// docs/token-files.md states every limit of `Limits` (and of "did you mean"): a limit changed in
/// the code fails here until the sentence says it.
@Suite struct LimitsDocTests {
    /// `1000000` as `1,000,000`.
    static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits = String(digits.dropLast(3))
        }
        return digits + out
    }

    @Test func theLimitsParagraph_statesEveryLimit() throws {
        let text = try String(contentsOfFile: TestSupport.packageRoot + "/docs/token-files.md", encoding: .utf8)
        let paragraph =
            text.components(separatedBy: "- **Limits**").dropFirst().first?
            .components(separatedBy: "\n- **").first ?? ""
        let words = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let n = Self.grouped
        let stated = [
            "more than \(n(Limits.documentDepth)) deep in a file",
            "more than \(n(Limits.pointerDepth)) deep (`ref.too-deep`)",
            "more than \(n(Limits.extendsDepth)) deep (`extends.too-deep`)",
            "more than \(n(Limits.referenceDepth)) deep (`alias.too-deep`)",
            "Momentum references more than \(n(Limits.referenceDepth))",
            "more than \(n(Limits.valueDepth)) deep in a Tokens Studio expression",
            "more than \(n(Limits.valueDepth)) deep in a colour",
            "more than \(n(Limits.documentDepth)) dash-separated parts",
            "more than \(n(Limits.documentDepth)) deep through references",
            "name groups in turn) nested more than \(n(Limits.documentDepth)) deep",
            "a budget of \(n(Limits.expansion)) values",
            "at most \(n(Limits.modes)) modes in a build",
            "names at most \(n(Limits.modes)), `mode.too-large`",
            "at most \(n(Limits.modeValues)) token values in all its modes",
            "at most \(n(Limits.brands)) brands",
            "at most \(n(Limits.modeValues)) token values across them",
            "at most \(n(Limits.pathBytes)) bytes",
            "at most \(n(Suggestion.maximumCells)) cells",
            "names of at most \(n(Suggestion.maximumLength)) bytes",
            "the first \(Suggestion.Hints.hintedNames) names",
        ]
        for phrase in stated { #expect(words.contains(phrase), "docs/token-files.md does not say: \(phrase)") }
    }
}

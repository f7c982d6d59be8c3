import Foundation
import Testing

@testable import TokensCore

/// What a first user found building public systems the corpus has never seen (2026-11-27), each
/// fixture cut from the system named: Wikimedia Codex (Style Dictionary), NVE's design system
/// (Tokens Studio).
@Suite struct UnseenSystemsTests {
    static func value(_ tokens: ResolvedTokenSet?, _ path: String, mode: String? = nil) -> String? {
        let modes = tokens?.modes ?? []
        let chosen = mode.map { name in modes.first { $0.mode.name == name } } ?? modes.first
        return chosen?.token(TokenPath(path)).map { "\($0.type?.rawValue ?? "-") \($0.value.text)" }
    }

    /// wikimedia/design-codex `application.json`: Style Dictionary reads `{ color.gray900 }` as
    /// the alias of `color.gray900`, and so does tokens, with one warning for all such aliases.
    static let codex = """
        {
          "color": {
            "gray900": { "value": "#101418" },
            "base": { "value": "{ color.gray900 }" },
            "subtle": { "value": "{color.gray900 }" }
          }
        }
        """

    @Test func styleDictionary_aliasWithBlanksInsideItsBraces_isTheAlias() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["application.json": Self.codex]))
        #expect(Self.value(tokens, "color.base") == "color #101418")
        #expect(Self.value(tokens, "color.subtle") == "color #101418")
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.name-trimmed@" + TestSupport.position(of: "\"{ color.gray900 }\"", in: Self.codex),
                "token.name-trimmed@" + TestSupport.position(of: "\"{color.gray900 }\"", in: Self.codex),
            ])
        #expect(
            diagnostics.sorted.first?.message
                == "The alias { color.gray900 } has blanks inside its braces; it is read as {color.gray900}, as Style Dictionary reads it. Write the alias without them."
        )
        // DTCG references are exact: the same alias in a `$value` file names no token.
        let dtcg = Self.codex.replacingOccurrences(of: "\"value\"", with: "\"$value\"")
            .replacingOccurrences(of: "\"gray900\": {", with: "\"$type\": \"color\", \"gray900\": {")
        let (strict, problems) = TestSupport.resolve(try TestSupport.folder(["application.json": dtcg]))
        #expect(strict == nil)
        #expect(TestSupport.summary(problems).allSatisfy { $0.hasPrefix("alias.missing@") })
    }

    /// wikimedia/design-codex `modes/`: `dark.json` beside `small.json`, `large.json` and
    /// `x-large.json`. In a folder named `modes` each file is a mode; the size modes (font sizes,
    /// not the dark file's colours) are Swift variants, not layered over the base (where the last,
    /// x-large, won), and no brand.
    @Test func filesOfAModesFolder_areModes_andSizeModesStayVariants() throws {
        let folder = try TestSupport.folder([
            "application.json":
                ##"{"font-size": {"medium": {"value": "16px"}}, "color": {"base": {"value": "#202122"}, "bg": {"value": "#ffffff"}}}"##,
            "modes/dark.json": ##"{"color": {"base": {"value": "#eaecf0"}, "bg": {"value": "#101418"}}}"##,
            "modes/small.json": ##"{"font-size": {"medium": {"value": "14px"}}}"##,
            "modes/large.json": ##"{"font-size": {"medium": {"value": "18px"}}}"##,
            "modes/x-large.json": ##"{"font-size": {"medium": {"value": "20px"}}}"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark", "large", "small", "x-large"])
        #expect(Self.value(tokens, "font-size.medium") == "dimension 16px")
        #expect(Self.value(tokens, "font-size.medium", mode: "x-large") == "dimension 20px")
        #expect(Self.value(tokens, "color.bg", mode: "dark") == "color #101418")
        #expect(!diagnostics.all.contains { $0.code == .duplicateToken || $0.code == .brandBuilt })
        #expect(TokenLoader.brandNames(path: folder, config: TokensConfig()) == [])
    }

    /// NVE's `brand/nve.json`: Tokens Studio writes every boolean as the text "true" or "false".
    @Test func tokensStudio_booleanText_isABoolean() throws {
        let text =
            ##"{"brand": {"NVE": {"$type": "boolean", "$value": "true"}, "RME": {"$type": "boolean", "$value": "false"}}}"##
        let folder = try TestSupport.folder([
            "brand/nve.json": text, "$themes.json": "[]", "$metadata.json": ##"{"tokenSetOrder": ["brand/nve"]}"##,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(Self.value(tokens, "brand.NVE") == "boolean true")
        #expect(Self.value(tokens, "brand.RME") == "boolean false")
        #expect(TestSupport.summary(diagnostics, severity: .warning) == [])
        // In DTCG a boolean is JSON's `true`: the text is an error there.
        let (dtcg, problems) = TestSupport.resolve(try TestSupport.folder(["brand.json": text]))
        #expect(dtcg == nil)
        #expect(
            TestSupport.summary(problems) == [
                "token.invalid-value@" + TestSupport.position(of: "\"true\"", in: text),
                "token.invalid-value@" + TestSupport.position(of: "\"false\"", in: text),
            ])
    }

    /// kkratterf/fusillo-design-system `tokens.json`: a Figma export plugin writes `value` tokens
    /// and, beside them, its own `$meta`. Its format's tools skip it; so does tokens, with a warning.
    @Test func exportersMetadata_besideValueTokens_isIgnored() throws {
        let text = """
            {
              "Tokens": { "Light": { "bg": { "value": "#ffffff", "type": "color" } } },
              "$meta": { "useDTCGKeys": false, "colorMode": "hex", "createdAt": "2025-01-01" }
            }
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": text]))
        #expect(tokens?.modes.first?.tokens.count == 1)
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.ignored-member@" + TestSupport.position(of: "\"$meta\"", in: text)
            ])
        // In a DTCG file a `$` name is reserved: an error, as before.
        let dtcg = text.replacingOccurrences(of: "\"value\"", with: "\"$value\"")
            .replacingOccurrences(of: "\"type\"", with: "\"$type\"")
        let (strict, problems) = TestSupport.resolve(try TestSupport.folder(["tokens.json": dtcg]))
        #expect(strict == nil)
        #expect(
            TestSupport.summary(problems) == [
                "token.unknown-property@" + TestSupport.position(of: "\"$meta\"", in: dtcg)
            ])
    }
}

import Foundation
import Testing

@testable import TokensCore

/// Names with a `.` inside (issue 57 §4), which Style Dictionary accepts: one name in the formats
/// read as their own tools read them, reached by a reference when no other reading names a token,
/// and named in Swift and colorsets as any other name.
@Suite struct DottedNameTests {
    /// Tailwind's default spacing scale as Style Dictionary files write it (`spacing.0.5`,
    /// `spacing.1.5`, keys of `tailwindcss/stubs/config.full.js`'s `spacing`), with the issue's
    /// `spacing.spacer.1.5` and a colour step, referred to whole, with Style Dictionary 3's
    /// `.value`, inside text and in arithmetic.
    static let tailwind = """
        {
          "spacing": {
            "0": { "value": "0px", "type": "dimension" },
            "0.5": { "value": "2px", "type": "dimension" },
            "1": { "value": "4px", "type": "dimension" },
            "1.5": { "value": "6px", "type": "dimension" },
            "spacer": { "1.5": { "value": "{spacing.1.5}" } },
            "inset": { "value": "{spacing.0.5.value}" },
            "double": { "value": "{spacing.spacer.1.5} * 2", "type": "dimension" },
            "text": { "value": "0 {spacing.0.5}" }
          },
          "color": { "gray": { "0.5": { "value": "#f9fafb", "type": "color" } } }
        }
        """

    static func value(_ tokens: ResolvedTokenSet?, _ path: String) -> String? {
        let held = TokenPath(path.replacingOccurrences(of: "·", with: String(TokenPath.dotInName)))
        return tokens?.modes.first?.token(held).map { "\($0.type?.rawValue ?? "-") \($0.value.text)" }
    }

    @Test func dottedKey_isOneName_andReferencesReachIt() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["spacing.json": Self.tailwind]))
        #expect(TestSupport.summary(diagnostics, severity: nil) == [])
        #expect(Self.value(tokens, "spacing.0·5") == "dimension 2px")
        #expect(Self.value(tokens, "spacing.spacer.1·5") == "dimension 6px")
        #expect(Self.value(tokens, "spacing.inset") == "dimension 2px")
        #expect(Self.value(tokens, "spacing.double") == "dimension 12px")
        #expect(Self.value(tokens, "spacing.text") == "string 0 2px")
        #expect(
            tokens?.modes.first?.tokens.map(\.path.dotted).filter { $0.hasPrefix("spacing.") }.count == 8)
    }

    @Test func dottedKey_isNamedInSwiftAndColorsets_asOtherNamesAre() throws {
        let files = try BuildTestSupport.build(try TestSupport.folder(["spacing.json": Self.tailwind]))
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { String(decoding: $0.contents, as: UTF8.self) }
            .joined()
        for name in ["_0_5: CGFloat = 2", "_1_5: CGFloat = 6", "spacer1_5: CGFloat = 6"] {
            #expect(swift.contains("static let \(name)"), "\(name)")
        }
        #expect(files.contains { $0.path == "Assets.xcassets/gray0_5.colorset/Contents.json" })
    }

    /// `{spacing.1.5}` where both `spacing` › `1` › `5` and `spacing` › `1.5` exist: the error,
    /// both named, at the reference.
    /// `tokens explain` takes the name as it is typed, with plain dots.
    @Test func explain_findsADottedName_typedWithPlainDots() throws {
        let folder = try TestSupport.folder(["spacing.json": Self.tailwind])
        let run = try ResolveCommandTests().run(["explain", "spacing.spacer.1.5", "--tokens", folder])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("spacing.spacer.1\u{2024}5\n  type        dimension\n"))
        let first = try ResolveCommandTests().run(["explain", "spacing.0.5", "--tokens", folder])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("default: 2px"))
    }

    @Test func twoReadings_areAmbiguous() throws {
        let text = """
            {
              "spacing": {
                "1": { "5": { "value": "5px" } },
                "1.5": { "value": "6px" },
                "ref": { "value": "{spacing.1.5}" }
              }
            }
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["spacing.json": text]))
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "alias.ambiguous@" + TestSupport.position(of: "\"{spacing.1.5}\"", in: text)
            ])
        #expect(
            diagnostics.all.first { $0.code == .aliasAmbiguous }?.message
                == "The reference {spacing.1.5} names two tokens: 'spacing' › '1\u{2024}5' and 'spacing' › '1' › '5', a dot read once as a separator and once as part of a name. Rename one of them."
        )
    }

    /// DTCG names keep the specification's rule: a `.` is `token.invalid-name`.
    @Test func dtcgName_withADot_isStillInvalid() throws {
        let text = """
            { "spacing": { "$type": "dimension", "1.5": { "$value": "6px" } } }
            """
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["spacing.json": text]))
        #expect(
            TestSupport.summary(diagnostics) == ["token.invalid-name@" + TestSupport.position(of: "\"1.5\"", in: text)])
    }
}

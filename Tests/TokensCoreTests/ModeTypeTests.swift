import Foundation
import Testing

@testable import TokensCore

/// The warnings for values no output shows: a token with no type, and a token whose type in a mode
/// is not its type in the first mode. Each is said once, where the value is defined.
@Suite struct ModeTypeTests {
    static let light = """
        {
          "a": { "$type": "color", "$value": "#000000" },
          "b": { "$type": "color", "$value": "#111111" },
          "c": { "$type": "color", "$value": "#222222" },
          "u": { "$value": "plain" }
        }
        """
    static let dark = """
        {
          "a": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } },
          "b": { "$type": "color", "$value": "#EEEEEE" },
          "c": { "$value": "plain" },
          "u": { "$type": "color", "$value": "#FFFFFF" }
        }
        """

    @Test func aTypeThatChangesInAMode_andAnUntypedToken_areEachReportedWhereDefined() throws {
        let folder = try TestSupport.folder(["colors.json": Self.light, "colors.dark.json": Self.dark])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens != nil)
        let warnings = diagnostics.sorted.filter { $0.severity == .warning }
        #expect(
            warnings.map {
                "\($0.code.rawValue)@\($0.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } ?? "")"
            }
                == [
                    "mode.type-mismatch@colors.dark.json:" + TestSupport.position(of: "\"a\"", in: Self.dark),
                    "mode.type-mismatch@colors.dark.json:" + TestSupport.position(of: "\"c\"", in: Self.dark),
                    "token.untyped@colors.json:" + TestSupport.position(of: "\"u\"", in: Self.light),
                ])
        #expect(
            warnings.filter { $0.code == .modeTypeMismatch }.map(\.message) == [
                "'a' is a dimension in mode 'dark' but a color in 'light', so the outputs keep the 'light' value in 'dark'. Give it the same type in every mode.",
                "'c' is untyped in mode 'dark' but a color in 'light', so the outputs keep the 'light' value in 'dark'. Give it the same type in every mode.",
            ])
        // The untyped token typed in another mode is the untyped warning alone: its first mode has no type to keep.
        #expect(!warnings.contains { $0.code == .modeTypeMismatch && $0.message.hasPrefix("'u'") })
    }
}

import Foundation
import Testing

@testable import TokensCore

/// Modes written as path segments inside one file (issue 35): groups named for modes that hold
/// the same tokens are those modes, as mode words in file and folder names are.
@Suite struct SegmentModesTests {
    /// casavo-habitat, tokens.json (Figma variables through the "Design Tokens" plugin): a
    /// collection's modes as path segments. `buttons.light.*` and `buttons.dark.*` hold the same
    /// tokens, so they are one set of tokens in two modes; a light token that names the dark path
    /// keeps the dark value (#FFFFFF, not #E8E8E8), and `background.default.light` / `.dark`
    /// (tokens, not groups) and `gray.light` / `gray.dark` (other tokens) are not modes.
    static let segmentModes = ##"""
        {"root": {"white": {"value": "#ffffff", "type": "color"}, "gray": {"value": "#e8e8e8", "type": "color"},
                  "ink": {"value": "#2d2d2d", "type": "color"}},
         "background": {"default": {"light": {"value": "{root.white}", "type": "color"},
                                    "dark": {"value": "{root.gray}", "type": "color"}}},
         "gray": {"light": {"100": {"value": "#eeeeee", "type": "color"}},
                  "dark": {"100": {"value": "#111111", "type": "color"}, "200": {"value": "#222222", "type": "color"}}},
         "buttons": {
          "light": {"text": {"value": "{root.ink}", "type": "color"},
                    "round": {"value": "{root.gray}", "type": "color"},
                    "border": {"value": "{buttons.dark.round.value}", "type": "color"}},
          "dark": {"text": {"value": "{root.white}", "type": "color"},
                   "round": {"value": "{root.white}", "type": "color"},
                   "border": {"value": "{buttons.dark.round}", "type": "color"}}}}
        """##

    @Test func modeGroupsInsideAFile_thatHoldTheSameTokens_areModes() throws {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["tokens.json": Self.segmentModes]))
        let set = try #require(tokens)
        #expect(set.modes.map(\.mode.name) == ["light", "dark"])
        let hexes = { (mode: Int, path: String) in
            set.modes[mode].tokens.first { $0.path.dotted == path }.flatMap(BrandsAndPathModesTests.hex)
        }
        #expect(
            ["buttons.text", "buttons.round", "buttons.border"].map { hexes(0, $0) } == [
                "#2d2d2d", "#e8e8e8", "#ffffff",
            ])
        #expect(
            ["buttons.text", "buttons.round", "buttons.border"].map { hexes(1, $0) } == [
                "#ffffff", "#ffffff", "#ffffff",
            ])
        #expect(hexes(1, "background.default.light") == "#ffffff")
        #expect(hexes(0, "background.default.dark") == "#e8e8e8")
        #expect(hexes(0, "gray.dark.200") == "#222222")
        #expect(!set.modes[0].tokens.contains { $0.path.dotted.hasPrefix("buttons.light") })
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "mode.path-segments@" + TestSupport.position(of: "\"light\": {\"text\"", in: Self.segmentModes)
            ])
        #expect(
            diagnostics.all.first?.message
                == "The groups 'buttons.light' and 'buttons.dark' hold the same 3 tokens, so they are read as the modes light and dark of one set of tokens: 'buttons.light.border' is 'buttons.border' in mode 'light'. Rename a group (or give them different tokens) to keep them apart."
        )
    }

    /// A file of the dark mode that defines a token the dark group already gives a value: two dark
    /// values, an error naming both files.
    @Test func aModeGroupAndAModeFile_thatBothSetAToken_areAnError() throws {
        let file = ##"{"buttons": {"text": {"value": "#000000", "type": "color"}}}"##
        let folder = try TestSupport.folder(["tokens.json": Self.segmentModes, "buttons.dark.json": file])
        let (_, diagnostics) = TestSupport.resolve(folder)
        let place = TestSupport.position(of: "\"{root.white}\"", in: Self.segmentModes, occurrence: 2)
        #expect(TestSupport.summary(diagnostics) == ["mode.conflict@" + place])
        // The folder's files say modes too: the groups read as modes are said in a warning.
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "mode.path-segments@" + TestSupport.position(of: "\"light\": {\"text\"", in: Self.segmentModes)
            ])
        let error = try #require(diagnostics.errors.first)
        #expect(
            error.message
                == "'buttons.text' has two 'dark' values: one in the group 'dark' of tokens.json and one in buttons.dark.json, a file of that mode. A token has one value per mode: keep one of them."
        )
        #expect(error.notes.map { FilePath.name(of: $0.location?.file ?? "") } == ["buttons.dark.json"])
    }
}

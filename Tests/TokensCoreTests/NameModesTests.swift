import Foundation
import Testing

@testable import TokensCore

/// Modes written at the end of colour tokens' names (issue 35: Backpack's `_DAY` / `_NIGHT`), and
/// names with blanks around them in lenient formats (Gestalt's `"selected "`).
@Suite struct NameModesTests {
    /// Backpack's Theo files: every colour a `_DAY` / `_NIGHT` pair, merged as Backpack's own iOS
    /// build merges it (`textPrimaryColor`); a colour with no pair (in a file of its own, as
    /// Backpack's are) is the same in both.
    static let theo = ##"""
        {"global": {"type": "color", "category": "text-colors"},
         "aliases": {"CHARCOAL": {"value": "#161616"}, "WHITE": {"value": "#FFFFFF"}},
         "props": {"TEXT_PRIMARY_DAY": {"value": "{!CHARCOAL}"}, "TEXT_PRIMARY_NIGHT": {"value": "{!WHITE}"},
                   "TEXT_ON_DARK_DAY": {"value": "{!WHITE}"}, "TEXT_ON_DARK_NIGHT": {"value": "{!WHITE}"}}}
        """##
    static let marcomms = ##"{"global": {"type": "color"}, "props": {"MARCOMMS_BERRY": {"value": "#FF00FF"}}}"##

    @Test func colourPairsThatDifferByAModeWordAtTheEnd_areOneToken() throws {
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder(["text.json": Self.theo, "marcomms.json": Self.marcomms]))
        let set = try #require(tokens)
        #expect(set.modes.map(\.mode.name) == ["light", "night"])
        #expect(set.modes.map(\.mode.appearance) == [.light, .dark])
        let hex = { (mode: Int, path: String) in
            set.modes[mode].tokens.first { $0.path.dotted == path }.flatMap(BrandsAndPathModesTests.hex)
        }
        #expect(hex(0, "TEXT_PRIMARY_COLOR") == "#161616")
        #expect(hex(1, "TEXT_PRIMARY_COLOR") == "#ffffff")
        #expect(hex(1, "TEXT_ON_DARK_COLOR") == "#ffffff")
        #expect(hex(1, "MARCOMMS_BERRY") == "#ff00ff")
        #expect(
            !set.modes[0].tokens.contains { $0.path.dotted.hasSuffix("_DAY") || $0.path.dotted.hasSuffix("_NIGHT") })
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "mode.name-suffixes@" + TestSupport.position(of: "\"TEXT_PRIMARY_DAY\"", in: Self.theo)
            ])
        #expect(
            diagnostics.all.first?.message
                == "The colour tokens 'TEXT_PRIMARY_DAY' and 'TEXT_PRIMARY_NIGHT' differ only by the mode word at the end of their names, so they are one token, 'TEXT_PRIMARY_COLOR', in the modes light and 'night', as is 1 other such pair here. Rename one of them to keep them apart."
        )
    }

    @Test func namesSplitIntoTheirCommonPartAndAModeWord() {
        #expect(NameModes.parts(of: "TEXT_PRIMARY_DAY") == .init(stem: "TEXT_PRIMARY", separator: "_", suffix: "DAY"))
        #expect(NameModes.parts(of: "bgLight") == .init(stem: "bg", separator: "", suffix: "Light"))
        #expect(NameModes.parts(of: "line-dark-hc") == .init(stem: "line", separator: "-", suffix: "dark-hc"))
        #expect(NameModes.parts(of: "TEXT_ON_DARK_DAY")?.stem == "TEXT_ON_DARK")
        #expect(NameModes.parts(of: "text-on-dark") == nil)  // a colour for a dark background
        #expect(NameModes.parts(of: "light") == nil)  // named for a mode alone
        #expect(NameModes.parts(of: "highlight") == nil)
        #expect(
            NameModes.mergedName(.init(stem: "TEXT_PRIMARY", separator: "_", suffix: "DAY")) == "TEXT_PRIMARY_COLOR")
        #expect(NameModes.mergedName(.init(stem: "bg", separator: "", suffix: "Light")) == "bgColor")
        #expect(NameModes.mergedName(.init(stem: "line", separator: "-", suffix: "dark")) == "line-color")
        #expect(NameModes.mergedName(.init(stem: "text-color", separator: "-", suffix: "dark")) == "text-color")
    }

    /// A lone `logoLight` beside a pair keeps its group as written (a note names it), and so does a
    /// colour with no mode word (Salesforce's `COLOR_BACKGROUND` beside its variants
    /// `COLOR_BACKGROUND_LIGHT` and `_DARK`); a pair whose merged name is taken stays too; a
    /// reference from one member to the other keeps its value.
    static let styleDictionary = ##"""
        {"icon": {"arrowLight": {"value": "#ffffff", "type": "color"}, "arrowDark": {"value": "#000000", "type": "color"},
                  "logoLight": {"value": "#eeeeee", "type": "color"}},
         "bg": {"pageLight": {"value": "#fafafa", "type": "color"}, "pageDark": {"value": "{bg.pageLight}", "type": "color"}},
         "border": {"line-light": {"value": "#cccccc", "type": "color"}, "line-dark": {"value": "#333333", "type": "color"},
                    "line-color": {"value": "#999999", "type": "color"}},
         "text": {"on-light": {"value": "#000000", "type": "color"}, "on-dark": {"value": "#ffffff", "type": "color"}},
         "surface": {"base": {"value": "#f3f3f3", "type": "color"}, "base-light": {"value": "#ffffff", "type": "color"},
                     "base-dark": {"value": "#dddddd", "type": "color"}}}
        """##

    @Test func aLoneModeWordOrATakenName_keepsTheTokensAsWritten() throws {
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder(["colors.json": Self.styleDictionary]))
        let set = try #require(tokens)
        #expect(set.modes.map(\.mode.name) == ["light", "dark"])
        let paths = Set(set.modes[0].tokens.map(\.path.dotted))
        #expect(
            paths == [
                "icon.arrowLight", "icon.arrowDark", "icon.logoLight", "bg.pageColor", "border.line-light",
                "border.line-dark", "border.line-color", "text.on-light", "text.on-dark", "surface.base",
                "surface.base-light", "surface.base-dark",
            ])
        #expect(TestSupport.value(set, "bg.pageColor", mode: "dark").flatMap(Self.hex) == "#fafafa")
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "mode.name-suffixes@" + TestSupport.position(of: "\"logoLight\"", in: Self.styleDictionary),
                "mode.name-suffixes@" + TestSupport.position(of: "\"pageLight\"", in: Self.styleDictionary),
                "mode.name-suffixes@" + TestSupport.position(of: "\"line-light\"", in: Self.styleDictionary),
            ])
        let messages = diagnostics.sorted.map(\.message)
        #expect(
            messages.first
                == "'icon.logoLight' ends in the mode word 'Light' but has no partner for the other appearance (a 'logo' token ending in a light or dark word, not named as another token), so the pair of colour tokens beside it that differ only by a mode word is kept as written, not read as light and dark. Give it its partner, or rename it."
        )
        // `surface.base` beside `base-light` and `base-dark`: variants, kept as written without a word.
        #expect(
            messages[2]
                == "'border.line-light' and 'border.line-dark' differ only by the mode word at the end of their names, but 'border.line-color', the token they would be, is already defined (or they carry modes of their own), so they are kept as written. Rename 'border.line-color' to read them as one token in light and dark."
        )
    }

    static func hex(_ value: TokenValue) -> String? {
        if case .color(let color) = value { return color.hex }
        return nil
    }

    /// Gestalt's `"selected "` in the light file and `"selected"` in the dark one: one token, as
    /// Style Dictionary's names (`--sema-color-border-selected`, `semaBorderSelected`) make them.
    static let light = ##"{"border": {"selected ": {"value": "#000000", "type": "color"}}}"##
    static let dark = ##"{"border": {"selected": {"value": "#ffffff", "type": "color"}}}"##

    @Test func blanksAroundANameInALenientFormat_areDropped_withAWarning() throws {
        let (tokens, diagnostics) = TestSupport.resolve(
            try TestSupport.folder(["sema-light.json": Self.light, "sema-dark.json": Self.dark]))
        let set = try #require(tokens)
        #expect(set.modes[0].tokens.map(\.path.dotted) == ["border.selected"])
        #expect(TestSupport.value(set, "border.selected", mode: "light").flatMap(Self.hex) == "#000000")
        #expect(TestSupport.value(set, "border.selected", mode: "dark").flatMap(Self.hex) == "#ffffff")
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "token.name-trimmed@" + TestSupport.position(of: "\"selected \"", in: Self.light)
            ])
        #expect(diagnostics.all.first?.severity == .warning)
        #expect(diagnostics.all.first?.location?.file.hasSuffix("sema-light.json") == true)
        #expect(
            diagnostics.all.first?.message
                == "The name 'selected ' has a space at its end; it is read as 'selected', as this format's own tools name it (a CSS variable or a Swift name cannot hold it), so it is one token with a 'selected' defined in another file. Remove the blank from the name."
        )
    }

    @Test func blanksAroundADTCGName_orBesideTheTrimmedName_areKept() throws {
        let lenient = Leniency(valuesAsWritten: true)
        let dtcg = try #require(TestSupport.parse(##"{"x ": {"$type": "color", "$value": "#111111"}}"##).root)
        let (kept, quiet) = DTCGLoader.flatten(dtcg)
        #expect(kept.tokens.map(\.path.dotted) == ["x "])
        #expect(quiet.all.isEmpty)
        let text = ##"{"a": {"$type": "color", "$value": "#111111"}, "\ta": {"$type": "color", "$value": "#222222"}}"##
        let both = try #require(TestSupport.parse(text).root)
        let (document, diagnostics) = DTCGLoader.flatten(both, leniency: lenient)
        #expect(document.tokens.map(\.path.dotted) == ["a", "\ta"])
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.name-trimmed@" + TestSupport.position(of: #""\ta""#, in: text)
            ])
        #expect(
            diagnostics.all.first?.message
                == "The name '\ta' has a blank character at its start, and 'a' is defined beside it, so it is kept as written: dropping the blank would give two tokens one name. Remove the blank and rename one of the two."
        )
    }
}

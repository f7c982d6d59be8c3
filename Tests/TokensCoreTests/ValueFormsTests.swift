import Foundation
import Testing

@testable import TokensCore

/// Value forms real design systems write (issue 35 §4): CSS relative colours, Primer's `mix`,
/// light/dark pairs and percentage dimensions. Expected values come from elsewhere: python
/// coloraide 8.13 (relative colours, computed by converting the origin and changing its channels),
/// the CSS Color 5 specification's examples, and GitHub Primer's own transformer tests.
struct ValueFormsTests {
    func hex(_ text: String) throws -> String {
        let color = try CSSColorParser.parse(text).get()
        let opacity = color.alpha == 1 ? "" : String(format: " / %.2f", color.alpha)
        return (color.sRGBHex ?? "out of gamut") + opacity
    }

    @Test func relativeColours_matchColoraide_andTheSpecExamples() throws {
        // Red Hat's `color.surface.dark-alt`, its origin written as a colour.
        #expect(try hex("oklch(from #383838 calc(l * 0.82) c h)") == "#292929")
        #expect(try hex("oklch(from #0969da calc(l + 0.1) calc(c * 0.5) calc(h + 30))") == "#8983c3")
        #expect(try hex("rgb(from #336699 calc(r / 2) g b / 50%)") == "#1a6699 / 0.50")
        #expect(try hex("hsl(from rebeccapurple calc(h + 180) s l)") == "#669933")
        // CSS Color 5 §4 examples.
        #expect(try hex("rgb(from indianred 255 g b)") == "#ff5c5c")
        #expect(try hex("lch(from peru calc(l * 0.8) c h)") == "#a96520")
        #expect(try hex("rgb(from #0000ff b g r / alpha)") == "#ff0000")
    }

    @Test func relativeColours_thatCannotBeRead_sayWhy() {
        #expect(
            CSSColorParser.parse("oklch(from(--rh-color-surface-dark) calc(l * 0.82) c h)")
                == .failure(
                    .init(
                        message:
                            "\"oklch(from(--rh-color-surface-dark) calc(l * 0.82) c h)\" needs a colour after 'from ': a colour or a token alias such as {color.surface}. CSS variables are read as the tokens they name only in files read as Style Dictionary reads them: if Style Dictionary builds these files, set \"format\": \"style-dictionary\" in tokens.config.json."
                    )))
        #expect(
            CSSColorParser.parse("oklch(from #fff calc(l * q) c h)")
                == .failure(
                    .init(
                        message:
                            "\"oklch(from #fff calc(l * q) c h)\" has 'calc(l * q)', which is not a calc() of numbers and channel keywords."
                    )))
    }

    /// GitHub Primer's colorToHexMix and colorToRgbaFloat tests: `#567` + 50% `#000` → `#2b333c`,
    /// `#556677` + 20% `#000` → `#44525f`, `#a40e26` + 40% `#660018` → `#8b0820`.
    @Test func primerMix_isComputedAsPrimerDoes() throws {
        let json = ##"""
            { "c": { "$type": "color", "black": { "$value": "#000" },
              "a": { "$value": "#567", "mix": { "color": "{c.black}", "weight": 0.5 } },
              "b": { "$value": "#556677", "$extensions": { "mix": { "color": "#000", "weight": 0.2 } } },
              "r": { "$value": "#a40e26", "mix": { "color": "#660018", "weight": 0.4 } },
              "t": { "$value": "#a40e26", "mix": { "color": "#660018", "weight": 0.4 }, "alpha": 0.5 } } }
            """##
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": json]))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        var hexes: [String] = []
        for path in ["c.a", "c.b", "c.r", "c.t"] {
            guard case .color(let color)? = TestSupport.value(tokens, path) else {
                throw Failure("\(path) is no colour")
            }
            hexes.append((color.sRGBHex ?? "") + (color.alpha == 1 ? "" : " / \(color.alpha)"))
        }
        #expect(hexes == ["#2b333c", "#44525f", "#8b0820", "#8b0820 / 0.5"])
    }

    /// Red Hat's theme tokens (`[light, …, dark]`) and CSS `light-dark()`: the light value is the
    /// base, the dark one the dark appearance, in Swift and in the colorset.
    @Test func lightDarkPairs_becomeTwoAppearances() throws {
        let json = ##"""
            { "color": { "$type": "color", "white": { "$value": "#ffffff" }, "gray": { "$value": "#151515" },
              "text": { "$value": ["{color.gray}", "{color.white}"] },
              "surface": { "$value": ["#fff", "#f2f2f2", "#e0e0e0", "#383838", "#1f1f1f", "#151515"] },
              "link": { "$value": "light-dark(#0066cc, {color.white})" } } }
            """##
        let folder = try TestSupport.folder(["t.json": json])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "token.appearance-list@" + TestSupport.position(of: "[\"#fff\"", in: json)
            ])
        #expect(
            diagnostics.all.map(\.message) == [
                "'color.surface' lists 6 colours; the first is its light value and the last its dark value, as Style Dictionary themes read them. The 4 between have no appearance of their own and are not built: give each its own token to keep them."
            ])
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark"])
        var pairs: [String] = []
        for path in ["color.text", "color.surface", "color.link"] {
            guard case .color(let light)? = TestSupport.value(tokens, path, mode: "light"),
                case .color(let dark)? = TestSupport.value(tokens, path, mode: "dark")
            else { throw Failure("\(path) is no colour") }
            pairs.append("\(light.sRGBHex ?? "") \(dark.sRGBHex ?? "")")
        }
        #expect(pairs == ["#151515 #ffffff", "#ffffff #151515", "#0066cc #ffffff"])
        let files = BuildTestSupport.emit(folder, emitters: [ColorsetEmitter()]).files
        let link = try #require(files.first { $0.path == "Assets.xcassets/link.colorset/Contents.json" })
        let text = String(decoding: link.contents, as: UTF8.self).filter { !$0.isWhitespace }
        #expect(
            text.contains(
                #""appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.0000","red":"1.0000","green":"1.0000","blue":"1.0000"}"#
            ))
    }

    /// telekom, semantic/color.tokens.json5: a colour `value` of `light` and `dark`, each a colour or
    /// a `{color, alpha}` pair, as the team's `mode-light` / `mode-dark` then `color/alpha` transforms
    /// read it (their Figma export: `text-&-icon.disabled` is #00000066 light, #FFFFFF4D dark).
    @Test func lightDarkObjects_withColorAlphaParts_becomeTwoAppearances() throws {
        let json5 = ##"""
            {
              core: { color: { black: { value: "#000000", type: "color" }, white: { value: "#ffffff", type: "color" } } },
              color: {
                standard: { value: { light: "{core.color.black}", dark: "{core.color.white}" }, type: "color" },
                disabled: {
                  value: { light: { color: "{core.color.black}", alpha: 0.4 }, dark: { color: "{core.color.white}", alpha: 0.3 } },
                  type: "color",
                },
                broken: { value: { light: { color: "{core.color.black}", alpha: 1.5 }, dark: "#ffffff" }, type: "color" },
              },
            }
            """##
        let folder = try TestSupport.folder(["color.tokens.json5": json5])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark"])
        var pairs: [String] = []
        for path in ["color.standard", "color.disabled"] {
            for mode in ["light", "dark"] {
                guard case .color(let color)? = TestSupport.value(tokens, path, mode: mode) else {
                    throw Failure("\(path) is no colour in \(mode)")
                }
                pairs.append("\(color.sRGBHex ?? "") \(color.alpha)")
            }
        }
        #expect(pairs == ["#000000 1.0", "#ffffff 1.0", "#000000 0.4", "#ffffff 0.3"])
        // An alpha out of range is said where it is written; the value is kept as written.
        #expect(
            TestSupport.summary(diagnostics, severity: .warning) == [
                "token.untyped@" + TestSupport.position(of: "broken", in: json5),
                "token.value-kept@"
                    + TestSupport.position(of: "{ color: \"{core.color.black}\", alpha: 1.5 }", in: json5),
            ])
        #expect(
            diagnostics.all.first?.message.contains(
                "needs an alpha from 0 to 1 (the colour's opacity) here, not the number 1.5") == true,
            "\(diagnostics.sorted)")
        let files = BuildTestSupport.emit(folder, emitters: [ColorsetEmitter()]).files
        let disabled = try #require(files.first { $0.path == "Assets.xcassets/disabled.colorset/Contents.json" })
        let text = String(decoding: disabled.contents, as: UTF8.self).filter { !$0.isWhitespace }
        #expect(text.contains(#""components":{"alpha":"0.4000","red":"0.0000","green":"0.0000","blue":"0.0000"}"#))
        #expect(
            text.contains(
                #""appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"0.3000","red":"1.0000","green":"1.0000","blue":"1.0000"}"#
            ))
        // DTCG colours stay colorSpace objects: the pair is not one there.
        let dtcg = ##"{"a": {"$type": "color", "$value": {"color": "#000000", "alpha": 0.5}}}"##
        let (_, strict) = TestSupport.resolve(try TestSupport.folder(["t.json": dtcg]))
        #expect(
            TestSupport.summary(strict) == [
                "token.invalid-value@" + TestSupport.position(of: "{\"color\"", in: dtcg),
                "token.invalid-value@" + TestSupport.position(of: "{\"color\"", in: dtcg),
                "token.invalid-value@" + TestSupport.position(of: "\"color\":", in: dtcg),
            ])
    }

    /// `"50%"` is half of the element's size: the fraction 0.5 in Swift, never 50 points, and said.
    @Test func percentDimensions_areFractions_withAWarning() throws {
        let json = ##"{ "radius": { "$type": "dimension", "full": { "$value": "50%" }, "md": { "$value": "8px" } } }"##
        let folder = try TestSupport.folder(["t.json": json])
        let (files, diagnostics) = BuildTestSupport.emit(folder, emitters: [SwiftEmitter()])
        #expect(
            TestSupport.summary(diagnostics, severity: nil) == [
                "token.percent-dimension@" + TestSupport.position(of: "\"full\"", in: json)
            ])
        #expect(
            diagnostics.all.map(\.message) == [
                "'radius.full' is 50%, a share of the element's size rather than a length; DesignTokens.Radius.full is the fraction 0.5, not 50pt. Multiply it by the view's size where it is used."
            ])
        let swift = try #require(files.first { $0.path.hasSuffix("DesignTokens.swift") })
        let text = String(decoding: swift.contents, as: UTF8.self)
        #expect(
            text.contains(
                "/// 50% of the element's size, as the fraction 0.5\n        static let full: CGFloat = 0.5\n"))
        #expect(text.contains("static let md: CGFloat = 8\n"))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// `LightDark.isCall` reads the bytes where they decide it; it says what trimming blanks and
    /// lower-casing the text says, for blanks, case, a character that is not ASCII (a no-break
    /// space before, a Kelvin sign that lower-cases to `k`) and controls that differ by one bit.
    @Test(arguments: [
        ("light-dark(#fff, #000)", true), ("LIGHT-DARK(#fff, #000)", true), ("  Light-Dark(a, b)", true),
        ("\tlight-dark(", true), ("\u{A0}light-dark(a, b)", true), ("light-dar\u{212A}(a, b)", true),
        ("light-dark", false), ("light dark(", false), ("\nlight-dark(", false), ("light\rdark(", false),
        ("light-dark\u{8}", false), ("#ffffff", false), ("", false), ("{color.light-dark}", false),
    ])
    func lightDarkCall_isRecognisedAsTrimmedLowercasedText(_ text: String, _ expected: Bool) {
        #expect(LightDark.isCall(text) == expected)
        #expect(text.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("light-dark(") == expected)
    }
}

import Testing

@testable import TokensCore

@Suite struct CSSColorParserTests {
    func srgb(_ text: String) -> String? {
        guard case .success(let color) = CSSColorParser.parse(text) else { return nil }
        let q = color.quantizedSRGB()
        return (q.sRGBHex ?? "") + (color.alpha < 1 ? "/\(JSONOutput.format((color.alpha * 100).rounded() / 100))" : "")
    }

    static let equivalents: [(String, String)] = [
        ("#f00", "#ff0000"), ("#F00A", "#ff0000/0.67"), ("#b8942f", "#b8942f"), ("#B8942F80", "#b8942f/0.5"),
        ("rgb(255, 0, 0)", "#ff0000"), ("rgba(255,0,0,0.5)", "#ff0000/0.5"), ("rgb(100%, 50%, 0%)", "#ff8000"),
        ("rgb(255 0 0 / 50%)", "#ff0000/0.5"), ("rgb(none 0 0)", "#000000"),
        ("hsl(120, 100%, 25%)", "#008000"), ("hsla(120deg 100% 25% / .5)", "#008000/0.5"),
        ("hsl(0.5turn 100% 50%)", "#00ffff"),
        ("hsl(3.14159265rad 100% 50%)", "#00ffff"), ("hsl(200grad 100% 50%)", "#00ffff"),
        ("hwb(120 0% 49.8%)", "#008000"),
        ("lab(46.2775% -47.5621 48.5837)", "#008000"), ("lch(46.2775% 67.9892 134.3912)", "#008000"),
        ("oklab(0.519752 -0.140302 0.107676)", "#008000"), ("oklch(51.9752% 0.177 142.5)", "#008000"),
        ("color(srgb 1 0 0)", "#ff0000"), ("color(srgb-linear 1 0.2158605 0)", "#ff8000"),
        ("color(display-p3 0.6 0.6 0.6)", "#999999"), ("color(xyz 0.9505 1 1.089)", "#ffffff"),
        ("color(xyz-d50 0.9642 1 0.8249)", "#ffffff"), ("rebeccapurple", "#663399"), ("Wheat", "#f5deb3"),
        ("transparent", "#000000/0"), ("  #ABC  ", "#aabbcc"),
    ]

    @Test(arguments: equivalents)
    func parses_everySyntax(_ text: String, _ expected: String) {
        #expect(srgb(text) == expected, "\(text)")
    }

    @Test func hexForms_giveExactChannels_andLowercaseFallback() throws {
        let short = try #require(ColorValue(hexString: "#0A8"))
        #expect(short.components == [0, 170.0 / 255, 136.0 / 255] && short.alpha == 1 && short.hex == "#00aa88")
        let shortAlpha = try #require(ColorValue(hexString: "#0a8C"))
        #expect(
            shortAlpha.components == [0, 170.0 / 255, 136.0 / 255] && shortAlpha.alpha == 204.0 / 255
                && shortAlpha.hex == "#00aa88")
        let long = try #require(ColorValue(hexString: "#0A84FF"))
        #expect(long.components == [10.0 / 255, 132.0 / 255, 1] && long.alpha == 1 && long.hex == "#0a84ff")
        let longAlpha = try #require(ColorValue(hexString: "#0A84FF80"))
        #expect(
            longAlpha.components == [10.0 / 255, 132.0 / 255, 1] && longAlpha.alpha == 128.0 / 255
                && longAlpha.hex == "#0a84ff")
        for bad in ["#", "#12", "#12345", "#1234567", "#123456789", "#12g", "0A84FF", "#0A84FF "] {
            #expect(ColorValue(hexString: bad) == nil, "\(bad)")
        }
    }

    @Test func namedColours_areAll148() {
        #expect(NamedColors.table.count == 148)
        #expect(NamedColors.table["rebeccapurple"] == 0x663399)
    }

    @Test func noneComponents_stayNone() throws {
        let color = try CSSColorParser.parse("oklch(0.5 0 none)").get()
        #expect(color.colorSpace == .oklch)
        #expect(color.components[2] == nil)
    }

    static let failures: [(String, String)] = [
        ("#12345", "\"#12345\" is not a hex colour; write #rgb, #rgba, #rrggbb or #rrggbbaa."),
        ("rgb(1, 2)", "\"rgb(1, 2)\" has 2 components; expected 3, then optionally / alpha."),
        ("rgb(1 2 x)", "\"rgb(1 2 x)\" has 'x' where a number, a percentage or none was expected."),
        ("rbg(1 2 3)", "\"rbg(1 2 3)\" uses rbg(), which is not a CSS colour function. Did you mean 'rgb' or 'rgba'?"),
        (
            "color(p3 1 0 0)",
            "\"color(p3 1 0 0)\" names no colour space color() knows; expected one of a98-rgb, display-p3, prophoto-rgb, rec2020, srgb, srgb-linear, xyz, xyz-d50, xyz-d65."
        ),
        (
            "gren",
            "\"gren\" is not a colour: expected a hex colour, a named colour or a CSS colour function such as rgb(), hsl(), oklch() or color(). Did you mean 'green', 'grey' or 'gray'?"
        ),
        ("rgb(1 2 3 / )", "\"rgb(1 2 3 / )\" needs one alpha value after '/'."),
    ]

    @Test(arguments: failures)
    func badInput_quotesTheTextAndSaysWhatWasExpected(_ text: String, _ message: String) {
        guard case .failure(let failure) = CSSColorParser.parse(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(failure.message == message)
    }

    @Test func colourStringsInTokenFiles_useTheParser_andBadOnesAreLocated() throws {
        let json =
            "{ \"c\": { \"$type\": \"color\", \"ok\": { \"$value\": \"oklch(0.7 0.1 90)\" }, \"bad\": { \"$value\": \"rgb(1 2)\" } } }"
        let (_, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.json": json]))
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-value@" + TestSupport.position(of: "\"rgb(1 2)\"", in: json)
            ])
        #expect(
            diagnostics.sorted[0].message
                == "'c.bad' needs a colour here: \"rgb(1 2)\" has 2 components; expected 3, then optionally / alpha.")
    }
}

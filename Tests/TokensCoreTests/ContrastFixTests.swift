import Foundation
import Testing

@testable import TokensCore

/// `tokens contrast-fix`: high-contrast values derived jointly, re-checked at AAA after 8-bit
/// quantisation, written as a DTCG file that loads as the high-contrast modes.
@Suite(.serialized) struct ContrastFixTests {
    static let runner = ResolveCommandTests()

    static let colors = ##"""
        { "color": { "$type": "color",
          "text": { "$value": "#767676" },
          "bg": { "white": { "$value": "#FFFFFF" }, "ivory": { "$value": "#F3F0EB" }, "sand": { "$value": "#E7E2DA" } },
          "brand": { "$value": "#777777" }, "onBrand": { "$value": "#FFFFFF" } } }
        """##
    static let dark = ##"""
        { "color": { "$type": "color", "text": { "$value": "#8A8A8A" },
          "bg": { "white": { "$value": "#1C1917" }, "ivory": { "$value": "#292524" }, "sand": { "$value": "#3D3835" } } } }
        """##
    static let config = ##"""
        { "audit": {
          "modes": { "light-hc": { "level": "AAA" }, "dark-hc": { "level": "AAA" } },
          "contrast": [
            { "foreground": "color.text", "background": "color.bg.*", "role": "text" },
            { "foreground": "color.onBrand", "background": "color.brand", "role": "text" } ] } }
        """##

    static func folder(config: String = Self.config) throws -> String {
        try TestSupport.folder(["colors.json": colors, "colors.dark.json": dark, "tokens.config.json": config])
    }

    /// One text colour on three backgrounds: the derived colour passes 7:1 on all three as 8-bit,
    /// and it is the nearest that does: a step lighter fails on one of them.
    @Test func aTextOnThreeBackgrounds_isFixedJointly_andIsTheNearest() throws {
        let (tokens, _) = TestSupport.resolve(try Self.folder())
        let (config, _) = ConfigLoader.load(path: try Self.folder() + "/tokens.config.json")
        let resolved = try #require(tokens)
        let results = ContrastFix.derive(resolved, config: config.audit)
        #expect(results.map(\.mode) == ["light-hc", "dark-hc"])
        let light = try #require(results.first)
        let text = try #require(light.derived.first { $0.path == TokenPath("color.text") })
        let grounds = ["#FFFFFF", "#F3F0EB", "#E7E2DA"].compactMap(ColorValue.init(hexString:))
        #expect(text.color.displayHex == text.color.quantizedSRGB().displayHex)
        for ground in grounds { #expect(WCAG.contrast(text.color, on: ground) >= 7, "\(text.color.displayHex)") }
        var lighter = text.color.converted(to: .oklch)
        lighter.components[0] = (lighter.components[0] ?? 0) + 0.01
        #expect(grounds.contains { WCAG.contrast(lighter.quantizedSRGB(), on: $0) < 7 })
        #expect(
            text.reason
                == "Derived by tokens contrast-fix from #767676 in light, to reach color.bg.ivory (7:1), color.bg.sand (7:1), color.bg.white (7:1)."
        )
    }

    /// White on #777777 reaches 4.48:1 and black 4.69:1: no text colour alone reaches 7:1, so the
    /// background moves, as little as lets the better of black and white pass.
    @Test func aBackgroundMoves_onlyWhenItsTextCannotReach() throws {
        let (tokens, _) = TestSupport.resolve(try Self.folder())
        let (config, _) = ConfigLoader.load(path: try Self.folder() + "/tokens.config.json")
        let resolved = try #require(tokens)
        let light = try #require(ContrastFix.derive(resolved, config: config.audit).first)
        let brand = try #require(light.derived.first { $0.path == TokenPath("color.brand") })
        let onBrand = try #require(light.derived.first { $0.path == TokenPath("color.onBrand") })
        #expect(WCAG.contrast(onBrand.color, on: brand.color) >= 7)
        #expect(light.blocked.isEmpty)
        // The white backgrounds of color.text do not move: that text could reach them alone.
        #expect(!light.derived.contains { $0.path.dotted.hasPrefix("color.bg.") })
    }

    /// The command writes the files, which load as the high-contrast modes and pass the audit at
    /// AAA; a second run replaces them; a file of the user's is never written over.
    @Test func theWrittenFiles_loadAsTheHighContrastModes_andPassAtAAA() throws {
        let folder = try Self.folder()
        // --dry-run says what would change, token by token (it printed both files whole: ~350
        // lines for the default brand), and writes nothing.
        let dry = try Self.runner.run(["contrast-fix", "--tokens", folder, "--dry-run"])
        #expect(dry.status == 0)
        #expect(
            dry.stdout == """
                light-hc (from light): 3 colours would change in \(folder)/contrast.light-hc.json:
                  color.brand    #777777 → #959595  a background, moved so that its text can reach the high-contrast level
                  color.onBrand  #FFFFFF → #000000  7.01:1 on color.brand (needs 7:1)
                  color.text     #767676 → #484848  7.09:1 on color.bg.sand (needs 7:1)
                dark-hc (from dark): 3 colours would change in \(folder)/contrast.dark-hc.json:
                  color.brand    #777777 → #959595  a background, moved so that its text can reach the high-contrast level
                  color.onBrand  #FFFFFF → #000000  7.01:1 on color.brand (needs 7:1)
                  color.text     #8A8A8A → #CACACA  7.05:1 on color.bg.sand (needs 7:1)

                """, "\(dry.stdout)")
        let json = try Self.runner.run(["contrast-fix", "--tokens", folder, "--dry-run", "--format", "json"])
        let modes = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["modes"]
                as? [[String: Any]])
        #expect(modes.map { $0["mode"] as? String } == ["light-hc", "dark-hc"])
        #expect(modes.first?["action"] as? String == "write" && modes.first?["derived"] as? Double == 3)
        let text = try #require((modes.first?["changes"] as? [[String: Any]])?.last)
        #expect(text["token"] as? String == "color.text" && text["old"] as? String == "#767676")
        #expect(text["new"] as? String == "#484848" && text["background"] as? String == "color.bg.sand")
        #expect(abs(((text["ratio"] as? Double) ?? 0) - 7.09) < 0.01 && text["target"] as? Double == 7)
        #expect(!FileManager.default.fileExists(atPath: folder + "/contrast.light-hc.json"))
        let run = try Self.runner.run(["contrast-fix", "--tokens", folder])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "tokens: light-hc: 3 colours derived from light into contrast.light-hc.json.\ntokens: dark-hc: 3 colours derived from dark into contrast.dark-hc.json.\n"
        )
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.mode.name) == ["light", "dark", "light-hc", "dark-hc"])
        // The base modes keep their own (failing) values; the high-contrast ones pass at AAA.
        let audit = try Self.runner.run([
            "audit", "--tokens", folder, "--format", "json", "--today", BuildTestSupport.today,
        ])
        let checks = try #require(
            (try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])?["checks"]
                as? [[String: Any]])
        let high = checks.filter {
            ($0["rule"] as? String) == "contrast" && (($0["mode"] as? String) ?? "").hasSuffix("-hc")
        }
        #expect(high.count == 8)
        for check in high {
            #expect(check["status"] as? String == "pass", "\(check)")
            let needed = (check["threshold"] as? Double) ?? 0
            #expect(needed == 7 || needed == 4.5)
        }
        #expect(try Self.runner.run(["contrast-fix", "--tokens", folder]).status == 0)
        let current = try Self.runner.run(["contrast-fix", "--tokens", folder, "--dry-run"])
        #expect(
            current.stdout
                == "light-hc (from light): nothing would change (3 derived colours, all current).\ndark-hc (from dark): nothing would change (3 derived colours, all current).\n"
        )
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/contrast.dark-hc.json"))
        let refused = try Self.runner.run(["contrast-fix", "--tokens", folder])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains("\(folder)/contrast.dark-hc.json exists and was not written by tokens contrast-fix")
        )
    }

    /// A background that is itself a text colour cannot move: the pair that blocks it is named.
    @Test func anUnsolvablePair_isNamed() throws {
        let config = ##"""
            { "audit": { "contrast": [
              { "foreground": "color.onBrand", "background": "color.brand", "role": "text" },
              { "foreground": "color.brand", "background": "color.bg.white", "role": "large-text" } ] } }
            """##
        let folder = try Self.folder(config: config)
        let run = try Self.runner.run(["contrast-fix", "--tokens", folder, "--dry-run"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "tokens: error: [contrast-fix.blocked] 'color.onBrand' on 'color.brand' in light-hc cannot reach 7:1: no lightness of its hue gets past 4.62:1, and the background cannot move (it is a text colour of its own). Choose another colour for one of them."
            ), "\(run.stderr)")
        #expect(run.stderr.contains("'color.onBrand' on 'color.brand' in dark-hc cannot reach 7:1"))
    }

    /// A translucent background lies on the mode's surface, as the audit measures it.
    @Test func aTranslucentBackground_isSolvedOnTheModesSurface() throws {
        let surface = ColorValue(hexString: "#1C1917") ?? .black
        let veil = ColorValue(colorSpace: .srgb, components: [1, 1, 1], alpha: 0.1)
        let text = ColorValue(hexString: "#8A8A8A") ?? .white
        let mode = ResolvedTokenSet.ModeTokens(
            mode: Mode("dark"),
            tokens: [
                ResolvedToken(
                    path: TokenPath("color.text"), value: .color(text),
                    location: SourceLocation(file: "t", line: 1, column: 1)),
                ResolvedToken(
                    path: TokenPath("color.veil"), value: .color(veil),
                    location: SourceLocation(file: "t", line: 2, column: 1)),
            ])
        let result = ContrastFix.solve(
            [.init(foreground: TokenPath("color.text"), background: TokenPath("color.veil"), target: 7)], in: mode,
            surface: surface)
        let derived = try #require(result.derived.first)
        #expect(WCAG.contrast(derived.color, on: veil, surface: surface) >= 7)
        #expect(
            WCAG.contrast(derived.color, on: veil, surface: .white) < 7, "measured on the dark surface, not on white")
    }
}

import Foundation
import Testing

@testable import TokensCore

@Suite struct ExplainCommandTests {
    let runner = ResolveCommandTests()

    @Test func explain_showsEveryModeAliasChainAndDefinition() throws {
        let folder = TestSupport.fixture("modes/files")
        let colors = try String(contentsOfFile: folder + "/colors.json", encoding: .utf8)
        let at = folder + "/colors.json:" + TestSupport.position(of: "\"link\"", in: colors)
        let result = try runner.run(["explain", "color.link", "--tokens", folder])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                color.link
                  type        color
                  light: #1C1917 via color.text
                    defined at \(at)
                  dark: #FAF8F5 via color.text
                    defined at \(at)
                  dark-hc: #FFFFFF via color.text
                    defined at \(at)

                """)
    }

    @Test func explain_unknownToken_suggests_andExits2() throws {
        let result = try runner.run(["explain", "color.lnk", "--tokens", TestSupport.fixture("modes/files")])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "tokens: error: [alias.missing] There is no token 'color.lnk'. Did you mean 'color.link'?\n")
    }

    /// The name Xcode shows for a colour (its colorset) finds its token, as the build names it:
    /// `brandPrimary` answered `alias.missing`.
    @Test func explain_acceptsAColorsetName() throws {
        let brand = TestSupport.packageRoot + "/tokens"
        for name in ["brandPrimary", "brandPrimary.colorset"] {
            let result = try runner.run(["explain", name, "--tokens", brand, "--today", "2026-11-22"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stdout.hasPrefix(
                    "\(name) is the colorset of color.brand.primary (brandPrimary.colorset in the asset catalog).\ncolor.brand.primary\n"
                ), "\(result.stdout)")
        }
        // A name the config gives a colorset (`colorsets.names`).
        let configured = try runner.run(["explain", "InsightSurface", "--tokens", brand, "--today", "2026-11-22"])
        #expect(
            configured.stdout.hasPrefix(
                "InsightSurface is the colorset of color.adaptive.insightSurface (InsightSurface.colorset in the asset catalog).\n"
            ), "\(configured.stdout)")
        #expect(
            FileManager.default.fileExists(
                atPath: TestSupport.packageRoot + "/Outputs/Assets.xcassets/brandPrimary.colorset"))
    }
}

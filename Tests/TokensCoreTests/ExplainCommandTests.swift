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
}

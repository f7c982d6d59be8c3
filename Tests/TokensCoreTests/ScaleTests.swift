import Foundation
import Testing
import TokensSynthetic

@testable import TokensCore

/// The foundation carries a 30,000-token system with four modes and 100-deep alias chains.
/// Correctness only: `make bench` measures the time.
@Suite struct ScaleTests {
    @Test func thirtyThousandTokensInFourModes_resolveWithHundredDeepChains() throws {
        let synthetic = SyntheticTokenSet(tokenCount: 30_000, chainDepth: 100)
        let folder = try TemporaryRoot.path("tokens-scale")
        try synthetic.write(to: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }  // cleanup only: a leftover is harmless
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(diagnostics.all.isEmpty)
        let set = try #require(tokens)
        #expect(set.modes.map(\.mode.name) == ["light", "dark", "light-hc", "dark-hc"])
        for (index, mode) in set.modes.enumerated() {
            #expect(mode.tokens.count == 30_000)
            let deepest = TokenPath(SyntheticTokenSet.linkPath(chain: 3, link: 99))
            #expect(mode.aliasChain(of: deepest).count == 100)
            guard case .color(let color)? = mode.token(deepest)?.value else {
                Issue.record("\(deepest) is not a colour in \(mode.mode.name)")
                continue
            }
            let expected = SyntheticTokenSet.hex(synthetic.chainTarget(3), mode: index)
            #expect(color.sRGBHex?.uppercased() == expected)
        }
    }
}

import Foundation
import Testing

@testable import TokensCore

/// Which colour groups the report draws as ramps: three or more colours under one parent, each
/// named with a number, the groups and their steps in natural order; non-ASCII names included.
@Suite struct ReportRampsTests {
    @Test func rampsAreNumberedGroupsOfThree_inNaturalOrder_whateverTheScript() throws {
        func color(_ hex: String) -> String { "{ \"$type\": \"color\", \"$value\": \"\(hex)\" }" }
        let json = """
            {
              "x": { "y": { "٣": \(color("#333333")), "١": \(color("#111111")), "٢": \(color("#222222")) } },
              "color": {
                "gray": { "900": \(color("#111111")), "50": \(color("#FAFAFA")), "100": \(color("#F0F0F0")) },
                "bg": { "card": \(color("#FFFFFF")), "page": \(color("#FEFEFE")), "hover": \(color("#EEEEEE")) },
                "pair": { "1": \(color("#000000")), "2": \(color("#010101")) }
              },
              "farbe": { "grün": { "grün10": \(color("#00AA00")), "grün2": \(color("#00BB00")), "grün1": \(color("#00CC00")) } },
              "size": { "1": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }
            }
            """
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(["t.tokens.json": json]))
        let mode = try #require(tokens?.modes.first, "\(diagnostics.sorted)")
        let ramps = HTMLReportEmitter.ramps(mode).map { ramp in
            (ramp.group.dotted, ramp.members.map { mode.tokens[$0].path.dotted })
        }
        #expect(ramps.map(\.0) == ["color.gray", "farbe.grün", "x.y"])
        #expect(
            ramps.map(\.1) == [
                ["color.gray.50", "color.gray.100", "color.gray.900"],
                ["farbe.grün.grün1", "farbe.grün.grün2", "farbe.grün.grün10"],
                ["x.y.١", "x.y.٢", "x.y.٣"],
            ])
    }
}

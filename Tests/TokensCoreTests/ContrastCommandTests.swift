import Foundation
import Testing

@testable import TokensCore

@Suite struct ContrastCommandTests {
    let runner = ResolveCommandTests()

    @Test func whiteOnGold_reports287_failsWithSuggestion() throws {
        let result = try runner.run(["contrast", "#FFFFFF", "#B8942F"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "foreground  #FFFFFF")
        #expect(lines[1] == "background  #B8942F")
        #expect(lines[2] == "ratio       2.87:1")
        #expect(lines[3] == "text        FAIL (AA needs 4.5:1)")
        #expect(lines[6].hasPrefix("suggestion  #"))
    }

    @Test func json_hasTheDocumentedKeys() throws {
        let result = try runner.run(["contrast", "#8C711E", "#FAF8F5", "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(JSONParser.parse(Array(result.stdout.utf8), file: "out.json").root?.object)
        #expect(object.members.map(\.key) == ["foreground", "background", "ratio", "passes", "suggestion"])
        #expect(abs((object["ratio"]?.number ?? 0) - 4.41) < 0.005)
        #expect(object["passes"]?.object?["largeText"]?.value == .bool(true))
        #expect(object["suggestion"]?.string?.count == 7)
    }

    @Test func passingRole_exits0_andBadColour_exits2() throws {
        #expect(try runner.run(["contrast", "#000", "#FFF"]).status == 0)
        #expect(try runner.run(["contrast", "#8C711E", "#FAF8F5", "--role", "large-text"]).status == 0)
        let bad = try runner.run(["contrast", "#12345", "#FFF"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "tokens: error: [token.invalid-value] \"#12345\" is not a hex colour; write #rgb, #rgba, #rrggbb or #rrggbbaa.\n"
        )
    }
}

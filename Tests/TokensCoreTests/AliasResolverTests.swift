import Testing

@testable import TokensCore

@Suite struct AliasResolverTests {
    func run(_ fixture: String) -> (tokens: ResolvedTokenSet?, diagnostics: Diagnostics) {
        TestSupport.resolve(TestSupport.fixture("aliases/" + fixture))
    }

    @Test func sortedPaths_giveTheOrder_andAnyOtherListIsIgnored() throws {
        let text =
            #"{ "b": { "$type": "number", "$value": "{a}" }, "a": { "$type": "number", "$value": 1 }, "c": { "$type": "number", "$value": "{b}" } }"#
        let (root, _) = TestSupport.parse(text)
        let (document, _) = DTCGLoader.flatten(try #require(root))
        var tokens: [TokenPath: TokenDefinition] = [:]
        for definition in document.tokens { tokens[definition.path] = definition }
        let expected = ["a", "b", "c"]
        // The shared sorted list, a list of other paths of the same length, a shorter list, none.
        for list in [["a", "b", "c"], ["a", "b", "x"], ["a", "b"], nil] as [[String]?] {
            let resolved = AliasResolver(tokens: tokens).resolveAll(sorted: list?.map(TokenPath.init))
            #expect(resolved.map(\.path.dotted) == expected, "\(String(describing: list))")
            #expect(resolved.map(\.value) == [.number(1), .number(1), .number(1)])
        }
    }

    @Test func cycleOfOne_isReportedOnceAtTheSelfReference() throws {
        let (tokens, diagnostics) = run("cycle-1.json")
        #expect(tokens == nil)
        #expect(TestSupport.summary(diagnostics) == ["alias.cycle@4:22"])
        #expect(diagnostics.sorted.first?.message == "These aliases form a cycle: color.a → color.a.")
    }

    @Test func cycleOfTwo_namesBothLinksWithTheirLocations() throws {
        let (_, diagnostics) = run("cycle-2.json")
        #expect(TestSupport.summary(diagnostics) == ["alias.cycle@4:43"])
        let cycle = try #require(diagnostics.sorted.first)
        #expect(cycle.message == "These aliases form a cycle: a.b.c → j → a.b.c.")
        #expect(cycle.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["4:43", "7:39"])
        #expect(cycle.notes.first?.message == "'a.b.c' refers to 'j' here")
    }

    @Test func cycleOfThree_isReportedOnceWithWholeCycle() {
        let (_, diagnostics) = run("cycle-3.json")
        #expect(TestSupport.summary(diagnostics) == ["alias.cycle@2:41"])
        #expect(diagnostics.sorted.first?.message == "These aliases form a cycle: a.b.c.d → e.f.g → h.i → a.b.c.d.")
        #expect(diagnostics.sorted.first?.notes.count == 3)
    }

    @Test func cycleOfFour_isReportedOnce() {
        let (_, diagnostics) = run("cycle-4.json")
        #expect(TestSupport.summary(diagnostics) == ["alias.cycle@4:22"])
        #expect(
            diagnostics.sorted.first?.message
                == "These aliases form a cycle: size.a → size.b → size.c → size.d → size.a.")
    }

    @Test func tailIntoCycle_reportsOnlyTheCycle() {
        let (_, diagnostics) = run("cycle-tail.json")
        #expect(TestSupport.summary(diagnostics) == ["alias.cycle@3:20"])
        #expect(diagnostics.sorted.first?.message == "These aliases form a cycle: l → m → l.")
    }

    @Test func missingTarget_isLocatedWithDidYouMean() {
        let (_, diagnostics) = run("missing.json")
        #expect(TestSupport.summary(diagnostics) == ["alias.missing@8:27", "alias.missing@9:28"])
        #expect(
            diagnostics.sorted.map(\.message) == [
                "The alias {color.bg.primery} refers to a token that does not exist. Did you mean 'color.bg.primary'?",
                "The alias {nothing.like.it} refers to a token that does not exist.",
            ])
    }

    /// A folder whose aliases point into a set that was not loaded misses thousands of names; a
    /// hint is searched for the first 40 only (each search reads every token's name), so such a
    /// folder is not minutes of "did you mean" (Swiss Post's export: 4 min 49 s before).
    @Test func hints_areSearchedForTheFirstFortyMissingNamesOnly() throws {
        var members = ["\"color\": {\"bg\": {\"$type\": \"color\", \"$value\": \"#ffffff\"}}"]
        for index in 0..<41 {
            members.append("\"t\(index)\": {\"$type\": \"color\", \"$value\": \"{color.bx\(index)}\"}")
        }
        let folder = try TestSupport.folder(["a.tokens.json": "{" + members.joined(separator: ", ") + "}"])
        let (_, diagnostics) = TestSupport.resolve(folder)
        let messages = diagnostics.all.filter { $0.code == .missingReference }.map(\.message)
        #expect(messages.count == 41)
        #expect(messages.filter { $0.hasSuffix("Did you mean 'color.bg'?") }.count == 40)
        #expect(messages.filter { $0.hasSuffix("refers to a token that does not exist.") }.count == 1)
    }

    @Test func aliasToAnotherType_isAMismatchWholeAndInsideComposites() {
        let (_, diagnostics) = run("type-mismatch.json")
        #expect(TestSupport.summary(diagnostics) == ["alias.type-mismatch@5:26", "alias.type-mismatch@11:18"])
        #expect(
            diagnostics.sorted.first?.message
                == "'color.wrong' needs a color here, but the alias {spacing.md} is a dimension token.")
        #expect(diagnostics.sorted.first?.notes.first?.location?.line == 2)
    }

    @Test func brokenJSON_stopsBeforeResolving() {
        let (_, diagnostics) = run("broken.json")
        #expect(TestSupport.summary(diagnostics) == ["json.truncated@5:1"])
    }

    @Test func compositeAliases_resolveInsideShadowsAndBorders_andLayersSplice() throws {
        let (tokens, diagnostics) = run("composite.json")
        #expect(!diagnostics.hasErrors)
        guard case .shadow(let layers)? = TestSupport.value(tokens, "shadow.layered") else {
            Issue.record("shadow.layered is not a shadow")
            return
        }
        #expect(layers.count == 2)
        #expect(layers[0].offsetX == DimensionValue(value: 4, unit: "px"))
        #expect(layers[0].color.alpha == 0.5)
        #expect(layers[1].color.sRGBHex == "#b8942f")
        #expect(layers[1].inset)
        guard case .border(let border)? = TestSupport.value(tokens, "border.focus") else {
            Issue.record("border.focus is not a border")
            return
        }
        #expect(border.width == DimensionValue(value: 4, unit: "px"))
        #expect(border.style == .keyword("solid"))
        let untyped = try #require(tokens?.modes.first?.token(TokenPath("untyped")))
        #expect(untyped.type == .color)
        #expect(untyped.aliasOf == TokenPath("color.focus"))
    }

    @Test func chainOf100Aliases_resolvesToTheLiteral_withWholeChainRecorded() throws {
        var members = ["\"t0\": { \"$type\": \"dimension\", \"$value\": { \"value\": 7, \"unit\": \"px\" } }"]
        for i in 1...100 { members.append("\"t\(i)\": { \"$value\": \"{t\(i - 1)}\" }") }
        let folder = try TestSupport.folder(["chain.json": "{\n" + members.joined(separator: ",\n") + "\n}"])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(!diagnostics.hasErrors)
        let last = try #require(tokens?.modes.first?.token(TokenPath("t100")))
        #expect(last.value == .dimension(DimensionValue(value: 7, unit: "px")))
        let chain = try #require(tokens?.modes.first).aliasChain(of: last.path)
        #expect(chain.count == 100)
        #expect(chain.first == TokenPath("t99"))
        #expect(chain.last == TokenPath("t0"))
    }

    @Test func chainOf20000Aliases_resolvesWithoutExhaustingTheStack() throws {
        var members = ["\"t0\": { \"$type\": \"number\", \"$value\": 1 }"]
        for i in 1...20_000 { members.append("\"t\(i)\": { \"$value\": \"{t\(i - 1)}\" }") }
        let folder = try TestSupport.folder(["chain.json": "{\n" + members.joined(separator: ",\n") + "\n}"])
        let (tokens, _) = TestSupport.resolve(folder)
        #expect(TestSupport.value(tokens, "t20000") == .number(1))
    }
}

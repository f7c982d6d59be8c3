import Foundation
import Testing

@testable import TokensCore

/// Expansions and nesting found beside the review's examples while bounding every parser (issue
/// #56): each hostile input ends in one located error with a sentence, never a crash or a runaway.
@Suite struct FoundLimitTests {
    /// The errors resolving `files` gives, as `code@line:column`, and their messages.
    static func errors(_ files: [String: String], config: TokensConfig = TokensConfig()) throws -> ([String], [String])
    {
        let (tokens, diagnostics) = TestSupport.resolve(try TestSupport.folder(files), config: config)
        #expect(tokens == nil)
        return (TestSupport.summary(diagnostics), diagnostics.errors.map(\.message))
    }

    /// A group name of 100 KB over 30,000 tokens would be 3 GB of token paths: refused at the group.
    @Test func longGroupNames_overManyTokens_areTooLong() throws {
        let name = String(repeating: "k", count: 100_000)
        let tokens = (0..<30_000).map { "\"t\($0)\": { \"$value\": 1 }" }.joined(separator: ", ")
        let text = "{ \"\(name)\": { \"$type\": \"number\", \(tokens) } }"
        let (errors, messages) = try Self.errors(["a.json": text])
        #expect(errors == ["limit.name-length@" + TestSupport.position(of: "\"kkk", in: text)])
        #expect(
            messages == [
                "The path '\(String(repeating: "k", count: 40))…' is 100000 bytes long with the groups it is in; tokens reads token and group paths of at most 1024 bytes. Shorten the names."
            ])
    }

    /// `$ref`s each a file's depth of objects deeper than the last: expanded in place, 12,000 levels.
    @Test func refsThatEachAddAFilesDepth_nestTooDeep() throws {
        var groups: [String] = []
        for index in 0..<100 {
            var inner =
                index < 99 ? "{ \"$ref\": \"#/g\(index + 1)\" }" : "{ \"$type\": \"number\", \"v\": { \"$value\": 1 } }"
            for _ in 0..<120 { inner = "{ \"x\": \(inner) }" }
            groups.append("\"g\(index)\": \(inner)")
        }
        let text = "{ " + groups.joined(separator: ", ") + " }"
        let (errors, messages) = try Self.errors(["a.json": text])
        // The root, g0's 120 objects and its `$ref` are 122 levels; g1's objects go on from 123
        // where the `$ref` is, so the 7th of them (the 127th object written) is the 129th level.
        #expect(errors == ["ref.too-deep@" + TestSupport.position(of: "{ \"x\"", in: text, occurrence: 127)])
        #expect(
            messages == [
                "Once the $ref pointers that lead here are followed, objects and arrays nest more than 128 deep; tokens stops expanding them. Point at values nearer the top of their file, or at fewer levels."
            ])
    }

    /// Each group extends the one before twice: 2^30 tokens from 30 lines.
    @Test func extendsThatDoublePerLevel_areTooLarge() throws {
        var lines = [#"  "g0": { "$type": "number", "v": { "$value": 1 }, "w": { "$value": 2 } }"#]
        for i in 1..<30 {
            lines.append(#"  "g\#(i)": { "a": { "$extends": "{g\#(i - 1)}" }, "b": { "$extends": "{g\#(i - 1)}" } }"#)
        }
        let text = "{\n" + lines.joined(separator: ",\n") + "\n}\n"
        let (errors, messages) = try Self.errors(["a.json": text])
        #expect(errors == ["limit.expansion@" + TestSupport.position(of: #""{g16}""#, in: text, occurrence: 2)])
        #expect(
            messages == [
                "'g17.b' extends 'g16', and with the extensions before it that copies more than 1000000 tokens and groups; tokens stops there. Extend smaller groups, or a group once instead of through several others that extend it."
            ])
    }

    /// A resolver's sets that include one another 20,000 deep.
    @Test func resolverSetsIncludingOneAnother_areTooDeep() throws {
        var sets = (0..<20_000).map { ##""s\##($0)": { "sources": [{ "$ref": "#/sets/s\##($0 + 1)" }] }"## }
        sets.append(#""s20000": { "sources": [{ "c": { "$type": "number", "v": { "$value": 1 } } }] }"#)
        let text =
            #"{ "version": "2025.10", "sets": { "# + sets.joined(separator: ", ")
            + ##" }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
        let (errors, messages) = try Self.errors(["r.resolver.json": text])
        #expect(errors == ["ref.too-deep@" + TestSupport.position(of: ##""#/sets/s101""##, in: text)])
        #expect(
            messages == [
                "Sets include one another more than 100 deep here (s1 → … → s101); tokens stops following them. Include the sets you need directly."
            ])
    }

    /// One set of 5,000 tokens layered 300 times: each layer is another 5,000 token values.
    @Test func aSetLayeredHundredsOfTimes_isTooLarge() throws {
        let big = (0..<5_000).map { #""v\#($0)": { "$value": \#($0) }"# }.joined(separator: ", ")
        let sources = Array(repeating: ##"{ "$ref": "#/sets/big" }"##, count: 300).joined(separator: ", ")
        let text =
            #"{ "version": "2025.10", "sets": { "big": { "sources": [{ "c": { "$type": "number", "#
            + big + #" } }] }, "all": { "sources": ["# + sources
            + ##"] } }, "resolutionOrder": [{ "$ref": "#/sets/all" }] }"##
        let (errors, messages) = try Self.errors(["r.resolver.json": text])
        #expect(
            errors == [
                "limit.expansion@" + TestSupport.position(of: ##"{ "$ref": "#/sets/big" }"##, in: text, occurrence: 201)
            ])
        #expect(
            messages == [
                "With mode 'default', the sets layered into this build's modes hold more than 1000000 token values (each set counted in every mode it is layered into); tokens stops there. Build fewer modes, or layer fewer sets into each."
            ])
    }

    /// 2,000 files that each name a mode (`x.m7.json`).
    @Test func twoThousandModeFiles_areTooManyModes() throws {
        var files = ["x.json": #"{ "n": { "$type": "number", "t": { "$value": 1 } } }"#]
        for index in 0..<2_000 { files["x.m\(index).json"] = #"{ "n": { "t": { "$value": 2 } } }"# }
        let (errors, messages) = try Self.errors(files)
        // The modes sorted by name, `default` (the base) among them: the 1,001st is m999.
        #expect(errors == ["limit.modes@1:1"])
        #expect(
            messages == [
                "The mode names of file names and $extensions.mode values make 2001 modes; tokens builds at most 1000. Give fewer files and values a mode of their own, or split the folder into one per product."
            ])
    }

    /// A resolver whose modifiers multiply to 2^20 modes.
    @Test func resolverModifiersMultiplying_areTooManyModes() throws {
        let modifiers = (0..<20).map { #""m\#($0)": { "contexts": { "a": [], "b": [] } }"# }.joined(separator: ", ")
        let order = (0..<20).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
        let text =
            #"{ "version": "2025.10", "modifiers": { "# + modifiers + #" }, "resolutionOrder": ["# + order + "] }"
        let (errors, messages) = try Self.errors(["r.resolver.json": text])
        #expect(errors == ["limit.modes@1:1"])
        #expect(
            messages == [
                "The modifiers of this resolver combine into 1048576 modes; tokens builds at most 1000. Give the modifiers fewer contexts, or split the resolver into one per product."
            ])
    }

    /// Theo aliases written out as their file sees them, each twice the one before.
    @Test func theoAliasesWrittenOut_doublingPerLevel_areTooLarge() throws {
        var aliases = [#""a0": { "value": "x" }"#]
        for i in 1...30 { aliases.append(#""a\#(i)": { "value": "{!a\#(i - 1)}{!a\#(i - 1)}" }"#) }
        let base =
            #"{ "aliases": { "# + aliases.joined(separator: ", ")
            + #" }, "props": { "p": { "value": "{!a30}", "type": "string" } } }"#
        let overrides = (0...30).map { #""a\#($0)": { "value": "y" }"# }.joined(separator: ", ")
        let theme =
            #"{ "imports": ["./base.json"], "aliases": { "# + overrides
            + #" }, "props": { "q": { "value": "{!a30}", "type": "string" } } }"#
        let (errors, messages) = try Self.errors(["base.json": base, "theme.json": theme])
        #expect(errors == ["limit.expansion@" + TestSupport.position(of: #""{!a30}", "type""#, in: base)])
        #expect(
            messages == [
                "Written out as its file sees them (Theo's imports), the aliases in 'p' stand for more than 1000000 values (an alias that refers twice to the one before doubles at each level); tokens stops there. Refer to each alias once."
            ])
    }

    /// Found by the `momentum` fuzz target (13 s there): a group that refers to itself twice
    /// doubled its way to the budget before the cycle was said. The cycle is said at once.
    @Test func momentumGroupReferringToItselfTwice_isACycle() throws {
        let theme = #"{ "theme": { "l0": { "x": "@theme-l0", "y": "@theme-l0" } } }"#
        let folder = try TestSupport.folder([
            "core/palette.json": ##"{ "color": { "white": "#FFFFFF" } }"##,
            "theme-data/light.json": theme,
            "themes/theme-light-webex.json":
                #"{ "accent": "Webex", "theme": "Light", "files": ["theme-data/light.json"] }"#,
        ])
        let (tokens, diagnostics) = TestSupport.resolve(folder)
        #expect(tokens == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "alias.cycle@" + TestSupport.position(of: "\"@theme-l0\"", in: theme),
                "alias.cycle@" + TestSupport.position(of: "\"@theme-l0\"", in: theme, occurrence: 2),
            ])
        #expect(
            diagnostics.errors.first?.message
                == "The reference '@theme-l0' leads back to itself: '@theme-l0' → '@theme-l0'. Point one of them at a colour."
        )
    }

    /// YAML nested past libyaml's own limit: said as this tool's limit, where libyaml stopped.
    @Test func yamlNestedAThousandLevels_isTooDeep() throws {
        let text = "a: " + String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000) + "\n"
        let (errors, messages) = try Self.errors(["a.yaml": text])
        // Where libyaml says the nesting went on from: the second `[`.
        #expect(errors == ["json.too-deep@" + TestSupport.position(of: "[", in: text, occurrence: 2)])
        #expect(messages == ["Mappings and sequences are nested more than 128 levels deep here."])
    }

    /// 3,000 brand folders with `--brand all`: 3,000 whole builds.
    @Test func threeThousandBrandFolders_withEveryBrand_areTooMany() throws {
        var files: [String: String] = [:]
        for index in 0..<3_000 {
            files["brands/b\(index)/c.json"] = ##"{ "c": { "$type": "color", "x": { "$value": "#ffffff" } } }"##
        }
        let folder = try TestSupport.folder(files)
        let brands = TokenLoader.brandPlaces(path: folder, config: TokensConfig())
        #expect(brands.count == 3_000)
        let found = BrandLimits.check(brands)
        // Brands in name order: b0, b1, b10, b100, b1000, …
        #expect(TestSupport.summary(found).map { String($0.prefix(13)) } == ["limit.brands@"])
        #expect(found.errors.first?.location?.file == folder + "/brands/b1055/c.json")
        #expect(
            found.errors.first?.message
                == "The token folder ships 3000 brands; --brand all builds at most 64, each on its own. Build brands one at a time with --brand NAME, or ship fewer."
        )
    }

    /// Brands that build within the count, but whose token values together pass the budget.
    @Test func brandsWhoseValuesTogetherPassTheBudget_areRefusedAfterTheFirst() throws {
        let places = (0..<10).map {
            BrandPlace(name: "b\($0)", location: SourceLocation(file: "b\($0).json", line: 1, column: 1))
        }
        #expect(BrandLimits.check(places, firstBuilt: 100_000).all.isEmpty)
        let found = BrandLimits.check(places, firstBuilt: 300_000)
        #expect(TestSupport.summary(found) == ["limit.brands@1:1"])
        #expect(found.errors.first?.location?.file == "b3.json")
        #expect(
            found.errors.first?.message
                == "Brands hold 300000 token values each (tokens × modes, as the first built does), so from this one on the 10 brands pass the 1000000 token values one run of --brand all builds; only the first brand was built. Build brands one at a time with --brand NAME."
        )
    }
}

import Foundation
import Testing

@testable import TokensCore

/// Work the Swift and colorset emitters share, made once per input (`EmitShared`), and the
/// shortcuts taken in the names both make.
@Suite struct SharedEmitWorkTests {
    static func tokens(_ text: String) throws -> ResolvedTokenSet {
        try #require(TestSupport.resolve(try TestSupport.folder(["t.json": text])).tokens)
    }

    /// An input whose tokens change after one emitter ran names the colorsets of the new tokens,
    /// the renames of two that would share one name included.
    @Test func changedTokens_nameTheirOwnColorsets() throws {
        let first = try Self.tokens(##"{ "ink": { "$type": "color", "$value": "#102030" } }"##)
        let second = try Self.tokens(
            ##"{ "bg-floating": { "$type": "color", "$value": "#202223" }, "Bg": { "Floating": { "$type": "color", "$value": "#101010" } } }"##
        )
        var input = EmitInput(tokens: first, config: BuildConfig(), audit: nil, sourceName: "t")
        #expect(SwiftEmitter().emit(input).files.contains { $0.path == "Swift/DesignTokens.swift" })
        input.tokens = second
        let catalog = ColorsetEmitter().emit(input)
        #expect(
            catalog.files.map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") } == [
                "Assets.xcassets/bgFloating.colorset/Contents.json",
                "Assets.xcassets/bgFloating_2.colorset/Contents.json",
            ])
        #expect(catalog.diagnostics.all.map(\.code) == [.colorsetNameCollision])
        let code = try #require(
            SwiftEmitter().emit(input).files.first { $0.path == "Swift/DesignTokens.swift" }?.contents)
        #expect(String(decoding: code, as: UTF8.self).contains("\"bgFloating_2\""))
    }

    /// A name is asked for by the token's index; a path that is not that token's is named alone.
    @Test func colorsetName_byIndex_andAPathThatIsNotTheTokens() throws {
        let tokens = try Self.tokens(
            ##"{ "bg-floating": { "$type": "color", "$value": "#202223" }, "Bg": { "Floating": { "$type": "color", "$value": "#101010" } } }"##
        )
        let any = try #require(tokens.modes.first).tokens
        let names = ColorsetNames(any, config: BuildConfig())
        #expect(any.map(\.path.dotted) == ["Bg.Floating", "bg-floating"])
        #expect(names.name(at: 0, path: any[0].path) == "bgFloating")
        #expect(names.name(at: 1, path: any[1].path) == "bgFloating_2")
        #expect(names.name(at: 0, path: TokenPath("brand.accent")) == "brandAccent")
        #expect(names.name(at: 7, path: any[1].path) == "bgFloating")
    }

    /// Two tokens the config gives one Swift name: an error that names both (the names the config
    /// gives are never changed), and nothing is built.
    @Test func twoTokensConfiguredToOneName_secondLeftOut() throws {
        let text = #"{ "a": { "$type": "number", "$value": 1 }, "b": { "$type": "number", "$value": 2 } }"#
        let config = #"{ "swift": { "names": { "a": "shared", "b": "shared" } } }"#
        let (files, diagnostics) = try NameCollisionTests.build(["t.json": text, "tokens.config.json": config])
        let collisions = diagnostics.all.filter { $0.code == .swiftNameCollision }
        #expect(
            collisions.map(\.message) == [
                "'b' and 'a' would both be DesignTokens.shared in Swift; rename one, or give them different names or namespaces in the config."
            ])
        #expect(collisions.first?.severity == .error)
        #expect(collisions.first?.location?.line == 1)
        #expect(files.isEmpty)
    }

    /// A full name made at its length is the names joined by dots.
    @Test func dottedName_isTheNamesJoined() {
        #expect(String(dotted: ["InsightColors", "Values"], then: "bgCard") == "InsightColors.Values.bgCard")
        #expect(String(dotted: [], then: "bg", "_2") == "bg_2")
        #expect(String(dotted: ["Ä", "日本"], then: "x", "") == "Ä.日本.x")
        #expect(SwiftEmitter.fullName(["DesignTokens"], "`default`", "_3") == "DesignTokens.default_3")
    }

    /// Two hex digits for every byte, as `%02X` and `%02x` write them.
    @Test func hexByte_everyByte() {
        var upper = TextBuffer()
        var lower = TextBuffer()
        for value in 0...255 {
            upper.hexByte(UInt8(value))
            lower.hexByte(UInt8(value), uppercase: false)
        }
        #expect(String(decoding: upper.bytes, as: UTF8.self) == (0...255).map { String(format: "%02X", $0) }.joined())
        #expect(String(decoding: lower.bytes, as: UTF8.self) == (0...255).map { String(format: "%02x", $0) }.joined())
    }
}

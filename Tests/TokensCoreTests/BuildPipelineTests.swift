import Foundation
import Testing
@testable import TokensCore

/// The order of a build's stages: the emitters that do not show the audit run beside it, the
/// ones that do run after it, and a failing audit stops both.
struct BuildPipelineTests {
    /// Writes one file saying whether it saw the audit, and how many checks it held.
    struct Probe: Emitter {
        var name: String
        var showsAudit: Bool
        func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
            let seen = input.audit.map { "audit with \($0.checks.count) checks" } ?? "no audit"
            return ([GeneratedFile(name, text: seen)], Diagnostics())
        }
    }

    static let tokens = ##"{ "color": { "$type": "color", "fg": { "$value": "#595959" }, "bg": { "$value": "#FFFFFF" }, "dim": { "$value": "#AAAAAA" } } }"##
    static let passing = ##"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ] } }"##
    static let failing = ##"{ "audit": { "contrast": [ { "foreground": "color.dim", "background": "color.bg" } ] } }"##

    func run(config text: String, emitters: [any Emitter]) throws -> (result: BuildPipeline.Result?, auditFailed: Bool) {
        let folder = try TestSupport.folder(["colors.json": Self.tokens, "tokens.config.json": text])
        let (config, problems) = ConfigLoader.load(path: folder + "/tokens.config.json")
        #expect(!problems.hasErrors, "\(problems.sorted)")
        let (result, diagnostics, auditFailed) = BuildPipeline.run(tokens: folder, config: config, audit: true, today: BuildTestSupport.today, emitters: emitters)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return (result, auditFailed)
    }

    @Test func emittersThatShowTheAudit_getIt_theOthersDoNot_andFilesComeSortedByPath() throws {
        let emitters: [any Emitter] = [Probe(name: "c.txt", showsAudit: true), Probe(name: "b.txt", showsAudit: false), Probe(name: "a.txt", showsAudit: true)]
        let (result, auditFailed) = try run(config: Self.passing, emitters: emitters)
        #expect(!auditFailed)
        let files = try #require(result).files
        #expect(files.map(\.path) == ["a.txt", "b.txt", "c.txt"])
        #expect(files.map { String(decoding: $0.contents, as: UTF8.self) } == ["audit with 1 checks", "no audit", "audit with 1 checks"])
    }

    @Test func aFailingAudit_dropsTheFilesMadeBesideIt() throws {
        let (result, auditFailed) = try run(config: Self.failing, emitters: [Probe(name: "swift.txt", showsAudit: false), Probe(name: "report.txt", showsAudit: true)])
        #expect(auditFailed)
        #expect(try #require(result).files.isEmpty)
    }

    @Test func bothRunsTwoPieces_andKeepsWhichIsWhich() {
        let (number, text) = Parallel.both({ (1...1_000).reduce(0, +) }, { String(repeating: "a", count: 3) })
        #expect(number == 500_500)
        #expect(text == "aaa")
    }

    @Test func bothSides_mayEachMapInParallel_andKeepTheirOrder() {
        let items = Array(0..<10_000)
        let (squares, halves) = Parallel.both({ Parallel.map(items) { $0 * $0 } }, { Parallel.map(items) { Double($0) / 2 } })
        #expect(squares == items.map { $0 * $0 })
        #expect(halves == items.map { Double($0) / 2 })
    }
}

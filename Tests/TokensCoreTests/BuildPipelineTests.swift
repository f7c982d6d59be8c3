import Foundation
import Testing

@testable import TokensCore

/// The pipeline's stages in order, and its outcome: what each audit policy and destination does,
/// and that every failure is an outcome with its diagnostics.
struct BuildPipelineTests {
    /// Writes one file saying whether it saw the audit, and how many checks it held.
    struct Probe: Emitter {
        var name: String
        func emit(_ input: EmitInput) -> (files: [GeneratedFile], diagnostics: Diagnostics) {
            let seen = input.audit.map { "audit with \($0.checks.count) checks" } ?? "no audit"
            return ([GeneratedFile(name, text: seen)], Diagnostics())
        }
    }

    static let tokens =
        ##"{ "color": { "$type": "color", "fg": { "$value": "#595959" }, "bg": { "$value": "#FFFFFF" }, "dim": { "$value": "#AAAAAA" } } }"##
    static let passing = ##"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ] } }"##
    static let failing = ##"{ "audit": { "contrast": [ { "foreground": "color.dim", "background": "color.bg" } ] } }"##

    func run(
        config text: String, audit: BuildOptions.AuditPolicy = .gate, emitters: [any Emitter] = [],
        destination: BuildOptions.Destination = .none, tokens: String = Self.tokens
    ) throws -> (outcome: BuildOutcome, diagnostics: Diagnostics) {
        let folder = try TestSupport.folder(["colors.json": tokens, "tokens.config.json": text])
        let options = BuildOptions(
            tokens: folder, audit: audit, today: BuildTestSupport.today, emitters: emitters, destination: destination)
        return BuildTestSupport.run(options)
    }

    func texts(_ summary: BuildSummary?) -> [String] {
        summary?.files.map { String(decoding: $0.contents, as: UTF8.self) } ?? []
    }

    @Test func everyEmitterGetsTheAudit_andFilesComeSortedByPath() throws {
        let (outcome, diagnostics) = try run(
            config: Self.passing, emitters: [Probe(name: "c.txt"), Probe(name: "b.txt"), Probe(name: "a.txt")])
        #expect(diagnostics.all.isEmpty)
        let summary = try #require(outcome.summary)
        #expect(summary.files.map(\.path) == ["a.txt", "b.txt", "c.txt"])
        #expect(texts(summary) == Array(repeating: "audit with 1 checks", count: 3))
        #expect(
            summary.counts
                == BuildSummary.Counts(
                    tokens: 3, modes: 1, audit: BuildSummary.AuditCounts(passedPairs: 1, waivedPairs: 0, warnings: 0)))
    }

    @Test func aGatedFailingAudit_isTheAuditFailedOutcome_andWritesNothing() throws {
        let file = try BuildTestSupport.temporaryFolder("gate") + "/out.txt"
        let (outcome, _) = try run(config: Self.failing, emitters: [Probe(name: "a.txt")], destination: .file(file))
        guard case .auditFailed(let audit) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(audit.count(ContrastRule.id, .fail) == 1)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aReportedFailingAudit_goesOnToEmitAndWrite_onlyWhenTheTextChanged() throws {
        let file = try BuildTestSupport.temporaryFolder("report") + "/out.txt"
        let (first, _) = try run(
            config: Self.failing, audit: .report, emitters: [Probe(name: "a.txt")], destination: .file(file))
        #expect(first.summary?.counts.written == 1)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "audit with 1 checks")
        let folder = FilePath.directory(of: file)
        let options = BuildOptions(
            tokens: try TestSupport.folder(["colors.json": Self.tokens, "tokens.config.json": Self.failing]),
            audit: .report, today: BuildTestSupport.today, emitters: [Probe(name: "a.txt")],
            destination: .file(folder + "/out.txt"))
        let second = BuildTestSupport.run(options).outcome.summary?.counts
        #expect(second?.written == 0 && second?.unchanged == 1)
    }

    @Test func aSkippedAudit_givesTheEmittersNone() throws {
        let (outcome, _) = try run(config: Self.failing, audit: .skip, emitters: [Probe(name: "a.txt")])
        #expect(texts(outcome.summary) == ["no audit"])
        #expect(outcome.summary?.counts.audit == nil)
    }

    @Test func withoutEmitters_theRunStopsAfterTheAudit_withTheTokens() throws {
        let (outcome, _) = try run(config: Self.failing, audit: .report)
        let summary = try #require(outcome.summary)
        #expect(summary.tokens?.modes.first?.tokens.map(\.path.dotted) == ["color.bg", "color.dim", "color.fg"])
        #expect(summary.audit?.count(ContrastRule.id, .fail) == 1)
        #expect(summary.files.isEmpty)
    }

    @Test func aTokenError_isTheInputErrorOutcome_withItsLocatedDiagnostic() throws {
        let (outcome, diagnostics) = try run(
            config: Self.passing, emitters: [Probe(name: "a.txt")],
            tokens: ##"{ "color": { "$type": "color", "fg": { "$value": "{color.nope}" } } }"##)
        guard case .inputError = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(TestSupport.summary(diagnostics) == ["alias.missing@1:50"])
    }

    @Test func aConfigError_isTheInputErrorOutcome() throws {
        let (outcome, diagnostics) = try run(config: ##"{ "audit": { "contrast": 1 } }"##)
        guard case .inputError = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(TestSupport.summary(diagnostics).first?.hasPrefix("config.") == true)
    }

    @Test func thePluginSetting_gatesReportsOrSkips_asTheConfigSays() throws {
        func outcome(_ setting: String) throws -> BuildOutcome {
            let config = Self.failing.dropLast(2) + ##", "plugin": { "audit": "\##(setting)" } }"##
            return try run(config: String(config), audit: .pluginSetting, emitters: [Probe(name: "a.txt")]).outcome
        }
        guard case .auditFailed = try outcome("error") else {
            Issue.record("error does not gate")
            return
        }
        #expect(texts(try outcome("warning").summary) == ["audit with 1 checks"])
        #expect(texts(try outcome("off").summary) == ["no audit"])
    }

    @Test func aStampRecord_givesBackTheSameDiagnostic() throws {
        let located = Diagnostic(
            .duplicateToken, "Two \"a\"\tb\nlines ✓.", at: SourceLocation(file: "dir/a b.json", line: 3, column: 9),
            notes: [
                Diagnostic.Note("first here", at: SourceLocation(file: "x.json", line: 1, column: 2)),
                Diagnostic.Note("nowhere", at: nil),
            ])
        let unlocated = Diagnostic(.invalidValue, "No place.", at: nil, severity: .warning)
        for diagnostic in [located, unlocated] {
            let text = BuildStamp.text(of: diagnostic)
            #expect(!text.contains("\n"))
            #expect(BuildStamp.diagnostic(from: text) == diagnostic)
        }
        #expect(BuildStamp.diagnostic(from: "[1, 2]") == nil)
        let counts = BuildSummary.Counts(
            tokens: 3, modes: 2, unchanged: 7,
            audit: BuildSummary.AuditCounts(passedPairs: 4, waivedPairs: 1, warnings: 2))
        #expect(BuildStamp.counts(from: BuildStamp.text(of: counts)) == counts)
        // An unchanged build says what the build said: the exempt checks and the worst waived
        // failure, a name with spaces in it included, come back from the stamp.
        let waived = BuildSummary.Counts(
            tokens: 3, modes: 2, unchanged: 7,
            audit: BuildSummary.AuditCounts(
                passedPairs: 4, exemptPairs: 2, waivedPairs: 3, worstWaived: "color.a b on color.bg 2.87:1 in light",
                warnings: 2))
        #expect(BuildStamp.counts(from: BuildStamp.text(of: waived)) == waived)
        #expect(
            BuildStamp.counts(from: BuildStamp.text(of: BuildSummary.Counts(tokens: 1)))
                == BuildSummary.Counts(tokens: 1))
    }

    @Test func bothRunsTwoPieces_andKeepsWhichIsWhich() {
        let (number, text) = Parallel.both({ (1...1_000).reduce(0, +) }, { String(repeating: "a", count: 3) })
        #expect(number == 500_500)
        #expect(text == "aaa")
    }

    @Test func bothSides_mayEachMapInParallel_andKeepTheirOrder() {
        let items = Array(0..<10_000)
        let (squares, halves) = Parallel.both(
            { Parallel.map(items) { $0 * $0 } }, { Parallel.map(items) { Double($0) / 2 } })
        #expect(squares == items.map { $0 * $0 })
        #expect(halves == items.map { Double($0) / 2 })
    }

    @Test func whatAStageLeaves_isLetGoOfOnAnotherThread() {
        // The caller hands the value over and waits here, so its thread cannot be the one that
        // frees it; the value is freed once, on another thread (here and now on one core).
        let caller = ObjectIdentifier(Thread.current)
        let here = DispatchSemaphore(value: 0)
        let elsewhere = DispatchSemaphore(value: 0)
        MemoryRelease.afterStage(
            releasing: Tracked { (ObjectIdentifier(Thread.current) == caller ? here : elsewhere).signal() })
        if Parallel.cores == 1 {
            #expect(here.wait(timeout: .now()) == .success)
        } else {
            #expect(elsewhere.wait(timeout: .now() + 60) == .success)
            #expect(here.wait(timeout: .now()) == .timedOut)
        }
    }
}

/// A value that says when it is freed, and on which thread.
private final class Tracked: Sendable {
    let onFree: @Sendable () -> Void
    init(_ onFree: @escaping @Sendable () -> Void) { self.onFree = onFree }
    deinit { onFree() }
}

extension BuildOutcome {
    /// The summary of a run that built; nil otherwise.
    var summary: BuildSummary? {
        if case .built(let summary) = self { return summary }
        return nil
    }
}

import Foundation
import Testing

@testable import TokensCore

/// The files read beside the tokens, the config and the waiver baseline (issue #56): a key written
/// twice is an error, never the last silently (a reviewer would read the first); a symbolic link
/// that leads nowhere or loops, or a folder of the file's name, is a located error (exit 2), never
/// "no baseline", under which a waiver covers any ratio, nor "no config", the defaults.
@Suite struct ConfigFilesTests {
    let runner = ResolveCommandTests()

    /// A pair at 4.47:1 (as the audit shows it), under text's 4.5:1, waived until 2099.
    static let files = [
        "tokens/colors.json":
            ##"{ "color": { "$type": "color", "fg": { "$value": "#777777" }, "bg": { "$value": "#FFFFFF" } } }"##,
        "tokens/tokens.config.json":
            ##"{ "audit": { "contrast": [ { "foreground": "color.fg", "background": "color.bg" } ], "waivers": [ { "foreground": "color.fg", "background": "color.bg", "reason": "Brand grey, reviewed.", "until": "2099-12-31" } ] } }"##,
    ]

    func audit(_ folder: String, _ extra: [String] = []) throws -> ResolveCommandTests.Run {
        try runner.run(
            ["audit", "--tokens", "tokens", "--today", BuildTestSupport.today, "--quiet"] + extra, in: folder)
    }

    @Test func aKeyWrittenTwiceInTheBaseline_isAnError_andUpdateWaiversWritesItAgain() throws {
        let baseline =
            ##"{"reviewed": [{"foreground": "color.fg", "background": "color.bg", "mode": "default", "ratio": 9.00, "ratio": 1}]}"##
        let folder = try TestSupport.folder(Self.files.merging(["tokens/tokens.baseline.json": baseline]) { $1 })
        let run = try audit(folder)
        #expect(run.status == 2)
        let path = "tokens/tokens.baseline.json"
        #expect(
            run.stderr == """
                \(path):\(TestSupport.position(of: "\"ratio\": 1", in: baseline)): error: [json.duplicate-key] The key "ratio" appears twice in this object; the last one would win.
                \(path):\(TestSupport.position(of: "\"ratio\": 9", in: baseline)): note: first "ratio" is here

                """)
        // The file is written anew, never read: the reviewed ratio is what the audit measures now.
        let update = try audit(folder, ["--update-waivers"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(
            try String(contentsOfFile: folder + "/" + path, encoding: .utf8).contains(
                #"{"foreground": "color.fg", "background": "color.bg", "mode": "default", "ratio": 4.47}"#))
        #expect(try audit(folder).status == 0)
    }

    @Test func aCheckListedTwiceInTheBaseline_isAnError() throws {
        let entry = ##"{"foreground": "color.fg", "background": "color.bg", "mode": "default", "ratio": "##
        let baseline = ##"{"reviewed": [\##(entry)9.00}, \##(entry)1}]}"##
        let folder = try TestSupport.folder(Self.files.merging(["tokens/tokens.baseline.json": baseline]) { $1 })
        let run = try audit(folder)
        #expect(run.status == 2)
        let path = "tokens/tokens.baseline.json"
        #expect(
            run.stderr == """
                \(path):\(TestSupport.position(of: "{\"fore", in: baseline, occurrence: 2)): error: [config.invalid-value] 'color.fg' on 'color.bg' in default is listed twice: a reader sees the first ratio, and this last one would be used. Remove one of them, or run tokens audit --update-waivers to write the file again.
                \(path):\(TestSupport.position(of: "{\"fore", in: baseline)): note: the first is here

                """)
    }

    @Test func aBaselineThatIsALinkLeadingNowhere_orAFolder_isAnError_notNoBaseline() throws {
        let path = "tokens/tokens.baseline.json"
        let then = "and run tokens audit --update-waivers to record the waived checks again."
        let cases: [(make: (String) throws -> Void, problem: String, advice: String)] = [
            (
                { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "reviewed.json") },
                "a symbolic link to 'reviewed.json', which does not exist",
                "Point the link at the baseline, or remove it \(then)"
            ),
            (
                { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "tokens.baseline.json") },
                "a symbolic link to 'tokens.baseline.json' that loops back on itself",
                "Point the link at the baseline, or remove it \(then)"
            ),
            (
                { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) },
                "a folder, not a file", "Move it away \(then)"
            ),
        ]
        for (make, problem, advice) in cases {
            let folder = try TestSupport.folder(Self.files)
            // Without a baseline the waiver covers the pair: the audit passes.
            #expect(try audit(folder).status == 0)
            try make(folder + "/" + path)
            let run = try audit(folder)
            #expect(run.status == 2, "\(problem)")
            #expect(
                run.stderr
                    == "\(path):1:1: error: [file.unreadable] The waiver baseline '\(path)' is \(problem), so it cannot be read. \(advice)\n"
            )
        }
    }

    /// The config beside the tokens, or named with --config, as a link that leads nowhere: an
    /// error, not the defaults (under which the failing pair would not be checked at all).
    @Test func aConfigThatIsALinkLeadingNowhere_isAnError_notTheDefaults() throws {
        var files = Self.files
        files["elsewhere/brand.config.json"] = files.removeValue(forKey: "tokens/tokens.config.json")
        let folder = try TestSupport.folder(files)
        let config = "tokens/tokens.config.json"
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + config, withDestinationPath: "gone.json")
        let advice = "Point the link at the config file, or remove it to use the defaults."
        for (path, extra) in [(config, [String]()), ("elsewhere/link.json", ["--config", "elsewhere/link.json"])] {
            if path != config {
                try FileManager.default.createSymbolicLink(
                    atPath: folder + "/" + path, withDestinationPath: "/no/such/brand.config.json")
            }
            let run = try audit(folder, extra)
            #expect(run.status == 2, "\(path)")
            let target = path == config ? "gone.json" : "/no/such/brand.config.json"
            #expect(
                run.stderr
                    == "\(path):1:1: error: [file.unreadable] The config '\(path)' is a symbolic link to '\(target)', which does not exist, so it cannot be read. \(advice)\n"
            )
        }
        // Pointed at the config, the link is read.
        try FileManager.default.removeItem(atPath: folder + "/" + config)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/" + config, withDestinationPath: "../elsewhere/brand.config.json")
        #expect(try audit(folder).status == 0)
    }

    /// In a JSON5 config a key written twice is an error too, though JSON5 itself keeps the last.
    @Test func aKeyWrittenTwiceInAJSON5Config_isAnError() throws {
        let config =
            ##"{ audit: { waivers: [ { foreground: "color.fg", background: "color.bg", reason: "Reviewed.", until: "2020-01-01", until: "2099-12-31" } ] } }"##
        let folder = try TestSupport.folder(Self.files.merging(["brand.config.json5": config]) { $1 })
        let run = try audit(folder, ["--config", "brand.config.json5"])
        #expect(run.status == 2)
        #expect(
            run.stderr == """
                brand.config.json5:\(TestSupport.position(of: "until: \"2099", in: config)): error: [json.duplicate-key] This key is written twice in one object: a reader sees the first, and this last one would be used. Remove one of them.
                brand.config.json5:\(TestSupport.position(of: "until: \"2020", in: config)): note: the first is here

                """)
    }

    /// A baseline beside a config outside the token folder is an input of the unchanged-build
    /// stamp: a reviewed ratio edited there is seen by the next build, not skipped as unchanged.
    @Test func theBaselineBesideAConfigElsewhere_isABuildInput() throws {
        var files = Self.files
        files["review/tokens.config.json"] = files.removeValue(forKey: "tokens/tokens.config.json")
        files["review/tokens.baseline.json"] =
            ##"{"reviewed": [{"foreground": "color.fg", "background": "color.bg", "mode": "default", "ratio": 4.47}]}"##
        let folder = try TestSupport.folder(files)
        let build = [
            "build", "--tokens", "tokens", "--config", "review/tokens.config.json", "--today", BuildTestSupport.today,
        ]
        let first = try runner.run(build, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        try Data(
            ##"{"reviewed": [{"foreground": "color.fg", "background": "color.bg", "mode": "default", "ratio": 4.48}]}"##
                .utf8
        ).write(to: URL(fileURLWithPath: folder + "/review/tokens.baseline.json"))
        let second = try runner.run(build, in: folder)
        #expect(second.status == 1, "\(second.stdout)")
        #expect(second.stderr.contains("Worse than waived: 4.47:1, waived at 4.48:1 (tokens.baseline.json)"))
    }
}

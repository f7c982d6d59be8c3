import Foundation
import Testing

/// The docs say what the tool says (issue #36): every `tokens …` command quoted in README.md,
/// CONTRIBUTING.md, CHANGELOG.md and docs/*.md names a real command and real options (from the
/// tool's own description of itself); the concrete ones run on a copy of the default brand; every
/// quoted output line and every figure the docs state about it (`130 contrast checks`, `4 modes`)
/// is found in what the tool prints for it today. The truth is read from the tool, so when a rule
/// or a token changes the count, this test names the sentence to update.
@Suite(.serialized) struct DocsDriftTests {
    static let root = TestSupport.packageRoot
    /// The day waivers are judged on, fixed so the figures do not move with the calendar.
    static let today = "2026-11-25"

    // MARK: - The tool's own description

    /// One option of a subcommand: the values it takes (empty when free), and whether its help shows it.
    struct Option {
        var values: [String]
        var isDisplayed: Bool
    }

    /// Each subcommand's options by long name, from `tokens --experimental-dump-help`.
    /// Empty without the tool, and then every test here fails on it.
    static let commands: [String: [String: Option]] = {
        guard let run = try? ResolveCommandTests().run(["--experimental-dump-help"]),
            let json = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            let root = json["command"] as? [String: Any], let subcommands = root["subcommands"] as? [[String: Any]]
        else { return [:] }
        var commands: [String: [String: Option]] = [:]
        for command in subcommands {
            guard let name = command["commandName"] as? String else { continue }
            var options: [String: Option] = [:]
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let option = Option(
                    values: argument["allValues"] as? [String] ?? [],
                    isDisplayed: argument["shouldDisplay"] as? Bool != false)
                for spelling in argument["names"] as? [[String: Any]] ?? [] where spelling["kind"] as? String == "long"
                {
                    options[spelling["name"] as? String ?? ""] = option
                }
            }
            commands[name] = options
        }
        return commands
    }()

    // MARK: - Commands and options

    @Test func everyQuotedCommand_andOption_exists() throws {
        try #require(!Self.commands.isEmpty, "tokens --experimental-dump-help gave nothing")
        var problems: [String] = []
        var count = 0
        for document in try Self.documents() {
            for command in document.code.flatMap(Self.commands(in:)) {
                count += 1
                problems += Self.problems(command, in: document.name)
            }
        }
        #expect(count > 20, "found only \(count) commands in the docs")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// What is wrong with one quoted command: an unknown subcommand or option, a value it does not take.
    static func problems(_ command: [String], in document: String) -> [String] {
        let quoted = "`tokens \(command.joined(separator: " "))` in \(document)"
        guard let options = commands[command[0]] else {
            return ["\(quoted): there is no command '\(command[0])'; the commands are \(commands.keys.sorted())"]
        }
        var problems: [String] = []
        for (index, word) in command.enumerated() {
            let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            if bare == "--" { break }  // the end of the options: what follows are arguments
            guard bare.hasPrefix("--") else { continue }
            let name = String(bare.dropFirst(2).prefix { $0 != "=" })
            guard let values = options[name].flatMap({ $0.isDisplayed ? $0.values : nil }) else {
                problems.append("\(quoted): \(command[0]) has no option --\(name)")
                continue
            }
            let next =
                index + 1 < command.count
                ? command[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "[]")) : ""
            if !values.isEmpty, next.contains("|") {
                let stated = next.split(separator: "|").map(String.init)
                let unknown = stated.filter { !values.contains($0) }
                if !unknown.isEmpty { problems.append("\(quoted): --\(name) takes \(values), not \(unknown)") }
            }
        }
        return problems
    }

    /// README: which commands take `--tokens PATH`, `--config FILE` and `--quiet` (it used to say all did).
    @Test func readme_namesTheCommandsThatTakeTheSharedOptions() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8).replacingOccurrences(
            of: "\n", with: " ")
        let sentence = try #require(
            readme.range(of: #"[^.]*take `--tokens PATH`"#, options: .regularExpression).map { String(readme[$0]) },
            "README.md no longer says which commands take --tokens PATH")
        let stated = Set(
            sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 && !$0.element.hasPrefix("-") }.map { String($0.element) })
        let taking = Set(
            Self.commands.filter { command in ["tokens", "config", "quiet"].allSatisfy { command.value[$0] != nil } }
                .map(\.key))
        #expect(
            stated == taking, "README says \(stated.sorted()); the commands that take all three are \(taking.sorted())")
    }

    /// README's toolchain is the one Package.swift asks for.
    @Test func readme_statesTheSwiftVersionThePackageNeeds() throws {
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        let tools = try #require(manifest.firstMatch(of: /swift-tools-version:\s*(\d+\.\d+)/)?.1)
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let stated = try #require(readme.firstMatch(of: /Swift 6 toolchain \((\d+\.\d+) or later/)?.1)
        #expect(stated == tools)
    }

    // MARK: - Running them, and the figures

    /// A copy of the default brand and its committed Outputs/, to run the docs' commands in.
    static func brandCopy() throws -> String {
        let folder = try BuildTestSupport.temporaryFolder("docs")
        for name in ["tokens", "Outputs"] {
            try FileManager.default.copyItem(atPath: root + "/" + name, toPath: folder + "/" + name)
        }
        try? FileManager.default.removeItem(atPath: folder + "/Outputs/.tokens-stamp")  // a stamp is only a shortcut
        return folder
    }

    /// Runs `command` in `folder`, with the fixed day where the command takes one.
    static func run(_ command: [String], in folder: String) throws -> ResolveCommandTests.Run {
        let today = commandsTakingToday.contains(command[0]) && !command.contains("--today") ? ["--today", today] : []
        return try AdoptionCommandTests.run(command + today, in: folder)
    }

    static var commandsTakingToday: Set<String> { Set(commands.filter { $0.value["today"] != nil }.keys) }

    /// Everything the tool prints for the default brand that docs quote or count from: the build's
    /// line, the whole audit, contrast-fix's lines, and what every concrete quoted command printed.
    /// A command in a span may name one option of a command (`tokens build --bundle`), so only a
    /// usage error there is not drift.
    static func outputs() throws -> (lines: [String], failures: [String]) {
        let brand = try brandCopy()
        var lines: [String] = []
        var failures: [String] = []
        var runs: [(command: [String], isWhole: Bool)] = [
            (["build"], true), (["audit"], true), (["contrast-fix", "--dry-run"], true),
        ]
        for document in try documents() {
            for (pieces, isWhole) in [(document.fenced, true), (document.spans, false)] {
                let concrete = pieces.flatMap(commands(in:)).filter {
                    isConcrete($0) && !["watch", "diff"].contains($0[0])
                }
                runs += concrete.map { ($0, isWhole) }
            }
        }
        for (command, isWhole) in runs {
            var folder = brand
            if command[0] == "init" { folder = try BuildTestSupport.temporaryFolder("docs-init") }
            let result = try run(command, in: folder)
            // `contrast` exits 1 on a failing pair, a verdict the docs may show; anything else is drift.
            let isVerdict = command[0] == "contrast" && result.status == 1
            let isUsage = !isWhole && result.status == 2 && result.stderr.hasPrefix("Error: Missing")
            if result.status != 0 && !isVerdict && !isUsage {
                failures.append("`tokens \(command.joined(separator: " "))` exited \(result.status): \(result.stderr)")
            }
            lines += (result.stdout + "\n" + result.stderr).split(separator: "\n").map(String.init)
        }
        // The page's headline, which the docs quote as the page says it (the build wrote the page).
        let page = try String(contentsOfFile: brand + "/Outputs/Report/index.html", encoding: .utf8)
        if let headline = page.components(separatedBy: "id=\"verdict\">").dropFirst().first?
            .components(separatedBy: "</p>").first
        {
            lines.append(headline.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression))
        }
        return (lines, failures)
    }

    /// Figures stated about something other than the default brand, each checked elsewhere or a rule.
    static let elsewhere: [(document: String, phrase: String)] = [
        ("docs/benchmarks.md", ""),  // measured by `make bench` on generated sets, dated there
        ("docs/token-files.md", "118 tokens"), ("docs/token-files.md", "7 modes"),  // corpora: CorpusLoadTests
        ("docs/token-files.md", "842 tokens"), ("docs/token-files.md", "24 colours"),
        ("docs/token-files.md", "5877 tokens"), ("docs/token-files.md", "212 modes"),  // and CorpusBuildTests
        ("docs/token-files.md", "1868 colorsets"), ("docs/token-files.md", "3024 colorsets"),
        ("docs/token-files.md", "14 colour"),  // CSS Color 4's colour spaces
        ("docs/audit.md", "50 colours"),  // the ColorAide fixture's size
        ("docs/error-codes.md", "1000 modes"),  // a limit: InputFileSafetyTests
        ("docs/error-codes.md", "1000000 token"),  // limits: LimitsDocTests
        ("docs/token-files.md", "1000 modes"), ("docs/token-files.md", "1000000 token"),
        ("docs/outputs.md", "1 check fails."),  // the report's sentence for a brand with one failure
        ("docs/outputs.md", "✗ The audit fails: 1 check fails (in light)."),  // its headline: ReportDesignTests
    ]

    static func isElsewhere(_ phrase: String, in document: String) -> Bool {
        elsewhere.contains { $0.document == document && ($0.phrase.isEmpty || phrase.hasPrefix($0.phrase)) }
    }

    @Test func everyConcreteCommand_runs_andEveryQuotedOutputAndFigure_isWhatTheToolSays() throws {
        let (lines, failures) = try Self.outputs()
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let printed = lines.map { $0.replacingOccurrences(of: ",", with: "") }
        let figuresPrinted = Set(lines.flatMap(Self.figures(in:)))
        var problems: [String] = []
        for document in try Self.documents() {
            for code in document.code {
                let quoted = code.trimmingCharacters(in: .whitespaces)
                let isOutput = quoted.hasPrefix("tokens: ") || quoted.hasPrefix("audit: ")
                guard isOutput || !Self.figures(in: quoted).isEmpty, !Self.isElsewhere(quoted, in: document.name)
                else { continue }
                if !Self.isCommand(quoted) && !Self.matches(quoted, printed) {
                    problems.append("\(document.name): `\(quoted)` is not what tokens prints for the default brand")
                }
            }
            for paragraph in document.prose {
                for figure in Self.figures(in: paragraph)
                where !figuresPrinted.contains(figure) && !Self.isElsewhere(figure, in: document.name) {
                    problems.append("\(document.name): '\(figure)' is no figure tokens prints for the default brand")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// True when `quoted` is a command line rather than output.
    static func isCommand(_ quoted: String) -> Bool { !commands(in: quoted).isEmpty }
}

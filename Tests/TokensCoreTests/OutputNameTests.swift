import Foundation
import Testing

@testable import TokensCore

/// Names people type that become file or folder names: brands (from the config, a Tokens Studio
/// theme group, a Momentum accent, a look among the modes) and high-contrast modes. Each source
/// is tried with a name that climbs out (`../../escaped`), one that forges a compiler error line,
/// and two that differ only in case.
@Suite struct OutputNameTests {
    static let runner = ResolveCommandTests()
    static let climbing = "../../escaped"
    static let forged = "Acme\nMain.swift:42:1: error: forged"

    @Test func component_keepsPlainNames_andMakesEveryOtherOneComponent() {
        let cases: [(String, String)] = [
            ("Acme", "Acme"), ("light-hc", "light-hc"), ("Brand Light", "Brand Light"), ("🌞 Light", "🌞 Light"),
            ("../../escaped", "-..-escaped"), ("..", "_a3d4a70d"), (".", "_2b0c98f1"), ("", "_811c9dc5"),
            (".hidden", "hidden"), ("a/b\\c:d", "a-b-c-d"), ("x\ny", "x-y"), ("tab\there", "tab-here"),
            ("rtl\u{202E}txt", "rtl-txt"), (" padded. ", "padded"), ("cafe\u{301}", "caf\u{E9}"),
            (String(repeating: "a", count: 80), String(repeating: "a", count: 55) + "-" + "5143e6d5"),
        ]
        for (name, expected) in cases {
            let made = OutputName.component(name)
            #expect(made == expected, "\(name.debugDescription) → \(made.debugDescription)")
            #expect(made.utf8.count <= OutputName.maximumBytes)
            #expect(!made.contains("/") && made != "." && made != ".." && !made.hasPrefix("."))
        }
        // Long names stay apart, and the same name gives the same component on every run.
        let long = String(repeating: "b", count: 100)
        #expect(OutputName.component(long + "1") != OutputName.component(long + "2"))
        #expect(OutputName.component(long) == OutputName.component(long))
    }

    @Test func components_refuseTwoNamesThatBecomeOne() {
        #expect(
            OutputName.components(["Acme", "acme"]) == .failure(.init(first: "Acme", second: "acme", component: "acme"))
        )
        #expect(
            OutputName.components(["a/b", "a:b"]) == .failure(.init(first: "a/b", second: "a:b", component: "a-b")))
        #expect(OutputName.components(["Acme", "Bolt"]) == .success(["Acme", "Bolt"]))
    }

    /// A token folder whose brands, by one source, are named `names`.
    static func brands(_ source: String, _ names: [String]) -> [String: String] {
        let ink = ##"{ "color": { "$type": "color", "ink": { "$value": "#112233" } } }"##
        func quoted(_ name: String) -> String { name.replacingOccurrences(of: "\n", with: "\\n") }
        switch source {
        case "config":
            let entries = names.map { #""\#(quoted($0))": ["b.json"]"# }.joined(separator: ", ")
            return ["a.json": ink, "b.json": ink, "tokens.config.json": #"{ "brands": { \#(entries) } }"#]
        case "Tokens Studio theme group":
            let themes = names.map {
                #"{ "name": "\#(quoted($0))", "group": "Brand", "selectedTokenSets": { "a": "enabled" } }"#
            }
            return ["a.json": ink, "$themes.json": "[" + themes.joined(separator: ", ") + "]"]
        case "Momentum accent":
            var files = [
                "core/color.json": ##"{ "color": { "blue": { "70": "#0000AA" } } }"##,
                "data/light.json": #"{ "theme": { "accent": "@color-blue-70" } }"#,
            ]
            for (index, name) in names.enumerated() {
                files["themes/theme-\(index).json"] =
                    #"{ "accent": "\#(quoted(name))", "theme": "Light", "files": ["data/light.json"] }"#
            }
            return files
        default:  // a look: a mode beside light and dark that says no appearance
            let looks = names.map { ##", "\##(quoted($0))": "#FF0000""## }.joined()
            return [
                "a.json":
                    ##"{ "color": { "$type": "color", "ink": { "$value": "#FFFFFF", "$extensions": { "mode": { "light": "#FFFFFF", "dark": "#000000""##
                    + looks + " } } } } }"
            ]
        }
    }

    static let sources = ["config", "Tokens Studio theme group", "Momentum accent", "a look"]

    /// Every output of `--brand all` lies under `--output`, whatever the brand is called, and no
    /// brand's name prints a line of its own.
    @Test(arguments: sources) func brandAll_writesEveryBrandUnderTheOutput(_ source: String) throws {
        let tokens = try TestSupport.folder(Self.brands(source, [Self.climbing, Self.forged]))
        let scratch = FilePath.directory(of: tokens)
        let output = tokens + "-out/Brands"
        let run = try Self.runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit", "--brand", "all"])
        #expect(run.status == 0, "\(source): \(run.stderr)")
        let built = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        // Momentum's brands are its accents in lower case, as its generator names its builds.
        // Looks are brands beside the one of light and dark, `default`.
        let forged = "Acme-Main.swift-42-1- error- forged"
        let expected = ["-..-escaped", source == "Momentum accent" ? forged.lowercased() : forged]
        #expect(
            built == (expected + (source == "a look" ? ["default"] : [])).sorted(),
            "\(source): \(built)")
        #expect(!FileManager.default.fileExists(atPath: FilePath.join(output, Self.climbing)))
        #expect(!FileManager.default.fileExists(atPath: scratch + "/escaped"))
        for line in (run.stdout + run.stderr).split(separator: "\n") {
            #expect(!line.hasPrefix("Main.swift"), "\(source): a forged line: \(line)")
        }
    }

    /// `Acme` and `acme` are one folder on a Mac's disk: an error naming both, nothing written.
    /// (Momentum's accents `Acme` and `acme` are one brand already: its generator lower-cases them.)
    @Test(arguments: sources.filter { $0 != "Momentum accent" })
    func brandAll_refusesBrandsThatDifferOnlyInCase(_ source: String) throws {
        let tokens = try TestSupport.folder(Self.brands(source, ["Acme", "acme"]))
        let output = tokens + "-out"
        let run = try Self.runner.run(["build", "--tokens", tokens, "--output", output, "--no-audit", "--brand", "all"])
        #expect(run.status == 2, "\(source): \(run.stdout)")
        #expect(
            run.stderr.contains(
                "tokens: error: [output.name-collision] The brands 'Acme' and 'acme' would be built into one folder, 'acme'"
            ), "\(source): \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Two names that would become one mode or brand inside the loader: Momentum accents that
    /// differ only in case (brands are accents in lower case) and two Tokens Studio themes of one
    /// name in one group. Each is an error naming both (before: one's values silently lost).
    @Test func namesThatBecomeOneModeOrBrand_areErrors() throws {
        var momentum = Self.brands("Momentum accent", ["blue", "BLUE"])
        momentum["data/light.json"] = #"{ "theme": { "accent": "@color-blue-70" } }"#
        let studio = [
            "light.json": ##"{ "bg": { "value": "#FFFFFF", "type": "color" } }"##,
            "other.json": ##"{ "bg": { "value": "#ABCDEF", "type": "color" } }"##,
            "$themes.json":
                #"[{ "name": "light", "selectedTokenSets": { "light": "enabled" } }, { "name": "light", "selectedTokenSets": { "other": "enabled" } }]"#,
        ]
        for (files, line) in [
            (
                momentum,
                "themes/theme-1.json:1:1: error: [mode.conflict] The accents 'blue' and 'BLUE' differ only in case"
            ),
            (studio, "$themes.json:1:68: error: [mode.conflict] Two themes are named 'light'"),
        ] {
            let tokens = try TestSupport.folder(files)
            let run = try Self.runner.run(["resolve", "--tokens", tokens])
            #expect(run.status == 2)
            #expect(run.stderr.contains(tokens + "/" + line), "\(run.stderr)")
        }
    }

    /// contrast-fix on a folder of brands: its files would be every brand's (before: each brand's
    /// run replaced the last one's, and one brand's colours became every brand's).
    @Test func contrastFix_refusesAFolderOfBrands() throws {
        let tokens = try TestSupport.folder(Self.brands("config", ["alpha", "beta"]))
        let run = try Self.runner.run(["contrast-fix", "--tokens", tokens])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "tokens: error: [contrast-fix.brands] The token folder ships 2 brands ('alpha', 'beta'): the files tokens contrast-fix writes would be shared by all of them"
            ), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tokens).filter { $0.hasPrefix("contrast.") } == [])
    }

    /// A high-contrast mode named to climb out: its file lies in the token folder.
    @Test func contrastFix_writesOnlyInsideTheTokenFolder() throws {
        let tokens = try TestSupport.folder([
            "tokens.resolver.json":
                ##"{ "sets": { "base": { "sources": [{ "$ref": "base.json" }] } }, "modifiers": { "theme": { "contexts": { "light": [], "../../../../x/light-hc": [] }, "default": "light" } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }"##,
            "base.json":
                ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" }, "text": { "$value": "#999999" } } }"##,
            "tokens.config.json":
                #"{ "audit": { "contrast": [{ "foreground": "color.text", "background": "color.bg" }] } }"#,
        ])
        let run = try Self.runner.run(["contrast-fix", "--tokens", tokens])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: tokens + "/contrast.-..-..-..-x-light-hc.json"))
        #expect(!FileManager.default.fileExists(atPath: FilePath.join(tokens, "../../../../x")))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tokens).filter { $0.hasPrefix("contrast.") }.count == 1)
        #expect(
            run.stderr.contains(
                "tokens: ../../../../x/light-hc: 1 colour derived from light into contrast.-..-..-..-x-light-hc.json."))
    }
}

/// Every command that prints, run on a token folder whose mode names, token names and file names
/// carry a line break and a forged compiler error: no line of what it prints starts with it.
@Suite struct ForgedLineTests {
    static let forged = "\nMainswift:42:1: error: forged"

    /// With each line break a terminal or a CI log honours (`Character.isNewline` splits at each).
    @Test(arguments: ["\n", "\r", "\u{2028}", "\u{85}", "\u{0B}"])
    func noCommandPrintsALineANameStarts(_ separator: String) throws {
        let forged = Self.forged.replacingOccurrences(of: "\n", with: separator)
        let json = forged.unicodeScalars.map {
            $0.value < 0x20 || $0.value >= 0x80 ? String(format: "\\u%04x", $0.value) : String($0)
        }
        .joined()
        let tokens = try TestSupport.folder([
            "colors\(forged).json":
                ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" }, "ink\##(json)": { "$value": "#767676", "$extensions": { "mode": { "light": "#767676", "dark\##(json)": "#333333" } } } } }"##,
            "tokens.config.json":
                ##"{ "audit": { "contrast": [{ "foreground": "color.ink\##(json)", "background": "color.bg" }] } }"##,
        ])
        let base = try TestSupport.folder([
            "colors.json": ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" } } }"##
        ])
        let runner = ResolveCommandTests()
        let commands: [[String]] = [
            ["diff", "--base-folder", base], ["diff", "--base-folder", base, "--format", "markdown"],
            ["build", "--output", tokens + "-out"],
            ["audit"], ["audit", "--format", "junit"], ["resolve"], ["resolve", "--format", "text"],
            ["explain", "color.ink" + Self.forged], ["contrast-fix", "--dry-run"],
            ["report", "--output", tokens + "-r"],
        ]
        for command in commands {
            let run = try runner.run(command + ["--tokens", tokens], environment: ["SOURCE_DATE_EPOCH": "1767225600"])
            #expect(run.status == 0 || ["audit", "diff", "explain"].contains(command[0]), "\(command): \(run.stderr)")
            for line in (run.stdout + "\n" + run.stderr).split(whereSeparator: \.isNewline) {
                #expect(!line.hasPrefix("Mainswift"), "\(command[0]): \(line)")
            }
        }
    }
}

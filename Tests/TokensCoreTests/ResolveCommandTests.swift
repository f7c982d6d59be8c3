import Foundation
import Testing

@testable import TokensCore

/// `tokens resolve` run as a real process: output, exit codes, and nothing on stdout after errors.
@Suite struct ResolveCommandTests {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `tokens` executable built beside the test bundle.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("tokens").path

    /// Runs `tokens` with `arguments`; `environment` adds to (or overrides) the test's own.
    func run(_ arguments: [String], environment: [String: String] = [:], in directory: String? = nil) throws -> Run {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable),
            "build the tokens executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func json_isDTCGWithEveryAliasResolved() throws {
        let folder = try TestSupport.folder([
            "colors.json":
                ##"{ "color": { "$type": "color", "gold": { "$value": "#B8942F" }, "focus": { "$value": "{color.gold}" } }, "space": { "md": { "$type": "dimension", "$value": "12px" } } }"##,
            "colors.dark.json":
                ##"{ "color": { "$type": "color", "gold": { "$value": { "colorSpace": "srgb", "components": [0.8314, 0.7373, 0.4157], "hex": "#d4bc6a" } } } }"##,
        ])
        let result = try run(["resolve", "--tokens", folder, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                {
                  "modes": {
                    "light": {
                      "color.focus": {
                        "$type": "color",
                        "$value": {
                          "colorSpace": "srgb",
                          "components": [0.7215686274509804, 0.5803921568627451, 0.1843137254901961],
                          "alpha": 1,
                          "hex": "#b8942f"
                        }
                      },
                      "color.gold": {
                        "$type": "color",
                        "$value": {
                          "colorSpace": "srgb",
                          "components": [0.7215686274509804, 0.5803921568627451, 0.1843137254901961],
                          "alpha": 1,
                          "hex": "#b8942f"
                        }
                      },
                      "space.md": {
                        "$type": "dimension",
                        "$value": {
                          "value": 12,
                          "unit": "px"
                        }
                      }
                    },
                    "dark": {
                      "color.focus": {
                        "$type": "color",
                        "$value": {
                          "colorSpace": "srgb",
                          "components": [0.8314, 0.7373, 0.4157],
                          "alpha": 1,
                          "hex": "#d4bc6a"
                        }
                      },
                      "color.gold": {
                        "$type": "color",
                        "$value": {
                          "colorSpace": "srgb",
                          "components": [0.8314, 0.7373, 0.4157],
                          "alpha": 1,
                          "hex": "#d4bc6a"
                        }
                      },
                      "space.md": {
                        "$type": "dimension",
                        "$value": {
                          "value": 12,
                          "unit": "px"
                        }
                      }
                    }
                  }
                }

                """)
    }

    @Test func inputError_exits2_withLocatedMessage_andNothingOnStdout() throws {
        let result = try run(["resolve", "--tokens", TestSupport.fixture("aliases/missing.json"), "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first == TestSupport.fixture("aliases/missing.json")
                + ":8:27: error: [alias.missing] The alias {color.bg.primery} refers to a token that does not exist. Did you mean 'color.bg.primary'?"
        )
        #expect(lines.last == "tokens: 2 errors; nothing was produced.")
    }

    @Test func modeOption_selectsOneMode_andRejectsUnknownOnes() throws {
        let dark = try run(["resolve", "--tokens", TestSupport.fixture("modes/files"), "--mode", "dark"])
        #expect(dark.status == 0)
        #expect(
            dark.stdout == """
                mode dark (dark appearance): 3 tokens
                  color.bg    color        #1C1917
                  color.link  color        #FAF8F5
                  color.text  color        #FAF8F5

                """)
        let unknown = try run(["resolve", "--tokens", TestSupport.fixture("modes/files"), "--mode", "drak"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(
            unknown.stderr
                == "tokens: error: [mode.unknown] There is no mode 'drak'; the modes are light, dark, dark-hc. Did you mean 'dark'?\n"
        )
    }

    @Test func missingFolder_exits2() throws {
        let result = try run(["resolve", "--tokens", "/nonexistent/tokens"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tokens: error: [file.unreadable] '/nonexistent/tokens' does not exist"))
    }
}

import Foundation
import Testing

@testable import TokensCore

/// Every machine format of `tokens audit` stays well-formed whatever a token's name holds: every
/// control character, escape sequences, U+FFFF. Each output is parsed by Python's own XML and JSON
/// parsers (not ours), and the names come back intact where the format can hold them.
@Suite struct MachineFormatTests {
    static let names: [String] =
        (0x01...0x1F).map {
            "c\(String(format: "%02X", $0))\u{0}".replacingOccurrences(of: "\u{0}", with: String(UnicodeScalar($0)!))
        }
        + ["del\u{7F}", "esc\u{1B}[31mred", "ffff\u{FFFF}", "fffe\u{FFFE}", "amp&<lt>\"q'", "bidi\u{202E}x"]

    static func folder() throws -> String {
        var members: [(String, JSONOutput)] = [
            ("$type", .string("color")), ("bg", .object([("$value", .string("#FFFFFF"))])),
        ]
        for (index, name) in names.enumerated() {
            // A grey too light for text on white: every name is in a failing check's message.
            members.append((name, .object([("$value", .string("#D\(index % 10)D\(index % 10)D\(index % 10)"))])))
        }
        let tokens = JSONOutput.object([("color", .object(members))])
        let config =
            #"{ "audit": { "contrast": [ { "foreground": "color.*", "background": "color.bg", "role": "text" } ] } }"#
        return try TestSupport.folder(["tokens.json": tokens.rendered(), "tokens.config.json": config])
    }

    @Test func junitSarifAndJSON_parse_withEveryControlCharacterInNames() throws {
        let folder = try Self.folder()
        let out = try BuildTestSupport.temporaryFolder("formats")
        for format in ["junit", "sarif", "json"] {
            let file = out + "/audit." + format
            let run = try ResolveCommandTests().run([
                "audit", "--tokens", folder, "--format", format, "--output", file, "--today", "2026-11-22",
            ])
            #expect(run.status == 1, "\(format): \(run.stderr)")
            let parse =
                format == "junit"
                ? "import sys, xml.etree.ElementTree as ET; r = ET.parse(sys.argv[1]).getroot(); print(sum(1 for _ in r.iter('failure')))"
                : "import sys, json; d = json.load(open(sys.argv[1], encoding='utf-8')); print('ok')"
            let result = try BuildTestSupport.run(["python3", "-c", parse, file])
            #expect(result.status == 0, "\(format) does not parse: \(result.output)")
            if format == "junit" { #expect(result.output == "\(Self.names.count)\n", "\(result.output)") }
        }
        // JSON holds the names exactly (every character but NUL is a JSON string's).
        let json = try String(contentsOfFile: out + "/audit.json", encoding: .utf8)
        let names = try BuildTestSupport.run([
            "python3", "-c",
            "import sys, json; d = json.load(open(sys.argv[1], encoding='utf-8')); print(json.dumps(sorted({c['foreground'] for c in d['checks']})))",
            out + "/audit.json",
        ])
        let decoded = try JSONSerialization.jsonObject(with: Data(names.output.utf8)) as? [String]
        #expect(Set(decoded ?? []) == Set(Self.names.map { "color." + $0 }), "\(json.prefix(400))")
    }
}

import Foundation
import TokensCore

/// The `swift` fuzz target: the input, as text, in every place token text reaches generated Swift
/// (a string value, a deprecation message, a description, a font family, a typography token's
/// family, a colour's description). The code the compiler reads (everything outside comments and
/// string literals) must be byte for byte what plain text gives: no input becomes code.
extension FuzzHarness {
    static func swiftText(_ bytes: [UInt8], in folder: String) {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let hostile = generatedSwift(text, in: folder + "/hostile"),
            let plain = generatedSwift("x", in: folder + "/plain")
        else { return }
        let (a, b) = (SwiftSkeleton.code(hostile), SwiftSkeleton.code(plain))
        guard a != b else { return }
        let common = zip(a, b).prefix { $0 == $1 }.count
        preconditionFailure(
            "token text changed the generated code: «\(a.dropFirst(max(common - 40, 0)).prefix(120))» where plain text gives «\(b.dropFirst(max(common - 40, 0)).prefix(120))»"
        )
    }

    /// The Swift generated for a token file that holds `text` everywhere; nil when the text makes the
    /// file invalid (an alias inside a string, say).
    static func generatedSwift(_ text: String, in folder: String) -> String? {
        let about: [(String, JSONOutput)] = [("$description", .string(text))]
        let style: [(String, JSONOutput)] = [
            ("fontFamily", .array([.string("Fam " + text)])), ("fontSize", .string("16px")),
            ("fontWeight", .number(400)), ("lineHeight", .number(1.5)), ("letterSpacing", .string("0px")),
        ]
        let tokens = JSONOutput.object([
            (
                "t",
                .object([
                    (
                        "s",
                        .object(
                            [
                                ("$type", .string("string")), ("$value", .string(text)),
                                ("$deprecated", .string("D" + text)),
                            ]
                                + about)
                    ),
                    ("f", .object([("$type", .string("fontFamily")), ("$value", .array([.string("Fam " + text)]))])),
                    ("y", .object([("$type", .string("typography")), ("$value", .object(style))] + about)),
                    ("c", .object([("$type", .string("color")), ("$value", .string("#112233"))] + about)),
                ])
            )
        ])
        guard let folder = write(Array(tokens.rendered().utf8), in: folder) else { return nil }
        let options = BuildOptions(
            tokens: folder, config: TokensConfig(), today: "2026-11-22", emitters: [SwiftEmitter()])
        guard case .built(let summary) = BuildPipeline(options).run(DiagnosticCollector()) else { return nil }
        return summary.files.filter { $0.path.hasSuffix(".swift") }.sorted { $0.path < $1.path }.map {
            String(decoding: $0.contents, as: UTF8.self)
        }.joined(separator: "\n")
    }
}

/// What the Swift compiler reads as code: the text without its comments, every string literal's
/// contents dropped (`""` stays), and without white space or an array's trailing comma (so a long
/// value broken across lines reads as the short one). An interpolation, a raw or multi-line string, or a literal that a line
/// break ends would each show as a marker of its own.
public enum SwiftSkeleton {
    public static func code(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func emit(_ piece: String) { out.append(contentsOf: piece.unicodeScalars) }
        while index < scalars.count {
            let scalar = scalars[index]
            switch (scalar, at(1)) {
            case ("/", "/"?):
                while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" { index += 1 }
                continue
            case ("/", "*"?):
                var depth = 0
                repeat {
                    if at(0) == "/" && at(1) == "*" {
                        depth += 1
                        index += 2
                    } else if at(0) == "*" && at(1) == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < scalars.count
                continue
            case ("#", "\""?):
                emit("<raw string>")
            case ("\"", "\""?) where at(2) == "\"":
                emit("<multi-line string>")
            case ("\"", _):
                index += 1
                var closed = false
                while index < scalars.count {
                    let inner = scalars[index]
                    if inner == "\\" {
                        if at(1) == "(" { emit("<interpolation>") }
                        index += 2
                        continue
                    }
                    if inner == "\n" || inner == "\r" { break }
                    index += 1
                    if inner == "\"" {
                        closed = true
                        break
                    }
                }
                emit(closed ? "\"\"" : "<unterminated string>")
                continue
            case (" ", _), ("\t", _), ("\n", _), ("\r", _):
                index += 1
                continue
            default:
                break
            }
            out.append(scalar)
            index += 1
        }
        // An array broken across lines ends its last element with a comma; on one line it does not.
        return String(out).replacingOccurrences(of: ",]", with: "]")
    }
}

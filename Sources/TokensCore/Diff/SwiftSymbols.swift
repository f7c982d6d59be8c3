/// The names generated Swift declares, read from its text: `enum` and `extension` nesting and the
/// `static let` / `static var` lines (`DesignTokens.Space.md`, `Color.brand`,
/// `InsightColors.Values.bgCard`). The generated files have one declaration per line, so reading
/// them needs no Swift parser; the support types (`TokenTypes*.swift`, `TokenBundle.swift`) and
/// the preview are not token names.
public enum SwiftSymbols {
    public static func declared(in files: [GeneratedFile]) -> Set<String> { Set(declarations(in: files).keys) }

    /// Each declared name with its declaration's text: the `static let` line and the continuation
    /// lines of a declaration broken across lines (`TokenColor(` … `)`), without the doc comment.
    public static func declarations(in files: [GeneratedFile]) -> [String: String] {
        var declarations: [String: String] = [:]
        for file in files where file.path.hasSuffix(".swift") && !isSupportFile(file.path) {
            var stack: [String] = []
            var open: String?
            for raw in String(decoding: file.contents, as: UTF8.self).split(separator: "\n") {
                var line = raw.drop { $0 == " " }
                for keyword in ["public ", "package ", "internal "] where line.hasPrefix(keyword) {
                    line = line.dropFirst(keyword.count)
                }
                if line.hasPrefix("nonisolated ") { line = line.dropFirst("nonisolated ".count) }
                if let name = open {
                    let isContinuation =
                        !line.hasPrefix("//") && !line.hasPrefix("#") && !line.hasPrefix("@") && line != "}"
                        && !line.hasPrefix("static ") && !line.hasPrefix("enum ") && !line.hasPrefix("extension ")
                    if isContinuation {
                        declarations[name, default: ""] += "\n" + raw
                        continue
                    }
                    open = nil
                }
                if line.hasPrefix("//") || line.hasPrefix("#") || line.hasPrefix("@") { continue }
                if line.hasSuffix("{"), line.hasPrefix("enum ") || line.hasPrefix("extension ") {
                    stack.append(String(line.split(separator: " ")[1]))
                } else if line == "}" {
                    _ = stack.popLast()
                } else if line.hasPrefix("static let ") || line.hasPrefix("static var ") {
                    let name = line.dropFirst("static let ".count).prefix { $0 != ":" && $0 != " " }
                    let full = (stack + [String(name).trimmingBackticks]).joined(separator: ".")
                    declarations[full] = String(raw)
                    open = line.hasSuffix("(") || line.hasSuffix("[") || line.hasSuffix(",") ? full : nil
                }
            }
        }
        return declarations
    }

    /// True for the mirror of a constant kept for code without SwiftUI (`X.Values.y`, `TokenColor.y`)
    /// and for the shortcuts of an `extension Color` colour (`ShapeStyle.y`, `UIColor.y`, `NSColor.y`):
    /// they go and come with the constant itself.
    static func isMirror(_ symbol: String) -> Bool {
        symbol.contains(".Values.") || symbol.hasPrefix("TokenColor.") || symbol.hasPrefix("ShapeStyle.")
            || symbol.hasPrefix("UIColor.") || symbol.hasPrefix("NSColor.")
    }

    /// The generated files that declare no token: the support types, the catalog's bundle, the preview.
    static func isSupportFile(_ path: String) -> Bool {
        path.hasPrefix("Swift/TokenTypes") || path == "Swift/TokenBundle.swift" || path == "Swift/TokensPreview.swift"
    }
}

/// The names generated Swift declares, read from its text: `enum` and `extension` nesting and the
/// `static let` / `static var` lines (`DesignTokens.Space.md`, `Color.brand`,
/// `InsightColors.Values.bgCard`). The generated files have one declaration per line, so reading
/// them needs no Swift parser; the support types (`TokenTypes*.swift`) are not token names.
public enum SwiftSymbols {
    public static func declared(in files: [GeneratedFile]) -> Set<String> {
        var names = Set<String>()
        for file in files where file.path.hasSuffix(".swift") && !file.path.hasPrefix("Swift/TokenTypes") {
            var stack: [String] = []
            for raw in String(decoding: file.contents, as: UTF8.self).split(separator: "\n") {
                var line = raw.drop { $0 == " " }
                for keyword in ["public ", "package ", "internal "] where line.hasPrefix(keyword) {
                    line = line.dropFirst(keyword.count)
                }
                if line.hasPrefix("//") || line.hasPrefix("#") || line.hasPrefix("@") { continue }
                if line.hasSuffix("{"), line.hasPrefix("enum ") || line.hasPrefix("extension ") {
                    stack.append(String(line.split(separator: " ")[1]))
                } else if line == "}" {
                    _ = stack.popLast()
                } else if line.hasPrefix("static let ") || line.hasPrefix("static var ") {
                    let name = line.dropFirst("static let ".count).prefix { $0 != ":" && $0 != " " }
                    names.insert((stack + [String(name).trimmingBackticks]).joined(separator: "."))
                }
            }
        }
        return names
    }

    /// True for the mirror of a constant kept for code without SwiftUI (`X.Values.y`, `TokenColor.y`):
    /// it goes and comes with the constant itself.
    static func isMirror(_ symbol: String) -> Bool {
        symbol.contains(".Values.") || symbol.hasPrefix("TokenColor.")
    }
}

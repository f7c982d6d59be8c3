import Foundation

/// Reading the docs: paragraphs and code, the `tokens` commands in code, the figures in text.
extension DocsDriftTests {
    // MARK: - Reading the docs

    /// A document as paragraphs of prose (code spans cut out) and pieces of code: code spans, and
    /// the lines of fenced blocks (`fenced`: what a reader copies and runs whole).
    struct Document {
        let name: String
        var prose: [String] = []
        var spans: [String] = []
        var fenced: [String] = []
        var code: [String] { spans + fenced }

        init(name: String, text: String) {
            self.name = name
            var paragraph: [String] = []
            var isFenced = false
            func closeParagraph(_ document: inout Document) {
                let joined = paragraph.joined(separator: " ")
                paragraph = []
                let parts = joined.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
                for (index, part) in parts.enumerated() {
                    if index % 2 == 1 { document.spans.append(part) } else { document.prose.append(part) }
                }
            }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("```") {
                    closeParagraph(&self)
                    isFenced.toggle()
                } else if isFenced {
                    fenced.append(line)
                } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                    closeParagraph(&self)
                } else {
                    paragraph.append(line)
                }
            }
            closeParagraph(&self)
        }
    }

    static func documents() throws -> [Document] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }
        return try (["README.md", "CONTRIBUTING.md", "CHANGELOG.md"] + docs.sorted().map { "docs/" + $0 }).map {
            Document(name: $0, text: try String(contentsOfFile: root + "/" + $0, encoding: .utf8))
        }
    }

    /// `text` split into shell words (quotes kept together, then dropped).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var hasWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" {
                if hasWord || !current.isEmpty { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
            }
        }
        if hasWord || !current.isEmpty { words.append(current) }
        return words
    }

    /// The `tokens` commands in a piece of code, each as the words after `tokens`: `tokens …`,
    /// `swift run tokens …`, `swift run --package-path P tokens …`, after `$ `, `- run: ` or
    /// variables, one per `&&`, `||`, `;` or ` | `; comments and redirections dropped.
    static func commands(in code: String) -> [[String]] {
        var text = code
        if let comment = text.range(of: " # ") { text = String(text[..<comment.lowerBound]) }
        var found: [[String]] = []
        let segments = text.replacingOccurrences(of: "&&", with: ";").replacingOccurrences(of: "||", with: ";")
            .replacingOccurrences(of: " | ", with: ";").split(separator: ";")
        for segment in segments {
            var words = words(String(segment))
            while let first = words.first, ["$", "-", "run:", "xcrun"].contains(first) || first.contains("=") {
                words.removeFirst()
            }
            if words.starts(with: ["swift", "run"]) {
                words.removeFirst(2)
                while words.first?.hasPrefix("-") == true { words.removeFirst(min(2, words.count)) }
            }
            guard words.first == "tokens", words.count > 1, words[1].allSatisfy({ $0.isLowercase || $0 == "-" }),
                words[1].first?.isLetter == true
            else { continue }
            var command: [String] = []
            var index = 1
            while index < words.count {
                if [">", "2>", "&"].contains(words[index]) {
                    index += 2
                    continue
                }
                command.append(words[index])
                index += 1
            }
            found.append(command)
        }
        return found
    }

    /// A command that can run as written: no placeholder (`PATH`, `…`, `<file>`, `[--x]`, `${{ }}`).
    static func isConcrete(_ command: [String]) -> Bool {
        !command.contains { word in
            word.contains("…") || word.contains("<") || word.contains("[") || word.contains("$")
                || (word.count > 1 && word.allSatisfy { $0.isUppercase || $0 == "_" } && word != "AA" && word != "AAA")
        }
    }

    /// Spelled-out counts (one and two are left out: "one file per rule" states no count).
    static let numberWords = [
        "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
        "eleven": "11", "twelve": "12",
    ]

    /// Each `<number> [qualifier] <noun>` a text states (`130 contrast checks`, `six distinguishable
    /// warnings`), as `<digits> <noun>`: numbers without commas, the qualifier dropped.
    static func figures(in text: String) -> [String] {
        let pattern =
            /(?i)\b(\d+(?:,\d{3})*|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:(?:distinguishable|touch-target|text-size|line-height|waiver|failing|passing|derived|new|more|audit)\s+)?(contrast checks?|checks?|pairs?|warnings?|passed|failed|waived|tokens?|modes?|colou?rs?|colorsets?|files?|unchanged|written|removed|flagged|checked|findings?|errors?)\b/
        return text.matches(of: pattern).map { match in
            let number = String(match.1).lowercased()
            return (numberWords[number] ?? number.replacingOccurrences(of: ",", with: "")) + " " + match.2.lowercased()
        }
    }

    /// `quoted` (with `…` standing for anything) within one printed line, commas ignored.
    static func matches(_ quoted: String, _ printed: [String]) -> Bool {
        let pieces = quoted.replacingOccurrences(of: ",", with: "").components(separatedBy: "…")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return printed.contains { line in
            var rest = line[...]
            for piece in pieces {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
    }
}

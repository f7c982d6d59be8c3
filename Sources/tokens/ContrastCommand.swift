import ArgumentParser
import TokensCore

/// `tokens contrast FG BG`: the WCAG 2.x contrast of two colours, verdicts, and a fix.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Measure the WCAG contrast of a foreground on a background and suggest a passing foreground.",
        discussion: """
            A shell reads # as the start of a comment: quote hex colours ('#B8942F') or leave the # out \
            (B8942F). Example: tokens contrast B8942F FAF8F5 --role ui
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(
        help:
            "Foreground: any CSS colour, quoted for the shell ('#B8942F', 'rgb(…)', 'oklch(…)', 'color(display-p3 …)', a name) or hex without # (B8942F)."
    )
    var foreground: String

    @Argument(help: "Background: any CSS colour, or hex without #.")
    var background: String

    @Option(help: "The role that decides the exit code: text, large-text or ui.")
    var role: WCAG.Role = .text

    @Option(help: "AA or AAA.")
    var level: WCAG.Level = .aa

    @Option(help: "What a translucent background lies on (default white).")
    var surface: String = "#FFFFFF"

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        let colors = try [foreground, background, surface].map(parseOrExit)
        let report = ContrastReport(
            foreground: colors[0], background: colors[1], surface: colors[2], role: role, level: level)
        print(format == .json ? report.json : report.text, terminator: "")
        if !report.passes(role) { throw ExitCode(1) }
    }

    /// `text` as CSS, or as hex when it is 3, 4, 6 or 8 hex digits without the `#` a shell would
    /// take for a comment.
    static func parse(_ text: String) -> Result<ColorValue, CSSColorParser.Failure> {
        let parsed = CSSColorParser.parse(text)
        guard case .failure = parsed, [3, 4, 6, 8].contains(text.utf8.count), text.allSatisfy(\.isHexDigit) else {
            return parsed
        }
        return CSSColorParser.parse("#" + text)
    }

    private func parseOrExit(_ text: String) throws -> ColorValue {
        switch Self.parse(text) {
        case .success(let color):
            // A colour whose numbers overflow (rgb(1e308 …)) has no contrast ratio.
            guard let problem = FiniteValues.problem(color) else { return color }
            printError(
                Diagnostic(
                    .invalidValue,
                    "'\(text)' is \(problem), which is not a finite number; write components of a size a screen can show.",
                    at: nil
                ).description)
            throw ExitStatus.inputError
        case .failure(let failure):
            printError(Diagnostic(.invalidValue, failure.message, at: nil).description)
            throw ExitStatus.inputError
        }
    }
}

extension WCAG.Role: ExpressibleByArgument {}
extension WCAG.Level: ExpressibleByArgument {}

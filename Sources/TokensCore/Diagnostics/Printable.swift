/// Text from a token file, a config or a command line as it is safe to print: a line break or
/// control character in it is written as an escape (`\n`, `\u{202E}`), so a name never starts a
/// line of its own that Xcode, a terminal or a CI log would read as another message. Every line
/// the CLI prints with a user's name in it goes through this (diagnostics do, by `Diagnostic.line`).
public enum Printable {
    public static func escaped(_ text: String) -> String { Diagnostic.printable(text) }
}

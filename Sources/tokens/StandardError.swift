import Foundation

/// Prints a line to standard error.
func printError(_ line: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((line + terminator).utf8))
}

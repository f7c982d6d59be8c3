import ArgumentParser
import Foundation
import TokensCore

/// Prints a line to standard error.
func printError(_ line: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((line + terminator).utf8))
}

/// Prints an input error, `[code]` and its sentence, and gives the exit status (2) to throw.
func inputError(_ code: DiagnosticCode, _ message: String) -> ExitCode {
    printError(Diagnostic(code, message, at: nil).description)
    return ExitStatus.inputError
}

/// Writes a command's `--output` file (only when it changed, atomically); a failure (an unwritable
/// folder, a full disk) is a `[write.failed]` error naming the file, and exit 2, like `build`.
func writeOutputFile(_ text: String, to path: String) throws {
    do {
        _ = try OutputWriter.writeFile(Array(text.utf8), to: path)
    } catch {
        throw inputError(
            .writeFailed, "Writing '\(path)' failed: \(FileProblem.reason(error, path: path)). Nothing was written.")
    }
}

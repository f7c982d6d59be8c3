import Foundation
import TokensCore

/// Prints a line to standard error.
func printError(_ line: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((line + terminator).utf8))
}

/// Writes a command's `--output` file (only when it changed, atomically); a failure (an unwritable
/// folder, a full disk) is a `[write.failed]` error naming the file, and exit 2, like `build`.
func writeOutputFile(_ text: String, to path: String) throws {
    do {
        _ = try OutputWriter.writeFile(Array(text.utf8), to: path)
    } catch {
        printError(
            Diagnostic(
                .writeFailed, "Writing '\(path)' failed: \(OutputWriter.reason(error)). Nothing was written.", at: nil
            )
            .description)
        throw ExitStatus.inputError
    }
}

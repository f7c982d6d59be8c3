import Foundation

/// Reads and parses token documents (JSON, JSONC, JSON5, YAML) once each, keeping every diagnostic.
///
/// The only place in the pipeline that reads files (besides the config, which arrives later).
final class DocumentStore {
    /// Everything reported while reading and parsing.
    private(set) var diagnostics = Diagnostics()
    /// Files read, in order.
    private(set) var filesRead: [String] = []
    private var cache: [String: JSONNode?] = [:]

    /// The parsed document at `path`, or nil (with a diagnostic) when it cannot be read or parsed.
    /// `reference` is where the file was named, for the "cannot read" message.
    func document(at path: String, referencedFrom reference: SourceLocation? = nil) -> JSONNode? {
        if let cached = cache[path] { return cached }
        let node = read(path, reference: reference)
        cache[path] = node
        return node
    }

    /// Registers an in-memory document (resolver inline sources, tests).
    func register(_ node: JSONNode, at path: String) { cache[path] = node }

    /// Adds a diagnostic found by a later step of loading.
    func report(_ diagnostic: Diagnostic) { diagnostics.report(diagnostic) }

    private func read(_ path: String, reference: SourceLocation?) -> JSONNode? {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            diagnostics.report(
                .fileUnreadable,
                exists ? "The file '\(path)' cannot be read." : "The file '\(path)' does not exist.",
                at: reference)
            return nil
        }
        filesRead.append(path)
        let (root, found) = YAMLParser.isYAML(fileNamed: path)
            ? YAMLParser.parse([UInt8](data), file: path)
            : JSONParser.parse([UInt8](data), file: path, options: JSONParser.options(forFileNamed: path))
        diagnostics.append(contentsOf: found)
        return root
    }
}

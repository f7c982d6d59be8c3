import Foundation

/// Reads and parses token documents (JSON, JSONC, JSON5, YAML, JavaScript modules) once each, keeping every diagnostic.
///
/// Every document is read through its `TokenRoot`, so none lies outside the token folder (or, for
/// the config, outside the config's folder).
final class DocumentStore {
    /// Where every file read lies.
    let root: TokenRoot
    /// Everything reported while reading and parsing.
    private(set) var diagnostics = Diagnostics()
    /// Files read, in order.
    private(set) var filesRead: [String] = []
    private var cache: [String: JSONNode?] = [:]
    /// How the token folder's files are read (config `format` and `strict`), and the folder: a
    /// key written twice in a file of a format read as its own tool reads it keeps the last value
    /// with a warning. Nil (the config, a lone document): a duplicate key is an error.
    private let formats: (rules: FormatRules, folder: String)?

    init(root: TokenRoot, formats: FormatRules? = nil, folder: String = "") {
        self.root = root
        self.formats = formats.map { ($0, folder) }
    }

    /// The document `written` names inside `file` (a `$ref`'s file, a resolver source, a Theo
    /// import), or nil with a diagnostic at `location`: `file.outside-root` when the name leaves
    /// the token folder (nothing is read), else as `document(at:)`.
    func document(named written: String, from file: String, at location: SourceLocation?) -> JSONNode? {
        locate(written, from: file, at: location).flatMap { document(at: $0, referencedFrom: location) }
    }

    /// The path `written` names inside `file`, or nil with `file.outside-root` at `location`.
    func locate(_ written: String, from file: String, at location: SourceLocation?) -> String? {
        switch root.locate(written, from: file) {
        case .success(let path): return path
        case .failure(let refusal):
            diagnostics.report(.fileOutsideRoot, refusal.message, at: location)
            return nil
        }
    }

    /// The parsed document at `path`, or nil (with a diagnostic) when it cannot be read or parsed.
    /// `reference` is where the file was named, for the "cannot read" message.
    func document(at path: String, referencedFrom reference: SourceLocation? = nil) -> JSONNode? {
        if let cached = cache[path] { return cached }
        if let refusal = refused[path] {
            diagnostics.report(.fileOutsideRoot, refusal.message, at: reference)
            cache[path] = .some(nil)
            return nil
        }
        let node = read(path, reference: reference)
        cache[path] = node
        return node
    }

    /// Reads and parses `paths` on every core, then keeps them in the order given (so messages
    /// and `filesRead` are the same as reading one by one). A folder of many files loads in parallel.
    /// `prepare` runs on the same core right after a document parses (the next step of loading, done
    /// ahead while the document is fresh); what it returns is given back by path.
    func preload<Prepared: Sendable>(_ paths: [String], prepare: (String, JSONNode) -> Prepared?) -> [String: Prepared]
    {
        let pending = paths.filter { cache[$0] == nil }
        // Largest first: the cores take files in turn, and a large file taken last is waited for alone.
        let (formats, confinement) = (self.formats, self.root)
        let sizes = pending.map { confinement.size(of: $0) }  // unstat-able: 0, and parsing reports it
        let order = pending.indices.sorted { sizes[$0] > sizes[$1] }
        let parsed = Parallel.map(order) { index -> (Parsed, Prepared?) in
            let result = Self.parse(pending[index], root: confinement, formats: formats)
            guard case .parsed(let root?, _) = result else { return (result, nil) }
            return (result, prepare(pending[index], root))
        }
        // Kept in the order given: `position[i]` is where pending[i]'s result is in `parsed`.
        var position = [Int](repeating: 0, count: pending.count)
        for (slot, index) in order.enumerated() { position[index] = slot }
        var prepared: [String: Prepared] = [:]
        for (path, slot) in zip(pending, position) {
            let (result, extra) = parsed[slot]
            cache[path] = keep(result, of: path, reference: nil)
            prepared[path] = extra
        }
        return prepared
    }

    private enum Parsed: Sendable {
        case unreadable(TokenRoot.ReadFailure)
        case parsed(JSONNode?, Diagnostics)
    }

    private static func parse(_ path: String, root: TokenRoot, formats: (rules: FormatRules, folder: String)?) -> Parsed
    {
        // Read without blocking: a named pipe put where a token file was is refused, never waited on.
        let bytes: [UInt8]
        switch root.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): return .unreadable(failure)
        }
        if JSModuleReader.isModule(fileNamed: path) {
            let (root, found) = JSModuleReader.parse(bytes, file: path)
            return .parsed(root, found)
        }
        if YAMLParser.isYAML(fileNamed: path) {
            let (root, found) = YAMLParser.parse(bytes, file: path)
            return .parsed(root, found)
        }
        var (root, found, duplicates) = JSONParser.parseNotingDuplicates(
            bytes, file: path, options: JSONParser.options(forFileNamed: path))
        // Theo reads its `.json` files as JSON5 (trailing commas, comments): a Theo document that
        // is not strict JSON only by those is read as Theo reads it, unless the build is strict.
        if root == nil, let formats, !formats.rules.strict, path.hasSuffix(".json"),
            found.all.allSatisfy({ $0.code == .strictJSON || $0.severity != .error })
        {
            let again = JSONParser.parseNotingDuplicates(bytes, file: path, options: .json5)
            let named = formats.rules.format(of: LoadSession.relative(path, in: formats.folder))
            if let parsed = again.root, named == .theo || named == nil && TheoConverter.isTheo(parsed) {
                (root, found, duplicates) = again
            }
        }
        guard !duplicates.isEmpty, let root, let formats,
            TokenFormat.keepsLastDuplicate(
                root, format: formats.rules.format(of: LoadSession.relative(path, in: formats.folder)),
                rules: formats.rules)
        else { return .parsed(root, found) }
        var kept = Diagnostics()
        for diagnostic in found.all where diagnostic.code != .duplicateKey { kept.report(diagnostic) }
        for duplicate in duplicates { kept.report(Self.keptLast(duplicate)) }
        return .parsed(root, kept)
    }

    /// The warning for a key written twice in a file whose format's own tool keeps the last one.
    static func keptLast(_ duplicate: JSONParser.Duplicate) -> Diagnostic {
        let (key, line) = (duplicate.key, duplicate.first.line)
        let message =
            duplicate.sameValue
            ? "The key \"\(key)\" appears twice in this object, with the same value (first on line \(line)); remove one of them."
            : "The key \"\(key)\" appears twice in this object (first on line \(line)); this last one is used, as JavaScript's JSON.parse (and so Style Dictionary) reads the file. Remove the one you do not mean, or set \"strict\": true in tokens.config.json to make this an error."
        return Diagnostic(
            .duplicateKey, message, at: duplicate.location, severity: .warning,
            notes: [
                .init(
                    "the first \"\(key)\" is here\(duplicate.sameValue ? "" : ", and is not used")", at: duplicate.first
                )
            ])
    }

    /// A store for one file named on the command line or found beside the tokens (the config, the
    /// waiver baseline): reads are confined to its folder, and the file, links followed, must lie
    /// inside the repository that holds it; when it does not, the store reads nothing and says why.
    static func alone(_ path: String) -> DocumentStore {
        switch TokenRoot.around(file: path) {
        case .success(let root): return DocumentStore(root: root)
        case .failure(let refusal):
            let store = DocumentStore(root: TokenRoot(folder: FilePath.directory(of: path)))
            store.refused[path] = refusal
            return store
        }
    }

    /// Files refused before any read (see `alone`), reported when asked for.
    private var refused: [String: TokenRoot.Refusal] = [:]

    /// Registers an in-memory document (resolver inline sources, tests).
    func register(_ node: JSONNode, at path: String) { cache[path] = node }

    /// Adds a diagnostic found by a later step of loading.
    func report(_ diagnostic: Diagnostic) { diagnostics.report(diagnostic) }

    private func read(_ path: String, reference: SourceLocation?) -> JSONNode? {
        keep(Self.parse(path, root: root, formats: formats), of: path, reference: reference)
    }

    /// Records what reading `path` gave: its messages, or why it could not be read.
    private func keep(_ result: Parsed, of path: String, reference: SourceLocation?) -> JSONNode? {
        if case .unreadable(.outside(let refusal)) = result {
            diagnostics.report(.fileOutsideRoot, refusal.message, at: reference)
            return nil
        }
        if case .unreadable(.unreadable(let failure)) = result {
            let message: String
            switch failure {
            case .missing: message = "The file '\(path)' does not exist."
            case .notAFile(let what): message = "'\(path)' is \(what), not a file; tokens reads regular files only."
            case .refused(let reason): message = "The file '\(path)' cannot be read: \(reason)."
            }
            diagnostics.report(.fileUnreadable, message, at: reference)
            return nil
        }
        guard case .parsed(let root, let found) = result else { return nil }
        filesRead.append(path)
        diagnostics.append(contentsOf: found)
        return root
    }
}

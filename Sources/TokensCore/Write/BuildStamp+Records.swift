/// The stamp's `c` (closing-line figures) and `d` (a warning) records.
extension BuildStamp {
    /// `tokens modes files passed exempt waived warnings [worst waived]`, the audit's four as `-`
    /// when it was skipped; the worst waived failure, in words, is the rest of the line.
    static func text(of counts: BuildSummary.Counts) -> String {
        let audit =
            counts.audit.map {
                "\($0.passedPairs) \($0.exemptPairs) \($0.waivedPairs) \($0.warnings)"
                    + ($0.worstWaived.map { " " + $0 } ?? "")
            } ?? "- - - -"
        return "\(counts.tokens) \(counts.modes) \(counts.unchanged) \(audit)"
    }

    /// The figures a current stamp reports: every file unchanged.
    static func counts(from text: String) -> BuildSummary.Counts? {
        let fields = text.split(separator: " ", maxSplits: 7).map(String.init)
        guard fields.count == 7 || fields.count == 8, let tokens = Int(fields[0]), let modes = Int(fields[1]),
            let files = Int(fields[2])
        else { return nil }
        var counts = BuildSummary.Counts(tokens: tokens, modes: modes, unchanged: files)
        if let passed = Int(fields[3]), let exempt = Int(fields[4]), let waived = Int(fields[5]),
            let warnings = Int(fields[6])
        {
            counts.audit = BuildSummary.AuditCounts(
                passedPairs: passed, exemptPairs: exempt, waivedPairs: waived,
                worstWaived: fields.count == 8 ? fields[7] : nil, warnings: warnings)
        }
        return counts
    }

    /// A diagnostic as one line of JSON: `[code, severity, message, location, notes]`, a location
    /// being `[file, line, column]` or null and each note `[message, location]`.
    static func text(of diagnostic: Diagnostic) -> String {
        func location(_ location: SourceLocation?) -> JSONOutput {
            guard let location else { return .null }
            return .array([.string(location.file), .number(Double(location.line)), .number(Double(location.column))])
        }
        let notes = diagnostic.notes.map { JSONOutput.array([.string($0.message), location($0.location)]) }
        let record = JSONOutput.array([
            .string(diagnostic.code.rawValue), .string(diagnostic.severity.rawValue),
            .string(diagnostic.message), location(diagnostic.location), .array(notes),
        ])
        return record.rendered(pretty: false)
    }

    /// The diagnostic a `d` record holds; nil when the record is not one.
    static func diagnostic(from text: String) -> Diagnostic? {
        func location(_ node: JSONNode) -> SourceLocation?? {
            if case .null = node.value { return .some(nil) }
            guard let parts = node.array, parts.count == 3, let file = parts[0].string,
                let line = parts[1].number, let column = parts[2].number
            else { return nil }
            return .some(SourceLocation(file: file, line: Int(line), column: Int(column)))
        }
        guard let parts = JSONParser.parse(Array(text.utf8), file: fileName).root?.array, parts.count == 5,
            let code = parts[0].string, let severity = parts[1].string.flatMap(Severity.init(rawValue:)),
            let message = parts[2].string, let place = location(parts[3]), let noteNodes = parts[4].array
        else { return nil }
        var notes: [Diagnostic.Note] = []
        for node in noteNodes {
            guard let note = node.array, note.count == 2, let text = note[0].string, let at = location(note[1]) else {
                return nil
            }
            notes.append(Diagnostic.Note(text, at: at))
        }
        return Diagnostic(DiagnosticCode(rawValue: code), message, at: place, severity: severity, notes: notes)
    }
}

/// "Did you mean" for aliases and `$extends` that name nothing, added once every mode is resolved.
/// Each mode is resolved on its own core, and a name missed in every mode would be searched for
/// in each (a thousand modes: a thousand searches of every token for each name). Here the first
/// `Suggestion.Hints.hintedNames` names, in the order their errors print, are searched for once
/// among the first mode's tokens (or groups), and each of their diagnostics gets the same hint.
enum MissingNameHints {
    /// A diagnostic that names what is missing between `prefix` and `suffix`, and what to suggest.
    struct Kind {
        let code: DiagnosticCode
        let prefix: String
        let suffix: String
    }

    static let alias = Kind(
        code: .missingReference, prefix: "The alias {", suffix: "} refers to a token that does not exist.")
    static let extends = Kind(
        code: .missingExtends, prefix: "$extends refers to a group '", suffix: "' that does not exist.")

    /// The message of a diagnostic of `kind` about `name`, before any hint.
    static func message(_ kind: Kind, _ name: String) -> String { kind.prefix + name + kind.suffix }

    /// The name `diagnostic` says is missing, when it is of `kind` and has no hint yet.
    static func name(in diagnostic: Diagnostic, _ kind: Kind) -> String? {
        let message = diagnostic.message
        guard diagnostic.code == kind.code, message.hasPrefix(kind.prefix), message.hasSuffix(kind.suffix),
            message.utf8.count >= kind.prefix.utf8.count + kind.suffix.utf8.count
        else { return nil }
        return String(message.dropFirst(kind.prefix.count).dropLast(kind.suffix.count))
    }

    /// `diagnostics` with hints added: token names for aliases (`tokens`), group names for
    /// `$extends` (`groups`), each made only when asked for.
    static func added(
        to diagnostics: Diagnostics, tokens: @escaping () -> [String], groups: @escaping () -> [String]
    ) -> Diagnostics {
        var hints = [(alias, Suggestion.Hints(tokens)), (extends, Suggestion.Hints(groups))]
        var found: [String: String] = [:]  // kind's prefix + name → hint
        var asked = 0
        for diagnostic in diagnostics.sorted where asked < Suggestion.Hints.hintedNames {
            for index in hints.indices {
                guard let name = name(in: diagnostic, hints[index].0) else { continue }
                let key = hints[index].0.prefix + name
                guard found[key] == nil else { continue }
                found[key] = hints[index].1.didYouMean(name)
                asked += 1
            }
        }
        guard found.values.contains(where: { !$0.isEmpty }) else { return diagnostics }
        var out = Diagnostics()
        for diagnostic in diagnostics.all {
            let kind = [alias, extends].first { name(in: diagnostic, $0) != nil }
            guard let kind, let name = name(in: diagnostic, kind), let hint = found[kind.prefix + name], !hint.isEmpty
            else {
                out.report(diagnostic)
                continue
            }
            out.report(
                Diagnostic(
                    diagnostic.code, diagnostic.message + hint, at: diagnostic.location, severity: diagnostic.severity,
                    notes: diagnostic.notes, cause: diagnostic.cause))
        }
        return out
    }
}

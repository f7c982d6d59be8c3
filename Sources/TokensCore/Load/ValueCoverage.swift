/// The load's last check, whichever reader read the files: every value a build could use that a
/// token file holds either reached a built token or is named in a warning. A reader that does
/// not know a convention (a list where it expects an object, a group it takes for a mode) loses
/// values; this check finds them without knowing the reader.
///
/// A value a build could use is a leaf that is a colour, a dimension or a reference anywhere but
/// in metadata (descriptions, comments, `$extensions`, attributes), and a number inside a token's
/// value (`$value` or `value`, members beside it named for a mode, Terrazzo's `$extensions.mode`).
/// It reached a token when its place in the file is the place of a token's value as its reader
/// made it, or lies inside one (a value a later layer replaces, as the team layered them, was
/// read); it is named when a warning or error points at it or at a group or token around it.
///
/// Two loads are not walked: a DTCG resolver's sources, strict DTCG whose reader names every
/// member it does not read, and a Momentum folder, built as its generator builds a target (the
/// core palette is what components refer to, and a target builds only what they name).
enum ValueCoverage {
    /// Members that hold what a file says about its tokens, never a value.
    static let metadata: Set<String> = [
        "description", "comment", "comments", "extensions", "attributes", "meta", "metadata", "docs",
        "deprecated", "deprecated_comment", "aliases", "imports", "global",
        // What a build wrote beside the value (Theo's and Style Dictionary's output, Tokens Studio's
        // history): the value before it.
        "originalValue", "original", "deprecatedValues", "filePath", "isSource",
    ]

    /// Members of a token that say what it is, never a value of its own.
    static let tokenMembers: Set<String> = ["value", "type", "name", "category", "unit", "id", "uuid", "path"]

    /// One file's values that reached no token and were named by no warning.
    struct Lost: Equatable {
        let file: String
        /// Where each lies, in file order.
        let places: [SourceLocation]
    }

    /// The values of `documents` that no token of `read` (the documents as the readers made them)
    /// holds and no diagnostic of `reported` names.
    static func lost(
        in documents: [(file: String, root: JSONNode)], read: [FlatDocument], reported: Diagnostics
    ) -> [Lost] {
        let built = builtPlaces(read)
        var named = Set<SourceLocation>()
        for diagnostic in reported.all where diagnostic.severity != .note {
            if let location = diagnostic.location { named.insert(location) }
            for note in diagnostic.notes { if let location = note.location { named.insert(location) } }
            named.formUnion(diagnostic.places)
        }
        // Each file on its own core; kept in the files' order.
        let found = Parallel.map(documents) { document -> Lost? in
            var places: [SourceLocation] = []
            walk(document.root, underValue: false, covered: built, named: named, into: &places)
            return places.isEmpty ? nil : Lost(file: document.file, places: places.sorted())
        }
        return found.compactMap { $0 }
    }

    /// One warning per file that lost values: how many, the first, and up to four more as notes.
    static func report(_ lost: [Lost], relative: (String) -> String, diagnostics: inout Diagnostics) {
        for file in lost {
            let count = file.places.count
            let name = Printable.escaped(relative(file.file))
            let values = count == 1 ? "1 value" : "\(count) values"
            diagnostics.report(
                Diagnostic(
                    .valueLost,
                    "\(values) in '\(name)' reached no token: no reader built a token from \(count == 1 ? "it" : "them"), the first here. Check how the file writes its tokens against docs/token-files.md (a list where tokens are expected, a group read as a mode), or name its format in tokens.config.json; if the values are not tokens, list the file under \"exclude\".",
                    at: file.places[0], severity: .warning,
                    notes: file.places.dropFirst().prefix(4).map {
                        .init("this value reached no token either", at: $0)
                    },
                    places: file.places))
        }
    }

    /// Every place a token's value is written, in the documents as the readers made them (a value
    /// a later layer replaces, a theme's set over another or a dark file over the shared one, was
    /// read, and is replaced as the team wrote it). A value's place stands for all it nests: the
    /// walk does not go below a place found here. Where a reader split a value (a value per mode,
    /// a composition's properties), each part's own place is here.
    static func builtPlaces(_ documents: [FlatDocument]) -> Set<SourceLocation> {
        var places = Set<SourceLocation>()
        places.reserveCapacity(documents.reduce(0) { $0 + $1.tokens.count })
        for document in documents {
            for definition in document.tokens {
                places.insert(definition.value.location)
                if let alias = definition.alphaAlias { places.insert(alias.location) }
                if let mix = definition.mix { places.insert(mix.color.location) }
            }
            for values in document.modeValues.values {
                for value in values.values { places.insert(value.location) }
            }
        }
        return places
    }

    /// Walks `node`, appending the places of buildable leaves not covered nor named.
    private static func walk(
        _ node: JSONNode, underValue: Bool, covered: Set<SourceLocation>, named: Set<SourceLocation>,
        into places: inout [SourceLocation]
    ) {
        var pending: [(node: JSONNode, underValue: Bool)] = [(node, underValue)]
        while let (next, isValue) = pending.popLast() {
            if covered.contains(next.location) || !named.isEmpty && named.contains(next.location) { continue }
            switch next.value {
            case .object(let object):
                let isToken =
                    object["$value"] != nil
                    || object["value"] != nil && !TokensStudioConverter.isGroupNamedValue(object)
                for member in object.members where named.isEmpty || !named.contains(member.keyLocation) {
                    let key = member.key
                    if isValue {
                        pending.append((member.value, true))
                    } else if isToken {
                        // The value (most are a token's place: not walked at all), `$extensions.mode`,
                        // values beside it named for a mode (`"dark": "#000"`), and any other member
                        // that is no note: a colour or a reference there is a value no reader reads
                        // (`"hover": "#eee"` beside `value`).
                        if key == "$value" || key == "value" {
                            if !covered.contains(member.value.location) { pending.append((member.value, true)) }
                        } else if key.hasPrefix("$") {
                            if key == "$extensions", let modes = member.value.object?["mode"] {
                                pending.append((modes, true))
                            }
                        } else if !metadata.contains(key), !tokenMembers.contains(key) {
                            let isMode = Appearance.plainlyNamed(key) != nil
                            pending.append((member.value, isMode))
                        }
                    } else if !key.hasPrefix("$"), !metadata.contains(key) {
                        pending.append((member.value, false))
                    }
                }
            case .array(let elements):
                pending.append(contentsOf: elements.map { ($0, isValue) })
            case .string(let text):
                // A word inside a value (a composition's property name, a font's name) is no value
                // a build would lose in silence; a number written as text is.
                if isBuildable(text) || isValue && Double(text) != nil { places.append(next.location) }
            case .number:
                if isValue { places.append(next.location) }
            case .bool, .null:
                break
            }
        }
    }

    /// A colour, a dimension or a reference to a token.
    static func isBuildable(_ text: String) -> Bool {
        if Alias.wholeReference(in: text) != nil { return true }
        if RawTokensConverter.isDimension(text) { return true }
        if case .success = CSSColorParser.parse(text) { return true }
        return false
    }
}

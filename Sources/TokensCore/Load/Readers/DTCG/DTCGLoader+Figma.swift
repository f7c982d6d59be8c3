/// The modes of a Figma variables export (see `FigmaVariables`): each token's
/// `$extensions[namespace].modes` values are its values in the collection's modes, as
/// Terrazzo's `$extensions.mode` values are.
extension DTCGLoader {
    /// Drops the modes of a collection that lists more than a build reads, said at the list.
    mutating func limitFigmaModes(_ root: JSONObject) {
        for (name, collection) in figmaCollections where collection.modes.count > Self.maximumModes {
            let list = root[name]?.object?["$extensions"]?.object?[collection.namespace]?.object?["modes"]
            diagnostics.report(
                .modeTooLarge,
                "The Figma collection '\(name)' lists \(collection.modes.count) modes; at most \(Self.maximumModes) are read, so only its $value is built.",
                at: list?.location ?? root[name]?.location)
            figmaCollections[name]?.declared = []
        }
    }

    /// Notes the values `path` has in the modes of its collection, to be added once the whole
    /// document is read. A mode the collection does not list is said, and not read; so is a value
    /// of the default mode that is not a mode of the set (the `$value`s are its values) and differs
    /// from the `$value` written.
    mutating func readFigmaModes(
        _ extensions: JSONNode?, of collection: FigmaVariables.Collection, path: TokenPath, value: JSONNode
    ) {
        guard let modes = extensions?.object?[collection.namespace]?.object?["modes"] else { return }
        guard let members = modes.object?.members else {
            diagnostics.report(
                .ignoredMember,
                "$extensions[\"\(collection.namespace)\"].modes of '\(path)' is \(modes.value.kindDescription), not an object of the collection's modes and their values; it is not read, so the token has its $value in every mode.",
                at: modes.location)
            return
        }
        let defaultMode = collection.modes[0]
        for member in members {
            if collection.declared.contains(member.key) {
                figmaModeValues.append(
                    FigmaModeValue(mode: member.key, defaultMode: defaultMode, path: path, value: member.value))
            } else if member.key == defaultMode {
                guard JSONOutput(member.value) != JSONOutput(value) else { continue }
                diagnostics.report(
                    .ignoredMember,
                    "'\(path)' has another value in its collection's default mode '\(defaultMode)' than its $value; the $value is built, as the default mode's values are the $values. Make the two the same.",
                    at: member.value.location,
                    cause: "Values of a Figma collection's default mode that differ from the $value are not read.")
            } else if !collection.modes.contains(member.key) {
                diagnostics.report(
                    .ignoredMember,
                    "'\(path)' has a value for '\(member.key)', which is not one of its collection's modes (\(collection.modes.map { "'\($0)'" }.joined(separator: ", "))); it is not read.",
                    at: member.keyLocation,
                    cause:
                        "Values for modes their Figma collection does not list are not read."
                )
            }
        }
    }

    /// Adds the Figma modes' values to the document's mode values. A value of a mode other than
    /// the collection's default that refers to a variable the file does not hold (as exporters
    /// write a reference to a variable deleted in Figma but still referenced) is not added: the
    /// token keeps its default mode's value there, with a warning. Under `strict` it is added, and
    /// resolving it fails.
    mutating func addFigmaModeValues() {
        var known: (paths: Set<TokenPath>, keys: [String: [TokenPath]], collections: Set<String>)?
        for entry in figmaModeValues {
            if entry.mode != entry.defaultMode, !leniency.strict,
                let reference = Alias.wholeReference(in: entry.value.value)
            {
                let index =
                    known
                    ?? (
                        Set(document.tokens.map(\.path)), FigmaVariables.index(document.tokens.map(\.path)),
                        Set(figmaCollections.keys.map(FigmaVariables.slug))
                    )
                known = index
                if !index.paths.contains(reference), index.keys[FigmaVariables.key(reference)] == nil,
                    index.collections.contains(FigmaVariables.slug(reference.first))
                {
                    diagnostics.report(
                        .danglingModeAlias,
                        "In mode '\(entry.mode)', '\(entry.path)' refers to {\(reference)}, which is no variable of this file, as written or by its Figma name (an exporter writes such a reference for a variable deleted in Figma but still referenced). '\(entry.path)' keeps its '\(entry.defaultMode)' value in '\(entry.mode)'. Refer to a variable the file holds, or set \"strict\": true in tokens.config.json to make this an error.",
                        at: entry.value.location,
                        cause:
                            "Values of Figma modes that refer to variables the file does not hold are not read: those tokens keep their default mode's value (\"strict\": true makes these errors)."
                    )
                    continue
                }
            }
            document.modeValues[entry.mode, default: [:]][entry.path] = entry.value
        }
        for collection in figmaCollections.values where collection.declared.first == collection.modes.first {
            document.defaultModes.insert(collection.modes[0])
        }
    }
}

/// Figma variables exported as one DTCG file, as Figma's own Simple Design System exports them
/// (`scripts/tokens/fromFigma.mjs` from the REST API, and its plugin): each top-level group is a
/// collection, named `@` and the collection's name (`@color_primitives`), whose `$extensions`
/// under the exporter's namespace (`com.figma.sds`) list the collection's modes
/// (`"modes": ["sds_light", "sds_dark"]`, the default mode first); each token holds every mode's
/// value in `$extensions[namespace].modes` (an object), `$value` the default mode's.
///
/// The exporter names keys by a slug of each part of the variable's name (`Brand B` → `brand-b`,
/// `Scale 03` → `scale-03`), but writes references with the name as Figma shows it
/// (`{@color_primitives.Brand.800}`, `/` as `.`): such a reference names no key as written. Only
/// in a file recognised as such an export does a reference that matches no token as written
/// resolve to the one token whose key slugs the same (see `AliasResolver.target`), with a warning;
/// DTCG references are exact everywhere else.
enum FigmaVariables {
    /// One collection: the top-level group, where its metadata is, and its modes in order.
    struct Collection: Sendable, Equatable {
        /// The `$extensions` member that holds the exporter's data (`com.figma.sds`).
        var namespace: String
        /// The collection's modes as written, the default first.
        var modes: [String]
        /// The modes that are modes of the token set (see `declaredModes`).
        var declared: [String]
    }

    /// The collections of a document whose top level is an export of Figma variables, by their
    /// top-level names; empty for any other document. A collection is a top-level group named
    /// `@…` whose `$extensions` hold, under a namespace of Figma's (`com.figma…`) or one whose
    /// `figmaId` is a Figma collection id (`VariableCollectionId:…`), a non-empty array of mode names.
    static func collections(in root: JSONObject) -> [String: Collection] {
        var found: [String: Collection] = [:]
        for member in root.members where member.key.hasPrefix("@") {
            guard let extensions = member.value.object?["$extensions"]?.object else { continue }
            for entry in extensions.members {
                guard let data = entry.value.object, let list = data["modes"]?.array, !list.isEmpty else { continue }
                let modes = list.compactMap(\.string)
                let figmaID = data["figmaId"]?.string?.hasPrefix("VariableCollectionId:") == true
                guard modes.count == list.count, Set(modes).count == modes.count,
                    entry.key.hasPrefix("com.figma") || figmaID
                else { continue }
                found[member.key] = Collection(namespace: entry.key, modes: modes, declared: [])
                break
            }
        }
        let appearances = found.values.contains { $0.modes.contains { Appearance(modeName: $0) != nil } }
        return found.mapValues { collection in
            var collection = collection
            collection.declared = declaredModes(collection.modes, anyAppearance: appearances)
            return collection
        }
    }

    /// A collection's modes that are modes of the token set. One mode is the `$value`s alone. Of
    /// several, all are modes when one of them says an appearance (`sds_light`, `sds_dark`), or when
    /// no collection's does (`Mode 1`, `Mode 2`: the config's `modes` maps them); else (`desktop`,
    /// `mobile`, `tablet` beside a light and dark collection) the first, the default, is the
    /// `$value`s every mode starts from, and the others are modes.
    static func declaredModes(_ modes: [String], anyAppearance: Bool) -> [String] {
        guard modes.count > 1 else { return [] }
        if modes.contains(where: { Appearance(modeName: $0) != nil }) || !anyAppearance { return modes }
        return Array(modes.dropFirst())
    }

    /// A name as the exporter makes a key of it: every run of characters other than ASCII letters
    /// and digits is one `-`, and letters are lower-cased (`Scale 03` → `scale-03`, `Brand B` →
    /// `brand-b`, `@color_primitives` → `-color-primitives`), as `fromFigma.mjs` writes
    /// `name.split(/[^\da-zA-Z]+/).join("-").toLowerCase()`. A key it made is its own slug.
    static func slug(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var inRun = false
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                bytes.append(byte)
                inRun = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes.append(byte + 32)
                inRun = false
            default:
                // Every byte of a multi-byte character is above 127: one run, like the character.
                if !inRun { bytes.append(UInt8(ascii: "-")) }
                inRun = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A path with each of its names slugged (`@color_primitives.Brand B.800` →
    /// `-color-primitives.brand-b.800`): two paths with the same key name one variable.
    static func key(_ path: TokenPath) -> String {
        path.components.map(slug).joined(separator: ".")
    }

    /// Every path of `paths` by its key, for looking a reference up by its slug.
    static func index<S: Sequence>(_ paths: S) -> [String: [TokenPath]] where S.Element == TokenPath {
        var index: [String: [TokenPath]] = [:]
        for path in paths { index[key(path), default: []].append(path) }
        return index.mapValues { $0.sorted() }
    }
}

/// A value of one mode of a Figma collection, read from `$extensions[namespace].modes`, kept until
/// the whole document is read (a reference in it is checked against every token of the file).
struct FigmaModeValue: Sendable {
    var mode: String
    /// The collection's default mode (its first).
    var defaultMode: String
    var path: TokenPath
    var value: JSONNode
}

/// A token's description, deprecation and extensions, kept out of line in one shared box. Most
/// tokens have none of them, and a large set holds every token once per mode, so a definition
/// carries one pointer (or none) instead of three optional values.
struct TokenNotes<Extensions: Sendable & Hashable>: Sendable, Hashable {
    private final class Storage: Sendable {
        let description: String?
        let deprecation: String?
        let extensions: Extensions?

        init(_ description: String?, _ deprecation: String?, _ extensions: Extensions?) {
            self.description = description
            self.deprecation = deprecation
            self.extensions = extensions
        }
    }

    private let storage: Storage?

    init(description: String?, deprecation: String?, extensions: Extensions?) {
        let isEmpty = description == nil && deprecation == nil && extensions == nil
        storage = isEmpty ? nil : Storage(description, deprecation, extensions)
    }

    // Setting one field makes a new box (boxes are shared between copies, never changed).
    var description: String? {
        get { storage?.description }
        set { self = TokenNotes(description: newValue, deprecation: deprecation, extensions: extensions) }
    }
    var deprecation: String? {
        get { storage?.deprecation }
        set { self = TokenNotes(description: description, deprecation: newValue, extensions: extensions) }
    }
    var extensions: Extensions? {
        get { storage?.extensions }
        set { self = TokenNotes(description: description, deprecation: deprecation, extensions: newValue) }
    }

    static func == (a: TokenNotes, b: TokenNotes) -> Bool {
        a.storage === b.storage
            || (a.description == b.description && a.deprecation == b.deprecation && a.extensions == b.extensions)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(deprecation)
        hasher.combine(extensions)
    }
}

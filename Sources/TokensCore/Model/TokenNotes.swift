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

    var description: String? { storage?.description }
    var deprecation: String? { storage?.deprecation }
    var extensions: Extensions? { storage?.extensions }

    static func == (a: TokenNotes, b: TokenNotes) -> Bool {
        a.storage === b.storage || (a.description == b.description && a.deprecation == b.deprecation && a.extensions == b.extensions)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(deprecation)
        hasher.combine(extensions)
    }
}

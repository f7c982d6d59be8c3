extension SwiftEmitter {
    /// One constant: where it goes and its declarations. Its fields sit in one shared box
    /// (`SharedValue`): 30,000 constants holding their declarations' bytes are sorted, filtered and
    /// laid out, and a copy is then one reference, not eleven.
    struct Constant: Sendable {
        /// Colours and plain typography are shown in the preview; everything else is not.
        enum Kind: Sendable { case color, typography, other }

        private var fields: SharedValue<Fields>

        init(namespace: [String], identifier: String, path: TokenPath, location: SourceLocation) {
            fields = SharedValue(Fields(namespace: namespace, identifier: identifier, path: path, location: location))
        }

        /// The stored fields, each read and set through the property of its name below.
        struct Fields: Sendable {
            var namespace: [String]
            var identifier: String
            var swiftUI: [UInt8]? = nil
            var value: [UInt8]? = nil
            var path: TokenPath
            var location: SourceLocation
            var deprecation: String? = nil
            var isTokenColor: Bool = false
            var problems: [String] = []
            var notes: [(code: DiagnosticCode, message: String)] = []
            var kind: Kind = .other
        }

        /// The enclosing type: a namespace (`["InsightColors"]`), or `["Color"]` for a colour
        /// declared as an `extension Color` member.
        var namespace: [String] {
            get { fields.value.namespace }
            set { fields.value.namespace = newValue }
        }

        var identifier: String {
            get { fields.value.identifier }
            set { fields.value.identifier = newValue }
        }

        /// The SwiftUI declaration (colours and typography), each line indented and ending in a
        /// newline, as UTF-8 (30,000 of them are laid out into one file).
        var swiftUI: [UInt8]? {
            get { fields.value.swiftUI }
            set { fields.value.swiftUI = newValue }
        }

        /// The platform-neutral declaration: in the namespace itself for plain values, in its
        /// `Values` (or `extension TokenColor`) when there is a SwiftUI one.
        var value: [UInt8]? {
            get { fields.value.value }
            set { fields.value.value = newValue }
        }

        var path: TokenPath {
            get { fields.value.path }
            set { fields.value.path = newValue }
        }

        var location: SourceLocation {
            get { fields.value.location }
            set { fields.value.location = newValue }
        }

        /// The token's deprecation message (empty: deprecated without one), for the shortcuts of an
        /// `extension Color` colour.
        var deprecation: String? {
            get { fields.value.deprecation }
            set { fields.value.deprecation = newValue }
        }

        /// True for a token's colour (not a deprecated alias or a variant), which gets ShapeStyle,
        /// UIColor and NSColor shortcuts when declared as `extension Color`.
        var isTokenColor: Bool {
            get { fields.value.isTokenColor }
            set { fields.value.isTokenColor = newValue }
        }

        /// What is wrong with the token's extensions for Swift, said at the token (the value is built).
        var problems: [String] {
            get { fields.value.problems }
            set { fields.value.problems = newValue }
        }

        /// What the reader should know about how the value is built, with its code.
        var notes: [(code: DiagnosticCode, message: String)] {
            get { fields.value.notes }
            set { fields.value.notes = newValue }
        }

        /// What the value is, for the preview catalog.
        var kind: Kind {
            get { fields.value.kind }
            set { fields.value.kind = newValue }
        }
    }
}

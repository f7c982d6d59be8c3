/// Names generated Swift must not declare: Swift's keywords, the SDK types an app's code uses by
/// their plain names (a namespace `DesignTokens.Font` would hide SwiftUI's `Font` inside
/// `DesignTokens`), and the names of the generated support types.
public enum SwiftReservedNames {
    /// Keywords and names with a meaning of their own in a type position.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "true", "try", "Type", "Protocol", "_",
    ]

    /// Types of the Swift standard library, Foundation, Core Graphics, SwiftUI and UIKit that app code
    /// names without a module prefix.
    public static let sdkTypes: Set<String> = [
        // Swift
        "AnyObject", "Array", "Bool", "Character", "Codable", "Collection", "Decodable", "Dictionary", "Double",
        "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Never", "Optional", "Range",
        "Result", "Sendable", "Sequence", "Set", "String", "Substring", "UInt", "Void",
        // Foundation and Core Graphics
        "Bundle", "CGFloat", "CGPoint", "CGRect", "CGSize", "Data", "Date", "Locale", "Measurement", "NSObject",
        "TimeInterval", "URL", "UUID",
        // SwiftUI
        "Alignment", "Angle", "Animation", "App", "Binding", "Button", "Capsule", "Circle", "Color", "Divider", "Edge",
        "Environment", "Font", "Gradient", "Image", "Label", "Layout", "LinearGradient", "Material", "Path",
        "RadialGradient", "Rectangle", "RoundedRectangle", "Scene", "Shape", "ShapeStyle", "Spacer", "State", "Text",
        "Transaction", "View", "ViewModifier",
        // UIKit
        "UIColor", "UIFont", "UIFontMetrics", "UIImage", "UITraitCollection", "UIView",
    ]

    /// The generated support types, `Values` (the nested enum of platform-neutral values) and
    /// `TokenTypes` (the support file's name: a namespace of that name would write over it) and
    /// `TokenVariants` (the variants of `extension Color` colours).
    public static let generatedTypes: Set<String> = [
        "TokenColor", "TokenTypography", "TokenCubicBezier", "TokenShadow", "TokenStrokeStyle", "TokenBorder",
        "TokenTransition", "TokenGradientStop", "Values", "TokenTypes", "TokenVariants", "TokenAppearances",
        "TokenBundle", "TokenBundleClass", "TokenWarnings", "TokenWarningLog", "TokenTypographyModifier",
        "TokenShadowModifier", "TokenAnimationModifier", "TokensPreview", "TokensCatalogView", "TokensPreviewColor",
        "TokensPreviewStyle",
    ]

    /// True when `name` cannot be a generated type or namespace.
    public static func isReservedType(_ name: String) -> Bool { reservedTypes.contains(name) }

    /// The three lists in one set, asked once per name: each type name of a build (30,000 at
    /// 30,000 tokens) was hashed three times.
    private static let reservedTypes = keywords.union(sdkTypes).union(generatedTypes)

    /// The first part of a dotted type path that is reserved, if any.
    public static func reservedPart(ofTypePath path: String) -> String? {
        path.split(separator: ".").map(String.init).first(where: isReservedType)
    }

    /// Why a configured namespace is refused, for the person editing the config.
    static func reason(_ reserved: String, in path: String) -> String {
        let what: String
        if keywords.contains(reserved) {
            what = "a Swift keyword"
        } else if generatedTypes.contains(reserved) {
            what = "a name the generated code uses itself"
        } else {
            what = "a type app code already uses (SwiftUI, UIKit, Foundation or Swift)"
        }
        return
            "'\(path)' would declare '\(reserved)', \(what): inside the generated namespace it would hide the real one. Choose another name, such as '\(reserved)Tokens'."
    }

    /// Letters, digits and `_`, not starting with a digit, and not a lone `_`.
    public static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_", text != "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `SwiftUI.Color`'s own static members: a colour constant declared as `extension Color` under
    /// one of these names would make every use of it ambiguous.
    public static let colorMembers: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow",
        // `TokenColor`'s own members, which its static constants must not repeat.
        "name", "bundle", "any", "dark", "highContrast", "darkHighContrast", "isDisplayP3", "components", "color",
        "uiColor", "nsColor", "appearances",
    ]

    /// The static members `ShapeStyle` has where `Self` is another style (`.background` is
    /// `BackgroundStyle`): a `Color` shortcut of that name would make `.foregroundStyle(.background)`
    /// ambiguous, so the colour is reached as `Color.background` only.
    public static let shapeStyleMembers: Set<String> = colorMembers.union([
        "tertiary", "quaternary", "quinary", "foreground", "background", "separator", "tint", "selection",
        "placeholder", "link", "fill", "windowBackground", "image",
    ])

    /// `UIColor`'s own class members (system colours), which a shortcut must not repeat.
    public static let uiColorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
        "placeholderText", "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "lightText", "darkText", "tintColor", "systemRed", "systemGreen", "systemBlue",
        "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown",
        "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "groupTableViewBackground", "color", "components",
    ]

    /// `NSColor`'s own class members (system and semantic colours), which a shortcut must not repeat.
    public static let nsColorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "labelColor", "secondaryLabelColor", "tertiaryLabelColor",
        "quaternaryLabelColor", "linkColor", "placeholderTextColor", "windowBackgroundColor", "textColor",
        "textBackgroundColor", "controlColor", "controlAccentColor", "controlTextColor", "separatorColor",
        "selectedContentBackgroundColor", "underPageBackgroundColor", "systemRed", "systemGreen", "systemBlue",
        "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown",
        "systemMint", "systemCyan", "systemGray", "color", "components",
    ]
}

/// The generated support types: platform-neutral values (`TokenTypes.swift`, `TokenTypes+Values.swift`)
/// and their SwiftUI, UIKit and AppKit forms, each file behind its `#if canImport`. Every type and
/// extension is `nonisolated`, so the code works the same from any isolation, including an Xcode 26
/// target that makes the main actor the default. With `swift.supportModule` the support types come
/// from that module instead and only `TokenBundle.swift` (the catalog's bundle) is generated here.
enum SwiftSupportFiles {
    /// What the templates depend on.
    struct Settings {
        /// `public ` or `package ` (with its space), or nothing for internal.
        var access: String
        /// `public ` for public output, else nothing: the access of the imports whose types the
        /// declarations show (`public import SwiftUI`), which Swift's InternalImportsByDefault would
        /// otherwise make internal. Package output keeps plain imports: a `package import` makes every
        /// plain import of that module elsewhere in the target an error in Swift 6 ("ambiguous
        /// implicit access level for import").
        var publicImport: String
        /// True when colours are looked up in the generated asset catalog first.
        var usesCatalog: Bool
        /// The expression for the catalog's bundle.
        var bundleExpression: String

        init(config: BuildConfig) {
            access = SwiftNaming.keyword(config.accessLevel)
            publicImport = SwiftEmitter.importKeyword(config)
            usesCatalog = config.colorSource == .assetCatalog
            switch config.bundle {
            case .main: bundleExpression = "Bundle.main"
            case .module: bundleExpression = "Bundle.module"
            case .auto: bundleExpression = ""
            }
        }
    }

    /// The support files for `config`, each starting with `header`.
    static func files(config: BuildConfig, header: String) -> [GeneratedFile] {
        let settings = Settings(config: config)
        var files: [GeneratedFile] = []
        if settings.usesCatalog {
            files.append(GeneratedFile("Swift/TokenBundle.swift", text: header + bundle(settings)))
        }
        guard config.supportModule == nil else { return files }
        return files + [
            GeneratedFile("Swift/TokenTypes.swift", text: header + colors(settings)),
            GeneratedFile("Swift/TokenTypes+Values.swift", text: header + values(settings)),
            GeneratedFile("Swift/TokenTypes+SwiftUI.swift", text: header + swiftUI(settings)),
            GeneratedFile("Swift/TokenTypes+SwiftUIValues.swift", text: header + swiftUIValues(settings)),
            GeneratedFile("Swift/TokenTypes+UIKit.swift", text: header + uiKit(settings)),
            GeneratedFile("Swift/TokenTypes+AppKit.swift", text: header + appKit(settings)),
        ]
    }

    /// `TokenBundle.bundle`: where the generated asset catalog is, as SwiftGen and Xcode's asset
    /// symbols find it: a package target's `Bundle.module`, else the bundle this code is built into
    /// (the app's main bundle, a framework's own); or the bundle `swift.bundle` names.
    static func bundle(_ s: Settings) -> String {
        let body =
            s.bundleExpression.isEmpty
            ? """
                    #if SWIFT_PACKAGE
                    return Bundle.module
                    #else
                    return Bundle(for: TokenBundleClass.self)
                    #endif
            """ : "        return \(s.bundleExpression)"
        let marker =
            s.bundleExpression.isEmpty
            ? """


            /// A class of this module's own, for `Bundle(for:)`.
            nonisolated private final class TokenBundleClass {}
            """ : ""
        return """

            import Foundation

            /// The bundle that holds the asset catalog generated beside this code.
            nonisolated enum TokenBundle {
                /// \(s.bundleExpression.isEmpty ? "The package target's resources under SwiftPM, else the bundle this code is built into." : "`\(s.bundleExpression)`, as `swift.bundle` says.")
                static let bundle: Bundle = {
            \(body)
                }()
            }\(marker)

            """
    }
}

// swift-tools-version:6.1
import PackageDescription

// An app-side package with the two ways to adopt tokens:
// - BrandTokens keeps the brand in `Sources/BrandTokens/tokens/` and applies the TokensPlugin, which
//   compiles it into Swift on every build. No asset catalog on this path: colours are built from the
//   token values, with every appearance (light, dark, increased contrast).
// - BrandCatalog keeps its tokens in `Sources/BrandCatalog/tokens/`; the command plugin
//   (`swift package --allow-writing-to-package-directory generate-tokens --target BrandCatalog`)
//   writes `Sources/BrandCatalog/Outputs/`: the Swift, and the asset catalog as the target's
//   resource, which the Swift reads through `Bundle.module`.
//
// On Linux, SwiftUI and UIKit do not exist: the tokens repository's stand-ins for them (declared as
// in Apple's SDK) are built as targets of those names, so the generated SwiftUI and UIKit code is
// compiled and tested here too. On Apple's platforms the real frameworks are used.
#if os(Linux)
    let appleFrameworks: [Target] = [
        .target(name: "UIKit", path: "AppleStubs/UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "AppleStubs/SwiftUI"),
    ]
    let uiDependencies: [Target.Dependency] = ["SwiftUI", "UIKit"]
#else
    let appleFrameworks: [Target] = []
    let uiDependencies: [Target.Dependency] = []
#endif

let package = Package(
    name: "BrandApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "tokens", path: "../..")
    ],
    targets: appleFrameworks + [
        .target(
            name: "BrandTokens",
            dependencies: uiDependencies,
            exclude: ["tokens"],
            plugins: [.plugin(name: "TokensPlugin", package: "tokens")]
        ),
        .target(
            name: "BrandCatalog",
            dependencies: uiDependencies,
            exclude: ["tokens", "Outputs/Report"],
            resources: [.process("Outputs/Assets.xcassets")]
        ),
        .executableTarget(name: "brand-values", dependencies: ["BrandTokens"]),
        .testTarget(name: "BrandTokensTests", dependencies: ["BrandTokens"] + uiDependencies),
        .testTarget(name: "BrandCatalogTests", dependencies: ["BrandCatalog"] + uiDependencies),
    ]
)

// swift-tools-version:6.1
import PackageDescription

// An app-side package: its BrandTokens library keeps the brand in `Sources/BrandTokens/tokens/`
// and the TokensPlugin compiles it into Swift constants on every build.
let package = Package(
    name: "BrandApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "tokens", path: "../.."),
    ],
    targets: [
        .target(
            name: "BrandTokens",
            exclude: ["tokens"],
            plugins: [.plugin(name: "TokensPlugin", package: "tokens")]
        ),
        .executableTarget(name: "brand-values", dependencies: ["BrandTokens"]),
        .testTarget(name: "BrandTokensTests", dependencies: ["BrandTokens"]),
    ]
)

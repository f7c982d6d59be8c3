// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "tokens",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TokensCore", targets: ["TokensCore"]),
        .executable(name: "tokens", targets: ["tokens"]),
        .plugin(name: "TokensPlugin", targets: ["TokensPlugin"]),
        .plugin(name: "GenerateTokens", targets: ["GenerateTokens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMajor(from: "1.5.0")),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // The pipeline: load → resolve → audit → emit → write. No argument parsing here.
        .target(name: "TokensCore", dependencies: ["CTokensSystem", .product(name: "Yams", package: "Yams")]),
        // The writer's atomic folder swap (renameat2 / renamex_np), which Swift's Glibc does not declare.
        .target(name: "CTokensSystem"),
        // Thin command-line front end: one file per subcommand.
        .executableTarget(
            name: "tokens",
            dependencies: [
                "TokensCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // SwiftPM plugins: thin, they find the token folder and call the tool.
        .plugin(name: "TokensPlugin", capability: .buildTool(), dependencies: ["tokens"]),
        .plugin(
            name: "GenerateTokens",
            capability: .command(
                intent: .custom(
                    verb: "generate-tokens",
                    description: "Build Swift constants, colorsets and the report into Outputs/."),
                permissions: [
                    .writeToPackageDirectory(reason: "tokens writes the generated Outputs/ folder into the package.")
                ]),
            dependencies: ["tokens"]),
        // Deterministic generated token sets shared by the scale test and the benchmark.
        .target(name: "TokensSynthetic", dependencies: ["TokensCore"]),
        // `make fuzz`: the inputs libFuzzer makes, through each loader and the whole build.
        .target(name: "TokensFuzzHarness", dependencies: ["TokensCore"]),
        .executableTarget(name: "tokens-fuzz", dependencies: ["TokensFuzzHarness"]),
        // `make bench`: times the pipeline stages on generated sets (release build).
        .executableTarget(name: "tokens-bench", dependencies: ["TokensCore", "TokensSynthetic"]),
        .testTarget(
            name: "TokensCoreTests",
            dependencies: ["TokensCore", "TokensSynthetic", "TokensFuzzHarness"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

import Foundation
import Testing

@testable import TokensCore

/// `tokens schema` is a valid JSON Schema that accepts every config in the repository and rejects
/// what ConfigLoader rejects.
@Suite struct ConfigSchemaTests {
    let runner = ResolveCommandTests()

    @Test(.enabled(if: SchemaValidation.isAvailable, SchemaValidation.skipReason))
    func schema_acceptsTheRepositoryConfigs_andRejectsUnknownKeys() throws {
        let folder = try BuildTestSupport.temporaryFolder("schema")
        let schema = try runner.run(["schema"])
        #expect(schema.status == 0)
        try Data(schema.stdout.utf8).write(to: URL(fileURLWithPath: folder + "/schema.json"))
        let configs = [
            "tokens/tokens.config.json", "Examples/BrandApp/Sources/BrandTokens/tokens/tokens.config.json",
            "Tests/TokensCoreTests/Fixtures/compound/tokens.config.json",
            "Tests/TokensCoreTests/Fixtures/build/everything/tokens/tokens.config.json",
        ]
        for config in configs {
            let result = try SchemaValidation.validate(
                TestSupport.packageRoot + "/" + config, schema: folder + "/schema.json")
            #expect(result.status == 0, "\(config): \(result.output)")
            let (_, problems) = ConfigLoader.load(path: TestSupport.packageRoot + "/" + config)
            #expect(!problems.hasErrors, "\(config)")
        }
        for good in [
            #"{"format": {"legacy/**": "style-dictionary", "scales/*.json": "raw", "*.json": "auto"}}"#,
            #"{"format": "tokens-studio", "exclude": ["package.json"], "modes": {"Mode 1": "light"}}"#,
            #"{"momentum": {"target": "targets/macos.json"}}"#,
            #"{"valueModes": {"surface": "light", "abyss": "dark", "glare": "lightHighContrast"}}"#,
        ] {
            let file = folder + "/good-\(UUID().uuidString).json"
            try Data(good.utf8).write(to: URL(fileURLWithPath: file))
            #expect(try SchemaValidation.validate(file, schema: folder + "/schema.json").status == 0, "\(good)")
            #expect(!ConfigLoader.load(path: file).diagnostics.hasErrors, "\(good)")
        }
        for bad in [
            #"{"format": {"legacy/**": "sd"}}"#, #"{"format": {"": "raw"}}"#, #"{"format": ["raw"]}"#,
            #"{"audit": {"contrats": []}}"#, #"{"swift": {"accessLevel": "open"}}"#,
            #"{"momentum": {"target": 3}}"#, #"{"momentum": {"targets": "targets/ios.json"}}"#,
            #"{"valueModes": {"abyss": "night"}}"#, #"{"valueModes": ["dark"]}"#,
            #"{"audit": {"waivers": [{"foreground": "a", "background": "b", "reason": "r", "until": "soon"}]}}"#,
        ] {
            let file = folder + "/bad-\(UUID().uuidString).json"
            try Data(bad.utf8).write(to: URL(fileURLWithPath: file))
            #expect(try SchemaValidation.validate(file, schema: folder + "/schema.json").status != 0, "\(bad)")
            #expect(ConfigLoader.load(path: file).diagnostics.hasErrors, "\(bad)")
        }
    }
}

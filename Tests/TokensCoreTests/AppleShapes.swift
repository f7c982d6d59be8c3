import Foundation
import Testing

/// The stand-ins for Apple's frameworks in the shape of each platform the docs claim
/// (Tests/AppleStubs/README.md): iOS (UIKit and SwiftUI; iPadOS is iOS), macOS (AppKit and SwiftUI,
/// no UIKit), watchOS (UIKit without dynamic colours or trait collections), tvOS (iOS's UIKit less
/// what tvOS lacks, such as the large title text style), and visionOS and Mac Catalyst, which compile
/// UIKit as iOS has it (their own `os(…)` and `targetEnvironment(macCatalyst)` branches). Code is
/// compiled "as the platform" by rewriting its `os(…)` conditions first (platform-rewrite.py), then
/// against that shape, as an app target would compile it: Swift 6, complete concurrency checking,
/// with or without Xcode 26's default main-actor isolation.
enum AppleShape: String, CaseIterable, CustomStringConvertible, Sendable {
    case iOS, macOS, watchOS, tvOS, visionOS, macCatalyst

    var description: String { rawValue }

    /// The modules to build, in order, each with its source and flags.
    var modules: [(name: String, source: String, flags: [String])] {
        let stubs = TestSupport.packageRoot + "/Tests/AppleStubs/"
        switch self {
        case .tvOS:
            return [
                ("UIKit", stubs + "UIKit/UIKit.swift", ["-D", "STUB_TVOS"]),
                ("SwiftUI", stubs + "SwiftUI/SwiftUI.swift", ["-D", "STUB_TVOS"]),
            ]
        case .iOS, .visionOS, .macCatalyst:
            return [("UIKit", stubs + "UIKit/UIKit.swift", []), ("SwiftUI", stubs + "SwiftUI/SwiftUI.swift", [])]
        case .macOS:
            return [
                ("AppKit", stubs + "macOS/AppKit/AppKit.swift", []),
                ("SwiftUI", stubs + "macOS/SwiftUI/SwiftUI.swift", []),
            ]
        case .watchOS:
            return [
                ("UIKit", stubs + "watchOS/UIKit/UIKit.swift", ["-D", "STUB_WATCHOS"]),
                ("SwiftUI", stubs + "watchOS/SwiftUI/SwiftUI.swift", ["-D", "STUB_WATCHOS"]),
            ]
        }
    }

    /// The shape whose modules this one compiles against: visionOS and Mac Catalyst have iOS's.
    var stubShape: AppleShape {
        switch self {
        case .visionOS, .macCatalyst: .iOS
        default: self
        }
    }

    /// The shape's modules, built once per test run (modules and static libraries).
    var stubs: Result<String, any Error> { Self.built[stubShape] ?? .failure(CocoaError(.fileNoSuchFile)) }

    private static let built: [AppleShape: Result<String, any Error>] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0.stubShape == $0 }.map { shape in
            (
                shape,
                Result {
                    let folder = try BuildTestSupport.temporaryFolder("stubs-\(shape)")
                    for module in shape.modules {
                        let result = try BuildTestSupport.run(
                            [
                                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-emit-library",
                                "-static", "-module-name", module.name, "-I", folder, "-emit-module-path",
                                folder + "/\(module.name).swiftmodule", "-o", folder + "/lib\(module.name).a",
                            ] + module.flags + [module.source])
                        guard result.status == 0 else { throw ShapeError(output: result.output) }
                    }
                    return folder
                }
            )
        })

    struct ShapeError: Error, CustomStringConvertible {
        let output: String
        var description: String { output }
    }

    /// Copies of `sources` in a new folder with `os(…)` decided as this platform decides it.
    func rewritten(_ sources: [String]) throws -> [String] {
        let folder = try BuildTestSupport.temporaryFolder("as-\(self)")
        let result = try BuildTestSupport.run(
            [
                "python3", TestSupport.packageRoot + "/Tests/AppleStubs/platform-rewrite.py", "--platform",
                rawValue.lowercased(), folder,
            ] + sources)
        guard result.status == 0 else { throw ShapeError(output: result.output) }
        return sources.map { folder + "/" + URL(fileURLWithPath: $0).lastPathComponent }
    }

    /// swiftc arguments compiling `sources` (already rewritten) against the shape: a type check, or a
    /// program at `output` linked with the stand-ins.
    func swiftc(_ sources: [String], mainActorByDefault: Bool, output: String? = nil) throws -> [String] {
        let stubs = try stubs.get()
        var arguments = ["swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-I", stubs]
        if mainActorByDefault { arguments += ["-default-isolation", "MainActor"] }
        if let output {
            arguments += ["-L", stubs] + modules.reversed().map { "-l" + $0.name } + ["-o", output]
        } else {
            arguments.append("-typecheck")
        }
        return arguments + sources
    }

    /// Type-checks `sources` as this platform; the compiler's output when it fails, nil when it passes.
    func typeCheck(_ sources: [String], mainActorByDefault: Bool, extra: [String] = []) throws -> String? {
        let result = try BuildTestSupport.run(
            try swiftc(try rewritten(sources), mainActorByDefault: mainActorByDefault) + extra)
        return result.status == 0 ? nil : result.output
    }
}

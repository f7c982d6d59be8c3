// `make fuzz`: libFuzzer drives FuzzHarness through the C entry point below (built with
// `-sanitize=fuzzer,address` and `-DFUZZING`: the executable's entry point then hands the command
// line to libFuzzer's driver). Built plainly it replays files instead: `tokens-fuzz TARGET FILE…`
// runs each file once.
import Foundation
import TokensFuzzHarness

/// The part to fuzz, from `TOKENS_FUZZ_TARGET` (json, json5, yaml, dtcg, studio, build, swift, css, var,
/// momentum).
let fuzzTarget = FuzzHarness.Target(rawValue: ProcessInfo.processInfo.environment["TOKENS_FUZZ_TARGET"] ?? "") ?? .json
let fuzzFolder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-fuzz-\(getpid())").path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.run(fuzzTarget, Array(UnsafeBufferPointer(start: data, count: size)), in: fuzzFolder)
    return 0
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt

    /// SwiftPM names an executable's entry point `<product>_main`; here it starts libFuzzer.
    @_cdecl("tokens_fuzz_main")
    func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        var count = argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return runFuzzerDriver(&count, &arguments, fuzzOneInput)
    }
#else
    @main
    enum Replay {
        static func main() {
            let arguments = Array(CommandLine.arguments.dropFirst())
            guard let name = arguments.first, let target = FuzzHarness.Target(rawValue: name) else {
                print("usage: tokens-fuzz \(FuzzHarness.Target.allCases.map(\.rawValue).joined(separator: "|")) FILE…")
                exit(2)
            }
            for file in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                FuzzHarness.run(target, [UInt8](data), in: fuzzFolder)
            }
            print("tokens-fuzz: \(arguments.count - 1) inputs through \(name), no crash")
        }
    }
#endif

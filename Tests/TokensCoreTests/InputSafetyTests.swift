import Foundation
import Testing

@testable import TokensCore

/// Hostile numbers and bad command lines end in a located, coded message and exit 2, never a crash
/// or an infinite ratio.
@Suite struct InputSafetyTests {
    let runner = ResolveCommandTests()

    @Test func nonFiniteValues_areLocatedInvalidValues() throws {
        let text = ##"""
            { "color": { "$type": "color", "a": { "$value": "lab(1e308 1e308 1e308)" }, "b": { "$value": "#FFFFFF" } },
              "size": { "$type": "dimension", "big": { "$value": { "value": 1e308, "unit": "rem" } } },
              "type": { "$type": "typography", "t": { "$value": { "fontFamily": "x", "fontSize": { "value": 1e308, "unit": "rem" }, "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": { "value": 0, "unit": "px" } } } } }
            """##
        let folder = try TestSupport.folder(["tokens.json": text])
        let (resolved, diagnostics) = TestSupport.resolve(folder)
        #expect(resolved == nil)
        #expect(
            TestSupport.summary(diagnostics) == [
                "token.invalid-value@" + TestSupport.position(of: "\"a\"", in: text),
                "token.invalid-value@" + TestSupport.position(of: "\"big\"", in: text),
                "token.invalid-value@" + TestSupport.position(of: "\"t\"", in: text),
            ])
        #expect(
            diagnostics.errors.map(\.message) == [
                "'color.a' in default has a colour (color(lab 1e+308 1e+308 1e+308)), which is not a finite number; write a value of a size a screen can show.",
                "'size.big' in default has a dimension (1e+308rem), which is not a finite number; write a value of a size a screen can show.",
                "'type.t' in default has a font size (1e+308rem), which is not a finite number; write a value of a size a screen can show.",
            ])
        // The whole build stops there: no report that would trap converting infinity to a byte.
        let build = try runner.run([
            "build", "--tokens", folder, "--output", folder + "/../out-\(UUID().uuidString)", "--no-audit",
        ])
        #expect(build.status == 2 && build.stderr.contains("[token.invalid-value]"))
    }

    /// sRGB colours of ordinary size are passed without converting them; at every size the answer is
    /// the one the conversion gives (finite components and a finite XYZ).
    @Test func finiteColours_areFoundWithOrWithoutTheConversion() {
        for exponent in -3...308 {
            for sign in [1.0, -1.0] {
                let size = sign * pow(10, Double(exponent))
                for components in [(size, 0.5, 0.5), (0.5, size, 0.5), (0.5, 0.5, size)] {
                    let color = ColorValue(
                        colorSpace: .srgb, components: ColorComponents(components.0, components.1, components.2))
                    let xyz = color.xyzD65
                    let finite = [color.vector.x, color.vector.y, color.vector.z, xyz.x, xyz.y, xyz.z].allSatisfy(
                        \.isFinite)
                    #expect((FiniteValues.problem(color) == nil) == finite, "\(components)")
                }
            }
        }
        let nan = ColorValue(colorSpace: .srgb, components: ColorComponents(.nan, 0, 0))
        #expect(FiniteValues.problem(nan) != nil)
        #expect(
            FiniteValues.problem(ColorValue(colorSpace: .srgb, components: ColorComponents(0, 0, 0), alpha: .infinity))
                != nil)
    }

    @Test(arguments: ["rgb(1e308 1e308 1e308)", "lab(1e308 1e308 1e308)"])
    func contrast_ofAnOverflowingColour_isAnInputError(color: String) throws {
        let run = try runner.run(["contrast", color, "#fff"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("tokens: error: [token.invalid-value] '\(color)' is a colour ("))
    }

    @Test(arguments: [
        ["build", "--bogus"], ["contrast", "#fff", "#000", "--role", "foo"], ["audit", "--format", "xml"], ["nonsense"],
    ])
    func usageErrors_exit2_withTheParsersMessage(arguments: [String]) throws {
        let run = try runner.run(arguments)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
    }

    @Test func help_exits0() throws {
        let run = try runner.run(["--help"])
        #expect(run.status == 0 && run.stdout.contains("USAGE: tokens <subcommand>"))
    }
}

import Foundation
import Testing

@testable import TokensCore

/// A config's waiver reason or colour text is refused when it is blank: `isBlank` says so without
/// Foundation, and agrees with `trimmingCharacters(in: .whitespaces).isEmpty` on every scalar of
/// the Basic Multilingual Plane and on mixes of spaces with other text.
struct BlankTextTests {
    @Test func everyScalar_agreesWithFoundationsWhitespace() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates are no scalar
            let text = String(Character(scalar))
            if text.isBlank != text.trimmingCharacters(in: .whitespaces).isEmpty { disagreements.append(value) }
        }
        #expect(disagreements == [])
    }

    @Test func mixes() {
        #expect("".isBlank && " ".isBlank && "\t \u{00A0}\u{3000}\u{200B}".isBlank)
        #expect(!" a ".isBlank && !"\n".isBlank && !"\u{FEFF}".isBlank && !" \u{2028}".isBlank)
    }
}

#!/usr/bin/env bash
# Checks the SwiftPM plugins with this example app: it builds and its tests pass (on Linux through the
# SwiftUI and UIKit stand-ins: inline colours with all four appearances for the build-tool plugin's
# target, colours from the catalog in Bundle.module for the command plugin's); on a copy, a token
# change reaches the compiled constant, a token error fails the build with the token file's path and
# line, a contrast failure fails it at the token's line unless waived or set to warn, and the command plugin rewrites BrandCatalog's committed Outputs/ byte for byte, then a
# second run changes no file. Then a consumer package made from scratch: the command plugin with no
# --target leaves the TokensPlugin target alone, and the package builds.
# Ends with the line 'brandapp: N passed, N failed'; exits 1 when anything failed.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
passed=0
failed=0
check() { # check DESCRIPTION COMMAND…
  local what="$1"; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $what"; fi
}
contains() { [[ "$1" == *"$2"* ]]; }

check "the example builds" swift build --package-path "$here"
check "the example's tests pass" swift test --package-path "$here"

copy="$(mktemp -d)/BrandApp"
cp -R "$here" "$copy"
rm -rf "$copy/.build" "$copy/Outputs"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$copy/Package.swift"
# The stand-in frameworks are links into the repository's Tests/AppleStubs: point the copy's there too.
for framework in SwiftUI UIKit; do ln -sfn "$root/Tests/AppleStubs/$framework" "$copy/AppleStubs/$framework"; done
tokens="$copy/Sources/BrandTokens/tokens"

before="$(swift run --package-path "$copy" brand-values 2>/dev/null)"
check "the copy prints the generated spacing" contains "$before" "spacing.md 12.0"
sed -i 's/"value": 12/"value": 14/' "$tokens/spacing.json"
after="$(swift run --package-path "$copy" brand-values 2>/dev/null)"
check "a changed token reaches the compiled constant" contains "$after" "spacing.md 14.0"

cp "$tokens/colors.json" "$copy/colors.json.saved"
sed -i 's/"#1C1917"/"{color.missing}"/' "$tokens/colors.json"
output="$(swift build --package-path "$copy" 2>&1)"
status=$?
check "a token error fails the build" test "$status" -ne 0
check "the failure names the token file, line and column" grep -Eq "tokens/colors.json:5:[0-9]+: error: \[alias.missing\]" <<<"$output"
cp "$copy/colors.json.saved" "$tokens/colors.json"

# The plugin audits: a text colour edited to fail stops the build at the token's line, naming both
# tokens, the ratio and the nearest passing colour; a waiver lets it pass; so does "plugin":
# {"audit": "warning"}, which prints the finding as a warning.
cp "$tokens/tokens.config.json" "$copy/config.json.saved"
sed -i 's/"text": { "$value": "#1C1917" }/"text": { "$value": "#B0B0B0" }/' "$tokens/colors.json"
output="$(swift build --package-path "$copy" 2>&1)"
status=$?
check "a contrast failure fails the build" test "$status" -ne 0
check "at the text token's line, naming both tokens, the ratio and the suggested colour" grep -Eq "tokens/colors.json:5:[0-9]+: error: \[contrast\] 'color.text' on 'color.background' in light is 2.04:1; text needs 4.5:1 \(AA\). Nearest passing colour: #727272 \(4.53:1\)." <<<"$output"
check "with a note at the background" grep -Eq "tokens/colors.json:4:[0-9]+: note: 'color.background' is the background; defined here." <<<"$output"
sed -i 's/"touchTargets":/"waivers": [ { "foreground": "color.text", "background": "color.background", "reason": "A grey being tried out.", "until": "2099-12-31" } ], "touchTargets":/' "$tokens/tokens.config.json"
check "a waiver lets the build pass" swift build --package-path "$copy"
cp "$copy/config.json.saved" "$tokens/tokens.config.json"
sed -i 's/"colorsets":/"plugin": { "audit": "warning" }, "colorsets":/' "$tokens/tokens.config.json"
output="$(swift build --package-path "$copy" 2>&1)"
status=$?
check "\"audit\": \"warning\" lets the build pass" test "$status" -eq 0
check "and prints the finding as a warning" grep -Eq "tokens/colors.json:5:[0-9]+: warning: \[contrast\] 'color.text' on 'color.background' in light is 2.04:1" <<<"$output"
cp "$copy/config.json.saved" "$tokens/tokens.config.json"
cp "$copy/colors.json.saved" "$tokens/colors.json"

catalog="$copy/Sources/BrandCatalog/Outputs"
# Its generated files are committed (the target compiles them, so the package needs them to load):
# the plugin must make them again byte for byte, so it writes none.
rm -f "$catalog/.tokens-stamp"
first="$(swift package --package-path "$copy" --allow-writing-to-package-directory generate-tokens --target BrandCatalog 2>&1)"
check "the command plugin reproduces the committed Outputs byte for byte" contains "$first" " 0 files written"
check "it wrote Swift, colorsets and the report into the target" test -f "$catalog/Swift/CatalogColors.swift" -a -f "$catalog/Assets.xcassets/AccentColor.colorset/Contents.json" -a -f "$catalog/Report/index.html"
check "the Swift reads the catalog from the target's bundle" grep -q 'return Bundle.module' "$catalog/Swift/TokenBundle.swift"
check "for every colour" grep -q '"background", bundle: TokenBundle.bundle' "$catalog/Swift/CatalogColors.swift"
stamp="$(find "$catalog" -type f -printf '%p %T@\n' | sort)"
second="$(swift package --package-path "$copy" --allow-writing-to-package-directory generate-tokens --target BrandCatalog 2>&1)"
check "a second run writes no file" contains "$second" " 0 files written"
check "and leaves every modification time as it was" test "$stamp" = "$(find "$catalog" -type f -printf '%p %T@\n' | sort)"
sed -i 's/"#FAF8F5"/"#FFFFFF"/' "$copy/Sources/BrandCatalog/tokens/colors.json"
check "a changed colour is written" swift package --package-path "$copy" --allow-writing-to-package-directory generate-tokens --target BrandCatalog
check "into the target's colorset" grep -q '"red" : "1.000"\|"red": "1.0000"' "$catalog/Assets.xcassets/background.colorset/Contents.json"
check "the copy still builds" swift build --package-path "$copy"

# A consumer package made from scratch as the README says (issue #36): a path dependency on this
# checkout, one target applying TokensPlugin, one fed by the command plugin, the command plugin run
# with no --target. It builds in the copy's scratch folder, where tokens and the plugins are built.
consumer="$(dirname "$copy")/Consumer"
mkdir -p "$consumer/AppleStubs" "$consumer/Sources/Brand" "$consumer/Sources/Catalog" "$consumer/Sources/app"
for framework in SwiftUI UIKit; do ln -s "$root/Tests/AppleStubs/$framework" "$consumer/AppleStubs/$framework"; done
cp -R "$here/Sources/BrandTokens/tokens" "$consumer/Sources/Brand/tokens"
cp -R "$here/Sources/BrandCatalog/tokens" "$consumer/Sources/Catalog/tokens"
cat >"$consumer/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "tokens", path: "$root")],
    targets: [
        .target(name: "UIKit", path: "AppleStubs/UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "AppleStubs/SwiftUI"),
        .target(
            name: "Brand", dependencies: ["SwiftUI", "UIKit"], exclude: ["tokens"],
            plugins: [.plugin(name: "TokensPlugin", package: "tokens")]),
        .target(
            name: "Catalog", dependencies: ["SwiftUI", "UIKit"], exclude: ["tokens", "Outputs/Report"],
            resources: [.process("Outputs/Assets.xcassets")]),
        .executableTarget(name: "app", dependencies: ["Brand", "Catalog"]),
    ]
)
MANIFEST
echo 'public enum Layout { public static var gap: Double { Double(BrandSpacing.md) } }' >"$consumer/Sources/Brand/Layout.swift"
echo 'public enum Theme { public static var text: Double { CatalogColors.Values.text.any.red } }' >"$consumer/Sources/Catalog/Theme.swift"
printf 'import Brand\nimport Catalog\nprint("gap \\(Layout.gap) text \\(Theme.text)")\n' >"$consumer/Sources/app/main.swift"
# As the README says: the folders the target declares exist before the first run.
mkdir -p "$consumer/Sources/Catalog/Outputs/Assets.xcassets" "$consumer/Sources/Catalog/Outputs/Report"
scratch=(--package-path "$consumer" --scratch-path "$copy/.build")
generated="$(swift package "${scratch[@]}" --allow-writing-to-package-directory generate-tokens 2>&1)"
check "generate-tokens with no --target succeeds" test $? -eq 0
check "it skips the target that applies TokensPlugin, saying why" contains "$generated" "skipping Brand: it applies TokensPlugin"
check "and writes no Outputs/ there" test ! -e "$consumer/Sources/Brand/Outputs"
check "it fills the command plugin's target" test -f "$consumer/Sources/Catalog/Outputs/Swift/CatalogColors.swift"
check "with no warning about a missing resource or exclude" test -z "$(grep -E "Invalid (Resource|Exclude)" <<<"$generated")"
output="$(swift run "${scratch[@]}" app 2>&1)"
check "the consumer builds and runs" contains "$output" "gap 12.0 text "
output="$(swift package "${scratch[@]}" --allow-writing-to-package-directory generate-tokens --target Brand 2>&1)"
check "--target naming a TokensPlugin target is refused" test $? -ne 0
check "saying why" contains "$output" "Brand applies TokensPlugin"
check "and writing nothing" test ! -e "$consumer/Sources/Brand/Outputs"
# Where SwiftPM cannot be asked which targets apply the plugin (no swift on the plugin's PATH), a
# target never generated before might: nothing is written, and the message says what to name.
output="$(PATH=/usr/bin:/bin "$(command -v swift)" package "${scratch[@]}" --allow-writing-to-package-directory generate-tokens 2>&1)"
check "without a way to tell, generate-tokens refuses" test $? -ne 0
check "naming the target it cannot tell about" contains "$output" "Brand has tokens and no Outputs/ yet"
check "and writes nothing" test ! -e "$consumer/Sources/Brand/Outputs"
# Outputs/ left in a TokensPlugin target (by an older generate-tokens) stops the build with one
# clear error instead of every constant declared twice.
cp -R "$consumer/Sources/Catalog/Outputs" "$consumer/Sources/Brand/Outputs"
output="$(swift build "${scratch[@]}" 2>&1)"
check "generated Swift beside TokensPlugin fails the build" test $? -ne 0
check "with the plugin's error, not the compiler's" grep -q "Brand applies TokensPlugin and also compiles" <<<"$output"
rm -rf "$consumer/Sources/Brand/Outputs"

echo "brandapp: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

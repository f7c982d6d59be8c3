#!/usr/bin/env bash
# Self-test of the Apple stand-ins (see README.md beside this script).
#
# 1. Builds the four shapes (iOS, watchOS, tvOS, macOS) as modules and static libraries.
# 2. platform-rewrite.py: its own unit tests, and for each platform a Swift file whose #if os(...)
#    lines must evaluate as that platform once rewritten (and do not without the rewrite).
# 3. The apps' hand-written code (/work/shared/apps or $APPS) compiles unchanged against the iOS shape,
#    and fails without InsightColors.swift (the stand-ins do not accept everything).
# 4. Positive checks, selftest/positive/*.swift: for each shape named in the file's `// shapes:` line,
#    rewritten for that platform, it type-checks; with `// run: yes` it is built, run, and its output
#    compared with <name>.expected.
# 5. Negative checks, selftest/negative/*.swift: code Apple's SDK rejects must be rejected with the
#    diagnostic in the file's `// expect-error:` (or `// expect-warning:`) line, on its `// shape:`.
#
# Client code is compiled as `swiftc -swift-version 6 -strict-concurrency=complete`, once as is and
# once with `-default-isolation MainActor` (Xcode 26's app-target default); every check must hold in
# both. Prints PASS/FAIL per check, then 'stubs: N passed, N failed'; exits 1 on any failure.
# Usage: Tests/AppleStubs/selftest.sh [-k] (-k keeps the work folder and prints its path)
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
apps="${APPS:-/work/shared/apps}"
work="$(mktemp -d "${TMPDIR:-/tmp}/apple-stubs-selftest.XXXXXX")"
if [ "${1:-}" = "-k" ]; then echo "work folder: $work"; else trap 'rm -rf "$work"' EXIT; fi

passed=0
failed=0
pass() { echo "PASS: $1"; passed=$((passed + 1)); }
fail() {
  echo "FAIL: $1"
  if [ -n "${2:-}" ]; then printf '%s\n' "$2" | head -25 | sed 's/^/    /'; fi
  failed=$((failed + 1))
}

isolations=("" "-default-isolation MainActor")
isolation_name() { if [ -z "$1" ]; then echo "nonisolated default"; else echo "default MainActor"; fi; }

# --- 1. Shapes ---------------------------------------------------------------------------------
# build_module SHAPE MODULE SOURCE [FLAGS...]
build_module() {
  local shape="$1" module="$2" source="$3"
  shift 3
  mkdir -p "$work/$shape"
  local output
  if output="$(swiftc -swift-version 6 -parse-as-library -emit-module -emit-library -static -module-name "$module" \
    -I "$work/$shape" -emit-module-path "$work/$shape/$module.swiftmodule" -o "$work/$shape/lib$module.a" "$@" "$here/$source" 2>&1)"; then
    if grep -q "warning:" <<<"$output"; then fail "$shape: $module builds without warnings" "$output"; else pass "$shape: $module builds"; fi
  else
    fail "$shape: $module builds" "$output"
  fi
}

build_module ios UIKit UIKit/UIKit.swift
build_module ios SwiftUI SwiftUI/SwiftUI.swift
build_module watchos UIKit watchOS/UIKit/UIKit.swift -D STUB_WATCHOS
build_module watchos SwiftUI watchOS/SwiftUI/SwiftUI.swift -D STUB_WATCHOS
build_module tvos UIKit UIKit/UIKit.swift -D STUB_TVOS
build_module tvos SwiftUI SwiftUI/SwiftUI.swift -D STUB_TVOS
build_module macos AppKit macOS/AppKit/AppKit.swift
build_module macos SwiftUI macOS/SwiftUI/SwiftUI.swift

platform_lib() { case "$1" in macos) echo AppKit ;; *) echo UIKit ;; esac; }

# --- 2. platform-rewrite.py ----------------------------------------------------------------------
if output="$(python3 "$here/platform-rewrite.py" --self-test 2>&1)"; then
  pass "platform-rewrite.py: its unit tests"
else
  fail "platform-rewrite.py: its unit tests" "$output"
fi

all_platforms=(iOS macOS watchOS tvOS visionOS)
for platform in "${all_platforms[@]}"; do
  lower="$(tr '[:upper:]' '[:lower:]' <<<"$platform")"
  source="$work/rewrite-$lower/platform.swift"
  mkdir -p "$(dirname "$source")"
  {
    echo "#if os($platform) && !os(Android)"
    echo "#else"
    echo "#error(\"os($platform) is false\")"
    echo "#endif"
    for other in "${all_platforms[@]}"; do
      [ "$other" = "$platform" ] && continue
      echo "#if os($other) || !(os($platform) || os($other)) // os($other) must be false"
      echo "#error(\"os($other) is true\")"
      echo "#elseif !os($platform) && os($other)"
      echo "#error(\"#elseif was not rewritten\")"
      echo "#endif"
    done
  } >"$source"
  rewritten="$work/rewrite-$lower/out"
  if ! python3 "$here/platform-rewrite.py" --platform "$lower" "$rewritten" "$source"; then
    fail "platform-rewrite.py: rewrites for $platform"
    continue
  fi
  if output="$(swiftc -swift-version 6 -typecheck -parse-as-library "$rewritten/platform.swift" 2>&1)"; then
    pass "platform-rewrite.py: #if/#elseif evaluate as $platform"
  else
    fail "platform-rewrite.py: #if/#elseif evaluate as $platform" "$output"
  fi
  if [ "$platform" = iOS ]; then
    if swiftc -swift-version 6 -typecheck -parse-as-library "$source" >/dev/null 2>&1; then
      fail "platform-rewrite.py: canary: without the rewrite, os(iOS) is false on Linux"
    else
      pass "platform-rewrite.py: canary: without the rewrite, os(iOS) is false on Linux"
    fi
  fi
done

# --- 3. The apps' own code -------------------------------------------------------------------------
app_files=("$apps/AppUsage.swift" "$apps/InsightColors.swift" "$apps/InsightTheme.swift" "$apps/InsightTypography.swift")
if [ -f "${app_files[0]}" ]; then
  for isolation in "${isolations[@]}"; do
    # shellcheck disable=SC2086
    if output="$(swiftc -swift-version 6 -strict-concurrency=complete $isolation -parse-as-library -typecheck -I "$work/ios" "${app_files[@]}" 2>&1)" \
      && ! grep -q "warning:" <<<"$output"; then
      pass "apps: the hand-written files compile unchanged against the iOS shape ($(isolation_name "$isolation"))"
    else
      fail "apps: the hand-written files compile unchanged against the iOS shape ($(isolation_name "$isolation"))" "$output"
    fi
  done
  output="$(swiftc -swift-version 6 -strict-concurrency=complete -parse-as-library -typecheck -I "$work/ios" "$apps/AppUsage.swift" "$apps/InsightTheme.swift" 2>&1)"
  if grep -q "cannot find 'InsightColors' in scope" <<<"$output"; then
    pass "apps: without InsightColors.swift the app code is refused"
  else
    fail "apps: without InsightColors.swift the app code is refused" "$output"
  fi
else
  fail "apps: $apps/AppUsage.swift exists (set APPS to the folder of the apps' files)"
fi

# --- 4. Positive checks -------------------------------------------------------------------------------
header() { sed -n "s|^// $2: *||p" "$1" | head -1; }

for file in "$here"/selftest/positive/*.swift; do
  name="$(basename "$file" .swift)"
  run="$(header "$file" run)"
  for shape in $(header "$file" shapes); do
    rewritten="$work/positive-$shape"
    python3 "$here/platform-rewrite.py" --platform "$shape" "$rewritten" "$file"
    source="$rewritten/$name.swift"
    expected="$here/selftest/positive/$name.expected"
    for isolation in "${isolations[@]}"; do
      what="positive: $name on $shape ($(isolation_name "$isolation"))"
      if [ "$run" = yes ]; then
        exe="$work/$shape-$name-${#isolation}"
        # shellcheck disable=SC2086
        if ! output="$(swiftc -swift-version 6 -strict-concurrency=complete $isolation -I "$work/$shape" -L "$work/$shape" \
          -lSwiftUI -l"$(platform_lib "$shape")" -o "$exe" "$source" 2>&1)" || grep -q "warning:" <<<"$output"; then
          fail "$what builds" "$output"
          continue
        fi
        if ! actual="$("$exe" 2>&1)"; then
          fail "$what runs" "$actual"
        elif [ ! -f "$expected" ]; then
          fail "$what: $name.expected exists" "$actual"
        elif [ "$actual" = "$(cat "$expected")" ]; then
          pass "$what runs and prints what is expected"
        else
          fail "$what prints what is expected" "$(diff <(cat "$expected") <(printf '%s\n' "$actual"))"
        fi
      else
        # shellcheck disable=SC2086
        if output="$(swiftc -swift-version 6 -strict-concurrency=complete $isolation -parse-as-library -typecheck -I "$work/$shape" "$source" 2>&1)" \
          && ! grep -q "warning:" <<<"$output"; then
          pass "$what type-checks"
        else
          fail "$what type-checks" "$output"
        fi
      fi
    done
  done
done

# --- 5. Negative checks -------------------------------------------------------------------------------
for file in "$here"/selftest/negative/*.swift; do
  name="$(basename "$file" .swift)"
  shape="$(header "$file" shape)"
  severity=error
  expect="$(header "$file" expect-error)"
  if [ -z "$expect" ]; then
    severity=warning
    expect="$(header "$file" expect-warning)"
  fi
  rewritten="$work/negative-$shape"
  python3 "$here/platform-rewrite.py" --platform "$shape" "$rewritten" "$file"
  for isolation in "${isolations[@]}"; do
    what="negative: $name is rejected on $shape ($(isolation_name "$isolation"))"
    # shellcheck disable=SC2086
    output="$(swiftc -swift-version 6 -strict-concurrency=complete $isolation -parse-as-library -typecheck -I "$work/$shape" "$rewritten/$name.swift" 2>&1)"
    status=$?
    if [ -z "$expect" ]; then
      fail "$what: the file names its expected diagnostic"
    elif [ "$severity" = error ] && [ "$status" -eq 0 ]; then
      fail "$what" "compiled without error; expected: error: $expect"
    elif grep -F -- "$severity: " <<<"$output" | grep -qF -- "$expect"; then
      pass "$what ($severity: $expect)"
    else
      fail "$what: $severity: $expect" "$output"
    fi
  done
done

echo "stubs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

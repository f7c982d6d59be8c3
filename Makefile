# Thin wrappers over SwiftPM; the README names the two commands that matter.
.PHONY: build test tokens resolve goldens bench fuzz format install uninstall clean

build:
	swift build

# Installs what the browser and schema tests need where it can (scripts/bootstrap), then every test.
test:
	scripts/bootstrap
	swift test

# The main job on the default tokens/: Swift constants and colorsets into Outputs/.
tokens:
	swift run tokens build

resolve:
	swift run tokens resolve

# Rewrites the golden files the build tests compare with (the tests then fail once, on purpose).
goldens:
	RECORD_GOLDENS=1 swift test --filter "BuildGoldenTests|DiffCommandTests" || true

# Times every build stage, the cold `tokens build` and a no-op rebuild on generated 1k/10k/30k/100k-token sets × 4 modes (release).
bench:
	swift build -c release --product tokens
	swift run -c release tokens-bench $(SIZES)

# libFuzzer over each loader and the whole build, FUZZ_SECONDS each (default 60); a crash fails.
fuzz:
	scripts/fuzz $(or $(FUZZ_SECONDS),60) $(FUZZ_TARGETS)

# swift-format at 120 columns over the package's own code (CI checks it with scripts/format --check).
format:
	scripts/format

# `tokens` as a command: a release build copied to $(PREFIX)/bin (default /usr/local; DESTDIR for
# packagers). The same build as `swift package experimental-install`, so one serves both.
PREFIX ?= /usr/local
install:
	swift build -c release --product tokens
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$(swift build -c release --show-bin-path)/tokens" "$(DESTDIR)$(PREFIX)/bin/tokens"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/tokens"

clean:
	rm -rf .build .build-fuzz

# Thin wrappers over SwiftPM; the README names the two commands that matter.
.PHONY: build test tokens resolve bench clean

build:
	swift build

test:
	swift test

# The main job on the default tokens/. Until the emitters land (issue #6) it resolves and prints.
tokens resolve:
	swift run tokens resolve

# Times load and resolve on generated 1k/10k/30k-token sets × 4 modes (release build).
bench:
	swift run -c release tokens-bench $(SIZES)

clean:
	rm -rf .build

#!/usr/bin/env python3
"""Rewrite Swift sources so they compile "as platform X would" on Linux.

On Linux, `os(iOS)`, `os(macOS)`, `os(watchOS)`, `os(tvOS)` and `os(visionOS)` are all false, so code
guarded by them is never compiled against the Apple stand-ins. This helper copies Swift files into an
output folder, replacing each of those platform conditions by `true` (the chosen platform) or `false`
(the others) on `#if` / `#elseif` lines only. `||`, `&&`, `!` and parentheses stay as they are: Swift's
conditional compilation accepts the literals `true` and `false`, so `#if os(iOS) || os(tvOS)` becomes
`#if true || false` and the compiler does the logic.

Untouched: every other line (code, comments, strings), the text after `//` on a directive line, lines
inside multi-line string literals, and other conditions (`canImport(...)`, `targetEnvironment(...)`,
`os(Linux)`, `compiler(...)`, custom flags). `os(OSX)` is Swift's alias for macOS and is rewritten too.
Mac Catalyst (`maccatalyst`) is iOS with `targetEnvironment(macCatalyst)` true: for it, and only for
it, that condition is rewritten too (to `true`; for every other platform it stays, false on Linux).

Usage:
  platform-rewrite.py --platform ios|macos|watchos|tvos|visionos|maccatalyst OUTPUT_DIR FILE...
  platform-rewrite.py --self-test

Each FILE is written to OUTPUT_DIR under its own name (two inputs with the same name are an error).
Exit status 0 on success, 2 on a usage error.
"""

import argparse
import os
import re
import sys
import unittest

PLATFORMS = {
    "ios": "iOS",
    "macos": "macOS",
    "watchos": "watchOS",
    "tvos": "tvOS",
    "visionos": "visionOS",
    "maccatalyst": "iOS",
}

# os(OSX) is the legacy spelling of os(macOS).
_ALIASES = {"OSX": "macOS"}

_DIRECTIVE = re.compile(r"^(\s*#(?:if|elseif))(?=[\s(!]|$)(.*)$")
_OS = re.compile(r"\bos\s*\(\s*(iOS|macOS|OSX|watchOS|tvOS|visionOS)\s*\)")
_CATALYST = re.compile(r"\btargetEnvironment\s*\(\s*macCatalyst\s*\)")


def _split_comment(text):
    """The code part of a directive line and its trailing `//` or `/*` comment (if any)."""
    for marker in ("//", "/*"):
        index = text.find(marker)
        if index != -1:
            return text[:index], text[index:]
    return text, ""


def rewrite_line(line, platform):
    """One line, rewritten for `platform` (a key of PLATFORMS) if it is an #if/#elseif directive."""
    target = PLATFORMS[platform]
    match = _DIRECTIVE.match(line)
    if not match:
        return line
    head, rest = match.group(1), match.group(2)
    code, comment = _split_comment(rest)

    def replace(m):
        name = _ALIASES.get(m.group(1), m.group(1))
        return "true" if name == target else "false"

    code = _OS.sub(replace, code)
    if platform == "maccatalyst":
        code = _CATALYST.sub("true", code)
    return head + code + comment


def rewrite_text(text, platform):
    """A whole source file, rewritten; lines inside multi-line string literals are left alone."""
    if platform not in PLATFORMS:
        raise ValueError("unknown platform %r (one of %s)" % (platform, ", ".join(sorted(PLATFORMS))))
    out = []
    in_multiline_string = False
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        ending = line[len(body):]
        if not in_multiline_string:
            body = rewrite_line(body, platform)
        # A `"""` opens or closes a multi-line string literal (raw `#"""` too); a line with two of
        # them opens and closes one.
        if body.count('"""') % 2 == 1:
            in_multiline_string = not in_multiline_string
        out.append(body + ending)
    return "".join(out)


def main(argv):
    parser = argparse.ArgumentParser(description="Rewrite os(...) conditions on #if/#elseif lines for one Apple platform.")
    parser.add_argument("--self-test", action="store_true", help="run this helper's own tests")
    parser.add_argument("--platform", choices=sorted(PLATFORMS))
    parser.add_argument("output", nargs="?")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)
    if args.self_test:
        suite = unittest.defaultTestLoader.loadTestsFromTestCase(RewriteTests)
        result = unittest.TextTestRunner(verbosity=1).run(suite)
        return 0 if result.wasSuccessful() else 1
    if not args.platform or not args.output or not args.files:
        parser.print_usage(sys.stderr)
        return 2
    names = [os.path.basename(f) for f in args.files]
    if len(set(names)) != len(names):
        print("platform-rewrite: two inputs have the same file name", file=sys.stderr)
        return 2
    os.makedirs(args.output, exist_ok=True)
    for path, name in zip(args.files, names):
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        with open(os.path.join(args.output, name), "w", encoding="utf-8", newline="") as f:
            f.write(rewrite_text(text, args.platform))
    return 0


class RewriteTests(unittest.TestCase):
    def check(self, platform, before, after):
        self.assertEqual(rewrite_text(before, platform), after)

    def test_each_platform_is_true_only_for_itself(self):
        line = "#if os(iOS) || os(macOS) || os(watchOS) || os(tvOS) || os(visionOS)\n"
        self.check("ios", line, "#if true || false || false || false || false\n")
        self.check("macos", line, "#if false || true || false || false || false\n")
        self.check("watchos", line, "#if false || false || true || false || false\n")
        self.check("tvos", line, "#if false || false || false || true || false\n")
        self.check("visionos", line, "#if false || false || false || false || true\n")

    def test_and_or_not_and_parentheses_are_kept(self):
        self.check("ios", "#if !os(macOS) && (os(iOS) || os(tvOS))\n", "#if !false && (true || false)\n")
        self.check("macos", "#if !os(macOS)\n", "#if !true\n")
        self.check("watchos", "#if(os(watchOS))\n", "#if(true)\n")

    def test_elseif_and_indentation(self):
        text = "    #if os(iOS)\n    a()\n    #elseif os(watchOS)\n    b()\n    #else\n    #endif\n"
        self.check("watchos", text, "    #if false\n    a()\n    #elseif true\n    b()\n    #else\n    #endif\n")

    def test_other_conditions_are_untouched(self):
        line = "#if canImport(UIKit) && !targetEnvironment(macCatalyst) && !os(Linux) && compiler(>=6.0) && DEBUG\n"
        self.check("ios", line, line)
        self.check("ios", "#if canImport(UIKit) && os(iOS)\n", "#if canImport(UIKit) && true\n")

    def test_osx_alias_and_spaces(self):
        self.check("macos", "#if os(OSX) || os( iOS )\n", "#if true || false\n")
        self.check("ios", "#if os (OSX)\n", "#if false\n")

    def test_only_directive_lines_change(self):
        text = 'let s = "os(iOS)"\n// #if os(iOS)\nif os(iOS) {}\n#ifdef os(iOS)\n#endif // os(iOS)\n'
        self.check("ios", text, text)

    def test_trailing_comment_is_untouched(self):
        self.check("ios", "#if os(iOS) // not os(macOS)\n", "#if true // not os(macOS)\n")
        self.check("ios", "#if os(macOS) /* os(iOS) */\n", "#if false /* os(iOS) */\n")

    def test_multiline_strings_are_untouched(self):
        text = 'let s = """\n#if os(iOS)\n"""\n#if os(iOS)\n#endif\n'
        self.check("ios", text, 'let s = """\n#if os(iOS)\n"""\n#if true\n#endif\n')
        raw = 'let s = #"""\n#if os(iOS)\n"""#\n#if os(macOS)\n'
        self.check("ios", raw, 'let s = #"""\n#if os(iOS)\n"""#\n#if false\n')
        one_line = 'let s = """ """\n#if os(iOS)\n'
        self.check("ios", one_line, 'let s = """ """\n#if true\n')

    def test_line_endings_are_kept_and_rewriting_is_idempotent(self):
        text = "#if os(iOS)\r\nx\r\n#endif"
        once = rewrite_text(text, "ios")
        self.assertEqual(once, "#if true\r\nx\r\n#endif")
        self.assertEqual(rewrite_text(once, "ios"), once)

    def test_mac_catalyst_is_ios_with_its_target_environment(self):
        line = "#if os(iOS) && !targetEnvironment(macCatalyst) || os(macOS)\n"
        self.check("maccatalyst", line, "#if true && !true || false\n")
        self.check("ios", line, "#if true && !targetEnvironment(macCatalyst) || false\n")
        self.check("maccatalyst", "#if targetEnvironment( macCatalyst ) // targetEnvironment(macCatalyst)\n",
                   "#if true // targetEnvironment(macCatalyst)\n")

    def test_unknown_platform_is_an_error(self):
        with self.assertRaises(ValueError):
            rewrite_text("#if os(iOS)\n", "android")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

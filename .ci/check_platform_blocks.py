#!/usr/bin/env python3
"""Fails when a library target gains a platform-conditional block that nothing here compiles.

Code behind `#if os(...)` or `#if canImport(...)` is built only where the condition holds; code
that only an Apple build compiles was never compiled on this Linux machine. Every such block in a
library target must be listed in `.ci/platform_blocks.txt` with how its code is covered (a
Linux-built target or test that compiles it). `--self-test` first proves that an unlisted block
is caught and a listed one is not.

Usage: check_platform_blocks.py [--self-test]
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIBRARIES = [
    "AppDetailDomain", "DiffableSections", "AppDetailTransport", "AppDetailURLSession", "AppDetailAsyncHTTPClient",
    "AppDetailData",
    "AppDetailPresentation", "AppDetailTerminal",
]
CONDITION = re.compile(r"^\s*#(?:if|elseif)\b.*\b(?:os|canImport)\(")


def listed(text):
    """The (path, #if line) pairs of the allow list."""
    pairs = set()
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split("|")]
        if len(parts) >= 3 and parts[2]:
            pairs.add((parts[0], parts[1]))
    return pairs


def blocks(path, text):
    """The platform-conditional `#if`/`#elseif` lines of one file, trimmed."""
    return [(path, line.strip()) for line in text.splitlines() if CONDITION.match(line)]


def problems(found, allowed):
    missing = [f"{path}: `{line}` is not in .ci/platform_blocks.txt" for path, line in found if (path, line) not in allowed]
    stale = [f".ci/platform_blocks.txt lists `{line}` in {path}, which is no longer there" for path, line in sorted(allowed - set(found))]
    return missing + stale


def scan():
    found = []
    for target in LIBRARIES:
        for source in sorted((ROOT / "Sources" / target).rglob("*.swift")):
            relative = str(source.relative_to(ROOT))
            found += blocks(relative, source.read_text(encoding="utf-8"))
    return found


def self_test():
    allowed = {("Sources/X/A.swift", "#if os(Linux)")}
    listed_block = blocks("Sources/X/A.swift", "#if os(Linux)\nimport Glibc\n#endif\n")
    new_block = blocks("Sources/X/B.swift", "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n")
    elseif_block = blocks("Sources/X/A.swift", "#if os(Linux)\n#elseif os(iOS)\n#endif\n")
    failures = []
    if problems(listed_block, allowed):
        failures.append("a listed block was refused")
    if not problems(listed_block + new_block, allowed):
        failures.append("an unlisted #if canImport block passed")
    if not problems(elseif_block, allowed):
        failures.append("an unlisted #elseif os block passed")
    if not problems([], allowed):
        failures.append("a stale entry passed")
    if listed("a | #if os(Linux) |\n") != set():
        failures.append("an entry without a reason counted")
    return failures


def main():
    if "--self-test" in sys.argv:
        failures = self_test()
        if failures:
            for failure in failures:
                print(f"self-test failed: {failure}", file=sys.stderr)
            return 1
    allowed = listed((ROOT / ".ci" / "platform_blocks.txt").read_text(encoding="utf-8"))
    found = problems(scan(), allowed)
    for problem in found:
        print(f"platform block: {problem}", file=sys.stderr)
    if found:
        return 1
    suffix = " (self-test passed)" if "--self-test" in sys.argv else ""
    print(f"platform blocks: every one in a library target is listed with its coverage{suffix}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

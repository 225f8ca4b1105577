#!/usr/bin/env python3
"""Fails when a layer of appdetail depends on something it must not.

Reads the target graph from `swift package describe --type json` and the `import` lines of each
target's sources, and checks both against the rules below. `--self-test` first proves that the
check rejects graphs that break each rule, so a check that silently passes everything is caught.

Usage: check_dependency_graph.py [--self-test] [describe.json]
"""

import copy
import json
import pathlib
import re
import subprocess
import sys

# target -> (allowed target dependencies, allowed product dependencies, allowed imports)
RULES = {
    "AppDetailDomain": (set(), set(), {"Foundation"}),
    "DiffableSections": (set(), set(), set()),
    "AppDetailTransport": (set(), set(), {"Foundation"}),
    "AppDetailURLSession": (
        {"AppDetailTransport"},
        set(),
        {"Foundation", "FoundationNetworking", "AppDetailTransport"},
    ),
    "AppDetailAsyncHTTPClient": (
        {"AppDetailTransport"},
        {"AsyncHTTPClient", "NIOCore", "NIOHTTP1", "NIOPosix", "NIOHTTPCompression"},
        {"Foundation", "AppDetailTransport"}
        | {"AsyncHTTPClient", "NIOCore", "NIOHTTP1", "NIOPosix", "NIOHTTPCompression"},
    ),
    # Crypto: the HMAC-SHA256 that signs an alert posted to a webhook (swift-crypto).
    "AppDetailData": (
        {"AppDetailDomain", "AppDetailTransport", "AppDetailURLSession", "AppDetailAsyncHTTPClient"},
        {"GRDB", "Crypto"},
        {"Foundation", "GRDB", "Crypto", "AppDetailDomain", "AppDetailTransport", "AppDetailURLSession"}
        | {"AppDetailAsyncHTTPClient"},
    ),
    "AppDetailPresentation": (
        {"AppDetailDomain", "DiffableSections"},
        set(),
        {"Foundation", "Observation", "AppDetailDomain", "DiffableSections"},
    ),
    "AppDetailTerminal": (
        {"AppDetailDomain", "AppDetailPresentation"},
        set(),
        {"Foundation", "AppDetailDomain", "AppDetailPresentation"},
    ),
    # The web client: the view models and the batch updates they carry, served by Hummingbird.
    "AppDetailWeb": (
        {"AppDetailDomain", "AppDetailPresentation", "DiffableSections"},
        {"Hummingbird", "ServiceLifecycle", "Logging", "HTTPTypes"},
        {"Foundation", "AppDetailDomain", "AppDetailPresentation", "DiffableSections"}
        | {"Hummingbird", "ServiceLifecycle", "Logging", "HTTPTypes"},
    ),
}
COMPOSITION_ROOT = "AppDetailCLI"
# Modules that exist (or are linked) only on Linux: a library target may import them only inside
# an `#if os(Linux)` or `#if canImport(...)` block, so an iOS build of the library never sees them.
LINUX_ONLY = re.compile(r"^(Glibc|Musl|FoundationNetworking|AsyncHTTPClient|NIO\w*)$")
GUARD = re.compile(r"os\(Linux\)|canImport\(")
IMPORT = re.compile(
    r"^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|internal|package|private|fileprivate)[ \t]+)?import[ \t]+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)[ \t]+)?([A-Za-z_]\w*)",
    re.M,
)


def problems(describe, imports_by_target):
    found = []
    targets = {t["name"]: t for t in describe["targets"]}
    for name, (allowed_targets, allowed_products, allowed_imports) in RULES.items():
        target = targets.get(name)
        if target is None:
            found.append(f"{name}: target is missing")
            continue
        for dep in set(target.get("target_dependencies") or []) - allowed_targets:
            found.append(f"{name} must not depend on target {dep}")
        for dep in set(target.get("product_dependencies") or []) - allowed_products:
            found.append(f"{name} must not depend on product {dep}")
        for module in imports_by_target.get(name, set()) - allowed_imports:
            found.append(f"{name} must not import {module}")
    for name, target in targets.items():
        if target.get("type") == "test" or name == COMPOSITION_ROOT:
            continue
        if COMPOSITION_ROOT in (target.get("target_dependencies") or []):
            found.append(f"{name} must not depend on the composition root {COMPOSITION_ROOT}")
    return found


def imports_of(root, describe):
    result = {}
    for target in describe["targets"]:
        modules = set()
        for source in (root / target["path"]).rglob("*.swift"):
            modules.update(IMPORT.findall(source.read_text(encoding="utf-8")))
        result[target["name"]] = modules
    return result


def unguarded_imports(text):
    """Linux-only modules imported outside a guarding `#if` (an `#else` branch does not guard)."""
    found, stack = [], []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append(bool(GUARD.search(stripped)))
        elif stripped.startswith("#elseif"):
            if stack:
                stack[-1] = bool(GUARD.search(stripped))
        elif stripped.startswith("#else"):
            if stack:
                stack[-1] = False
        elif stripped.startswith("#endif"):
            if stack:
                stack.pop()
        else:
            for module in IMPORT.findall(line):
                if LINUX_ONLY.match(module) and not any(stack):
                    found.append(module)
    return found


def platform_problems(root, describe):
    found = []
    for target in describe["targets"]:
        if target["name"] not in RULES:
            continue
        for source in sorted((root / target["path"]).rglob("*.swift")):
            for module in unguarded_imports(source.read_text(encoding="utf-8")):
                found.append(f"{target['name']}: {source.name} imports {module} outside an #if os(Linux) or #if canImport block")
    return found


def self_test(describe, imports):
    def broken(mutate):
        graph, mods = copy.deepcopy(describe), copy.deepcopy(imports)
        mutate({t["name"]: t for t in graph["targets"]}, mods)
        return problems(graph, mods)

    cases = {
        "Domain gains a target dependency": lambda t, m: t["AppDetailDomain"].__setitem__("target_dependencies", ["DiffableSections"]),
        "Domain gains a product dependency": lambda t, m: t["AppDetailDomain"].__setitem__("product_dependencies", ["GRDB"]),
        "DiffableSections gains a dependency": lambda t, m: t["DiffableSections"].__setitem__("target_dependencies", ["AppDetailDomain"]),
        "DiffableSections imports Foundation": lambda t, m: m["DiffableSections"].add("Foundation"),
        "Presentation depends on Data": lambda t, m: t["AppDetailPresentation"]["target_dependencies"].append("AppDetailData"),
        "Presentation imports GRDB": lambda t, m: m["AppDetailPresentation"].add("GRDB"),
        "Domain imports GRDB": lambda t, m: m["AppDetailDomain"].add("GRDB"),
        "Data imports FoundationNetworking": lambda t, m: m["AppDetailData"].add("FoundationNetworking"),
        "Data depends on Presentation": lambda t, m: t["AppDetailData"]["target_dependencies"].append("AppDetailPresentation"),
        "the transport seam depends on Domain": lambda t, m: t["AppDetailTransport"].__setitem__("target_dependencies", ["AppDetailDomain"]),
        "URLSession transport imports GRDB": lambda t, m: m["AppDetailURLSession"].add("GRDB"),
        "Data imports NIO itself": lambda t, m: m["AppDetailData"].add("NIOCore"),
        "the NIO transport depends on Domain": lambda t, m: t["AppDetailAsyncHTTPClient"]["target_dependencies"].append("AppDetailDomain"),
        "Terminal depends on Data": lambda t, m: t["AppDetailTerminal"]["target_dependencies"].append("AppDetailData"),
        "Terminal imports ArgumentParser": lambda t, m: m["AppDetailTerminal"].add("ArgumentParser"),
    }
    failures = [name for name, mutate in cases.items() if not broken(mutate)]
    platform_cases = {
        "FoundationNetworking imported unguarded": "import Foundation\nimport FoundationNetworking\n",
        "NIOCore imported in an #else branch": "#if os(Linux)\nimport Foundation\n#else\nimport NIOCore\n#endif\n",
        "Glibc imported under an unrelated #if": "#if DEBUG\nimport Glibc\n#endif\n",
    }
    failures += [name for name, text in platform_cases.items() if not unguarded_imports(text)]
    if unguarded_imports("#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Darwin)\n    import Darwin\n#endif\n"):
        failures.append("a guarded Glibc import was refused")
    for name in failures:
        print(f"self-test: the check did not notice: {name}", file=sys.stderr)
    return not failures


def main(argv):
    run_self_test = "--self-test" in argv
    paths = [a for a in argv if not a.startswith("--")]
    root = pathlib.Path(__file__).resolve().parent.parent
    if paths:
        describe = json.loads(pathlib.Path(paths[0]).read_text())
    else:
        output = subprocess.run(
            ["swift", "package", "describe", "--type", "json"], cwd=root, check=True, capture_output=True, text=True
        ).stdout
        describe = json.loads(output[output.index("{"):])
    imports = imports_of(root, describe)
    if run_self_test and not self_test(describe, imports):
        return 1
    found = problems(describe, imports) + platform_problems(root, describe)
    for problem in found:
        print(f"dependency rule broken: {problem}", file=sys.stderr)
    if not found:
        print("dependency graph: all layer rules hold" + (" (self-test passed)" if run_self_test else ""))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

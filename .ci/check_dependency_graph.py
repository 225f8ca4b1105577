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
    "AppDetailData": (
        {"AppDetailDomain"},
        {"GRDB"},
        {"Foundation", "FoundationNetworking", "GRDB", "AppDetailDomain"},
    ),
    "AppDetailPresentation": (
        {"AppDetailDomain", "DiffableSections"},
        set(),
        {"Foundation", "AppDetailDomain", "DiffableSections"},
    ),
}
COMPOSITION_ROOT = "AppDetailCLI"
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
        "Data depends on Presentation": lambda t, m: t["AppDetailData"]["target_dependencies"].append("AppDetailPresentation"),
    }
    failures = [name for name, mutate in cases.items() if not broken(mutate)]
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
    found = problems(describe, imports)
    for problem in found:
        print(f"dependency rule broken: {problem}", file=sys.stderr)
    if not found:
        print("dependency graph: all layer rules hold" + (" (self-test passed)" if run_self_test else ""))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
